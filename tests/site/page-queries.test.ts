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
