import { describe, expect, it } from 'vitest';
import { closeDueSales } from '../../host-demo/server/domains/draws/close-sales';
import { ORDER_TICKETS } from '../../host-demo/server/domains/orders/order-tickets';
import { playerBalances } from '../../host-demo/server/domains/wallet/ledger';
import { InProcessEventBus, type GatewayEvent } from '../../host-demo/server/events/event-bus';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { callHapi, tableSnapshot } from './helpers/gateway';
import { expectLedgerReconciles, move } from './helpers/ledger';
import { announceDraws, buy, buyer, nextDraw, totalBalance } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';
import { DAY_MINUTES, limitRecord, setLimit } from './helpers/responsible-play';
import { ledgerTotals } from './helpers/withdrawals';

describe.each(availableBackends())('103001 order cancellation on $name', (backend) => {
  const events = new InProcessEventBus();
  const t = gatewayPerTest(backend, { events });

  const cancel = (token: string, orderId: unknown) => callHapi<{ orderId: string; status: number; refundAmount: number }>(t.app, '103001', { orderId }, { token });

  async function boughtOrder(deposit = 10_000, order: Record<string, unknown> = {}) {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, deposit);
    const { envelope } = await buy(t.app, p.token, order);
    expect(envelope.code).toBe(0);
    return { ...p, orderId: envelope.data!.id, chaseId: envelope.data!.chaseId };
  }

  const orderRow = async (id: string) =>
    (await t.db.query<{ status: number; settled_at: Date | null }>('select status, settled_at from orders where id = $1', [id])).rows[0]!;

  it('refunds a single order while its draw is on sale: status 6, the stake back, one order refund, the wallet told', async () => {
    const p = await boughtOrder();
    expect(await totalBalance(t.db, p.playerId)).toBe(9_800);
    const seen: GatewayEvent[] = [];
    const off = events.subscribe((e) => seen.push(e));
    const { envelope } = await cancel(p.token, p.orderId);
    off();
    expect(envelope).toMatchObject({ code: 0, data: { orderId: p.orderId, status: 6, refundAmount: 200 } });
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000);
    expect(await orderRow(p.orderId)).toEqual({ status: 6, settled_at: new Date(t.clock.now()) });
    expect((await t.db.query("select idempotency_key, player_amount from ledger_movements where kind = 'stake_refund'")).rows).toEqual([
      { idempotency_key: `order-refund:${p.orderId}`, player_amount: 200 },
    ]);
    expect(seen).toEqual([{ kind: 'player', playerId: p.playerId, changeType: 'wallet' }]);
    // The order detail shows it refunded; Transactions lists an order refund.
    const detail = await callHapi<{ order: { status: number } }>(t.app, '101066', { orderId: p.orderId }, { token: p.token });
    expect(detail.envelope.data!.order.status).toBe(6);
    const transactions = await callHapi<{ items: { category: string; amount: number }[] }>(t.app, '100125', { tab: 'all' }, { token: p.token });
    expect(transactions.envelope.data!.items[0]).toMatchObject({ category: 'orderRefund', amount: 200 });
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
    await expectLedgerReconciles(t.db);
  });

  it('returns each part of the stake to the balance it came from: gift stays gift', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 10_000);
    await move(t.db, p.playerId, 'gift', 150, { key: 'gift:test', at: t.clock.now() });
    const before = await playerBalances(t.db, p.playerId);
    const { envelope } = await buy(t.app, p.token);
    expect(envelope.code).toBe(0);
    expect((await playerBalances(t.db, p.playerId)).gift).toBe(0);
    expect((await cancel(p.token, envelope.data!.id)).envelope.code).toBe(0);
    expect(await playerBalances(t.db, p.playerId)).toEqual(before);
    await expectLedgerReconciles(t.db);
  });

  it('gives the stake back to the wager limit: a player at the limit can bet again after a cancellation', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 10_000);
    expect((await setLimit(t.app, p.token, 4, 400, DAY_MINUTES)).envelope.code).toBe(0);
    const first = await buy(t.app, p.token);
    expect((await buy(t.app, p.token)).envelope.code).toBe(0);
    expect((await buy(t.app, p.token)).envelope.code).toBe(ErrorCode.selfExcluded);
    expect((await cancel(p.token, first.envelope.data!.id)).envelope.code).toBe(0);
    expect(await limitRecord(t.app, p.token, 4)).toMatchObject({ remainAmount: 200 });
    expect((await buy(t.app, p.token)).envelope.code).toBe(0);
    expect(await totalBalance(t.db, p.playerId)).toBe(9_600);
  });

  it('of 6 cancellations sent together, one refunds and five are refused: the stake comes back once', async () => {
    const p = await boughtOrder();
    const replies = await Promise.all(Array.from({ length: 6 }, () => cancel(p.token, p.orderId)));
    const codes = replies.map((r) => r.envelope.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.orderNotCancellable)).toHaveLength(5);
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000);
    expect((await t.db.query("select 1 from ledger_movements where kind = 'stake_refund'")).rows).toHaveLength(1);
    await expectLedgerReconciles(t.db);
  });

  it('racing the sales close, a ticket is either cancelled and out of the fingerprint, or kept in it and refused', async () => {
    const p = await boughtOrder();
    const draw = await nextDraw(t.db, 72, t.clock.now());
    // The close runs at the draw's sales close; the cancellation arrives (by the gateway's clock) before it.
    const [, reply] = await Promise.all([closeDueSales(t.db, draw.salesCloseAt, ORDER_TICKETS), cancel(p.token, p.orderId)]);
    const { rows } = await t.db.query<{ ticket_count: number }>('select ticket_count from draws where id = $1', [draw.id]);
    if (reply.envelope.code === 0) {
      expect(rows[0]!.ticket_count).toBe(0);
      expect(await totalBalance(t.db, p.playerId)).toBe(10_000);
    } else {
      expect(reply.envelope.code).toBe(ErrorCode.orderNotCancellable);
      expect(rows[0]!.ticket_count).toBe(1);
      expect(await totalBalance(t.db, p.playerId)).toBe(9_800);
    }
  });

  it('refuses once the sales closed (403001206) and changes nothing', async () => {
    const p = await boughtOrder();
    const draw = await nextDraw(t.db, 72, t.clock.now());
    // The draw's sales close now (moving the draw rather than the clock keeps the session alive).
    await t.db.query('update draws set sales_close_at = $2 where id = $1', [draw.id, new Date(t.clock.now())]);
    const before = await tableSnapshot(t.db);
    expect((await cancel(p.token, p.orderId)).envelope.code).toBe(ErrorCode.orderNotCancellable);
    expect(await tableSnapshot(t.db)).toEqual(before);
    expect(await orderRow(p.orderId)).toMatchObject({ status: 1 });
  });

  it('refuses an order of a plan (stopped with 101072) and an order already refunded, with 403001206', async () => {
    const plan = await boughtOrder(10_000, { drawCount: 3, amount: 600 });
    expect(plan.chaseId).not.toBeNull();
    expect((await cancel(plan.token, plan.orderId)).envelope.code).toBe(ErrorCode.orderNotCancellable);
    expect(await totalBalance(t.db, plan.playerId)).toBe(9_400);
    const single = await buy(t.app, plan.token);
    expect((await cancel(plan.token, single.envelope.data!.id)).envelope.code).toBe(0);
    expect((await cancel(plan.token, single.envelope.data!.id)).envelope.code).toBe(ErrorCode.orderNotCancellable);
    expect(await totalBalance(t.db, plan.playerId)).toBe(9_400);
  });

  it('answers another player\'s order and an unknown one as not found (404001201), touching neither', async () => {
    const owner = await boughtOrder();
    const other = await buyer(t.db, t.clock, 10_000);
    const before = await tableSnapshot(t.db);
    expect((await cancel(other.token, owner.orderId)).envelope.code).toBe(ErrorCode.orderNotFound);
    expect((await cancel(other.token, '999999999')).envelope.code).toBe(ErrorCode.orderNotFound);
    expect(await tableSnapshot(t.db)).toEqual(before);
    expect(await orderRow(owner.orderId)).toMatchObject({ status: 1 });
  });

  it.each([
    ['an empty id', ''],
    ['id 0', '0'],
    ['a leading zero', '01'],
    ['letters', '12a'],
    ['19 digits', '1'.repeat(19)],
    ['a number instead of text', 1],
    ['no id', undefined],
  ])('refuses %s with 400000012 and changes nothing', async (_label, orderId) => {
    const p = await boughtOrder();
    const before = await tableSnapshot(t.db);
    expect((await cancel(p.token, orderId)).envelope.code).toBe(ErrorCode.validationFailed);
    expect(await tableSnapshot(t.db)).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await callHapi(t.app, '103001', { orderId: '1' })).envelope.code).toBe(ErrorCode.sessionMissing);
  });
});
