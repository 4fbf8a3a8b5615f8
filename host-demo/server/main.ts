/**
 * Starts the reference gateway and site, configured by the environment variables of
 * settings/table.ts (README, Configuration): a bad value stops it here, before anything opens,
 * with the variable's name and what it accepts.
 *
 * Migrates, writes the game catalogue and the missing articles (seed/seed-content.ts), seeds the demo content into an empty database (never
 * when NODE_ENV=production), listens, starts the draw scheduler (domains/draws/scheduler.ts: one
 * leader among the processes sharing the database; draws missed while down run now), and prints
 * one line. SIGINT/SIGTERM close it gracefully.
 */
import { readFileSync } from 'node:fs';
import { buildApp } from './app';
import { configFromEnv, DEFAULT_CONFIG, type MessageKeys } from './config';
import { readSettings, type Settings } from './settings/table';
import { migrate } from './db/migrate';
import { openDatabaseFromEnv } from './db/open-from-env';
import { seedCatalogue } from './db/seed-catalogue';
import { createDrawScheduler } from './domains/draws/scheduler';
import { eInstantRoundsJob } from './domains/instant/e-instant-rounds-job';
import { GRAND_PRIZE_EXPIRY } from './domains/orders/expire-grand-prizes';
import { grandPrizeNoticesJob } from './domains/orders/grand-prize-notices';
import { ORDER_TICKETS } from './domains/orders/order-tickets';
import { settlementRunner } from './domains/orders/settle-draw';
import { systemClock } from './clock';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { seedContent } from './seed/seed-content';
import { InProcessEventBus, type EventBus } from './events/event-bus';
import { PostgresEventBus } from './events/postgres-event-bus';
import { OutboxSimulator } from './providers/messaging/outbox-simulator';

function readMessageKeys(start: Settings['start']): MessageKeys | null {
  const { encryptionPublicKeyFile: pub, encryptionPrivateKeyFile: priv } = start;
  if (!pub && !priv) return null;
  if (!pub || !priv) throw new Error('set both ENCRYPTION_PUBLIC_KEY_FILE and ENCRYPTION_PRIVATE_KEY_FILE, or neither');
  return { publicKeyPem: readFileSync(pub, 'utf8'), privateKeyPem: readFileSync(priv, 'utf8') };
}

async function main(): Promise<void> {
  const { start, production } = readSettings(process.env);
  // A cheap hash is for the test suites only: stolen hashes of real players must stay costly.
  if (production && start.passwordHashCost < 15) throw new Error('PASSWORD_HASH_COST must be at least 15 in production');
  const config = { messageKeys: readMessageKeys(start), ...configFromEnv(process.env) };
  const { db, description } = await openDatabaseFromEnv();
  await migrate(db);
  await seedCatalogue(db);
  // The product's texts (terms, privacy, help, news): written when absent, never over an edit.
  await seedContent(db, systemClock);
  if (!production) await seedDemoIfEmpty(db, { now: Date.now() });

  // PGlite is one process's database, so its events stay in the process.
  let reportBusError = (error: Error) => console.error('event bus:', error.message);
  const events: EventBus = start.databaseUrl
    ? await PostgresEventBus.open({ connectionString: start.databaseUrl, onError: (error) => reportBusError(error) })
    : new InProcessEventBus();

  // One e-mail provider for the gateway and the scheduler's grand prize notices.
  const messaging = new OutboxSimulator(db, systemClock);
  const app = buildApp({
    db,
    events,
    providers: { messaging },
    config,
    logger: { level: start.logLevel },
  });
  reportBusError = (error) => app.log.warn({ err: error.message }, 'event bus connection lost; re-opening');
  await app.listen({ port: start.port, host: start.host });
  // Settlement after every draw, and once now for draws a crash left unsettled.
  const settlement = settlementRunner(db, systemClock, events, (error) => app.log.error({ err: error }, 'settlement failed'));
  const drawScheduler = createDrawScheduler({
    db,
    clock: systemClock,
    tickets: ORDER_TICKETS,
    // The expiry first: a prize expired in a pass is told in the same pass. Then e-instant rounds
    // left open too long are rolled back.
    jobs: [GRAND_PRIZE_EXPIRY, grandPrizeNoticesJob(messaging), eInstantRoundsJob(config.eInstantRoundTimeoutMs ?? DEFAULT_CONFIG.eInstantRoundTimeoutMs, events)],
    onDrawn: () => void settlement.kick(),
    onError: (error) => app.log.error({ err: error }, 'draw scheduler pass failed'),
  });
  drawScheduler.start();
  void settlement.kick();
  console.log(`Lottery product running at http://localhost:${start.port}/ (database: ${description})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1); // a second signal forces the exit
    closing = true;
    try {
      await drawScheduler.stop(); // finish a running pass, hand the lead to another process
      await app.close(); // stop accepting, finish in-flight requests
      await events.close();
      await db.close(); // PGlite flushes its data folder here
      process.exit(0);
    } catch (error) {
      console.error(`shutdown after ${signal} failed`, error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error('Lottery product failed to start:', error);
  process.exit(1);
});
