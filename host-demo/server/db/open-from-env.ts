import { resolve } from 'node:path';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/**
 * Opens the database the environment names: PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite in DATA_DIR (default ./data, relative to the working directory). `description` is safe
 * to print: it never contains the connection string (which may hold a password).
 */
export async function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<{ db: Database; description: string }> {
  if (env.DATABASE_URL) {
    const db = await openPostgres({ connectionString: env.DATABASE_URL });
    const url = new URL(env.DATABASE_URL);
    return { db, description: `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}` };
  }
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return { db: await openPglite({ dataDir }), description: `PGlite ${dataDir}` };
}
