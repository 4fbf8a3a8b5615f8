import { createHash, randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../../host-demo/server/db/database';
import { migrate } from '../../../host-demo/server/db/migrate';
import { openPglite } from '../../../host-demo/server/db/pglite';
import { openPostgres } from '../../../host-demo/server/db/postgres';
import { seedCatalogue } from '../../../host-demo/server/db/seed-catalogue';
import { readSetting } from '../../../host-demo/server/settings/table';
import { pgliteTemplate } from '../../support/pglite-template';
import { serverTestSchemaPrefix } from '../global-setup';
import { capturePristineState, resetToPristineState, type PristineState } from './pristine-state';

/** A migrated database holding only the catalogue, private to one test while it runs. */
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

/** A database a test may use, with what it held before any test wrote to it. */
interface Reusable {
  db: Database;
  pristine: PristineState;
  /** Removes the database for good (closes it; drops a PostgreSQL schema). */
  destroy(): Promise<void>;
}

/**
 * Hands each test a database in its pristine state, reusing the file's earlier ones: when a test
 * ends, its database is put back (pristine-state.ts) and kept for the next test of the file, so a
 * file pays for one PGlite start or one PostgreSQL migration per backend, not one per test. A
 * database whose test closed it or changed its schema is destroyed instead. `closeIdle` (run
 * after each file by tests/server/setup.ts) removes the kept ones.
 */
class DatabasePool {
  private readonly idle: Reusable[] = [];
  constructor(private readonly create: () => Promise<Reusable>) {}

  async take(): Promise<Reusable> {
    return this.idle.pop() ?? (await this.create());
  }

  async give(entry: Reusable): Promise<void> {
    // Whatever the test left (a closed database, a broken connection) makes the reset throw: start afresh.
    const reusable = await resetToPristineState(entry.db, entry.pristine).catch(() => false);
    if (reusable) this.idle.push(entry);
    else await entry.destroy().catch(() => {});
  }

  async closeIdle(): Promise<void> {
    const entries = this.idle.splice(0);
    await Promise.all(entries.map((e) => e.destroy().catch(() => {})));
  }
}

const pools: DatabasePool[] = [];
function pool(create: () => Promise<Reusable>): DatabasePool {
  const created = new DatabasePool(create);
  pools.push(created);
  return created;
}

/**
 * Closes the databases kept for reuse, after each test file (tests/server/setup.ts) of a project
 * whose files load their own modules. In the `server` project the files of a worker share this
 * module (vitest.config.ts, `isolate: false`), so the kept databases serve the worker's next file
 * too: a file then pays for no PGlite start (about 1.5 s of CPU) and no PostgreSQL migration,
 * instead of one each. Those databases go with the worker; the run's PostgreSQL schemas are
 * dropped by tests/server/global-setup.ts.
 */
export async function closeIdleTestDatabases(): Promise<void> {
  if (inject('filesShareModules')) return;
  await Promise.all(pools.map((p) => p.closeIdle()));
}

let pglitePristine: Promise<PristineState> | undefined;

const pglitePool = pool(async () => {
  const db = await openPglite({ loadDataDir: await pgliteTemplate() });
  pglitePristine ??= capturePristineState(db);
  return { db, pristine: await pglitePristine, destroy: () => db.close() };
});

const pgliteBackend: Backend = {
  name: 'PGlite',
  async open() {
    const entry = await pglitePool.take();
    return { db: entry.db, dispose: () => pglitePool.give(entry), openAnother: async () => entry.db };
  },
};

/**
 * PostgreSQL: a test gets a random schema of this run, created here and dropped after the file
 * (or, where files share modules, after the run: tests/server/global-setup.ts drops every schema
 * named after the run).
 */
function createPostgresBackend(connectionString: string): Backend {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  type PostgresEntry = Reusable & { schema: string };
  const schemas = pool(async (): Promise<PostgresEntry> => {
    const schema = `${serverTestSchemaPrefix(inject('serverTestRun'))}${randomBytes(6).toString('hex')}`;
    await admin(`create schema ${schema}`);
    const db = await openPostgres({ connectionString, schema, maxConnections: 4 });
    await migrate(db);
    await seedCatalogue(db);
    return {
      db,
      schema,
      pristine: await capturePristineState(db),
      async destroy() {
        await db.close();
        await admin(`drop schema ${schema} cascade`);
      },
    };
  });
  return {
    name: 'PostgreSQL',
    async open() {
      const entry = (await schemas.take()) as PostgresEntry;
      const others: Database[] = [];
      const databaseUrl = new URL(connectionString);
      databaseUrl.searchParams.set('options', `-c search_path=${entry.schema}`);
      return {
        db: entry.db,
        databaseUrl: databaseUrl.href,
        async dispose() {
          await Promise.all(others.map((o) => o.close()));
          await schemas.give(entry);
        },
        async openAnother() {
          const other = await openPostgres({ connectionString, schema: entry.schema, maxConnections: 4 });
          others.push(other);
          return other;
        },
      };
    },
  };
}

/** One backend per URL, so the files of a worker share its pool of kept schemas. */
const postgresBackends = new Map<string, Backend>();
function postgresBackend(connectionString: string): Backend {
  let backend = postgresBackends.get(connectionString);
  if (!backend) postgresBackends.set(connectionString, (backend = createPostgresBackend(connectionString)));
  return backend;
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
