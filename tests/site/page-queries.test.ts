import { describe, expect, it } from 'vitest';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';

const guest = { isLoggedIn: false };
const player = { isLoggedIn: true };

/** The page a path shows a logged-in player: its element's tag and attributes. */
function page(path: string, who = player) {
  const r = resolveLocation(path, who);
  if (r.kind !== 'route') throw new Error(`${path} did not resolve to a route: ${JSON.stringify(r)}`);
  return { tag: r.route.element?.tag, attrs: r.route.element?.attrs?.(r.params, r.query) ?? {}, route: r.route };
}

describe('/threeDigitOld and /orderTicket (SPEC §2): real pages', () => {
  it('shows the older Pick 3 chart at /threeDigitOld, to guests too', () => {
    expect(page('/threeDigitOld', guest)).toMatchObject({ tag: 'nl-trend', attrs: { mode: 'three-digit-old' }, route: { page: 'element', requiresLogin: false } });
  });

  it("shows an order's ticket at /orderTicket, by its orderId, and sends a guest to login first (SPEC §2 Access)", () => {
    expect(page('/orderTicket?orderId=5001')).toMatchObject({ tag: 'nl-order-detail', attrs: { 'order-id': '5001', view: 'ticket' }, route: { page: 'element' } });
    expect(page('/orderTicket').attrs).toEqual({ view: 'ticket' });
    expect(resolveLocation('/orderTicket?orderId=5001', guest)).toMatchObject({
      kind: 'redirect', to: `/account/login?redirect=${encodeURIComponent('/orderTicket?orderId=5001')}`, because: 'login-required',
    });
  });
});

describe('route query fields SPEC §2 names', () => {
  it("marks a new player's first deposit from the deposit route's isNewFlag, also through /recharge", () => {
    expect(page('/account/deposit?isNewFlag=1').attrs).toEqual({ 'first-deposit': 'true' });
    expect(page('/account/deposit?isNewFlag=true').attrs).toEqual({ 'first-deposit': 'true' });
    expect(page('/account/deposit?isNewFlag=0').attrs).toEqual({});
    const redirect = resolveLocation('/recharge?isNewFlag=1', player);
    expect(redirect.kind === 'redirect' && page(redirect.to).attrs).toEqual({ 'first-deposit': 'true' });
  });

  it("gives the settings page the way back to the route payBackName names, ours or SPEC's name for it", () => {
    expect(page('/account/accountSetting?payBackName=withdraw').attrs).toEqual({ 'back-path': '/account/withdraw' });
    expect(page('/account/accountSetting?payBackName=recharge').attrs).toEqual({ 'back-path': '/account/deposit' });
    expect(page('/account/accountSetting?payBackName=deposit').attrs).toEqual({ 'back-path': '/account/deposit' });
    expect(page('/account/accountSetting?payBackName=transfer').attrs).toEqual({ 'back-path': '/account/transactions' });
  });

  it('ignores a payBackName that is no route, names a route with params, or is a path', () => {
    for (const name of ['nowhere', 'result', 'accountSetting', '//evil.example', 'https://evil.example', '/account/withdraw']) {
      expect(page(`/account/accountSetting?payBackName=${encodeURIComponent(name)}`).attrs, name).toEqual({});
    }
    expect(page('/account/accountSetting').attrs).toEqual({});
  });
});
