import { describe, expect, it } from 'vitest';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';

const guest = { isLoggedIn: false };
const player = { isLoggedIn: true };

/** The element and attributes a path shows a logged-in player. */
function page(path: string) {
  const r = resolveLocation(path, player);
  if (r.kind !== 'route') throw new Error(`${path} did not resolve to a route: ${JSON.stringify(r)}`);
  return { tag: r.route.element?.tag, attrs: r.route.element?.attrs?.(r.params, r.query) ?? {}, route: r.route };
}

describe('deposit routes (SPEC §2 recharge, rechargeCopy, /payBankCard)', () => {
  it.each(['/account/deposit', '/account/depositCopy', '/payBankCard?gatewayId=G-1&money=10000&timestamp=1'])('send a guest at %s to login with the way back', (path) => {
    expect(resolveLocation(path, guest)).toMatchObject({ kind: 'redirect', to: `/account/login?redirect=${encodeURIComponent(path)}`, because: 'login-required' });
  });

  it('shows <nl-deposit> in the account layout at /account/deposit', () => {
    const { tag, attrs, route } = page('/account/deposit');
    expect(tag).toBe('nl-deposit');
    expect(attrs).toEqual({});
    expect(route).toMatchObject({ name: 'deposit', layout: 'account', titleKey: 'site.titles.deposit' });
  });

  it('tells the element when the 3-D Secure step returned to the deposit page', () => {
    expect(page('/account/deposit?payment=finished&gatewayId=G-7').attrs).toEqual({ 'payment-finished': 'true', 'gateway-id': 'G-7' });
    expect(page('/account/deposit?payment=other').attrs).toEqual({});
  });

  it('shows the app variant at /account/depositCopy, without the site header, footer or account menu', () => {
    const { tag, attrs, route } = page('/account/depositCopy');
    expect(tag).toBe('nl-deposit');
    expect(attrs).toEqual({ variant: 'app' });
    expect(route).toMatchObject({ hideHeader: true, hideFooter: true });
    expect(route.layout).toBeUndefined();
  });

  it('opens the card step of an already-opened deposit at /payBankCard, refusing a money value that is not whole fils', () => {
    expect(page('/payBankCard?gatewayId=G-1&money=10000&timestamp=1').attrs).toEqual({ 'gateway-id': 'G-1', amount: '10000' });
    expect(page('/payBankCard?gatewayId=G-1&money=12.5').attrs).toEqual({ 'gateway-id': 'G-1' });
  });

  it('redirects /recharge to the deposit page, keeping its query', () => {
    expect(resolveLocation('/recharge?isNewFlag=1', player)).toMatchObject({ kind: 'redirect', to: '/account/deposit?isNewFlag=1', because: 'redirect' });
  });
});
