import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueGames, catalogueNavTabs, catalogueScratchTables } from '../../host-demo/server/db/catalogue-content';
import { loadMigrations, migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';
import { seedCatalogue } from '../../host-demo/server/db/seed-catalogue';

const PGLITE_VERSION: string = JSON.parse(
  readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
).version;

/** Changes whenever the migrations, the catalogue content or PGlite change. */
function templateKey(): string {
  const hash = createHash('sha256').update(PGLITE_VERSION);
  for (const m of loadMigrations()) hash.update(m.name).update(m.checksum);
  hash.update(JSON.stringify(catalogueGames())).update(JSON.stringify(catalogueNavTabs())).update(JSON.stringify(catalogueScratchTables()));
  return hash.digest('hex').slice(0, 16);
}

const PREFIX = 'nl-server-test-template-';

/** Templates of older migrations are 40 MB each: keep only the current one. */
function removeStaleTemplates(current: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(PREFIX) && name.endsWith('.tar') && path !== current) rmSync(path, { force: true });
  }
}

let template: Promise<Blob> | undefined;

/**
 * A migrated, catalogue-seeded PGlite data folder as a tarball, built once (initdb takes seconds)
 * and cloned per test with `openPglite({ loadDataDir })` (well under a second). The tarball is
 * also cached in the OS temp folder under a key of the migrations and catalogue, so the other
 * test files of a run (other workers) skip initdb too.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(tmpdir(), `${PREFIX}${templateKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const db = await openPglite();
    await migrate(db);
    await seedCatalogue(db);
    // Uncompressed: loading a plain tar is the fastest clone.
    const dump = await db.pglite.dumpDataDir('none');
    await db.close();
    // Write then rename, so a worker never reads a half-written file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    removeStaleTemplates(file);
    return dump;
  })();
  return template;
}
