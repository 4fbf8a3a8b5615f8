import { PGlite } from '@electric-sql/pglite';
import { INT8_OID, parseInt8, type Database, type Queryable } from './database';

export interface PgliteOptions {
  /** Folder holding the database files; in memory when undefined (tests, benchmarks). */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from instead of running initdb (test templates). */
  loadDataDir?: Blob | File;
}

/**
 * Opens embedded PostgreSQL (PGlite). One PGlite instance is one connection, so transactions are
 * serialised by PGlite's own lock; that is the expected trade-off of the embedded default.
 *
 * @example const db = await openPglite({ dataDir: './data' });
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Database & { readonly pglite: PGlite }> {
  const pglite = new PGlite({
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir !== undefined ? { loadDataDir: options.loadDataDir } : {}),
    // Same int8 handling as the pg driver (see postgres.ts) so results do not depend on the engine.
    parsers: { [INT8_OID]: parseInt8 },
  });
  await pglite.waitReady;

  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await q.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });

  return {
    engine: 'pglite',
    pglite,
    ...wrap(pglite),
    // TransactionOptions.durable has nothing to relax here: one embedded process, no WAL shipping.
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}
