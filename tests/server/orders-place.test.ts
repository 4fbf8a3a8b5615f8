import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/errors/codes';
import { GAMES, gameByType } from '../../sdk/games/catalogue';
import { easyPick } from '../../sdk/games/easy-pick';
import { rulesOf } from '../../sdk/games/play-types';
import { priceOrder } from '../../sdk/games/price-order';
import { closeDueSales } from '../../host-demo/server/domains/draws/close-sales';
import { ORDER_TICKETS } from '../../host-demo/server/domains/orders/order-tickets';
import { playerBalances } from '../../host-demo/server/domains/wallet/ledger';
import { InProcessEventBus, type GatewayEvent } from '../../host-demo/server/events/event-bus';
import { availableBackends } from './helpers/backends';
import { DEFAULT_GEO_SETTINGS } from '../../host-demo/server/config';
import { ARABIC_CLIENT } from './helpers/accounts';
import { countingDb } from './helpers/counting-db';
import { callHapi, testApp } from './helpers/gateway';
import { announceDraws, buy, buyer, nextDraw, PICK3_EXACT, totalBalance } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';
import { DAY_MINUTES, limitRecord, setLimit } from './helpers/responsible-play';
import { ledgerTotals } from './helpers/withdrawals';

describe.each(availableBackends())('buying tickets (101105, 101101) on $name', (backend) => {
  const events = new InProcessEventBus();
  const t = gatewayPerTest(backend, { events });

  async function ready(deposit = 10_000) {
    await announceDraws(t.db, t.clock);
    return buyer(t.db, t.clock, deposit);
  }

  /** The catalogue's sales close of a game's draw at `drawMs` (the one source of the rule). */
  const catalogueClose = (lotteryType: number, drawMs: number) => drawMs - gameByType(lotteryType)!.salesCloseSeconds * 1_000;

  const orderCount = async () => Number((await t.db.query<{ n: number }>('select count(*)::bigint as n from orders')).rows[0]!.n);

  it('buys a Pick 3 ticket for the next draw, charging its price once, and tells the socket', async () => {
    const p = await ready();
    const seen: GatewayEvent[] = [];
    const off = events.subscribe((e) => seen.push(e));
    const { envelope } = await buy(t.app, p.token);
    off();
    expect(envelope.code).toBe(0);
    expect(envelope.data!.chaseId).toBeNull();
    expect(await totalBalance(t.db, p.playerId)).toBe(9_800);
    const next = await nextDraw(t.db, 72, t.clock.now());
    const { rows } = await t.db.query('select draw_id, status, amount, entries from orders where id = $1', [envelope.data!.id]);
    expect(rows).toEqual([{ draw_id: next.id, status: 1, amount: 200, entries: 1 }]);
    expect((await t.db.query("select idempotency_key, kind from ledger_movements where kind = 'stake'")).rows).toEqual([{ idempotency_key: `order:${envelope.data!.id}`, kind: 'stake' }]);
    expect(seen).toEqual([{ kind: 'player', playerId: p.playerId, changeType: 'wallet' }]);
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
  });

  it('a purchase costs four statements, the same after 60 earlier orders, the geo and KYC gates sharing one read', async () => {
    const p = await ready(20_000);
    // Geo restriction on; a whitelisted player passes it on the read the KYC gate uses too.
    await t.db.query('update players set geo_whitelisted = true where id = $1', [p.playerId]);
    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock, { config: { geo: { ...DEFAULT_GEO_SETTINGS, restrict: true } } });
    const statementsOfOne = async () => {
      counted.statements.length = 0;
      const { envelope } = await buy(app, p.token);
      expect(envelope.code).toBe(0);
      return counted.statements.length;
    };
    // The first call also reads the session (cached after): measure the second.
    await statementsOfOne();
    expect(await statementsOfOne()).toBe(4);
    for (let i = 0; i < 60; i++) await buy(app, p.token);
    expect(await statementsOfOne()).toBe(4);
    await app.close();
  });

  it('answers a retried key with the first order and charges nothing more', async () => {
    const p = await ready();
    const idempotencyKey = randomUUID();
    const first = await buy(t.app, p.token, { idempotencyKey });
    const again = await buy(t.app, p.token, { idempotencyKey });
    expect(again.envelope.data).toEqual(first.envelope.data);
    expect(await totalBalance(t.db, p.playerId)).toBe(9_800);
    expect(await orderCount()).toBe(1);
  });

  it('refuses a key reused for another order with 400000014 in the player\'s language, buying and charging nothing more', async () => {
    const p = await ready();
    const idempotencyKey = randomUUID();
    const first = await buy(t.app, p.token, { idempotencyKey });
    const otherPlan = { ...PICK3_EXACT, selections: [{ numbers: [4, 5, 6] }], drawCount: 2, amount: 400, idempotencyKey };
    expect((await buy(t.app, p.token, otherPlan)).envelope).toMatchObject({ code: ErrorCode.idempotencyKeyReused, message: 'This request repeats an earlier one with different details, so it was not carried out. Please start again.', data: null });
    const arabic = await callHapi(t.app, '101101', otherPlan, { token: p.token, clientInfo: ARABIC_CLIENT });
    expect(arabic.envelope).toMatchObject({ code: ErrorCode.idempotencyKeyReused, message: 'يكرر هذا الطلب طلباً سابقاً بتفاصيل مختلفة، لذا لم يتم تنفيذه. يرجى البدء من جديد.' });
    expect(await totalBalance(t.db, p.playerId)).toBe(9_800);
    expect(await orderCount()).toBe(1);
    expect((await t.db.query('select count(*)::int as n from chases')).rows[0]).toEqual({ n: 0 });
    // The first request, sent again, still answers its order.
    expect((await buy(t.app, p.token, { idempotencyKey })).envelope.data).toEqual(first.envelope.data);
  });

  it('of two different orders sent together under one key, buys one and refuses the other, never both', async () => {
    const p = await ready();
    let spent = 0;
    for (let round = 0; round < 4; round++) {
      const idempotencyKey = randomUUID();
      const results = await Promise.all([buy(t.app, p.token, { idempotencyKey }), buy(t.app, p.token, { selections: [{ numbers: [4, 5, 6] }], drawCount: 2, amount: 400, idempotencyKey })]);
      expect(results.map((r) => r.envelope.code).sort()).toEqual([0, ErrorCode.idempotencyKeyReused].sort());
      spent += results[0]!.envelope.code === 0 ? 200 : 400;
      const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from orders where idempotency_key = $1', [idempotencyKey]);
      expect(rows[0]!.n).toBe(results[0]!.envelope.code === 0 ? 1 : 2);
    }
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000 - spent);
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
  });

  it('spends gift money first, then deposits, then winnings (the ledger\'s order)', async () => {
    const p = await ready(150);
    await t.db.transaction(async (tx) => {
      const { postMovement } = await import('../../host-demo/server/domains/wallet/ledger');
      await postMovement(tx, { idempotencyKey: 'gift-1', kind: 'gift', legs: [{ account: { house: 'house_promotions' }, amount: -30 }, { account: { playerId: p.playerId, kind: 'gift' }, amount: 30 }], at: t.clock.now() });
      await postMovement(tx, { idempotencyKey: 'win-1', kind: 'prize', legs: [{ account: { house: 'house_prizes' }, amount: -1_000 }, { account: { playerId: p.playerId, kind: 'withdrawable' }, amount: 1_000 }], at: t.clock.now() });
    });
    expect((await buy(t.app, p.token)).envelope.code).toBe(0);
    expect(await playerBalances(t.db, p.playerId)).toEqual({ gift: 0, bet: 0, withdrawable: 980 });
  });

  it('buys a plan of 3 consecutive draws as a chase: one order per draw, one chase_stake movement', async () => {
    const p = await ready();
    const { envelope } = await buy(t.app, p.token, { drawCount: 3, amount: 600 });
    expect(envelope.code).toBe(0);
    const chaseId = envelope.data!.chaseId!;
    expect(chaseId).toMatch(/^\d+$/);
    const { rows } = await t.db.query<{ draw_id: number; status: number; draw_seq: number }>('select draw_id, status, draw_seq from orders where chase_id = $1 order by draw_seq', [chaseId]);
    const draws = await Promise.all([0, 1, 2].map((i) => nextDraw(t.db, 72, t.clock.now(), i)));
    expect(rows).toEqual(draws.map((d, i) => ({ draw_id: d.id, status: 5, draw_seq: i + 1 })));
    expect((await t.db.query("select idempotency_key from ledger_movements where kind = 'chase_stake'")).rows).toEqual([{ idempotency_key: `chase:${chaseId}` }]);
    expect(await totalBalance(t.db, p.playerId)).toBe(9_400);
  });

  describe('refusals charge nothing', () => {
    async function refused(p: { playerId: number; token: string }, order: Record<string, unknown>, token = p.token) {
      const before = await totalBalance(t.db, p.playerId);
      const { envelope } = await buy(t.app, token, order);
      expect(await totalBalance(t.db, p.playerId)).toBe(before);
      expect(await orderCount()).toBe(0);
      expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
      return envelope;
    }

    it('refuses a guest', async () => {
      await announceDraws(t.db, t.clock);
      const { envelope } = await callHapi(t.app, '101101', { ...PICK3_EXACT, idempotencyKey: randomUUID() });
      expect(envelope.code).toBe(ErrorCode.sessionMissing);
      expect(await orderCount()).toBe(0);
    });

    it('refuses an unverified player with 403000801', async () => {
      await announceDraws(t.db, t.clock);
      const p = await buyer(t.db, t.clock, 10_000, 1);
      expect((await refused(p, {})).code).toBe(ErrorCode.kycRequired);
    });

    it('refuses an invalid plan with the game rules\' issue', async () => {
      const p = await ready();
      const envelope = await refused(p, { playType: 7203, selections: [{ numbers: [7, 7, 7] }] });
      expect(envelope.code).toBe(ErrorCode.validationFailed);
      expect(envelope.data).toEqual({ issues: [{ path: ['data', 'selections', 0], message: 'validation.anyIdentical' }] });
    });

    it('refuses an amount other than the server\'s price, answering the price', async () => {
      const p = await ready();
      const envelope = await refused(p, { amount: 100 });
      expect(envelope.code).toBe(ErrorCode.orderPriceChanged);
      expect(envelope.data).toEqual({ amount: 200 });
    });

    it('refuses a suspended game with 403000949 and the sales-suspension message', async () => {
      const p = await ready();
      await t.db.query("update games set sales_suspended = true where app_key = 'pick3'");
      const envelope = await refused(p, {});
      expect(envelope.code).toBe(ErrorCode.gameSalesSuspended);
      expect(envelope.message).toMatch(/suspended/);
    });

    it('refuses a draw whose sales closed, even before the engine closed it', async () => {
      await announceDraws(t.db, t.clock);
      const next = await nextDraw(t.db, 72, t.clock.now());
      t.clock.set(catalogueClose(72, next.expectedAt));
      const p = await buyer(t.db, t.clock, 10_000);
      expect((await refused(p, { phase: next.phase })).code).toBe(ErrorCode.salesClosed);
    });

    it('refuses a balance that cannot pay, with the deposit message and bet_insufficient on the socket', async () => {
      const p = await ready(150);
      const seen: GatewayEvent[] = [];
      const off = events.subscribe((e) => seen.push(e));
      const envelope = await refused(p, {});
      off();
      expect(envelope.code).toBe(ErrorCode.insufficientBalance);
      expect(envelope.message).toBe('Insufficient account balance, kindly deposit first.');
      expect(seen).toEqual([{ kind: 'player', playerId: p.playerId, changeType: 'bet_insufficient' }]);
    });
  });

  it('101105 prices an order and tells whether the balance covers it, buying nothing', async () => {
    const p = await ready(300);
    const one = await callHapi(t.app, '101105', { ...PICK3_EXACT, idempotencyKey: randomUUID() }, { token: p.token });
    const two = await callHapi(t.app, '101105', { ...PICK3_EXACT, drawCount: 2, amount: 400, idempotencyKey: randomUUID() }, { token: p.token });
    expect([one.envelope.data, two.envelope.data]).toEqual([{ amount: 200, balanceSufficient: true }, { amount: 400, balanceSufficient: false }]);
    expect(await orderCount()).toBe(0);
  });

  it('of 20 purchases fired together against a balance for 7, exactly 7 succeed and nothing is overdrawn', async () => {
    const p = await ready(1_400);
    const replies = await Promise.all(Array.from({ length: 20 }, () => buy(t.app, p.token)));
    const codes = replies.map((r) => r.envelope.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(7);
    expect(codes.filter((c) => c === ErrorCode.insufficientBalance)).toHaveLength(13);
    expect(await totalBalance(t.db, p.playerId)).toBe(0);
    expect(await orderCount()).toBe(7);
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
  });

  it('of 20 purchases of AED 2 fired together under a wager limit of AED 10, exactly 5 are bought; the others get 403000619 with the limit and are charged nothing', async () => {
    const p = await ready(10_000);
    expect((await setLimit(t.app, p.token, 4, 1_000, DAY_MINUTES)).envelope.code).toBe(0);
    const replies = await Promise.all(Array.from({ length: 20 }, () => buy(t.app, p.token)));
    const codes = replies.map((r) => r.envelope.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    const refused = replies.filter((r) => r.envelope.code === ErrorCode.selfExcluded);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.envelope.data).toMatchObject({ userExclusionType: 4, betAmountLimit: 1_000, remainAmount: 0 });
    expect(await totalBalance(t.db, p.playerId)).toBe(9_000);
    expect(await orderCount()).toBe(5);
    expect(await limitRecord(t.app, p.token, 4)).toMatchObject({ state: 'reached', remainAmount: 0 });
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
  });

  it('sells every game until the catalogue\'s sales close, where the countdown (660203) ends, and refuses it from that moment (403001202)', async () => {
    await announceDraws(t.db, t.clock);
    const games = [];
    for (const game of GAMES) {
      const countdown = (await callHapi<{ phase: string; salesCloseAt: number; drawAt: number }>(t.app, '660203', { lotteryType: game.lotteryType })).envelope.data!;
      expect(countdown.salesCloseAt, game.key).toBe(catalogueClose(game.lotteryType, countdown.drawAt));
      const playType = rulesOf(game).playTypes[0]!.code;
      const selections = [easyPick(game, playType, Math.random)];
      const price = priceOrder(game, { playType, selections });
      if (!price.ok) throw new Error(`${game.key}: ${JSON.stringify(price.issues)}`);
      const order = { appKey: game.key, lotteryType: game.lotteryType, playType, selections, amount: price.amount, phase: countdown.phase };
      games.push({ key: game.key, close: countdown.salesCloseAt, order });
    }
    // Time only moves forward: the games in the order of their close.
    for (const { key, close, order } of games.sort((a, b) => a.close - b.close)) {
      t.clock.set(close - 1);
      const p = await buyer(t.db, t.clock, 100_000); // a session of its own: hours pass between games
      expect((await buy(t.app, p.token, order)).envelope.code, `${key} a millisecond before the close`).toBe(0);
      t.clock.set(close);
      expect((await buy(t.app, p.token, order)).envelope.code, `${key} at the close`).toBe(ErrorCode.salesClosed);
    }
  });

  it('racing the sales close, every accepted ticket of the draw is in its fingerprint', async () => {
    await announceDraws(t.db, t.clock);
    const next = await nextDraw(t.db, 72, t.clock.now());
    // The close the catalogue sets, which the stored one must be.
    expect(next.salesCloseAt).toBe(catalogueClose(72, next.expectedAt));
    t.clock.set(next.salesCloseAt - 1);
    const p = await buyer(t.db, t.clock, 100_000);
    const purchases = Array.from({ length: 10 }, () => buy(t.app, p.token, { phase: next.phase }));
    const [closed, ...replies] = await Promise.all([closeDueSales(t.db, next.salesCloseAt, ORDER_TICKETS), ...purchases]);
    expect(closed).toContain(next.id);
    const accepted = replies.filter((r) => r.envelope.code === 0).length;
    expect(replies.every((r) => r.envelope.code === 0 || r.envelope.code === ErrorCode.salesClosed)).toBe(true);
    const { rows } = await t.db.query<{ ticket_count: number }>('select ticket_count from draws where id = $1', [next.id]);
    expect(rows[0]!.ticket_count).toBe(accepted);
    expect(await orderCount()).toBe(accepted);
    // After the close nothing more gets in.
    expect((await buy(t.app, p.token, { phase: next.phase })).envelope.code).toBe(ErrorCode.salesClosed);
  });
});
