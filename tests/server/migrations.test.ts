import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../host-demo/server/db/migrate';
import { seedCatalogue } from '../../host-demo/server/db/seed-catalogue';
import { availableBackends } from './helpers/backends';
import { gatewayPerTest } from './helpers/per-test';

describe.each(availableBackends())('migrations on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('records every migration file once, in order, and applies nothing on restart', async () => {
    const { rows } = await t.db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(rows.map((r) => r.name)).toEqual(loadMigrations().map((m) => m.name));
    expect(rows.map((r) => r.name)[0]).toBe('001_games.sql');
    expect(await migrate(t.db)).toEqual([]);
    expect(await migrate(t.db)).toEqual([]);
  });

  it('refuses to start when an applied migration file has changed', async () => {
    const edited = loadMigrations().map((m, i) => (i === 0 ? { ...m, sql: `${m.sql}\n-- edited`, checksum: 'changed' } : m));
    await expect(migrate(t.db, edited)).rejects.toThrow(/001_games.sql was changed/);
  });

  it('applies a new migration and nothing else when one is added', async () => {
    const added = [...loadMigrations(), { name: '999_probe.sql', sql: 'create table probe (id int); create index probe_id on probe (id);', checksum: 'x' }];
    expect(await migrate(t.db, added)).toEqual(['999_probe.sql']);
    expect(await migrate(t.db, added)).toEqual([]);
  });

  it('rolls back a failing migration completely', async () => {
    const broken = [...loadMigrations(), { name: '998_broken.sql', sql: 'create table half (id int); select no_such_function();', checksum: 'y' }];
    await expect(migrate(t.db, broken)).rejects.toThrow();
    const { rows } = await t.db.query("select 1 from information_schema.tables where table_name = 'half' and table_schema = current_schema()");
    expect(rows).toHaveLength(0);
  });

  it('writes the catalogue idempotently on every start, scratch-card pools included (one on sale per game)', async () => {
    const count = async () =>
      (await t.db.query<{ g: number; n: number; s: number; p: number }>(
        'select (select count(*) from games)::bigint as g, (select count(*) from nav_tabs)::bigint as n, (select count(*) from scratch_games)::bigint as s, (select count(*) from scratch_pools)::bigint as p',
      )).rows[0];
    const before = await count();
    await seedCatalogue(t.db);
    await seedCatalogue(t.db);
    expect(await count()).toEqual(before);
    expect(before).toEqual({ g: 15, n: 24, s: 3, p: 3 });
  });

  it('stores money as bigint minor units', async () => {
    const { rows } = await t.db.query<{ column_name: string; data_type: string }>(
      `select table_name || '.' || column_name as column_name, data_type from information_schema.columns
        where table_schema = current_schema() and (column_name like '%amount%')`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.data_type, r.column_name).toBe('bigint');
  });
});
