import { createHash, randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import pg from 'pg';
import type { Database } from '../../../host-demo/server/db/database';
import { migrate } from '../../../host-demo/server/db/migrate';
import { openPglite } from '../../../host-demo/server/db/pglite';
import { openPostgres } from '../../../host-demo/server/db/postgres';
import { seedCatalogue } from '../../../host-demo/server/db/seed-catalogue';
import { readSetting } from '../../../host-demo/server/settings/table';
import { pgliteTemplate } from './pglite-template';

/** A fresh, migrated database with the catalogue, private to one test. */
export interface TestDatabase {
  db: Database;
  /** Closes the database and removes whatever the test created. */
  dispose(): Promise<void>;
  /**
   * Another connection to the same database, as a second server process would hold: its own
   * pool on PostgreSQL; on PGlite, which one process owns, the same database. Closed by dispose.
   */
  openAnother(): Promise<Database>;
  /** PostgreSQL only: a DATABASE_URL naming this test's schema, for a process the test starts (an npm script). */
  databaseUrl?: string;
}

export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<TestDatabase>;
}

const pgliteBackend: Backend = {
  name: 'PGlite',
  async open() {
    const db = await openPglite({ loadDataDir: await pgliteTemplate() });
    return { db, dispose: () => db.close(), openAnother: async () => db };
  },
};

/** PostgreSQL: each test gets its own random schema, created here and dropped on dispose. */
function postgresBackend(connectionString: string): Backend {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    async open() {
      const schema = `nl_test_${randomBytes(6).toString('hex')}`;
      await admin(`create schema ${schema}`);
      const db = await openPostgres({ connectionString, schema, maxConnections: 4 });
      await migrate(db);
      await seedCatalogue(db);
      const others: Database[] = [];
      const databaseUrl = new URL(connectionString);
      databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
      return {
        db,
        databaseUrl: databaseUrl.href,
        async dispose() {
          await Promise.all(others.map((o) => o.close()));
          await db.close();
          await admin(`drop schema ${schema} cascade`);
        },
        async openAnother() {
          const other = await openPostgres({ connectionString, schema, maxConnections: 4 });
          others.push(other);
          return other;
        },
      };
    },
  };
}

/**
 * Prints a line (such as "PostgreSQL run skipped") once per vitest run, however many test files
 * (and worker processes) import this module: the first worker to create the run's marker file
 * for that line prints.
 */
export function noticeOnce(line: string): void {
  // Forks pool: workers are children of the vitest process; threads pool: they share its pid.
  const runPid = isMainThread ? process.ppid : process.pid;
  let runStart = '';
  try {
    runStart = readFileSync(`/proc/${runPid}/stat`, 'utf8').split(' ')[21] ?? ''; // guards against pid reuse
  } catch {
    // not Linux: the pid alone identifies the run
  }
  try {
    closeSync(openSync(join(tmpdir(), `nl-server-tests-notice-${createHash('sha256').update(line).digest('hex').slice(0, 12)}-${runPid}-${runStart}`), 'wx'));
  } catch {
    return; // another file of this run already printed it
  }
  writeSync(2, `${line}\n`);
}

/** The backends the server suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function availableBackends(): Backend[] {
  const url = readSetting('TEST_DATABASE_URL');
  if (!url) {
    noticeOnce('[tests/server] PostgreSQL run skipped: TEST_DATABASE_URL is not set (PGlite only).');
    return [pgliteBackend];
  }
  return [pgliteBackend, postgresBackend(url)];
}
