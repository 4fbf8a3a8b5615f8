import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ScratchCard } from '../../sdk/commands/instant';
import { ErrorCode } from '../../sdk/errors/codes';
import { poolTree, verifyCard, type PrizeTable } from '../../sdk/instant';
import { playerBalances } from '../../host-demo/server/domains/wallet/ledger';
import { availableBackends } from './helpers/backends';
import { callHapi, tableSnapshot } from './helpers/gateway';
import { expectLedgerReconciles } from './helpers/ledger';
import { buyer, totalBalance } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';
import { DAY_MINUTES, setLimit, setSelfExclusion } from './helpers/responsible-play';

const FALCON = 'golden-falcon';
const PRICE = 500;

interface GameReply {
  price: number;
  tiers: PrizeTable['tiers'];
  returnToPlayer: { numerator: string; denominator: string };
  pools: { poolId: string; poolNo: number; cardCount: number; sold: number; seedHash: string; root: string; seed: string | null; closedAt: number | null }[];
}

describe.each(availableBackends())('scratch cards on $name', (backend) => {
  const t = gatewayPerTest(backend);

  const buyCard = (token: string, data: Record<string, unknown> = {}) =>
    callHapi<{ card: ScratchCard }>(t.app, '101301', { appKey: FALCON, amount: PRICE, idempotencyKey: randomUUID(), ...data }, { token });
  const reveal = (token: string, cardId: string) => callHapi<{ card: ScratchCard }>(t.app, '101302', { cardId }, { token });
  const game = async (appKey = FALCON) => (await callHapi<GameReply>(t.app, '660301', { appKey })).envelope.data!;
  const poolOutcomes = async (poolId: string) =>
    (await t.db.query<{ prize: string }>('select prize from scratch_cards where pool_id = $1 order by card_index', [poolId])).rows.map((r) => Number(r.prize));

  it('publishes each game’s table with its exact return to player, and a pool committed before its first sale', async () => {
    expect((await game('golden-falcon')).returnToPlayer).toEqual({ numerator: '63', denominator: '100' });
    expect((await game('desert-treasure')).returnToPlayer).toEqual({ numerator: '67', denominator: '100' });
    expect((await game('oasis-gems')).returnToPlayer).toEqual({ numerator: '109', denominator: '200' });
    const { pools, price } = await game();
    expect(price).toBe(PRICE);
    expect(pools).toHaveLength(1);
    expect(pools[0]).toMatchObject({ poolNo: 1, cardCount: 1_000, sold: 0, seed: null, closedAt: null });
    // The root is the Merkle root of the pool's cards in sale order, as written before any sale.
    expect((await poolTree(await poolOutcomes(pools[0]!.poolId))).root).toBe(pools[0]!.root);
  });

  it('sells the next card, charges its price, hides its outcome until scratched, and credits a win once', async () => {
    const p = await buyer(t.db, t.clock, 10_000);
    // The pool's next card is a winning one, so the credit is seen.
    const { pools } = await game();
    await t.db.query('update scratch_pools set next_card = (select min(card_index) from scratch_cards where pool_id = $1 and prize > 0) where id = $1', [pools[0]!.poolId]);
    const bought = await buyCard(p.token);
    expect(bought.envelope.code).toBe(0);
    const card = bought.envelope.data!.card;
    expect(card).toMatchObject({ appKey: FALCON, amount: PRICE, state: 'unscratched', prize: null, cells: null, autoScratched: false });
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000 - PRICE);
    // A reload continues it: the player's unscratched cards of this game.
    const open = await callHapi<{ items: ScratchCard[] }>(t.app, '101303', { appKey: FALCON, state: 'unscratched' }, { token: p.token });
    expect(open.envelope.data!.items.map((c) => c.cardId)).toEqual([card.cardId]);

    // Five taps at once: one scratch, one credit.
    const replies = await Promise.all(Array.from({ length: 5 }, () => reveal(p.token, card.cardId)));
    for (const r of replies) expect(r.envelope.data!.card).toMatchObject({ cardId: card.cardId, state: 'scratched' });
    const prize = replies[0]!.envelope.data!.card.prize!;
    expect(prize).toBeGreaterThan(0);
    expect(replies[0]!.envelope.data!.card.cells!.filter((c) => c === prize)).toHaveLength(3);
    expect((await playerBalances(t.db, p.playerId)).withdrawable).toBe(prize);
    expect((await reveal(p.token, card.cardId)).envelope.data!.card.prize).toBe(prize);
    expect((await playerBalances(t.db, p.playerId)).withdrawable).toBe(prize);
    expect((await callHapi<{ items: ScratchCard[] }>(t.app, '101303', { state: 'unscratched' }, { token: p.token })).envelope.data!.items).toEqual([]);

    // Its proof verifies against the published root; the seed stays secret while the pool is on sale.
    const proof = await callHapi<{ root: string; seed: string | null; cardIndex: number; prize: number; proof: { side: 'left' | 'right'; hash: string }[] }>(t.app, '101304', { cardId: card.cardId }, { token: p.token });
    expect(proof.envelope.data!.seed).toBeNull();
    expect(proof.envelope.data!.root).toBe(pools[0]!.root);
    expect(await verifyCard(proof.envelope.data!)).toEqual({ ok: true, seedChecked: false });
    // Transactions show the stake and the win.
    const tx = await callHapi<{ items: { category: string; amount: number }[] }>(t.app, '100125', { tab: 'all' }, { token: p.token });
    expect(tx.envelope.data!.items.map((i) => i.amount).sort((a, b) => a - b)).toEqual(expect.arrayContaining([-PRICE, prize]));
    // The responsible-play bar's net position counts the card and its win.
    const net = await callHapi<{ won: number; spent: number }>(t.app, '100157', {}, { token: p.token });
    expect(net.envelope.data).toMatchObject({ won: prize, spent: PRICE });
    await expectLedgerReconciles(t.db);
  });

  it('lists the cards in the order list’s Scratch Cards tab: unscratched as waiting, then won or not won', async () => {
    const p = await buyer(t.db, t.clock, 10_000);
    const first = (await buyCard(p.token)).envelope.data!.card;
    const second = (await buyCard(p.token)).envelope.data!.card;
    const list = async (filter = 'all') =>
      (await callHapi<{ items: { orderId: string; status: number; prizeAmount: number; playType: number; instant: { cardNumber: string; state: string } }[] }>(t.app, '101065', { tab: 'scratch', filter }, { token: p.token })).envelope.data!.items;
    expect((await list()).map((o) => [o.orderId, o.status, o.prizeAmount, o.playType, o.instant.state])).toEqual([
      [second.cardId, 1, 0, 400006, 'unscratched'],
      [first.cardId, 1, 0, 400006, 'unscratched'],
    ]);
    expect((await list())[0]!.instant.cardNumber).toBe(second.cardNumber);
    const prize = (await reveal(p.token, first.cardId)).envelope.data!.card.prize!;
    expect((await list('unsettled')).map((o) => o.orderId)).toEqual([second.cardId]);
    expect((await list(prize > 0 ? 'win' : 'notWin')).map((o) => [o.orderId, o.status, o.prizeAmount])).toEqual([[first.cardId, prize > 0 ? 3 : 2, prize]]);
    // The lotteries tab holds no card.
    expect((await callHapi<{ items: unknown[] }>(t.app, '101065', { tab: 'lottery' }, { token: p.token })).envelope.data!.items).toEqual([]);
  });

  it('does not tell another player’s card, nor the proof of an unscratched card', async () => {
    const a = await buyer(t.db, t.clock, 10_000);
    const b = await buyer(t.db, t.clock, 10_000);
    const card = (await buyCard(a.token)).envelope.data!.card;
    expect((await reveal(b.token, card.cardId)).envelope.code).toBe(ErrorCode.orderNotFound);
    expect((await callHapi(t.app, '101304', { cardId: card.cardId }, { token: a.token })).envelope.code).toBe(ErrorCode.orderNotFound);
    expect((await callHapi<{ card: ScratchCard }>(t.app, '101302', { cardId: card.cardId }, { token: a.token })).envelope.data!.card.state).toBe('scratched');
    expect((await callHapi(t.app, '101304', { cardId: card.cardId }, { token: b.token })).envelope.code).toBe(ErrorCode.orderNotFound);
  });

  it('refuses, charging nothing: a short balance, another price, a suspended or unknown game, an unverified player, bad input', async () => {
    const poor = await buyer(t.db, t.clock, 400);
    const rich = await buyer(t.db, t.clock, 10_000);
    const unverified = await buyer(t.db, t.clock, 10_000, 1);
    const before = await tableSnapshot(t.db);
    expect((await buyCard(poor.token)).envelope.code).toBe(ErrorCode.insufficientBalance);
    expect((await buyCard(rich.token, { amount: 400 })).envelope.code).toBe(ErrorCode.orderPriceChanged);
    expect((await buyCard(rich.token, { appKey: 'pick3' })).envelope.code).toBe(ErrorCode.gameNotFound);
    expect((await buyCard(rich.token, { appKey: 'no-such-game' })).envelope.code).toBe(ErrorCode.gameNotFound);
    expect((await buyCard(unverified.token)).envelope.code).toBe(ErrorCode.kycRequired);
    for (const bad of [{ appKey: 'x'.repeat(65) }, { amount: -500 }, { amount: 1.5 }, { idempotencyKey: 'short' }, { appKey: '' }]) {
      expect((await buyCard(rich.token, bad)).envelope.code, JSON.stringify(bad)).toBe(ErrorCode.validationFailed);
    }
    for (const cardId of ['0', '-1', 'abc', '1'.repeat(20)]) expect((await reveal(rich.token, cardId)).envelope.code, cardId).toBe(ErrorCode.validationFailed);
    await t.db.query('update games set sales_suspended = true where app_key = $1', [FALCON]);
    expect((await buyCard(rich.token)).envelope.code).toBe(ErrorCode.gameSalesSuspended);
    await t.db.query('update games set sales_suspended = false where app_key = $1', [FALCON]);
    expect(await tableSnapshot(t.db)).toEqual(before);
    expect(await totalBalance(t.db, rich.playerId)).toBe(10_000);
  });

  it('answers a retried key with its card, and refuses the key with another request', async () => {
    const p = await buyer(t.db, t.clock, 10_000);
    const idempotencyKey = randomUUID();
    const replies = await Promise.all(Array.from({ length: 5 }, () => buyCard(p.token, { idempotencyKey })));
    const ids = new Set(replies.map((r) => r.envelope.data?.card.cardId));
    expect(ids.size).toBe(1);
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000 - PRICE);
    expect((await buyCard(p.token, { idempotencyKey, appKey: 'oasis-gems', amount: 200 })).envelope.code).toBe(ErrorCode.idempotencyKeyReused);
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000 - PRICE);
    await expectLedgerReconciles(t.db);
  });

  it('counts cards against the wager limit', async () => {
    const p = await buyer(t.db, t.clock, 10_000);
    expect((await setLimit(t.app, p.token, 4, 1_000, DAY_MINUTES)).envelope.code).toBe(0);
    expect((await buyCard(p.token)).envelope.code).toBe(0);
    expect((await buyCard(p.token)).envelope.code).toBe(0);
    expect((await buyCard(p.token)).envelope.code).toBe(ErrorCode.selfExcluded);
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000 - 2 * PRICE);
  });

  it('sells the last 100 cards of a pool exactly once to 200 parallel purchases, closes it with its seed and opens the next', async () => {
    const { pools: [first] } = await game();
    await t.db.query('update scratch_pools set next_card = card_count - 100 where id = $1', [first!.poolId]);
    const players = await Promise.all(Array.from({ length: 10 }, () => buyer(t.db, t.clock, 20 * PRICE)));
    const replies = await Promise.all(players.flatMap((p) => Array.from({ length: 20 }, () => buyCard(p.token))));
    expect(replies.map((r) => r.envelope.code)).toEqual(Array(200).fill(0));

    const cards = replies.map((r) => r.envelope.data!.card);
    expect(new Set(cards.map((c) => c.cardId)).size).toBe(200);
    const fromFirst = cards.filter((c) => c.poolId === first!.poolId);
    expect(fromFirst).toHaveLength(100);
    expect(new Set(fromFirst.map((c) => c.cardIndex))).toEqual(new Set(Array.from({ length: 100 }, (_, i) => 900 + i)));
    const sold = await t.db.query<{ pool_id: string; n: string; distinct_players: string }>(
      `select pool_id::text, count(*) as n, count(distinct (pool_id, card_index)) as distinct_players from scratch_cards where player_id is not null group by pool_id order by pool_id`,
    );
    expect(sold.rows.map((r) => [Number(r.n), Number(r.distinct_players)])).toEqual([[100, 100], [100, 100]]);

    const { pools } = await game();
    const [next, closed] = pools;
    expect(closed).toMatchObject({ poolId: first!.poolId, sold: 1_000, seedHash: first!.seedHash, root: first!.root });
    expect(closed!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(closed!.closedAt).not.toBeNull();
    expect(next).toMatchObject({ poolNo: 2, sold: 100, seed: null, closedAt: null });
    expect(next!.seedHash).not.toBe(first!.seedHash);
    expect(next!.root).not.toBe(first!.root);

    // With the seed revealed, every card sold from the closed pool verifies, the whole pool rebuilt from it.
    const table = { price: PRICE, tiers: (await game()).tiers };
    const tree = await poolTree(await poolOutcomes(first!.poolId));
    const prizes = await poolOutcomes(first!.poolId);
    for (const c of fromFirst.slice(0, 5)) {
      expect(await verifyCard({ root: closed!.root, cardIndex: c.cardIndex, prize: prizes[c.cardIndex]!, proof: tree.proof(c.cardIndex)!, seed: closed!.seed!, seedHash: closed!.seedHash, table }))
        .toEqual({ ok: true, seedChecked: true });
    }
    for (const p of players) expect(await totalBalance(t.db, p.playerId)).toBe(0);
    await expectLedgerReconciles(t.db);
  });

  it('reveals and pays a player’s unscratched cards when they take a break', async () => {
    const p = await buyer(t.db, t.clock, 10_000);
    const { pools } = await game();
    await t.db.query('update scratch_pools set next_card = (select min(card_index) from scratch_cards where pool_id = $1 and prize > 0) where id = $1', [pools[0]!.poolId]);
    const bought = [];
    for (let i = 0; i < 3; i += 1) bought.push((await buyCard(p.token)).envelope.data!.card.cardId);
    const owed = (await t.db.query<{ sum: string }>('select sum(prize) as sum from scratch_cards where id = any($1::bigint[])', [bought])).rows[0]!.sum;
    expect(Number(owed)).toBeGreaterThan(0);
    expect((await setSelfExclusion(t.app, p.token, 5, 72)).envelope.code).toBe(0);
    const rows = (await t.db.query<{ scratched: boolean; auto_scratched: boolean }>('select scratched_at is not null as scratched, auto_scratched from scratch_cards where id = any($1::bigint[])', [bought])).rows;
    expect(rows).toEqual(Array(3).fill({ scratched: true, auto_scratched: true }));
    expect((await playerBalances(t.db, p.playerId)).withdrawable).toBe(Number(owed));
    await expectLedgerReconciles(t.db);
  });
});
