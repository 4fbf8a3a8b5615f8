// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../sdk';
import { defineDeposit } from '../../../elements/deposits/deposit/deposit-element';
import { depositReducer, initialDepositState } from '../../../elements/deposits/deposit/deposit-flow-state';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { balance, hostNavigations } from '../helpers';
import { CODES, byName, depositClient, depositOptions, field, mount, openingGateways, savedCard, shadow, status, submitIn, text, typeInto, until } from './deposit-helpers';

defineDeposit();
hostNavigations();

const USABLE = '102012';

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  couponId: '7',
  amount: 1_500,
  minAmount: 5_000,
  validStartTimestamp: Date.UTC(2026, 10, 1),
  validEndTimestamp: Date.UTC(2026, 11, 1),
  state: 'available',
  usedAt: null,
  usedOnGatewayId: null,
  ...overrides,
});

function depositPage(usable: Reply, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway({
    [CODES.depositOptions]: { data: depositOptions() },
    [CODES.recharge]: openingGateways(),
    [CODES.rechargeStatus]: { data: status('PENDING') },
    [CODES.balance]: { data: balance() },
    [USABLE]: usable,
  });
  const test = depositClient(gateway, { language });
  const element = mount('nl-deposit', test.client);
  return { ...test, gateway, root: shadow(element) };
}

describe('the coupon picker on the deposit amount step (SPEC §3 couponId)', () => {
  it('offers the coupons the amount allows and adds the chosen one to the deposit', async () => {
    const page = depositPage((data) => ({ data: { items: (data as { amount: number }).amount >= 5_000 ? [coupon()] : [] } }));
    typeInto(await until(() => field<HTMLInputElement>(page.root, 'Amount (AED)')), '100');
    const picker = await until(() => page.root.querySelector('[part="coupons"]'));
    expect(text(picker)).toContain('Add a coupon');
    expect(text(picker)).toContain('AED 15 gift with this deposit');
    expect(page.gateway.callsOf(USABLE)).toContainEqual({ amount: 10_000 });
    byName(picker as HTMLElement, /AED 15 gift with this deposit/, 'label')!.querySelector('input')!.click();
    submitIn(page.root.querySelector('[part="amount"]')!);
    await until(() => page.root.querySelector('[part="payment"]'));
    expect(page.gateway.callsOf(CODES.recharge)).toEqual([expect.objectContaining({ amount: 10_000, couponId: '7' })]);
  });

  it('shows nothing without a usable coupon or when 102012 fails, and the deposit carries no coupon', async () => {
    const page = depositPage({ code: 200000001, message: 'unavailable' });
    typeInto(await until(() => field<HTMLInputElement>(page.root, 'Amount (AED)')), '100');
    await until(() => page.gateway.callsOf(USABLE).length > 0);
    submitIn(page.root.querySelector('[part="amount"]')!);
    await until(() => page.root.querySelector('[part="payment"]'));
    expect(page.root.querySelector('[part="coupons"]')).toBeNull();
    expect(page.gateway.callsOf(CODES.recharge)[0]).not.toHaveProperty('couponId');
  });

  it('speaks Arabic', async () => {
    const page = depositPage({ data: { items: [coupon()] } }, 'ar-AE');
    typeInto(await until(() => page.root.querySelector<HTMLInputElement>('input[name="amount"]')), '100');
    const picker = await until(() => page.root.querySelector('[part="coupons"]'));
    expect(text(picker)).toContain('أضف قسيمة');
    expect(text(picker)).toContain('بدون قسيمة');
  });

  it('renews a refused deposit with the same coupon', () => {
    let state = depositReducer(initialDepositState({ gatewayId: null, amount: null, paymentFinished: false }), { type: 'amountChosen', amount: 10_000, couponId: '7' });
    expect(state.request).toEqual({ kind: 'open', amount: 10_000, couponId: '7' });
    state = depositReducer(state, { type: 'openAnswered', answer: { kind: 'opened', gatewayId: 'G-1' } });
    state = depositReducer(state, { type: 'cardChosen', choice: { kind: 'saved', card: savedCard() } });
    state = depositReducer(state, { type: 'paymentSubmitted', details: { kind: 'saved', cvv: '123' } });
    if (state.request?.kind !== 'pay') return expect.unreachable('a payment should be in flight');
    state = depositReducer(state, { type: 'paymentAnswered', answer: { kind: 'refused', error: { key: 'deposit.errors.paymentFailed' }, code: 403000406 } });
    expect(state.request).toEqual({ kind: 'renew', amount: 10_000, couponId: '7' });
  });
});
