/**
 * Settlement benchmark (a plain script, not a test; it never fails on slowness).
 *
 *   npx tsx tests/bench/settlement.bench.ts
 *     BENCH_TICKETS=1000000 (tickets of the draw), BENCH_PLAYERS=100000, BENCH_LINES_PER_ORDER=2,
 *     BENCH_PGLITE_TICKETS=200000 (PGlite's count; 0 skips PGlite)
 *   TEST_DATABASE_URL=postgres://... adds the same run on PostgreSQL (its own schema, dropped after)
 *
 * The draw: one Quick Five phase with BENCH_TICKETS tickets (order lines) in orders of
 * BENCH_LINES_PER_ORDER lines, spread over BENCH_PLAYERS players and every Quick Five play type
 * (nap 1-5, group 2-5 with 3 to 10 numbers, prediction 6-8), so that many lines win and most
 * players are credited. Seeded set-based (generate_series), then VACUUM ANALYZE.
 *
 * Two sides, each timed in this one run on the same rows:
 * - "settlement": `settlePendingDraws`, what the server runs after a draw: every line's prize and
 *   every order's status, prize and settled time, and each winner credited through the ledger
 *   (movements, entries, balance rows), exactly once, with the winners' events.
 * - "bare UPDATE": the least SQL that marks each ticket won or lost with its prize: one UPDATE of
 *   the lines with the prize looked up by (play type, numbers drawn), one UPDATE of the orders
 *   with their lines' sum and won/lost status. No ledger, no crediting. It runs in a transaction
 *   that is rolled back (then VACUUM), so the settlement starts from the same rows; its prize
 *   total is kept and must equal the settlement's.
 * Issue 9's goals: settlement of 1,000,000 tickets in at most 10 s on PostgreSQL, and a ratio
 * (bare time / settlement time) of at least 0.5.
 */
import type { Database } from '../../host-demo/server/db/database';
import { migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';
import { openPostgres } from '../../host-demo/server/db/postgres';
import { seedCatalogue } from '../../host-demo/server/db/seed-catalogue';
import { settlePendingDraws } from '../../host-demo/server/domains/orders/settle-draw';
import { reconcileBalances } from '../../host-demo/server/domains/wallet/reconcile';
import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { gameByKey } from '../../sdk/games/catalogue';
import { binomial } from '../../sdk/games/combinatorics';
import { rulesOf } from '../../sdk/games/play-types';
import { withBenchSchema } from './support/bench-schema';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 1_000_000);
// PGlite is a one-process WebAssembly build kept in memory: a fifth of the draw keeps the run short.
const PGLITE_TICKETS = Number(process.env.BENCH_PGLITE_TICKETS ?? 200_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const LINES_PER_ORDER = Number(process.env.BENCH_LINES_PER_ORDER ?? 2);
const GOAL_SECONDS = 10;
const GOAL_RATIO = 0.5;

const QUICK_FIVE = gameByKey('quick-five')!;
const RESULT = [2, 3, 5, 7, 11];

/** Every Quick Five play type with the line lengths the bench buys: [code, fewest, most numbers]. */
function playMix(): [number, number, number][] {
  return rulesOf(QUICK_FIVE).playTypes.map((p) => [p.code, p.pools[0]!.count, p.pools[0]!.maxCount ?? p.pools[0]!.count]);
}

/**
 * The bare side's prize table: (play type, numbers of the line that were drawn) → prize of one
 * line at multiple 1, from the SDK's prize table (combo: tier × C(hits, size); cover: tier when
 * all five are drawn).
 */
function prizeByHits(): { code: number; hits: number; prize: number }[] {
  const rows: { code: number; hits: number; prize: number }[] = [];
  for (const p of rulesOf(QUICK_FIVE).playTypes) {
    for (let hits = 0; hits <= 5; hits++) {
      const tier = p.prizes[0]!.prize;
      const prize = p.rule.kind === 'combo' ? tier * binomial(hits, p.rule.size) : p.rule.kind === 'cover' && hits === 5 ? tier : 0;
      if (prize > 0) rows.push({ code: p.code, hits, prize });
    }
  }
  return rows;
}

async function seed(db: Database, tickets: number): Promise<number> {
  const orders = Math.ceil(tickets / LINES_PER_ORDER);
  await db.query(
    `insert into players (open_id, first_name, user_name, verified_status, created_at)
     select 'bench-' || g, 'Bench', 'bench.' || g, 3, now() from generate_series(1, $1) g`,
    [PLAYERS],
  );
  await db.query(
    `insert into ledger_accounts (player_id, kind, balance)
     select p.id, k.kind, 0 from players p cross join unnest(array['bet', 'gift', 'withdrawable']) as k(kind)`,
  );
  const { rows } = await db.query<{ id: number }>(
    `insert into draws (lottery_type, phase, expected_at, sales_close_at, closed_at, result, drawn_at)
     values ($1, 'bench', now(), now(), now(), $2::int[], now()) returning id`,
    [QUICK_FIVE.lotteryType, RESULT],
  );
  const drawId = Number(rows[0]!.id);
  // 1,000 random orders of 1..11; a line takes the first n numbers of one of them.
  await db.exec(`create temporary table bench_perms as
    select i, array(select x from generate_series(1, 11) x order by random() + i * 0) as p from generate_series(0, 999) i`);
  const mix = playMix();
  await db.query(
    `create temporary table bench_mix as
     select (m.ord - 1)::int as i, m.code, m.fewest, m.most
       from unnest($1::int[], $2::int[], $3::int[]) with ordinality as m(code, fewest, most, ord)`,
    [mix.map((m) => m[0]), mix.map((m) => m[1]), mix.map((m) => m[2])],
  );
  await db.query(
    `insert into orders (player_id, lottery_type, app_key, play_type, draw_id, idempotency_key, amount, entries, status, created_at)
     select p.first_id + (g % $2), $3, $4, m.code, $5, 'bench-' || g, 100 * $6, $6, 1, now()
       from generate_series(0, $1 - 1) g
       join bench_mix m on m.i = g % $7
      cross join (select min(id) as first_id from players) p`,
    [orders, PLAYERS, QUICK_FIVE.lotteryType, QUICK_FIVE.key, drawId, LINES_PER_ORDER, mix.length],
  );
  await db.query(
    `insert into order_lines (order_id, line_no, numbers, multiple, entries)
     select o.id, n.line_no, bp.p[1:(m.fewest + (o.id + n.line_no) % (m.most - m.fewest + 1))], 1, 1
       from orders o
       join bench_mix m on m.code = o.play_type
      cross join generate_series(0, $2 - 1) as n(line_no)
       join bench_perms bp on bp.i = (o.id * 7 + n.line_no * 131) % 1000
      where o.draw_id = $1
        and (o.id - (select min(id) from orders where draw_id = $1)) * $2 + n.line_no < $3`,
    [drawId, LINES_PER_ORDER, tickets],
  );
  await db.exec('drop table bench_perms; drop table bench_mix');
  await db.exec('vacuum analyze');
  return drawId;
}

/** The bare side, rolled back; answers its time and the prize total it computed. */
async function bareUpdate(db: Database, drawId: number): Promise<{ ms: number; total: number; lines: number }> {
  const first = Math.min(...rulesOf(QUICK_FIVE).playTypes.map((p) => p.code));
  const table: number[] = [];
  for (const r of prizeByHits()) table[(r.code - first) * 6 + r.hits] = r.prize;
  for (let i = 0; i < table.length; i++) table[i] ??= 0;
  const hits = Array.from({ length: 10 }, (_, i) => `coalesce((l.numbers[${i + 1}] = any($2::int[]))::int, 0)`).join(' + ');
  let result = { ms: 0, total: 0, lines: 0 };
  await db
    .transaction(async (tx) => {
      const t0 = performance.now();
      // The prize of (play type, hits) at [(code - first code) * 6 + hits + 1]: a bare array lookup.
      await tx.query(
        `update order_lines l set prize = coalesce(($3::bigint[])[(o.play_type - $4) * 6 + (${hits}) + 1], 0)
           from orders o
          where o.id = l.order_id and o.draw_id = $1`,
        [drawId, RESULT, table, first],
      );
      const { rows } = await tx.query<{ total: number; n: number }>(
        `with updated as (
           update orders o set status = case when x.prize > 0 then 3 else 2 end, prize = x.prize, settled_at = now()
             from (select order_id, sum(prize) as prize from order_lines where order_id in (select id from orders where draw_id = $1) group by order_id) x
            where o.id = x.order_id
           returning o.prize)
         select coalesce(sum(prize), 0)::bigint as total, count(*)::int as n from updated`,
        [drawId],
      );
      result = { ms: performance.now() - t0, total: Number(rows[0]!.total), lines: rows[0]!.n };
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return result;
}

class RollBack extends Error {}

async function bench(name: string, db: Database, tickets: number): Promise<void> {
  await migrate(db);
  await seedCatalogue(db);
  let t0 = performance.now();
  const drawId = await seed(db, tickets);
  const { rows: counts } = await db.query<{ lines: number; orders: number }>(
    'select count(*)::int as lines, count(distinct l.order_id)::int as orders from order_lines l join orders o on o.id = l.order_id where o.draw_id = $1',
    [drawId],
  );
  console.log(`${name}: ${counts[0]!.lines} tickets in ${counts[0]!.orders} orders of ${PLAYERS} players (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const bare = await bareUpdate(db, drawId);
  await db.exec('vacuum analyze');

  const bus = new InProcessEventBus();
  let events = 0;
  bus.subscribe(() => void events++);
  t0 = performance.now();
  const [settlement] = await settlePendingDraws(db, Date.now(), bus);
  const ms = performance.now() - t0;

  const { rows } = await db.query<{ total: number; credited: number; winners: number }>(
    `select (select coalesce(sum(l.prize), 0)::bigint from order_lines l join orders o on o.id = l.order_id where o.draw_id = $1) as total,
            (select coalesce(sum(balance), 0)::bigint from ledger_accounts where kind = 'withdrawable') as credited,
            (select count(*)::int from ledger_accounts where kind = 'withdrawable' and balance > 0) as winners`,
    [drawId],
  );
  const discrepancies = await reconcileBalances(db);
  const ratio = bare.ms / ms;
  console.log(`  settlement (settlePendingDraws)       ${(ms / 1000).toFixed(2).padStart(7)} s  ${settlement?.settledOrders ?? 0} orders, ${rows[0]!.winners} players credited, ${events} events`);
  console.log(`  bare UPDATE (lines + orders, no ledger) ${(bare.ms / 1000).toFixed(2).padStart(5)} s  ${bare.lines} orders`);
  console.log(`  prizes: settlement ${rows[0]!.total}, bare ${bare.total}, credited ${rows[0]!.credited} (${rows[0]!.total === bare.total && rows[0]!.credited === rows[0]!.total ? 'equal' : 'DIFFER'}); ledger reconciles: ${discrepancies.length === 0 ? 'yes' : `NO (${discrepancies.length})`}`);
  const goal = db.engine === 'postgres' && tickets >= 1_000_000 ? (ms <= GOAL_SECONDS * 1000 ? 'met' : 'not met') : 'applies to 1,000,000 on PostgreSQL';
  console.log(`  time ${(ms / 1000).toFixed(2)} s (goal <= ${GOAL_SECONDS} s: ${goal})`);
  console.log(`  ratio bare/settlement ${ratio.toFixed(3)} (goal >= ${GOAL_RATIO}: ${ratio >= GOAL_RATIO ? 'met' : 'not met'})`);
}

const url = process.env.TEST_DATABASE_URL;
if (url) {
  await withBenchSchema(url, async (schema) => {
    const db = await openPostgres({ connectionString: url, schema, maxConnections: 4 });
    try {
      await bench('PostgreSQL', db, TICKETS);
    } finally {
      await db.close();
    }
  });
} else {
  console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)');
}

if (PGLITE_TICKETS > 0) {
  const pglite = await openPglite();
  try {
    await bench('PGlite (memory)', pglite, PGLITE_TICKETS);
  } finally {
    await pglite.close();
  }
}
