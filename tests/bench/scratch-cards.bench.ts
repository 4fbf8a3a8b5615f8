/**
 * Scratch-card sales benchmark (issue 20; a plain script, not a test; it never fails on slowness).
 *
 *   TEST_DATABASE_URL=postgres://... npx tsx tests/bench/scratch-cards.bench.ts
 *     BENCH_N=2000 (cards each way), BENCH_PLAYERS=16 (players buying at once),
 *     BENCH_POOL=10 (database connections, the server's default), BENCH_PGLITE=0 (PostgreSQL only)
 *   Without TEST_DATABASE_URL it runs on PGlite in memory only (one connection, for reference).
 *
 * "A card sold through the gateway" is 101301 (Golden Falcon, AED 5) through /hapi with
 * fastify.inject, a session token and a proved location: session check, KYC gate, then the paying
 * transaction (game row, accounts locked, balance split, wager limit, the pool's row lock taking
 * the next card, the stake movement with its entries and balance rows), every 1,000th sale closing
 * the pool and opening the next (a fresh seed, 1,000 leaves hashed, 1,000 card rows), the card
 * read back and the wallet event. Purchases of one game queue on its pool's row lock: that is the
 * price of "the next card, never sold twice", and what this measures.
 *
 * It is compared with writing the same rows by raw SQL with the same concurrency: per card one
 * statement advancing another game's pool (wrapping round, no close), giving the card its player,
 * inserting the movement and its two entries and updating the bet balance row (no checks).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../host-demo/server/db/database';
import { migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';
import { openPostgres } from '../../host-demo/server/db/postgres';
import { seedCatalogue } from '../../host-demo/server/db/seed-catalogue';
import { reconcileBalances } from '../../host-demo/server/domains/wallet/reconcile';
import { withBenchSchema } from './support/bench-schema';
import { benchGateway } from './support/gateway-buyers';
import { measurePair, ROUNDS, WARM_UP, type Figures } from './support/measure-pair';

const N = Number(process.env.BENCH_N ?? 2000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 16);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const CARD = { appKey: 'golden-falcon', amount: 500 };

async function bench(name: string, db: Database, players: number): Promise<void> {
  await migrate(db);
  await seedCatalogue(db);
  const now = Date.now();
  const { app, buyers, call, failures } = await benchGateway(db, players, now);
  const perPlayer = Math.ceil(N / players);

  const viaGateway = (p: number) => call(p, '101301', CARD);

  const { rows: ids } = await db.query<{ pool: number; house: number }>(
    `select (select id from scratch_pools where app_key = 'oasis-gems' and closed_at is null) as pool,
            (select id from ledger_accounts where player_id is null and kind = 'house_sales') as house`,
  );
  const { pool, house } = ids[0]!;
  const byRawSql = async (p: number) => {
    await db.query(
      `with p as (update scratch_pools set next_card = (next_card + 1) % card_count where id = $2 returning next_card),
       c as (
         update scratch_cards set player_id = $1, sold_at = now(), amount = 500, idempotency_key = $3
          where pool_id = $2 and card_index = (select next_card from p) returning id
       ),
       b as (update ledger_accounts set balance = balance - 500 where id = $4 returning balance),
       m as (
         insert into ledger_movements (idempotency_key, kind, memo, created_at, player_id, player_amount, balance_after)
         select 'raw:' || $3, 'stake', 'scratch card ' || c.id, now(), $1, -500, b.balance from c, b returning id
       )
       insert into ledger_entries (movement_id, account_id, amount, created_at)
       select m.id, x.a, x.amount, now() from m cross join (values ($4::bigint, -500::bigint), ($5::bigint, 500::bigint)) as x(a, amount)`,
      [buyers[p]!.playerId, pool, randomUUID(), buyers[p]!.betAccount, house],
    );
  };
  const [gateway, raw] = await measurePair(players, perPlayer, [viaGateway, byRawSql]);
  await app.close();

  const discrepancies = await reconcileBalances(db);
  const { rows: pools } = await db.query<{ n: string }>("select count(*) as n from scratch_pools where app_key = 'golden-falcon'");
  const ratio = gateway.perSecond / raw.perSecond;
  const row = (label: string, f: Figures) => `  ${label.padEnd(46)} ${f.perSecond.toFixed(0).padStart(6)} /s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms`;
  console.log(`${name}: ${Math.ceil(perPlayer / ROUNDS) * ROUNDS * players} cards each way in ${ROUNDS} alternating rounds (after ${WARM_UP * players} warm-up), ${players} players at once`);
  console.log(row('101301 via /hapi (Golden Falcon card, paid)', gateway));
  console.log(row('same rows by raw SQL (1 statement)', raw));
  console.log(`  ratio ${ratio.toFixed(3)}; Golden Falcon pools opened: ${pools[0]!.n}; ledger reconciles: ${discrepancies.length === 0 ? 'yes' : `NO (${discrepancies.length})`}`);
  if (failures.count > 0) {
    // A refused purchase is a broken gateway, not a slow one: that must not pass as a figure.
    console.log(`  ${failures.count} purchases did not answer code 0; the first answered ${failures.first}`);
    process.exitCode = 1;
  }
}

const url = process.env.TEST_DATABASE_URL;
if (url) {
  await withBenchSchema(url, async (schema) => {
    const db = await openPostgres({ connectionString: url, schema, maxConnections: POOL });
    try {
      await bench('PostgreSQL', db, PLAYERS);
    } finally {
      await db.close();
    }
  });
} else {
  console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)');
}

if (process.env.BENCH_PGLITE === '0') {
  console.log('PGlite: skipped (BENCH_PGLITE=0)');
} else {
  const pglite = await openPglite();
  try {
    await bench('PGlite (memory)', pglite, PLAYERS);
  } finally {
    await pglite.close();
  }
}
