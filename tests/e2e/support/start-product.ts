import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../../host-demo/server/db/database';
import { openPglite } from '../../../host-demo/server/db/pglite';
import { seedDemoIfEmpty } from '../../../host-demo/server/seed/seed-demo';
import { pgliteTemplate } from '../../support/pglite-template';

export interface RunningProduct {
  url: string;
  /** Everything the server printed so far (stdout and stderr, its log included). */
  output(): string;
  /**
   * Stops the product, then opens its data folder and hands the database to `read`: what the
   * product left behind, read as a dump would. Only for a product this fixture started.
   */
  readDatabaseAfterStop<T>(read: (db: Database) => Promise<T>): Promise<T>;
  /** Stops the product (if still running) and removes its data folder. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  timeoutMs?: number;
  /** LOG_LEVEL of the server (its default is warn); `trace` logs every request. */
  logLevel?: string;
  /**
   * Runs on the fresh database before the product starts, after the migrations, the catalogue
   * and the demo seed (as main.ts writes them), e.g. to give a demo player winnings. The product
   * then starts on that database and does not seed it again (it seeds only an empty one).
   */
  prepareDatabase?: (db: Database) => Promise<void>;
  /** More environment variables of the server, e.g. `PARTNER_ORIGINS` (README, Configuration). */
  env?: Record<string, string>;
}

/** A free TCP port, so parallel runs and a developer's own server do not collide. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Whether any process of the group still runs (signal 0 only checks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Opens the PGlite data folder in this process, runs `use`, and closes it (flushing the folder). */
async function withDataDir<T>(dataDir: string, use: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPglite({ dataDir });
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/**
 * Starts the product exactly as README.md says (`npm start`), on a fresh embedded database in a
 * temporary DATA_DIR, and waits for the line that prints its address. The folder starts as a copy
 * of the migrated, catalogue-seeded template the server suite clones too (initdb alone takes
 * 5-12 s here); main.ts then runs the migrations (none left) and seeds the demo as on any start.
 */
export async function startProduct(options: StartOptions = {}): Promise<RunningProduct> {
  // For writing tests against a product already running (never set in CI).
  if (process.env.E2E_BASE_URL) {
    const notOurs = () => {
      throw new Error('E2E_BASE_URL: the product was not started by this fixture, so its output and database are not at hand');
    };
    return { url: process.env.E2E_BASE_URL.replace(/\/?$/, '/'), output: notOurs, readDatabaseAfterStop: async () => notOurs(), stop: async () => {} };
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nl-e2e-'));
  const template = await pgliteTemplate();
  const prepare = options.prepareDatabase;
  const db = await openPglite({ dataDir, loadDataDir: template });
  try {
    if (prepare) {
      await seedDemoIfEmpty(db, { now: Date.now() });
      await prepare(db);
    }
  } finally {
    await db.close();
  }
  // --ignore-scripts skips prestart (npm run generate): npm install's prepare and npm test wrote
  // those files already, and generating them again costs seconds on each of the run's starts.
  const child: ChildProcess = spawn('npm', ['start', '--silent', '--ignore-scripts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`product did not start in time:\n${output}`)), options.timeoutMs ?? 150_000);
    const onData = () => {
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        resolve(match[1]!.replace(/\/?$/, '/'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });

  let stopped: Promise<void> | null = null;
  /** SIGTERM to the whole group (npm, tsx and the server), then waits until every one has gone. */
  const stopServer = () =>
    (stopped ??= (async () => {
      child.removeAllListeners('exit');
      const pgid = child.pid!;
      try {
        process.kill(-pgid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      // The server closes PGlite on SIGTERM, which flushes the data folder: wait for it, not just for npm.
      const deadline = Date.now() + 10_000;
      while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    })());

  return {
    url,
    output: () => output,
    async readDatabaseAfterStop(read) {
      await stopServer();
      return withDataDir(dataDir, read);
    },
    async stop() {
      await stopServer();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
