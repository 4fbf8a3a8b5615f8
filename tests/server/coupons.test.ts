import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../sdk/commands/deposits';
import { ErrorCode } from '../../sdk/errors/codes';
import { runGrantCoupon, USAGE } from '../../host-demo/server/dev/grant-coupon';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { reconcileBalances } from '../../host-demo/server/domains/wallet/reconcile';
import { creditDeposit } from '../../host-demo/server/domains/deposits/credit-deposit';
import { DEFAULT_DEPOSIT_SETTINGS } from '../../host-demo/server/config';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession } from './helpers/gateway';
import { CARDS, RETURN_URL, newKey, payWithNewCard, rechargeStatus } from './helpers/deposits';
import { gatewayPerTest } from './helpers/per-test';

const DAY = 86_400_000;
const DEPOSIT = 10_000;

describe.each(availableBackends())('coupons on $name', (backend) => {
  const t = gatewayPerTest(backend);

  /** `npm run coupon` for the player: the coupon's id. */
  async function grant(playerId: number, opts: { amount?: number; minAmount?: number; days?: number; from?: number } = {}): Promise<string> {
    const args = ['--to', String(playerId), '--amount', String(opts.amount ?? 1_000), '--min-amount', String(opts.minAmount ?? 5_000), '--days', String(opts.days ?? 7)];
    if (opts.from !== undefined) args.push('--from', new Date(opts.from).toISOString());
    const outcome = await runGrantCoupon(args, t.db, t.clock);
    expect(outcome.exitCode, outcome.line).toBe(0);
    return /^coupon (\d+):/.exec(outcome.line)![1]!;
  }

  const recharge = (token: string, amount: number, couponId?: string, idempotencyKey = newKey()) =>
    callHapi<{ gatewayId: string }>(t.app, '420544', { amount, channelType: 710, orderType: 1, mode: 104, returnUrl: RETURN_URL, idempotencyKey, ...(couponId ? { couponId } : {}) }, { token });
  const balances = async (token: string) => (await callHapi<{ betBalance: number; giftBalance: number }>(t.app, '100124', {}, { token })).envelope.data!;
  const list = async (token: string, state: string, extra: Record<string, unknown> = {}) =>
    (await callHapi<{ items: Coupon[]; nextCursor: string | null }>(t.app, '102004', { state, ...extra }, { token })).envelope;
  const count = async (token: string) => (await callHapi<{ available: number }>(t.app, '102011', {}, { token })).envelope.data!.available;
  const usable = async (token: string, amount: number) => (await callHapi<{ items: Coupon[] }>(t.app, '102012', { amount }, { token })).envelope.data!.items.map((c) => c.couponId);
  const depositRows = async (playerId: number) => Number((await t.db.query<{ n: number }>('select count(*)::int as n from deposit_orders where player_id = $1', [playerId])).rows[0]!.n);
  const giftMovements = async (playerId: number) =>
    Number((await t.db.query<{ n: number }>(`select count(*)::int as n from ledger_movements where kind = 'gift' and player_id = $1`, [playerId])).rows[0]!.n);

  it('a granted coupon is listed available, counted, and offered for deposits of at least its minimum', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    const id = await grant(playerId, { amount: 1_500, minAmount: 5_000, days: 7 });
    const page = await list(token, 'available');
    expect(page.data!.items).toEqual([
      { couponId: id, amount: 1_500, minAmount: 5_000, validStartTimestamp: t.clock.now(), validEndTimestamp: t.clock.now() + 7 * DAY, state: 'available', usedAt: null, usedOnGatewayId: null },
    ]);
    expect(await count(token)).toBe(1);
    expect(await usable(token, 5_000)).toEqual([id]);
    expect(await usable(token, 4_999)).toEqual([]);
    expect((await callHapi<{ coupon: Coupon }>(t.app, '102027', { couponId: id }, { token })).envelope.data!.coupon.couponId).toBe(id);
  });

  it('a deposit carrying a coupon credits the deposit and the coupon to the gift balance once, and the coupon is then used', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    const id = await grant(playerId, { amount: 1_500, minAmount: 5_000 });
    const opened = await recharge(token, DEPOSIT, id);
    expect(opened.envelope.code).toBe(0);
    const gatewayId = opened.envelope.data!.gatewayId;
    // Held by the open deposit: no other deposit is offered it.
    expect(await usable(token, DEPOSIT)).toEqual([]);
    expect((await payWithNewCard(t.app, token, gatewayId, DEPOSIT, CARDS.approved)).envelope.data!.status).toBe('SUCCESS');
    expect(await balances(token)).toMatchObject({ betBalance: DEPOSIT, giftBalance: 1_500 });
    expect(await giftMovements(playerId)).toBe(1);
    expect(await count(token)).toBe(0);
    const used = (await list(token, 'used')).data!.items;
    expect(used).toMatchObject([{ couponId: id, state: 'used', usedAt: t.clock.now(), usedOnGatewayId: gatewayId }]);
    const orderId = (await rechargeStatus(t.app, token, gatewayId)).envelope.data!.orderId;
    expect((await callHapi(t.app, '101077', { orderId }, { token })).envelope.data).toMatchObject({ orderPayStatus: 2, couponId: id });
    // Used once: a second deposit naming it is refused and opens nothing.
    const before = await depositRows(playerId);
    expect((await recharge(token, DEPOSIT, id)).envelope.code).toBe(ErrorCode.couponUnavailable);
    expect(await depositRows(playerId)).toBe(before);
  });

  it('refuses a deposit below the minimum, outside the validity or with another player\'s coupon, and opens nothing', async () => {
    const { playerId, token: first } = await playerWithSession(t.db, t.clock);
    let token = first;
    const other = await playerWithSession(t.db, t.clock, 'other.player');
    const small = await grant(playerId, { minAmount: 20_000 });
    const later = await grant(playerId, { from: t.clock.now() + DAY });
    const expiring = await grant(playerId, { days: 1 });
    const theirs = await grant(other.playerId);

    const below = (await recharge(token, DEPOSIT, small)).envelope;
    expect(below.code).toBe(ErrorCode.couponBelowMinimum);
    expect(below.message).toContain('200');
    expect((await recharge(token, DEPOSIT, later)).envelope.code).toBe(ErrorCode.couponNotValidNow);
    expect((await recharge(token, DEPOSIT, theirs)).envelope.code).toBe(ErrorCode.couponUnavailable);
    expect((await recharge(token, DEPOSIT, '999999999')).envelope.code).toBe(ErrorCode.couponUnavailable);
    expect((await recharge(token, DEPOSIT, 'abc')).envelope.code).toBe(ErrorCode.validationFailed);
    expect((await recharge(token, DEPOSIT, '1'.repeat(19))).envelope.code).toBe(ErrorCode.validationFailed);

    t.clock.advance(DAY);
    token = (await openSession(t.db, playerId, t.clock.now())).token;
    expect((await recharge(token, DEPOSIT, expiring)).envelope.code).toBe(ErrorCode.couponNotValidNow);
    expect(await depositRows(playerId)).toBe(0);
    expect((await list(token, 'expired')).data!.items.map((c) => [c.couponId, c.state])).toEqual([[expiring, 'expired']]);
    expect((await callHapi(t.app, '102027', { couponId: theirs }, { token })).envelope.code).toBe(ErrorCode.couponNotFound);
    // The one now valid is usable; the expired one is not counted.
    expect(await count(token)).toBe(2);
    expect((await recharge(token, DEPOSIT, later)).envelope.code).toBe(0);
  });

  it('20 deposits naming one coupon fired together: one holds it, 19 are refused and open nothing; the gift is credited once', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    const id = await grant(playerId, { amount: 2_000, minAmount: 0 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => recharge(token, DEPOSIT, id)));
    const codes = answers.map((a) => a.envelope.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.couponUnavailable)).toHaveLength(19);
    expect(await depositRows(playerId)).toBe(1);
    const gatewayId = answers.find((a) => a.envelope.code === 0)!.envelope.data!.gatewayId;
    await payWithNewCard(t.app, token, gatewayId, DEPOSIT, CARDS.approved);
    expect(await balances(token)).toMatchObject({ giftBalance: 2_000 });
    expect(await giftMovements(playerId)).toBe(1);
    expect(await reconcileBalances(t.db)).toEqual([]);
  });

  it('a declined deposit lets the coupon go to the next deposit', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    const id = await grant(playerId, { amount: 1_000, minAmount: 0 });
    const first = (await recharge(token, DEPOSIT, id)).envelope.data!.gatewayId;
    expect((await payWithNewCard(t.app, token, first, DEPOSIT, CARDS.declined)).envelope.data!.status).toBe('FAILURE');
    expect(await balances(token)).toMatchObject({ giftBalance: 0 });
    expect(await usable(token, DEPOSIT)).toEqual([id]);
    const second = (await recharge(token, DEPOSIT, id)).envelope.data!.gatewayId;
    await payWithNewCard(t.app, token, second, DEPOSIT, CARDS.approved);
    expect(await balances(token)).toMatchObject({ betBalance: DEPOSIT, giftBalance: 1_000 });
  });

  it('a deposit whose 3-D Secure page was abandoned past its lifetime lets the coupon go to the next deposit, and a late credit of it adds no gift', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    const id = await grant(playerId, { amount: 1_000, minAmount: 0 });
    const first = (await recharge(token, DEPOSIT, id)).envelope.data!.gatewayId;
    expect((await payWithNewCard(t.app, token, first, DEPOSIT, CARDS.challenge)).envelope.data!.redirect).toBeTruthy();
    expect((await recharge(token, DEPOSIT, id)).envelope.code).toBe(ErrorCode.couponUnavailable);
    t.clock.advance(DEFAULT_DEPOSIT_SETTINGS.orderLifetimeSeconds * 1000);
    const later = (await openSession(t.db, playerId, t.clock.now())).token;
    const second = (await recharge(later, DEPOSIT, id)).envelope;
    expect(second.code).toBe(0);
    // The first deposit credited late (an acquirer's approval after its lifetime): the money, not the coupon.
    const { rows } = await t.db.query<{ id: number }>('select id from deposit_orders where gateway_id = $1', [first]);
    await t.db.transaction((tx) => creditDeposit(tx, { id: Number(rows[0]!.id) }, t.clock.now()));
    expect(await balances(later)).toMatchObject({ betBalance: DEPOSIT, giftBalance: 0 });
    await payWithNewCard(t.app, later, second.data!.gatewayId, DEPOSIT, CARDS.approved);
    expect(await balances(later)).toMatchObject({ betBalance: 2 * DEPOSIT, giftBalance: 1_000 });
    expect(await giftMovements(playerId)).toBe(1);
  });

  it('the same idempotency key answers the same deposit for the same request, and is refused with another coupon', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    const id = await grant(playerId, { minAmount: 0 });
    const other = await grant(playerId, { minAmount: 0 });
    const key = newKey();
    const first = (await recharge(token, DEPOSIT, id, key)).envelope;
    const again = (await recharge(token, DEPOSIT, id, key)).envelope;
    expect(again).toMatchObject({ code: 0, data: { gatewayId: first.data!.gatewayId } });
    expect((await recharge(token, DEPOSIT, other, key)).envelope.code).toBe(ErrorCode.idempotencyKeyReused);
    expect((await recharge(token, DEPOSIT, undefined, key)).envelope.code).toBe(ErrorCode.idempotencyKeyReused);
    expect(await depositRows(playerId)).toBe(1);
    // The other coupon was not taken by the refused request.
    expect(await usable(token, DEPOSIT)).toEqual([other]);
  });

  it('pages each list by its cursor and refuses unbounded requests', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    const ids = [await grant(playerId, { days: 3 }), await grant(playerId, { days: 1 }), await grant(playerId, { days: 2 })];
    const first = (await list(token, 'available', { pageSize: 2 })).data!;
    expect(first.items.map((c) => c.couponId)).toEqual([ids[1], ids[2]]);
    const second = (await list(token, 'available', { pageSize: 2, cursor: first.nextCursor })).data!;
    expect(second).toEqual({ items: [expect.objectContaining({ couponId: ids[0] })], nextCursor: null });
    expect((await list(token, 'available', { pageSize: 51 })).code).toBe(ErrorCode.validationFailed);
    expect((await list(token, 'held')).code).toBe(ErrorCode.validationFailed);
    expect((await list(token, 'used', { cursor: 'x; drop table coupons' })).code).toBe(ErrorCode.validationFailed);
  });

  it('the operator script refuses bad input and grants nothing', async () => {
    const { playerId } = await playerWithSession(t.db, t.clock);
    expect(await runGrantCoupon([], t.db, t.clock)).toEqual({ exitCode: 1, line: USAGE });
    expect((await runGrantCoupon(['--to', String(playerId), '--amount', '0', '--days', '7'], t.db, t.clock)).exitCode).toBe(1);
    expect((await runGrantCoupon(['--to', String(playerId), '--amount', '100', '--days', '400'], t.db, t.clock)).exitCode).toBe(1);
    expect((await runGrantCoupon(['--to', '987654', '--amount', '100', '--days', '7'], t.db, t.clock)).line).toBe('player 987654: not found');
    expect(Number((await t.db.query<{ n: number }>('select count(*)::int as n from coupons')).rows[0]!.n)).toBe(0);
  });
});
