import { createHash } from 'node:crypto';
import pg from 'pg';
import { INT8_OID, parseInt8, type Database, type Queryable } from './database';

export interface PostgresOptions {
  connectionString: string;
  /**
   * Schema to work in (sets `search_path` on every connection). Tests use a random schema per
   * run so parallel runs share one database without seeing each other's tables.
   */
  schema?: string;
  /** Pool size; the default suits one gateway process. */
  maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Parsers for this pool only: never mutate pg's global type registry, other code may share it. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') return parseInt8;
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

/**
 * Opens a PostgreSQL connection pool.
 *
 * @example const db = await openPostgres({ connectionString: process.env.DATABASE_URL! });
 */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`schema name must match ${SCHEMA_NAME}`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    types,
    // The schema name is checked above, so it can be put in the startup options verbatim.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // Fail at start-up, not on the first request, when the database is unreachable.
  await pool.query('select 1');

  const prepared = preparedNames();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const name = params ? prepared(sql) : undefined;
      const result = name ? await q.query({ name, text: sql, values: [...params!] }) : await q.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await q.query(sql);
    },
  });

  return {
    engine: 'postgres',
    ...wrap(pool),
    async transaction(fn, options) {
      const client = await pool.connect();
      try {
        // One round trip either way: the simple protocol runs both statements.
        await client.query(options?.durable === false ? 'begin; set local synchronous_commit = off' : 'begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Most distinct statement texts kept prepared. The server's statements are constants in its
 * code (a few hundred); a text built per request beyond this is sent unnamed, so a connection's
 * prepared statements stay bounded.
 */
const MAX_PREPARED = 1_000;

/**
 * Names statements for PostgreSQL's extended protocol, so each connection parses and plans a
 * statement once and then only binds and executes it: a purchase's CTEs cost more to plan than
 * to run (tests/bench/purchases.bench.ts). The name is the text's hash, the same on every
 * connection; pg prepares it on a connection the first time that connection meets it.
 */
function preparedNames(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_PREPARED) {
      name = `s${createHash('sha1').update(sql).digest('base64url')}`;
      names.set(sql, name);
    }
    return name;
  };
}
