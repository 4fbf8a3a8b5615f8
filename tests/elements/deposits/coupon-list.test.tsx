// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Coupon } from '../../../sdk';
import { defineCouponList } from '../../../elements/deposits/coupon-list/coupon-list-element';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { byName, depositClient, mount, record, shadow, text, until } from './deposit-helpers';

defineCouponList();

afterEach(() => {
  document.body.innerHTML = '';
});

const LIST = '102004';
const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 1, 8, 0);

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  couponId: '7',
  amount: 1_500,
  minAmount: 5_000,
  validStartTimestamp: START,
  validEndTimestamp: START + 30 * DAY,
  state: 'available',
  usedAt: null,
  usedOnGatewayId: null,
  ...overrides,
});

function couponsPage(replies: Record<string, Reply>, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway(replies);
  const test = depositClient(gateway, { language });
  const element = mount('nl-coupon-list', test.client);
  return { ...test, gateway, element, root: shadow(element) };
}

const couponTexts = (root: ShadowRoot) => Array.from(root.querySelectorAll('[part="coupon"]'), (c) => text(c));

describe('<nl-coupon-list> (SPEC §3 Coupon)', () => {
  it('shows the available coupons with their amount, minimum deposit and validity, and leads to the deposit page', async () => {
    const page = couponsPage({ [LIST]: { data: { items: [coupon(), coupon({ couponId: '8', amount: 500, minAmount: 0 })], nextCursor: null } } });
    await until(() => couponTexts(page.root).length === 2);
    expect(couponTexts(page.root)[0]).toContain('AED 15');
    expect(couponTexts(page.root)[0]).toContain('For a deposit of at least AED 50');
    expect(couponTexts(page.root)[0]).toContain('Valid from');
    expect(couponTexts(page.root)[1]).toContain('For a deposit of any amount');
    expect(page.gateway.callsOf(LIST)).toEqual([{ state: 'available', pageSize: 20 }]);
    const paths = record<{ path: string }>(page.element, 'nl-navigate-request');
    byName(page.root, 'Use a coupon with a deposit')!.click();
    expect(paths.map((p) => p.path)).toEqual(['/account/deposit']);
  });

  it('asks the server for each tab, says when a tab is empty, and loads more by the cursor', async () => {
    const page = couponsPage({
      [LIST]: (data) => {
        const { state, cursor } = data as { state: string; cursor?: string };
        if (state === 'used' && !cursor) return { data: { items: [coupon({ state: 'used', usedAt: START + DAY, usedOnGatewayId: 'g1' })], nextCursor: '1.7' } };
        if (state === 'used') return { data: { items: [coupon({ couponId: '9', state: 'used', usedAt: START, usedOnGatewayId: 'g2' })], nextCursor: null } };
        return { data: { items: [], nextCursor: null } };
      },
    });
    expect(text(await until(() => page.root.querySelector('[data-state="empty"]')))).toBe('You have no coupons to use right now.');
    byName(page.root, 'Used')!.click();
    await until(() => couponTexts(page.root).length === 1);
    expect(couponTexts(page.root)[0]).toContain('Used on');
    byName(page.root, 'Show more')!.click();
    await until(() => couponTexts(page.root).length === 2);
    expect(page.gateway.callsOf(LIST)).toContainEqual({ state: 'used', pageSize: 20, cursor: '1.7' });
    byName(page.root, 'Expired')!.click();
    expect(text(await until(() => page.root.querySelector('[data-state="empty"]')))).toBe('None of your coupons has expired.');
  });

  it('shows an error with Retry when the coupons cannot be loaded', async () => {
    let calls = 0;
    const page = couponsPage({ [LIST]: () => (++calls === 1 ? { code: 500000000, message: 'down' } : { data: { items: [coupon()], nextCursor: null } }) });
    expect(text(await until(() => page.root.querySelector('[role="alert"]')))).toContain('Your coupons could not be loaded.');
    byName(page.root, 'Retry')!.click();
    await until(() => couponTexts(page.root).length === 1);
  });

  it('speaks Arabic, right to left, with amounts kept left to right', async () => {
    const page = couponsPage({ [LIST]: { data: { items: [coupon()], nextCursor: null } } }, 'ar-AE');
    await until(() => couponTexts(page.root).length === 1);
    expect(text(page.root.querySelector('h1'))).toBe('القسائم');
    expect(page.root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect(page.root.querySelector('.amount bdi, .amount [dir="ltr"]')).toBeTruthy();
    expect(couponTexts(page.root)[0]).toContain('لإيداع لا يقل عن');
  });
});
