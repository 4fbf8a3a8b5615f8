/**
 * The one `main()` of the operator's and reviewer's command-line tools in this folder
 * (`npm run grand-prize:pay`, `withdrawal:review`, `family-exclusion:review`, `player:restrict`,
 * `player:geo-whitelist`, and demo-session.ts): opens the database as `npm start` does
 * (DATABASE_URL, else the PGlite folder DATA_DIR), runs the tool's testable function once, prints
 * its line (on stderr for exit code 1, on stdout otherwise), sets the exit code and closes.
 *
 * Its events reach the running gateway: on PostgreSQL through LISTEN/NOTIFY, as main.ts's own bus,
 * so a player's open page hears a credit or a logout at once. On PGlite the gateway cannot be
 * running meanwhile (one process per data folder), so a bus of this process is enough.
 */
import { pathToFileURL } from 'node:url';
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/database';
import { openDatabaseFromEnv } from '../db/open-from-env';
import { InProcessEventBus, type EventBus } from '../events/event-bus';
import { PostgresEventBus } from '../events/postgres-event-bus';
import { readSetting } from '../settings/table';

/** What a tool's run answers: the line to print and the process's exit code (1 usage or not found). */
export interface ScriptOutcome {
  exitCode: number;
  line: string;
}

/** What a tool runs with: the database, the event bus the gateway processes share, the clock. */
export interface ScriptDeps {
  db: Database;
  events: EventBus;
  clock: Clock;
}

export interface OperatorScript {
  /** The tool file's `import.meta.url`: it runs only as the process's entry, never when a test imports it. */
  url: string;
  /** Why the tool must not run here (printed, exit code 1, nothing opened), or null. */
  refuse?: (env: NodeJS.ProcessEnv) => string | null;
  run(args: readonly string[], deps: ScriptDeps): Promise<ScriptOutcome>;
}

/**
 * The event bus of the database `env` names: LISTEN/NOTIFY on PostgreSQL (the channel main.ts
 * listens on), this process's own on PGlite.
 *
 * @example const events = await eventBusFromEnv({ DATABASE_URL: 'postgres://…' }) // a PostgresEventBus
 */
export async function eventBusFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<EventBus> {
  const databaseUrl = readSetting('DATABASE_URL', env);
  return databaseUrl ? PostgresEventBus.open({ connectionString: databaseUrl }) : new InProcessEventBus();
}

/**
 * Runs `script` when its file is the process's entry (`tsx host-demo/server/dev/<tool>.ts`).
 *
 * @example
 * await runOperatorScript({ url: import.meta.url, run: (args, { db, events }) => runRestrict(args, db, events) });
 */
export async function runOperatorScript(script: OperatorScript, argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!argv[1] || script.url !== pathToFileURL(argv[1]).href) return;
  const refusal = script.refuse?.(env);
  if (refusal) {
    console.error(refusal);
    process.exitCode = 1;
    return;
  }
  const { db } = await openDatabaseFromEnv(env);
  try {
    const events = await eventBusFromEnv(env);
    try {
      const outcome = await script.run(argv.slice(2), { db, events, clock: systemClock });
      (outcome.exitCode === 1 ? console.error : console.log)(outcome.line);
      process.exitCode = outcome.exitCode;
    } finally {
      await events.close();
    }
  } finally {
    await db.close();
  }
}
