import { describe, expect, it } from 'vitest';
import type { Database } from '../../host-demo/server/db/database';
import { availableBackends } from './helpers/backends';

/**
 * The suites reuse a file's database from one test to the next (helpers/backends.ts): each test
 * must still start from the migrated catalogue alone, as if the database were new.
 */
describe.each(availableBackends())('a test database on $name', (backend) => {
  const contents = async (db: Database) =>
    (await db.query<{ games: string; tabs: string; players: number }>(
      `select (select json_agg(g order by g.app_key)::text from games g) as games,
              (select json_agg(t order by t.id)::text from nav_tabs t) as tabs,
              (select count(*)::int from players) as players`,
    )).rows[0]!;
  const firstSequence = async (db: Database) =>
    (await db.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = current_schema() order by 1 limit 1`)).rows[0]!.name;

  it('comes back as the catalogue alone after a test changed rows, and ids start again where the seed left them', async () => {
    const first = await backend.open();
    const pristine = await contents(first.db);
    const sequence = await firstSequence(first.db);
    const nextId = (await first.db.query<{ id: string }>(`select nextval($1)::text as id`, [sequence])).rows[0]!.id;
    await first.db.exec(`update games set sort_order = sort_order + 100; delete from nav_tabs`);
    expect(await contents(first.db)).not.toEqual(pristine);
    await first.dispose();

    const second = await backend.open();
    try {
      expect(await contents(second.db)).toEqual(pristine);
      expect((await second.db.query<{ id: string }>(`select nextval($1)::text as id`, [sequence])).rows[0]!.id).toBe(nextId);
    } finally {
      await second.dispose();
    }
  });

  it('is replaced by a new one when a test changed the schema itself', async () => {
    const first = await backend.open();
    await first.db.exec('drop table nav_tabs');
    await first.dispose();
    const second = await backend.open();
    try {
      expect((await second.db.query<{ n: number }>('select count(*)::int as n from nav_tabs')).rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await second.dispose();
    }
  });
});
