/**
 * Wallet read benchmarks of issue 8 (a plain script, not a test; it never fails on slowness):
 *
 *   npx tsx tests/bench/wallet-balance.bench.ts     (BENCH_N=4000 for more calls; PostgreSQL when
 *                                                     DATABASE_URL or TEST_DATABASE_URL is set)
 *
 * (a) 100124 through the full gateway (session check, balance read, envelope, security headers)
 *     against a bare Fastify route answering a constant JSON, 16 clients calling at once, the two
 *     measured in alternating rounds; over loopback HTTP with 16 kept-alive connections (what a
 *     client sees; the goal, at least 0.5 on PostgreSQL, is judged on it) and through
 *     fastify.inject (printed beside; why it is not the judged one: see benchOn).
 *     The gateway answers repeated reads from its balance cache (domains/wallet/balance-cache.ts,
 *     dropped by each wallet event); the same figure with the cache off (BALANCE_CACHE_MS=0: one
 *     balance statement per call) is printed beside it.
 * (b) 100124 for a player with 100,000 movements against a new player, same database, calls one
 *     after another, the cache off so that every call reads the balance rows. Goal: at most 1.2
 *     (reading a balance never walks the history). Beside it, the first page of Transactions
 *     (100125) for the same two players.
 *
 * Figures are printed with their goal beside them, on PGlite and, when a URL is set, PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../host-demo/server/app';
import type { Database } from '../../host-demo/server/db/database';
import { migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';
import { openPostgres } from '../../host-demo/server/db/postgres';
import { seedCatalogue } from '../../host-demo/server/db/seed-catalogue';
import { createPlayer } from '../../host-demo/server/domains/players/players';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { DEMO_SESSION_TOKEN, seedDemo } from '../../host-demo/server/seed/seed-demo';
import { encodeMessage } from '../../sdk/commands/envelope';
import { withBenchSchema } from './support/bench-schema';

const N = Number(process.env.BENCH_N ?? 2000);
const CLIENTS = 16;
const HISTORY = Number(process.env.BENCH_HISTORY ?? 100_000);
const MESSAGE = encodeMessage({ clientInfo: { platform: 3, product: 61 }, data: {} });

let failures = 0;

/** Milliseconds taken by `total` calls of `call`, `clients` loops running at once. */
async function timeCalls(call: () => Promise<void>, clients: number, total: number): Promise<number> {
  let left = total;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left > 0) {
        left -= 1;
        await call();
      }
    }),
  );
  return performance.now() - started;
}

const ROUNDS = 5;

/**
 * Calls per second of two routes, `clients` loops at once, after a warm-up of each: measured in
 * {@link ROUNDS} alternating rounds (first, second, first, ...), so that drift on a shared machine
 * (other processes, CPU frequency) weighs on both alike rather than on whichever ran last.
 */
async function throughputs(first: () => Promise<void>, second: () => Promise<void>, clients: number, total: number): Promise<[number, number]> {
  const warmUp = Math.max(200, total / 10);
  await timeCalls(first, clients, warmUp);
  await timeCalls(second, clients, warmUp);
  const perRound = Math.ceil(total / ROUNDS);
  const elapsed = [0, 0];
  for (let round = 0; round < ROUNDS; round++) {
    elapsed[0]! += await timeCalls(first, clients, perRound);
    elapsed[1]! += await timeCalls(second, clients, perRound);
  }
  return [((perRound * ROUNDS) / elapsed[0]!) * 1000, ((perRound * ROUNDS) / elapsed[1]!) * 1000];
}

/**
 * Median latencies in ms of two calls, made one after another and alternating, so that drift on
 * a shared machine weighs on both alike.
 */
async function medians(first: () => Promise<void>, second: () => Promise<void>, total: number): Promise<[number, number]> {
  for (let i = 0; i < 100; i++) await Promise.all([first(), second()]);
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < total; i++) {
    for (const [k, call] of [first, second].entries()) {
      const t0 = performance.now();
      await call();
      times[k]!.push(performance.now() - t0);
    }
  }
  const mid = (t: number[]) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)]!;
  return [mid(times[0]), mid(times[1])];
}

function command(app: FastifyInstance, code: string, token: string, data: unknown = {}): () => Promise<void> {
  const message = code === '100124' ? MESSAGE : encodeMessage({ clientInfo: { platform: 3, product: 61 }, data });
  return async () => {
    const res = await app.inject({ method: 'POST', url: '/hapi', headers: { 'API-Execute-Command': code, 'Api-Access-Token': token }, payload: { message } });
    if ((res.json() as { code: number }).code !== 0) failures += 1;
  };
}

/**
 * Writes `count` deposits and stakes of one player by set-based SQL, keeping every rule of the
 * ledger (balanced movements, balance rows and movement columns matching the entries), so (b)
 * starts in seconds rather than after 100,000 gateway calls.
 */
async function fillHistory(db: Database, playerId: number, count: number): Promise<void> {
  const { rows } = await db.query<{ has: boolean }>(
    "select exists (select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'ledger_accounts' and column_name = 'balance') as has",
  );
  const balanceRows = rows[0]!.has; // false on the schema before 012: this script measures both
  await db.transaction(async (tx) => {
    // Odd movements deposit 300 fils, even ones stake 100: the balance grows by 100 per pair.
    await tx.query(
      `create temporary table bench_history on commit drop as
       select g as n, case when g % 2 = 1 then 300 else -100 end::bigint as amount,
              sum(case when g % 2 = 1 then 300 else -100 end) over (order by g)::bigint as after
         from generate_series(1, $1::int) g`,
      [count],
    );
    const base = (await tx.query<{ total: number }>(
      `select coalesce(sum(e.amount), 0)::bigint as total from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.player_id = $1`,
      [playerId],
    )).rows[0]!.total;
    if (balanceRows) {
      await tx.query(
        `insert into ledger_movements (idempotency_key, kind, created_at, player_id, player_amount, balance_after)
         select 'bench:' || $1::bigint || ':' || n, case when amount > 0 then 'deposit' else 'stake' end, now(), $1::bigint, amount, $2::bigint + after from bench_history order by n`,
        [playerId, base],
      );
    } else {
      await tx.query(
        `insert into ledger_movements (idempotency_key, kind, created_at)
         select 'bench:' || $1::bigint || ':' || n, case when amount > 0 then 'deposit' else 'stake' end, now() from bench_history order by n`,
        [playerId],
      );
    }
    await tx.query(
      `insert into ledger_entries (movement_id, account_id, amount)
       select m.id, x.account_id, x.amount
         from bench_history h
         join ledger_movements m on m.idempotency_key = 'bench:' || $1::bigint || ':' || h.n
         cross join lateral (values
           ((select id from ledger_accounts where player_id = $1 and kind = 'bet'), h.amount),
           ((select id from ledger_accounts where player_id is null and kind = case when h.amount > 0 then 'house_deposits' else 'house_sales' end), -h.amount)
         ) as x(account_id, amount)`,
      [playerId],
    );
    if (balanceRows) {
      await tx.query(`update ledger_accounts set balance = balance + (select sum(amount) from bench_history) where player_id = $1 and kind = 'bet'`, [playerId]);
    }
  });
  await db.query('analyze');
}

async function newPlayerToken(db: Database, userName: string): Promise<string> {
  return db.transaction(async (tx) => {
    const player = await createPlayer(tx, { firstName: 'Bench', userName, verifiedStatus: 3, createdAt: Date.now() });
    return (await openSession(tx, player.id, Date.now())).token;
  });
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** Starts `app` on a loopback port (once) and answers a function POSTing the message to `path`. */
async function httpCaller(app: FastifyInstance, path: string, headers: Record<string, string>): Promise<() => Promise<void>> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const body = JSON.stringify({ message: MESSAGE });
  return () =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            if ((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number }).code !== 0) failures += 1;
            resolve();
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

async function benchOn(name: string, db: Database): Promise<void> {
  const { playerId } = await seedDemo(db, { now: Date.now() });
  const gateway = buildApp({ db });
  const uncached = buildApp({ db, config: { balanceCacheMs: 0 } });
  const bare = Fastify();
  const CONSTANT = { code: 0, message: 'success', command: '100124', data: { betBalance: 50_000 }, timestamp: 0 };
  bare.post('/constant', async () => CONSTANT);
  await Promise.all([gateway.ready(), uncached.ready(), bare.ready()]);

  // The goal is judged over HTTP: 16 kept-alive loopback connections, the client in this process
  // for both routes alike. Every real request pays the HTTP parse and the socket write, so they
  // belong in both sides of the ratio. fastify.inject replaces the socket with light-my-request's
  // mock request and response, which no real request pays and which are most of the bare route's
  // cost by inject: that ratio compares the gateway with the mock as much as with Fastify, so it
  // is printed beside (the server's own cost), not judged.
  for (const mode of ['HTTP', 'inject'] as const) {
    const bareCall = mode === 'inject' ? async () => void (await bare.inject({ method: 'POST', url: '/constant', payload: { message: MESSAGE } })) : await httpCaller(bare, '/constant', {});
    const gatewayCall = mode === 'inject' ? command(gateway, '100124', DEMO_SESSION_TOKEN) : await httpCaller(gateway, '/hapi', { 'API-Execute-Command': '100124', 'Api-Access-Token': DEMO_SESSION_TOKEN });
    const [bareOps, gatewayOps] = await throughputs(bareCall, gatewayCall, CLIENTS, N);
    const ratio = gatewayOps / bareOps;
    const goal = mode === 'HTTP' ? `goal >= 0.5 on PostgreSQL   ${ratio >= 0.5 ? 'met' : 'not met'}` : '(no goal: inject, see above)';
    console.log(`${name}: (a) ${mode.padEnd(6)} 100124 via /hapi ${fmt(gatewayOps, 0)} calls/s, bare Fastify ${fmt(bareOps, 0)} calls/s, ${CLIENTS} clients`);
    console.log(`${name}:     ratio ${fmt(ratio, 3)}   ${goal}`);
  }
  {
    const bareCall = await httpCaller(bare, '/constant', {});
    const uncachedCall = await httpCaller(uncached, '/hapi', { 'API-Execute-Command': '100124', 'Api-Access-Token': DEMO_SESSION_TOKEN });
    const [bareOps, uncachedOps] = await throughputs(bareCall, uncachedCall, CLIENTS, N);
    console.log(`${name}:     with the balance cache off (a statement per call): ${fmt(uncachedOps, 0)} calls/s, ratio ${fmt(uncachedOps / bareOps, 3)} (beside, no goal)`);
  }

  const filling = performance.now();
  await fillHistory(db, playerId, HISTORY);
  const fillSeconds = (performance.now() - filling) / 1000;
  const freshToken = await newPlayerToken(db, `bench.${randomBytes(4).toString('hex')}`);
  const calls = Math.max(200, Math.floor(N / 4));
  const [heavy, fresh] = await medians(command(uncached, '100124', DEMO_SESSION_TOKEN), command(uncached, '100124', freshToken), calls);
  const [heavyPage, freshPage] = await medians(
    command(uncached, '100125', DEMO_SESSION_TOKEN, { tab: 'withdrawal' }),
    command(uncached, '100125', freshToken, { tab: 'withdrawal' }),
    calls,
  );
  console.log(`${name}: (b) 100124 median ${fmt(heavy, 3)} ms after ${HISTORY.toLocaleString('en')} movements (written in ${fmt(fillSeconds, 1)} s), ${fmt(fresh, 3)} ms for a new account`);
  console.log(`${name}:     ratio ${fmt(heavy / fresh, 3)}   goal <= 1.2   ${heavy / fresh <= 1.2 ? 'met' : 'not met'}`);
  console.log(`${name}:     100125 withdrawal tab, first page: ${fmt(heavyPage, 3)} ms vs ${fmt(freshPage, 3)} ms, ratio ${fmt(heavyPage / freshPage, 3)} (no goal set; same idea)`);

  await gateway.close();
  await uncached.close();
  await bare.close();
}

console.log(`wallet reads, Node ${process.version}, ${N} calls per throughput figure`);
const pglite = await openPglite();
await migrate(pglite);
await seedCatalogue(pglite);
await benchOn('PGlite', pglite);
await pglite.close();

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
} else {
  await withBenchSchema(url, async (schema) => {
    const db = await openPostgres({ connectionString: url, schema });
    try {
      await migrate(db);
      await seedCatalogue(db);
      await benchOn('PostgreSQL', db);
    } finally {
      await db.close();
    }
  });
}

agent.destroy();
if (failures > 0) {
  // A wrong answer is a broken gateway, not a slow one: that must not pass as a benchmark.
  console.error(`${failures} gateway calls did not answer code 0`);
  process.exitCode = 1;
}
