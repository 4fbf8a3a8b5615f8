/**
 * Wallet event latency over the STOMP socket (a plain script, not a test; it never fails on
 * slowness).
 *
 *   npx tsx tests/bench/socket-latency.bench.ts   (SOCKETS=1000, EVENTS=600, RATE=50 a second)
 *
 * With SOCKETS players connected to /ws (WebSocket clients in this process, each CONNECTed with
 * its session token and subscribed to its /user/queue), EVENTS deposits are committed through the
 * ledger, arriving at RATE a second; after each commit a wallet event is published on the bus, and the
 * time from the commit's return to the MESSAGE arriving at that player's socket is recorded.
 * Prints p50/p99/max beside the goal (p99 at most 50 ms):
 * - PGlite, the in-process bus (one gateway process);
 * - PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL), the LISTEN/NOTIFY bus, with the
 *   sockets held by a second gateway: the commit and the publish happen in one app, the socket
 *   lives in the other, as with several processes behind a load balancer.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../../host-demo/server/app';
import type { Database } from '../../host-demo/server/db/database';
import { migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';
import { openPostgres } from '../../host-demo/server/db/postgres';
import { seedCatalogue } from '../../host-demo/server/db/seed-catalogue';
import { createPlayer } from '../../host-demo/server/domains/players/players';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { openPlayerAccounts, recordMovement } from '../../host-demo/server/domains/wallet/ledger';
import { InProcessEventBus, type EventBus } from '../../host-demo/server/events/event-bus';
import { PostgresEventBus } from '../../host-demo/server/events/postgres-event-bus';
import { USER_EVENTS } from '../../sdk/socket/destinations';
import { withBenchSchema } from './support/bench-schema';

const SOCKETS = Number(process.env.SOCKETS ?? 1000);
const EVENTS = Number(process.env.EVENTS ?? 600);
const RATE = Number(process.env.RATE ?? 50);
const GOAL_P99_MS = 50;
/** Deposits before the measured ones: JIT and the first queries' plans are not the subject. */
const WARM_UP = 50;

interface Player {
  playerId: number;
  token: string;
}

async function seedPlayers(db: Database, count: number): Promise<Player[]> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const players: Player[] = [];
    for (let i = 0; i < count; i += 1) {
      const { id } = await createPlayer(tx, { firstName: 'Bench', userName: `bench.${i}`, verifiedStatus: 3, createdAt: now });
      await openPlayerAccounts(tx, id);
      const { token } = await openSession(tx, id, now);
      players.push({ playerId: id, token });
    }
    return players;
  });
}

/** Opens one socket per player, CONNECTs and subscribes; `onEvent` gets each wallet event's seq. */
async function openSockets(url: string, players: Player[], onEvent: (seq: number, at: number) => void): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  // A few hundred handshakes at a time: what a server restart looks like, without a SYN flood.
  for (let i = 0; i < players.length; i += 200) {
    const batch = players.slice(i, i + 200).map(
      (player) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url);
          ws.on('error', reject);
          ws.on('open', () =>
            ws.send(`CONNECT\naccept-version:1.2\nhost:bench\nApi-Access-Token:${player.token}\nheart-beat:0,0\n\n\0`),
          );
          ws.on('message', (data: Buffer) => {
            const at = performance.now();
            const text = data.toString('utf8');
            if (text.startsWith('CONNECTED')) ws.send(`SUBSCRIBE\nid:0\ndestination:${USER_EVENTS}\nreceipt:ready\n\n\0`);
            else if (text.startsWith('RECEIPT')) resolve(ws);
            else if (text.startsWith('MESSAGE')) {
              const body = text.slice(text.indexOf('\n\n') + 2, -1);
              onEvent((JSON.parse(body) as { seq: number }).seq, at);
            } else if (text.startsWith('ERROR')) reject(new Error(text));
          });
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(name: string, setup: { commitDb: Database; socketApp: FastifyInstance; publishBus: EventBus }, players: Player[]): Promise<void> {
  const { commitDb, socketApp, publishBus } = setup;
  await socketApp.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(socketApp.server.address() as AddressInfo).port}/ws`;

  const committedAt = new Map<number, number>();
  const latencies: number[] = [];
  let received = 0;
  let settleAll: () => void = () => undefined;
  const allReceived = new Promise<void>((resolve) => (settleAll = resolve));
  const sockets = await openSockets(url, players, (seq, at) => {
    const t0 = committedAt.get(seq);
    if (t0 !== undefined && seq >= WARM_UP) latencies.push(at - t0);
    if ((received += 1) === WARM_UP + EVENTS) settleAll();
  });

  // Open loop: deposits arrive at RATE a second whatever the server's pace, as players' do; a
  // closed loop of back-to-back commits would measure the queue in front of the database instead.
  const deposit = async (seq: number) => {
    const player = players[(seq * 7919) % players.length]!;
    await recordMovement(commitDb, {
      idempotencyKey: `bench:${name}:${seq}`,
      kind: 'deposit',
      legs: [
        { account: { house: 'house_deposits' }, amount: -1000 },
        { account: { playerId: player.playerId, kind: 'bet' }, amount: 1000 },
      ],
      at: Date.now(),
    });
    committedAt.set(seq, performance.now());
    await publishBus.publish({ kind: 'player', playerId: player.playerId, changeType: 'wallet', body: { seq } });
  };
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let seq = 0; seq < WARM_UP + EVENTS; seq += 1) {
    if (seq === WARM_UP) loopDelay.enable();
    const due = started + (seq * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(deposit(seq));
  }
  await Promise.all(inFlight);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 10_000));
  await Promise.race([allReceived, timeout]);
  const elapsed = performance.now() - started;
  loopDelay.disable();

  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  console.log(
    `  ${name.padEnd(44)} ${String(latencies.length).padStart(5)}/${EVENTS} received in ${(elapsed / 1000).toFixed(1)} s` +
      `   p50 ${percentile(latencies, 50).toFixed(2).padStart(6)} ms   p99 ${p99.toFixed(2).padStart(6)} ms   max ${latencies.at(-1)!.toFixed(1).padStart(6)} ms` +
      `   goal p99 <= ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS && latencies.length === EVENTS ? 'met' : 'NOT MET'}`,
  );
  // Every stall of this one process (database work on its thread, GC, a busy machine) delays
  // the delivery too; shown so a tail can be told apart from the socket path.
  console.log(
    `  ${''.padEnd(44)} event-loop delay of the process meanwhile: p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
  );
  for (const ws of sockets) ws.terminate();
}

console.log(
  `socket latency: ${SOCKETS} sockets open, ${EVENTS} deposits (after ${WARM_UP} unmeasured) committed at ${RATE} a second, ledger commit -> wallet MESSAGE received, Node ${process.version}`,
);

{
  const db = await openPglite();
  await migrate(db);
  await seedCatalogue(db);
  const players = await seedPlayers(db, SOCKETS);
  const bus = new InProcessEventBus();
  const app = buildApp({ db, events: bus, config: { siteDir: '/nonexistent' } });
  await run('PGlite, in-process bus', { commitDb: db, socketApp: app, publishBus: bus }, players);
  await app.close();
  await db.close();
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('  PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
} else {
  await withBenchSchema(url, async (schema) => {
    const commitDb = await openPostgres({ connectionString: url, schema, maxConnections: 8 });
    const socketDb = await openPostgres({ connectionString: url, schema, maxConnections: 4 });
    await migrate(commitDb);
    await seedCatalogue(commitDb);
    const players = await seedPlayers(commitDb, SOCKETS);
    const channel = `${schema}_events`;
    const [publishBus, socketBus] = [await PostgresEventBus.open({ connectionString: url, channel }), await PostgresEventBus.open({ connectionString: url, channel })];
    const socketApp = buildApp({ db: socketDb, events: socketBus, config: { siteDir: '/nonexistent' } });
    await run('PostgreSQL, LISTEN/NOTIFY bus, two gateways', { commitDb, socketApp, publishBus }, players);
    await socketApp.close();
    await Promise.all([publishBus.close(), socketBus.close()]);
    await Promise.all([commitDb.close(), socketDb.close()]);
  });
}
