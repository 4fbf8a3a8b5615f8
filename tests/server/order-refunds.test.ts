import { describe, expect, it } from 'vitest';
import { runRefundReview, USAGE as REVIEW_USAGE } from '../../host-demo/server/dev/review-refund';
import { runSuspendGame } from '../../host-demo/server/dev/suspend-game';
import { playerBalances } from '../../host-demo/server/domains/wallet/ledger';
import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { callHapi } from './helpers/gateway';
import { expectLedgerReconciles, move } from './helpers/ledger';
import { announceDraws, buy, buyer, totalBalance } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';

interface Refund {
  orderId: string;
  refund: { reason: string; state: string; amount: number; createdAt: number; updatedAt: number } | null;
}

describe.each(availableBackends())('sales-suspended cancellations and their refunds (103005) on $name', (backend) => {
  const events = new InProcessEventBus();
  const t = gatewayPerTest(backend, { events });
  const deps = () => ({ db: t.db, events, clock: t.clock });
  const refundOf = async (token: string, orderId: string) => (await callHapi<Refund>(t.app, '103005', { orderId }, { token })).envelope;
  const review = (orderId: string, action: string) => runRefundReview([orderId, action], deps());
  const refundMovements = async (orderId: string) =>
    Number((await t.db.query<{ n: number }>('select count(*)::int as n from ledger_movements where idempotency_key = $1', [`order-refund:${orderId}`])).rows[0]!.n);

  async function boughtOrder() {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 10_000);
    const { envelope } = await buy(t.app, p.token);
    expect(envelope.code).toBe(0);
    return { ...p, orderId: envelope.data!.id };
  }

  it('an order still waiting is not refunded; suspending its game cancels it into a refund under review, and the purchase is refused', async () => {
    const p = await boughtOrder();
    expect((await refundOf(p.token, p.orderId)).data).toEqual({ orderId: p.orderId, refund: null });
    expect(await runSuspendGame(['pick3'], deps())).toEqual({ exitCode: 0, line: 'game pick3: sales suspended, 1 order(s) cancelled into refunds under review' });
    expect((await refundOf(p.token, p.orderId)).data!.refund).toEqual({ reason: 'salesSuspended', state: 'underReview', amount: 200, createdAt: t.clock.now(), updatedAt: t.clock.now() });
    const detail = await callHapi<{ order: { status: number } }>(t.app, '101066', { orderId: p.orderId }, { token: p.token });
    expect(detail.envelope.data!.order.status).toBe(6);
    // Not refunded yet: the money comes back only when the refund completes.
    expect(await totalBalance(t.db, p.playerId)).toBe(9_800);
    expect((await buy(t.app, p.token)).envelope.code).toBe(ErrorCode.gameSalesSuspended);
  });

  it('under review -> refunding -> completed returns the stake to the balances it was paid from, once', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 10_000);
    await move(t.db, p.playerId, 'gift', 150, { key: 'gift:test', at: t.clock.now() });
    const before = await playerBalances(t.db, p.playerId);
    const { envelope } = await buy(t.app, p.token);
    const orderId = envelope.data!.id;
    await runSuspendGame(['pick3'], deps());
    expect(await review(orderId, 'complete')).toEqual({ exitCode: 2, line: `order ${orderId}: refund underReview, nothing changed` });
    expect(await review(orderId, 'approve')).toEqual({ exitCode: 0, line: `order ${orderId}: refund underReview -> refunding` });
    expect((await refundOf(p.token, orderId)).data!.refund).toMatchObject({ state: 'refunding' });
    t.clock.advance(60_000);
    expect(await review(orderId, 'complete')).toEqual({ exitCode: 0, line: `order ${orderId}: refund refunding -> completed` });
    expect((await refundOf(p.token, orderId)).data!.refund).toMatchObject({ state: 'completed', updatedAt: t.clock.now() });
    expect(await playerBalances(t.db, p.playerId)).toEqual(before);
    expect(await review(orderId, 'fail')).toMatchObject({ exitCode: 2 });
    expect(await refundMovements(orderId)).toBe(1);
    const transactions = await callHapi<{ items: { category: string; amount: number }[] }>(t.app, '100125', { tab: 'all' }, { token: p.token });
    expect(transactions.envelope.data!.items[0]).toMatchObject({ category: 'orderRefund', amount: 200 });
    await expectLedgerReconciles(t.db);
  });

  it('an unsuccessful refund returns nothing and is final', async () => {
    const p = await boughtOrder();
    await runSuspendGame(['pick3'], deps());
    expect(await review(p.orderId, 'approve')).toMatchObject({ exitCode: 0 });
    expect(await review(p.orderId, 'fail')).toEqual({ exitCode: 0, line: `order ${p.orderId}: refund refunding -> unsuccessful` });
    expect((await refundOf(p.token, p.orderId)).data!.refund).toMatchObject({ state: 'unsuccessful' });
    expect(await review(p.orderId, 'complete')).toMatchObject({ exitCode: 2 });
    expect(await totalBalance(t.db, p.playerId)).toBe(9_800);
    expect(await refundMovements(p.orderId)).toBe(0);
  });

  it('completes once when two operators complete the same refund together', async () => {
    const p = await boughtOrder();
    await runSuspendGame(['pick3'], deps());
    await review(p.orderId, 'approve');
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => review(p.orderId, 'complete')));
    expect(outcomes.map((o) => o.exitCode).sort()).toEqual([0, 2, 2, 2]);
    expect(await totalBalance(t.db, p.playerId)).toBe(10_000);
    expect(await refundMovements(p.orderId)).toBe(1);
    await expectLedgerReconciles(t.db);
  });

  it('the order list (101065) shows each refunded order\'s refund state as 103005 does, and none for an order still waiting', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 10_000);
    const waiting = await buy(t.app, p.token);
    const cancelled = await buy(t.app, p.token);
    expect((await callHapi(t.app, '103001', { orderId: cancelled.envelope.data!.id }, { token: p.token })).envelope.code).toBe(0);
    const list = async () => {
      const { envelope } = await callHapi<{ items: { orderId: string; status: number; refundState: string | null }[] }>(t.app, '101065', { tab: 'lottery', filter: 'all', sort: 'newest', pageSize: 20 }, { token: p.token });
      return envelope.data!.items.map((o) => [o.orderId, o.status, o.refundState]);
    };
    expect(await list()).toEqual([[cancelled.envelope.data!.id, 6, 'completed'], [waiting.envelope.data!.id, 1, null]]);
    await runSuspendGame(['pick3'], deps());
    expect(await list()).toEqual([[cancelled.envelope.data!.id, 6, 'completed'], [waiting.envelope.data!.id, 6, 'underReview']]);
    await review(waiting.envelope.data!.id, 'approve');
    expect((await list())[1]).toEqual([waiting.envelope.data!.id, 6, 'refunding']);
    await review(waiting.envelope.data!.id, 'fail');
    expect((await list())[1]).toEqual([waiting.envelope.data!.id, 6, 'unsuccessful']);
  });

  it('a cancelled order reads as refunded at once; another player\'s order is not found; bad input changes nothing', async () => {
    const p = await boughtOrder();
    expect((await callHapi(t.app, '103001', { orderId: p.orderId }, { token: p.token })).envelope.code).toBe(0);
    expect((await refundOf(p.token, p.orderId)).data!.refund).toEqual({ reason: 'cancelled', state: 'completed', amount: 200, createdAt: t.clock.now(), updatedAt: t.clock.now() });
    const other = await buyer(t.db, t.clock, 0);
    expect((await refundOf(other.token, p.orderId)).code).toBe(ErrorCode.orderNotFound);
    expect((await refundOf(p.token, '0')).code).toBe(ErrorCode.validationFailed);
    expect((await refundOf(p.token, '9'.repeat(20))).code).toBe(ErrorCode.validationFailed);
    expect(await review('x', 'approve')).toEqual({ exitCode: 1, line: REVIEW_USAGE });
    expect(await review('99999', 'approve')).toEqual({ exitCode: 1, line: 'order 99999: no refund' });
    expect(await runSuspendGame(['no-such-game'], deps())).toEqual({ exitCode: 1, line: 'game no-such-game: not found' });
  });
});
