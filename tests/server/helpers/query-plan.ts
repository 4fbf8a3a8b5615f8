import type { Database } from '../../../host-demo/server/db/database';
import type { Statement } from './counting-db';

/**
 * The plan PostgreSQL (or PGlite) chooses for a recorded statement with sequential scans priced
 * out: a plan still holding a `Seq Scan` has no usable index for it. The one way the server tests
 * read a plan; each test then asserts the index or plan shape it cares about.
 *
 * @example expect(await planWithoutSeqScan(t.db, counted.statements[0]!)).not.toMatch(/Seq Scan/)
 */
export async function planWithoutSeqScan(db: Database, { sql, params }: Statement): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
