/**
 * The one database interface the gateway uses. Two implementations share it: embedded PGlite
 * (`pglite.ts`) and PostgreSQL through `pg` (`postgres.ts`), so every SQL statement in the server
 * must run unchanged on both (PostgreSQL 15 dialect).
 */

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /**
   * Several `;`-separated statements without parameters. Needed for migration files: the
   * parameterised protocol behind `query` accepts one statement at a time.
   */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * `false` lets the commit return before its WAL reaches the disk (PostgreSQL
   * `synchronous_commit = off` for this transaction only): a crash in the next fraction of a
   * second may lose the transaction, never corrupt anything, and any later durable commit makes it
   * durable too (the WAL is written in order). Only for writes whose loss moves no money and that
   * the client simply repeats, e.g. opening a deposit (deposits/recharge.ts). Default true.
   */
  durable?: boolean;
}

export interface Database extends Queryable {
  /** Which engine answers; for the start-up line and diagnostics only, never for SQL dialect forks. */
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL type OID of int8 (bigint); `count(*)` and money columns come back as this. */
export const INT8_OID = 20;

/**
 * Parses an int8 column into a JS number, refusing values a double cannot hold exactly. Money is
 * bigint minor units in SQL; AED 90 trillion is far beyond any real balance, so a number is safe,
 * and a silent rounding would be a money bug, hence the throw.
 */
export function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${text} is outside the safe integer range`);
  return n;
}
