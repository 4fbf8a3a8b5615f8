import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

/** Folder of the plain SQL migrations, named NNN_name.sql and applied in NNN order. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

/**
 * Arbitrary constant key of the advisory lock taken while migrating, so that several gateway
 * processes starting together on one PostgreSQL apply each migration exactly once.
 */
const MIGRATION_LOCK_KEY = 7_142_025_001;

export interface Migration {
  name: string;
  sql: string;
  /** SHA-256 of the file, recorded so an edited, already-applied migration is noticed. */
  checksum: string;
}

/** Reads the migration files in order. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const names = readdirSync(dir).filter((f) => MIGRATION_FILE.test(f)).sort();
  const seen = new Set<string>();
  return names.map((name) => {
    const number = name.slice(0, 3);
    if (seen.has(number)) throw new Error(`two migrations share number ${number}`);
    seen.add(number);
    const sql = readFileSync(`${dir}/${name}`, 'utf8');
    return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, all in one transaction, and
 * returns the names it applied (empty on a restart with nothing new). Refuses to start when an
 * applied migration's file has changed since: the database would no longer match the files.
 *
 * @example await migrate(db); // safe to call on every start
 */
export async function migrate(db: Database, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      name        text primary key,
      checksum    text not null,
      applied_at  timestamptz not null default now()
    )`);
    const { rows } = await tx.query<{ name: string; checksum: string }>('select name, checksum from schema_migrations');
    const applied = new Map(rows.map((r) => [r.name, r.checksum]));
    const done: string[] = [];
    for (const m of migrations) {
      const checksum = applied.get(m.name);
      if (checksum !== undefined) {
        if (checksum !== m.checksum) throw new Error(`migration ${m.name} was changed after it was applied; add a new migration instead`);
        continue;
      }
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (name, checksum) values ($1, $2)', [m.name, m.checksum]);
      done.push(m.name);
    }
    return done;
  });
}
