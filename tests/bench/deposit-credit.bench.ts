/**
 * Deposit benchmark (a plain script, not a test; it never fails on slowness).
 *
 *   npx tsx tests/bench/deposit-credit.bench.ts          (BENCH_N=1000 for more deposits)
 *   TEST_DATABASE_URL=postgres://... adds the same run on PostgreSQL (its own schema, dropped after)
 *
 * "A deposit credited through the gateway" is what a player's deposit costs the server: 420544
 * (open the deposit) then 420550 with the approved test card (tokenise, charge, save the card and
 * credit it through creditDeposit and the ledger), both through /hapi with fastify.inject, one
 * deposit after another. It is compared with writing the same ledger rows by raw SQL in one
 * transaction: the player's balance row, the movement and its two entries (before the balance
 * rows of 012, the movement and its entries only). The two are measured in alternating rounds.
 * Issue 8's goal: a ratio of at least 0.4.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../../host-demo/server/app';
import type { Database } from '../../host-demo/server/db/database';
import { migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';
import { openPostgres } from '../../host-demo/server/db/postgres';
import { seedCatalogue } from '../../host-demo/server/db/seed-catalogue';
import { createPlayer } from '../../host-demo/server/domains/players/players';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { encodeMessage } from '../../sdk/commands/envelope';
import { withBenchSchema } from './support/bench-schema';
import { proveLocation } from './support/geo-location';

const N = Number(process.env.BENCH_N ?? 300);
const WARM_UP = 30;
const GOAL = 0.4;
const AMOUNT = 10_000;

interface Figures {
  perSecond: number;
  p50: number;
  /** This process's CPU time (user + system, all its threads) per call, ms. */
  cpuMs: number;
}

const ROUNDS = 5;

/**
 * `n` calls of each of two runs, one call after another, after a warm-up of each: in
 * {@link ROUNDS} alternating rounds, so that drift on a shared machine weighs on both alike.
 * `run` gets the call's index (negative during the warm-up).
 */
async function measurePair(n: number, first: (i: number) => Promise<void>, second: (i: number) => Promise<void>): Promise<[Figures, Figures]> {
  for (let i = 0; i < WARM_UP; i++) await first(-1 - i);
  for (let i = 0; i < WARM_UP; i++) await second(-1 - i);
  const latencies: [number[], number[]] = [[], []];
  const elapsed = [0, 0];
  const cpu = [0, 0];
  const perRound = Math.ceil(n / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [k, run] of [first, second].entries()) {
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      for (let i = round * perRound; i < (round + 1) * perRound; i++) {
        const t0 = performance.now();
        await run(i);
        latencies[k]!.push(performance.now() - t0);
      }
      elapsed[k]! += performance.now() - started;
      const used = process.cpuUsage(cpuStarted);
      cpu[k]! += (used.user + used.system) / 1000;
    }
  }
  const figures = (k: 0 | 1): Figures => {
    const sorted = latencies[k].sort((a, b) => a - b);
    return { perSecond: (sorted.length / elapsed[k]!) * 1000, p50: sorted[Math.floor(sorted.length / 2)]!, cpuMs: cpu[k]! / sorted.length };
  };
  return [figures(0), figures(1)];
}

async function bench(name: string, db: Database): Promise<void> {
  await migrate(db);
  await seedCatalogue(db);
  const now = Date.now();
  const { playerId, token } = await db.transaction(async (tx) => {
    const player = await createPlayer(tx, { firstName: 'Bench', userName: `bench.${randomUUID()}`, verifiedStatus: 3, createdAt: now });
    return { playerId: player.id, ...(await openSession(tx, player.id, now)) };
  });
  const app = buildApp({ db, config: { siteDir: '/nonexistent' } });
  await app.ready();
  // The geo restriction stays on, as in production: card deposits are geo-checked commands.
  const geo = await proveLocation(app, token);
  const call = async (command: string, data: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url: '/hapi',
      headers: { 'API-Execute-Command': command, 'Api-Access-Token': token, ...geo },
      payload: { message: encodeMessage({ clientInfo: { platform: 3, product: 61 }, data }) },
    });
    const body = res.json() as { code: number; data: { gatewayId: string; status?: string } };
    if (body.code !== 0) throw new Error(`${command} answered ${body.code} ${(body as { message?: string }).message ?? ''}`);
    return body.data;
  };

  // The time of 420550 alone (the call that credits) is kept beside the whole deposit's.
  const payTimes: number[] = [];
  const ids = (await db.query<{ id: number }>(`select id from ledger_accounts where (player_id = $1 and kind = 'bet') or kind = 'house_deposits' order by player_id nulls first`, [playerId])).rows.map((r) => r.id);
  const deposit = async (i: number) => {
    const { gatewayId } = await call('420544', { amount: AMOUNT, channelType: 710, orderType: 1, mode: 104, returnUrl: '/account/deposit', idempotencyKey: randomUUID() });
    const t0 = performance.now();
    const paid = await call('420550', { gatewayId, money: AMOUNT, cardNo: '4111111111111111', expireDate: '12/30', cvv: '737', holderName: 'Bench Player' });
    if (i >= 0) payTimes.push(performance.now() - t0);
    if (paid.status !== 'SUCCESS') throw new Error(`420550 answered ${paid.status}`);
  };
  // What a credited deposit writes to the ledger, by hand: the player's balance row, the movement
  // (with its player columns, as 012_ledger_balances.sql requires) and its two entries.
  const rawRows = async () => {
    await db.transaction(async (tx) => {
      const { rows: after } = await tx.query<{ balance: number }>('update ledger_accounts set balance = balance + $2 where id = $1 returning balance', [ids[1], AMOUNT]);
      const { rows } = await tx.query<{ id: number }>(
        `insert into ledger_movements (idempotency_key, kind, memo, created_at, player_id, player_amount, balance_after)
         values ($1, 'deposit', $2, now(), $3, $4, $5) returning id`,
        [`raw:${randomUUID()}`, randomBytes(16).toString('hex'), playerId, AMOUNT, after[0]!.balance],
      );
      await tx.query(
        `insert into ledger_entries (movement_id, account_id, amount, created_at) select $1, x.a, x.m, now() from unnest($2::bigint[], $3::bigint[]) as x(a, m)`,
        [rows[0]!.id, ids, [-AMOUNT, AMOUNT]],
      );
    });
  };
  const [gateway, raw] = await measurePair(N, deposit, rawRows);
  const payPerSecond = (payTimes.length / payTimes.reduce((a, b) => a + b, 0)) * 1000;

  await app.close();

  const ratio = gateway.perSecond / raw.perSecond;
  console.log(`${name}: ${N} deposits each way (after ${WARM_UP} warm-up), one after another`);
  console.log(`  deposit via /hapi (420544 + 420550, credited)  ${gateway.perSecond.toFixed(0).padStart(7)} /s   p50 ${gateway.p50.toFixed(2)} ms`);
  console.log(`  same ledger rows by raw SQL (1 transaction)    ${raw.perSecond.toFixed(0).padStart(7)} /s   p50 ${raw.p50.toFixed(2)} ms`);
  console.log(`  ratio ${ratio.toFixed(3)} (goal >= ${GOAL}: ${ratio >= GOAL ? 'met' : 'not met'})`);
  // Why the goal is out of reach: the gateway's own CPU per deposit (the two requests, the card's
  // tokenisation, the driver's work for each statement) against the whole raw deposit's time.
  console.log(`  this process's CPU per deposit: ${gateway.cpuMs.toFixed(2)} ms via /hapi, ${raw.cpuMs.toFixed(2)} ms by raw SQL; a ratio of ${GOAL} allows ${(1 / (raw.perSecond * GOAL) * 1000).toFixed(2)} ms a deposit in all${db.engine === 'pglite' ? ' (PGlite: the database works in this process, so its CPU counts here too)' : ''}`);
  const payRatio = payPerSecond / raw.perSecond;
  console.log(`  420550 alone (the crediting call): ${payPerSecond.toFixed(0)} /s, ratio ${payRatio.toFixed(3)} (goal >= ${GOAL}: ${payRatio >= GOAL ? 'met' : 'not met'})`);
}

const pglite = await openPglite();
try {
  await bench('PGlite (memory)', pglite);
} finally {
  await pglite.close();
}

const url = process.env.TEST_DATABASE_URL;
if (url) {
  await withBenchSchema(url, async (schema) => {
    const db = await openPostgres({ connectionString: url, schema, maxConnections: 4 });
    try {
      await bench('PostgreSQL', db);
    } finally {
      await db.close();
    }
  });
} else {
  console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)');
}
