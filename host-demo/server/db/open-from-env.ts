import { resolve } from 'node:path';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { readSetting } from '../settings/table';

/**
 * Opens the database the environment names: PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite in DATA_DIR (default ./data, relative to the working directory; settings/table.ts). `description` is safe
 * to print: it never contains the connection string (which may hold a password).
 */
export async function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<{ db: Database; description: string }> {
  const databaseUrl = readSetting('DATABASE_URL', env);
  if (databaseUrl) {
    const db = await openPostgres({ connectionString: databaseUrl });
    const url = new URL(databaseUrl);
    return { db, description: `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}` };
  }
  const dataDir = resolve(readSetting('DATA_DIR', env));
  return { db: await openPglite({ dataDir }), description: `PGlite ${dataDir}` };
}
