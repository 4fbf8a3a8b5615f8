import { describe, expect, it, vi } from 'vitest';
import { migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';
import { seedCatalogue } from '../../host-demo/server/db/seed-catalogue';
import { runPayGrandPrize } from '../../host-demo/server/dev/pay-grand-prize';
import { createDrawScheduler } from '../../host-demo/server/domains/draws/scheduler';
import { GRAND_PRIZE_EXPIRY, expireGrandPrizes } from '../../host-demo/server/domains/orders/expire-grand-prizes';
import { GRAND_PRIZE_CLAIM_MS, GRAND_PRIZE_COMPLETION_MS } from '../../host-demo/server/domains/orders/grand-prize-rules';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { playerBalances } from '../../host-demo/server/domains/wallet/ledger';
import { InProcessEventBus, type GatewayEvent } from '../../host-demo/server/events/event-bus';
import { PostgresEventBus } from '../../host-demo/server/events/postgres-event-bus';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { outbox } from './helpers/accounts';
import { countingDb } from './helpers/counting-db';
import { manualClock } from './helpers/clock';
import { callHapi } from './helpers/gateway';
import { GRAND, settledGrandPrize } from './helpers/grand-prize';
import { runNpmScript, withDataDir } from './helpers/npm-script';
import { gatewayPerTest } from './helpers/per-test';
import { planWithoutSeqScan } from './helpers/query-plan';
import { ledgerTotals } from './helpers/withdrawals';

const SECOND = 1_000;

describe.each(availableBackends())('the grand prize after the claim (expiry 15/16, paid 14) on $name', (backend) => {
  const t = gatewayPerTest(backend);

  /** A player whose Lucky Day ticket won the grand prize, settled now (status 12). */
  async function wonGrandPrize() {
    const won = await settledGrandPrize(t.db, t.clock);
    await won.app.close();
    return { playerId: won.playerId, orderId: won.orderId, settledAt: t.clock.now() };
  }

  /** A session opened now: months pass in these tests, longer than any session lives. */
  const tokenOf = async (playerId: number) => (await t.db.transaction((tx) => openSession(tx, playerId, t.clock.now()))).token;

  const storedStatus = async (orderId: string) =>
    (await t.db.query<{ prize_status: number }>('select prize_status from orders where id = $1', [orderId])).rows[0]!.prize_status;

  /** What the player sees: the grand prize page (101063, every tab) and the order detail (101066). */
  async function seen(playerId: number, orderId: string) {
    const token = await tokenOf(playerId);
    const page = await callHapi<{ items: { orderId: string; orderPrizeStatus: number }[] }>(t.app, '101063', { prizeTabStatus: 3, pageSize: 100 }, { token });
    const detail = await callHapi<{ order: { orderPrizeStatus: number } }>(t.app, '101066', { orderId }, { token });
    const card = await callHapi<{ items: unknown[] }>(t.app, '101078', {}, { token });
    return { page: page.envelope.data!.items.find((i) => i.orderId === orderId)!.orderPrizeStatus, detail: detail.envelope.data!.order.orderPrizeStatus, card: card.envelope.data!.items.length };
  }

  const grandPrizeCredits = async (orderId: string) =>
    (await t.db.query<{ n: number }>("select count(*)::int as n from ledger_movements where idempotency_key = $1 and kind = 'prize'", [`grand-prize:${orderId}`])).rows[0]!.n;

  it('expires an unclaimed prize (15) at the end of the claim period, not a second before, in the scheduler\'s leader only, once', async () => {
    const { playerId, orderId, settledAt } = await wonGrandPrize();
    const other = await t.openAnother();
    const a = createDrawScheduler({ db: t.db, clock: t.clock, holder: 'process-a', jobs: [GRAND_PRIZE_EXPIRY] });
    const b = createDrawScheduler({ db: other, clock: t.clock, holder: 'process-b', jobs: [GRAND_PRIZE_EXPIRY] });

    t.clock.set(settledAt + GRAND_PRIZE_CLAIM_MS - SECOND);
    const before = (await Promise.all([a.runOnce(), b.runOnce()])).filter((pass) => pass !== null);
    expect(before).toHaveLength(1);
    expect(before[0]!.jobs).toEqual({ 'grand-prize-expiry': 0 });
    expect(await storedStatus(orderId)).toBe(12);
    expect(await seen(playerId, orderId)).toEqual({ page: 12, detail: 12, card: 1 });

    t.clock.set(settledAt + GRAND_PRIZE_CLAIM_MS + SECOND);
    // Read before the scheduler's next run, the deadline already shows; nothing is written by the read.
    expect(await seen(playerId, orderId)).toEqual({ page: 15, detail: 15, card: 0 });
    expect(await storedStatus(orderId)).toBe(12);
    const after = (await Promise.all([a.runOnce(), b.runOnce()])).filter((pass) => pass !== null);
    expect(after).toHaveLength(1);
    expect(after[0]!.jobs).toEqual({ 'grand-prize-expiry': 1 });
    expect(await storedStatus(orderId)).toBe(15);
    // Idempotent: another run, in either process, changes nothing.
    expect(await expireGrandPrizes(other, t.clock.now())).toEqual([]);
    const again = (await Promise.all([a.runOnce(), b.runOnce()])).filter((pass) => pass !== null);
    expect(again[0]!.jobs).toEqual({ 'grand-prize-expiry': 0 });

    const token = await tokenOf(playerId);
    expect((await callHapi(t.app, '101079', { orderId }, { token })).envelope.code).toBe(ErrorCode.grandPrizeNotClaimable);
    expect(await runPayGrandPrize([orderId], { db: t.db, clock: t.clock, events: new InProcessEventBus() })).toEqual({ exitCode: 2, line: `grand prize of order ${orderId}: expired unclaimed, nothing paid` });
    expect(await grandPrizeCredits(orderId)).toBe(0);
    expect((await playerBalances(t.db, playerId)).withdrawable).toBe(0);
    await a.stop();
    await b.stop();
  });

  it('lapses a claimed prize not paid within the completion period (16), counted from the claim, and never credits it', async () => {
    const { playerId, orderId, settledAt } = await wonGrandPrize();
    // Claimed late in the claim period: the completion period still runs in full from the claim.
    const claimedAt = settledAt + GRAND_PRIZE_CLAIM_MS - 60 * SECOND;
    t.clock.set(claimedAt);
    const claim = await callHapi<{ orderPrizeStatus: number; winningBigExpiredTimestamp: number }>(t.app, '101079', { orderId }, { token: await tokenOf(playerId) });
    expect(claim.envelope.data).toMatchObject({ orderPrizeStatus: 13, winningBigExpiredTimestamp: claimedAt + GRAND_PRIZE_COMPLETION_MS });
    // The claim e-mail names that deadline (a Dubai calendar date).
    const deadline = new Date(claimedAt + GRAND_PRIZE_COMPLETION_MS).toLocaleDateString('en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'long', year: 'numeric' });
    const { rows } = await t.db.query<{ email: string }>('select email from players where id = $1', [playerId]);
    expect((await outbox(t.app, rows[0]!.email)).filter((m) => /grand prize/i.test(m.text)).map((m) => m.text)).toEqual([expect.stringContaining(`documents we ask for by ${deadline}, or the claim lapses`)]);
    t.clock.set(settledAt + GRAND_PRIZE_CLAIM_MS + SECOND);
    expect(await expireGrandPrizes(t.db, t.clock.now())).toEqual([]);

    t.clock.set(claimedAt + GRAND_PRIZE_COMPLETION_MS - SECOND);
    expect(await expireGrandPrizes(t.db, t.clock.now())).toEqual([]);
    expect(await seen(playerId, orderId)).toMatchObject({ page: 13, detail: 13 });

    t.clock.set(claimedAt + GRAND_PRIZE_COMPLETION_MS + SECOND);
    // Between the deadline and the scheduler's run the reviewer is refused too.
    expect((await runPayGrandPrize([orderId], { db: t.db, clock: t.clock, events: new InProcessEventBus() })).exitCode).toBe(2);
    expect(await expireGrandPrizes(t.db, t.clock.now())).toEqual([Number(orderId)]);
    expect(await expireGrandPrizes(t.db, t.clock.now())).toEqual([]);
    expect(await seen(playerId, orderId)).toMatchObject({ page: 16, detail: 16 });
    expect(await runPayGrandPrize([orderId], { db: t.db, clock: t.clock, events: new InProcessEventBus() })).toEqual({ exitCode: 2, line: `grand prize of order ${orderId}: claim lapsed, nothing paid` });
    expect(await grandPrizeCredits(orderId)).toBe(0);
    expect((await playerBalances(t.db, playerId)).withdrawable).toBe(0);
  });

  it('pays a claimed prize once (14) when reviewers run the script together: one credit, one wallet event', async () => {
    const { playerId, orderId } = await wonGrandPrize();
    const token = await tokenOf(playerId);
    // Not claimed yet: nothing to pay.
    expect(await runPayGrandPrize([orderId], { db: t.db, clock: t.clock, events: new InProcessEventBus() })).toEqual({ exitCode: 2, line: `grand prize of order ${orderId}: unclaimed, nothing paid` });
    expect((await callHapi(t.app, '101079', { orderId }, { token })).envelope.code).toBe(0);

    const other = await t.openAnother();
    const events = new InProcessEventBus();
    const published: GatewayEvent[] = [];
    events.subscribe((e) => published.push(e));
    const runs = await Promise.all([t.db, other, t.db, other, t.db, other].map((db) => runPayGrandPrize([orderId], { db, clock: t.clock, events })));
    expect(runs.map((r) => r.exitCode).sort()).toEqual([0, 2, 2, 2, 2, 2]);
    expect(runs.find((r) => r.exitCode === 0)!.line).toBe(`grand prize of order ${orderId}: claimed -> paid, AED 100,000,000.00 credited to player ${playerId}`);
    expect(runs.filter((r) => r.exitCode === 2).every((r) => r.line === `grand prize of order ${orderId}: paid, nothing paid`)).toBe(true);

    expect(await playerBalances(t.db, playerId)).toEqual({ gift: 0, bet: 8_000, withdrawable: GRAND });
    expect(await grandPrizeCredits(orderId)).toBe(1);
    expect(published).toEqual([{ kind: 'player', playerId, changeType: 'wallet' }]);
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
    expect(await seen(playerId, orderId)).toMatchObject({ page: 14, detail: 14 });
    const tab2 = await callHapi<{ items: { orderPrizeStatus: number }[] }>(t.app, '101063', { prizeTabStatus: 2, pageSize: 100 }, { token });
    expect(tab2.envelope.data!.items.map((i) => i.orderPrizeStatus)).toEqual([14]);

    // A paid prize never expires, however long after.
    t.clock.advance(GRAND_PRIZE_CLAIM_MS + GRAND_PRIZE_COMPLETION_MS);
    expect(await expireGrandPrizes(t.db, t.clock.now())).toEqual([]);
    expect(await storedStatus(orderId)).toBe(14);
  });

  it('answers the script\'s usage for a bad order id, and "no grand prize" for an order without one', async () => {
    const deps = { db: t.db, clock: t.clock, events: new InProcessEventBus() };
    for (const args of [[], ['abc'], ['1', 'extra'], ['1234567890123456']]) expect((await runPayGrandPrize(args, deps)).line, args.join(' ')).toMatch(/^usage:/);
    expect(await runPayGrandPrize(['424242'], deps)).toEqual({ exitCode: 1, line: 'order 424242: no grand prize' });
  });

  it('finds the prizes to expire through an index of the prizes still waiting, whatever the number of orders', async () => {
    const counted = countingDb(t.db);
    await expireGrandPrizes(counted, t.clock.now());
    expect(counted.statements).toHaveLength(1);
    const plan = await planWithoutSeqScan(t.db, counted.statements[0]!);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/orders_grand_prize_waiting/);
  });
});

describe('npm run grand-prize:pay as a process, on the PGlite data folder main.ts uses', () => {
  it('pays a claimed grand prize in DATA_DIR once, and a second run pays nothing', async () => {
    await withDataDir('nl-grand-prize-', async (dataDir) => {
      let db = await openPglite({ dataDir });
      await migrate(db);
      await seedCatalogue(db);
      // The script runs on the real clock: the prize is won and claimed now, within its periods.
      const clock = manualClock(Date.now());
      const won = await settledGrandPrize(db, clock);
      expect((await callHapi(won.app, '101079', { orderId: won.orderId }, { token: won.token })).envelope.code).toBe(0);
      await won.app.close();
      await db.close();

      const first = await runNpmScript('grand-prize:pay', [won.orderId], { DATA_DIR: dataDir });
      expect(first.output).toContain(`grand prize of order ${won.orderId}: claimed -> paid, AED 100,000,000.00 credited to player ${won.playerId}`);
      expect(first.code).toBe(0);
      const second = await runNpmScript('grand-prize:pay', [won.orderId], { DATA_DIR: dataDir });
      expect(second.output).toContain('paid, nothing paid');
      expect(second.code).toBe(2);

      db = await openPglite({ dataDir });
      expect((await playerBalances(db, won.playerId)).withdrawable).toBe(GRAND);
      await db.close();
    });
  }, 300_000);
});

const postgres = availableBackends().find((backend) => backend.name === 'PostgreSQL');

describe.runIf(postgres)('npm run grand-prize:pay as a process, on PostgreSQL beside running gateway processes', () => {
  it("publishes the winner's wallet event through LISTEN/NOTIFY, where a gateway process's bus hears it", async () => {
    const test = await postgres!.open();
    // The bus of a running gateway: main.ts's, on the default channel.
    const gateway = await PostgresEventBus.open({ connectionString: process.env.TEST_DATABASE_URL! });
    try {
      const clock = manualClock(Date.now());
      const won = await settledGrandPrize(test.db, clock);
      expect((await callHapi(won.app, '101079', { orderId: won.orderId }, { token: won.token })).envelope.code).toBe(0);
      await won.app.close();
      const heard: GatewayEvent[] = [];
      gateway.subscribe((event) => heard.push(event));

      const run = await runNpmScript('grand-prize:pay', [won.orderId], { DATABASE_URL: test.databaseUrl! });
      expect(run.output).toContain(`grand prize of order ${won.orderId}: claimed -> paid, AED 100,000,000.00 credited to player ${won.playerId}`);
      expect(run.code).toBe(0);
      await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'player', playerId: won.playerId, changeType: 'wallet' }), { timeout: 5_000 });
      expect((await playerBalances(test.db, won.playerId)).withdrawable).toBe(GRAND);
    } finally {
      await gateway.close();
      await test.dispose();
    }
  }, 300_000);
});
