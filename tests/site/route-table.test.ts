import { describe, expect, it } from 'vitest';
import { matchPath } from '../../host-demo/site/routing/match-path';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import { ROUTES } from '../../host-demo/site/routing/route-table';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';

/** The translation at a dotted key, or undefined. */
const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('path matching', () => {
  it('reads named params and optional params', () => {
    expect(matchPath('/lottery/:name/results', '/lottery/pick3/results')).toEqual({ name: 'pick3' });
    expect(matchPath('/lottery/e-instants/:showkey/:demo?', '/lottery/e-instants/gold')).toEqual({ showkey: 'gold' });
    expect(matchPath('/lottery/e-instants/:showkey/:demo?', '/lottery/e-instants/gold/demo')).toEqual({ showkey: 'gold', demo: 'demo' });
  });
  it('does not match longer or shorter paths', () => {
    expect(matchPath('/lottery/results', '/lottery/results/extra')).toBeNull();
    expect(matchPath('/lottery/:name/results', '/lottery/results')).toBeNull();
  });
});

describe('route table', () => {
  it('shows home at /', () => {
    expect(resolveLocation('/')).toMatchObject({ kind: 'route', route: { name: 'home' } });
  });
  it('shows the draws list at /lottery/results and a game result page per game key', () => {
    expect(resolveLocation('/lottery/results')).toMatchObject({ kind: 'route', route: { name: 'draws' } });
    expect(resolveLocation('/lottery/pick4/results')).toMatchObject({ kind: 'route', route: { name: 'result' }, params: { name: 'pick4' } });
  });
  it('sends an unknown game or an unknown path home', () => {
    for (const path of ['/lottery/no-such-game/results', '/lottery/no-such-game', '/definitely/not/here']) {
      expect(resolveLocation(path)).toEqual({ kind: 'redirect', to: '/', because: 'unknown-path' });
    }
  });
  it('shows each game under /lottery/{game key}, and Color Prediction with the rest of its path', () => {
    expect(resolveLocation('/lottery/pick3')).toMatchObject({ kind: 'route', route: { name: 'game' }, params: { name: 'pick3' } });
    expect(resolveLocation('/lottery/colorprediction')).toMatchObject({ kind: 'route', route: { name: 'colorPrediction' } });
    expect(resolveLocation('/lottery/colorprediction/history/7')).toMatchObject({ kind: 'route', route: { name: 'colorPrediction' }, params: { '*': 'history/7' } });
    expect(resolveLocation('/lottery/colorprediction/results')).toMatchObject({ kind: 'route', route: { name: 'result' } });
  });
  it("shows each game's bet slip on its /lottery route and the games on /lottery/play, to guests too, demo on ?demo=1", () => {
    const slips: [string, string][] = [
      ['pick3', 'nl-pick3'], ['pick4', 'nl-pick4'], ['luckyday', 'nl-lucky-day'], ['magic5', 'nl-magic5'], ['fivetastic', 'nl-fivetastic'],
      ['super-diamond', 'nl-super-diamond'], ['quick-five', 'nl-quick-five'], ['octaluck', 'nl-octaluck'], ['super-ocean', 'nl-super-ocean'],
      ['colorprediction', 'nl-color-prediction'],
    ];
    for (const [key, tag] of slips) {
      const r = resolveLocation(`/lottery/${key}`);
      expect(r, key).toMatchObject({ kind: 'route', route: { page: 'element', element: { tag }, requiresLogin: false, hideFooter: true } });
      const route = (r as { route: (typeof ROUTES)[number] }).route;
      expect(route.element!.attrs!({ name: key }, new URLSearchParams('demo=1'))).toEqual({ demo: 'true' });
      expect(route.element!.attrs!({ name: key }, new URLSearchParams())).toEqual({});
    }
    expect(resolveLocation('/lottery/play')).toMatchObject({ kind: 'route', route: { name: 'lotteryPlay', page: 'element', element: { tag: 'nl-lottery-play' } } });
  });
  it('routes the super-app\'s login method to its page, for a guest only', () => {
    const r = resolveLocation('/botim/loginMethod?redirect=/lottery/results');
    expect(r).toMatchObject({ kind: 'route', route: { name: 'botimLoginMethod', page: 'element', element: { tag: 'nl-host-login' }, titleKey: 'site.titles.botimLoginMethod', hideHeader: true, guestOnly: true } });
    const route = (r as { route: (typeof ROUTES)[number] }).route;
    expect(route.element!.attrs!({}, new URLSearchParams('redirect=/lottery/results'))).toEqual({ redirect: '/lottery/results' });
    expect(route.element!.attrs!({}, new URLSearchParams('redirect=https://evil.example/'))).toEqual({ redirect: '/' });
  });
  it('mounts each micro-app of the registry in its frame, and e-instants in theirs (demo without login)', () => {
    expect(resolveLocation('/sport')).toMatchObject({ kind: 'route', route: { name: 'sport', page: 'element', element: { name: 'game-frame' }, titleKey: 'site.titles.sport' } });
    expect(resolveLocation('/newHulmPre')).toMatchObject({ kind: 'route', route: { name: 'hulmPreview', element: { name: 'game-frame' }, variantOf: 'hulm' } });
    const demo = resolveLocation('/lottery/e-instants/pearl-diver/demo');
    expect(demo).toMatchObject({ kind: 'route', route: { name: 'eInstants', element: { name: 'game-frame' }, hideHeader: true, hideFooter: true } });
  });
  it('redirects /home to home and /lottery/draw/list to draws', () => {
    expect(resolveLocation('/home')).toMatchObject({ kind: 'redirect', to: '/', because: 'redirect' });
    expect(resolveLocation('/lottery/draw/list')).toMatchObject({ kind: 'redirect', to: '/lottery/results', because: 'redirect' });
  });
  it('redirects /lottery/result?lotteryType to that game results page', () => {
    expect(resolveLocation('/lottery/result?lotteryType=72')).toMatchObject({ kind: 'redirect', to: '/lottery/pick3/results', because: 'redirect' });
    expect(resolveLocation('/lottery/result?lotteryType=93')).toMatchObject({ kind: 'redirect', to: '/lottery/colorprediction/results', because: 'redirect' });
    expect(resolveLocation('/lottery/result?lotteryType=1')).toMatchObject({ kind: 'redirect', to: '/lottery/results', because: 'redirect' });
  });
  it('redirects /withdraw, /recharge and /notification/list to their account pages', () => {
    expect(resolveLocation('/withdraw?backFullPath=%2Ffaq')).toMatchObject({ kind: 'redirect', to: '/account/withdraw?backFullPath=%2Ffaq', because: 'redirect' });
    expect(resolveLocation('/recharge')).toMatchObject({ kind: 'redirect', to: '/account/deposit', because: 'redirect' });
    expect(resolveLocation('/notification/list')).toMatchObject({ kind: 'redirect', to: '/account/notification/list', because: 'redirect' });
  });
  it('ignores a trailing slash', () => {
    expect(resolveLocation('/lottery/results/')).toMatchObject({ kind: 'route', route: { name: 'draws' } });
  });
  it('gives every route a title, a description and a keywords key', () => {
    for (const route of ROUTES) {
      expect(route.titleKey).toMatch(/^site\.titles\./);
      expect(route.descriptionKey).toMatch(/^site\.descriptions\./);
      expect(route.keywordsKey).toMatch(/^site\.keywords\./);
    }
  });
  it('has every title, description and keyword list in English and in Arabic', () => {
    const keys = [...new Set(ROUTES.flatMap((route) => [route.titleKey, route.descriptionKey, route.keywordsKey]))];
    const missing = keys.flatMap((key) => [['en-US', enUS], ['ar-AE', arAE]].filter(([, tree]) => typeof lookup(tree, key) !== 'string').map(([lang]) => `${lang} ${key}`));
    expect(missing).toEqual([]);
  });
});

describe('access guards (SPEC §2)', () => {
  const guest = { isLoggedIn: false };
  const player = { isLoggedIn: true };
  it('sends a guest opening /account/myprofile to login with the path to return to', () => {
    expect(resolveLocation('/account/myprofile', guest)).toMatchObject({ kind: 'redirect', to: '/account/login?redirect=%2Faccount%2Fmyprofile', because: 'login-required' });
    expect(resolveLocation('/account/myprofile', player)).toMatchObject({ kind: 'route', route: { name: 'myProfile' } });
  });
  it('keeps the query of the page a guest asked for', () => {
    expect(resolveLocation('/account/kycIframe?from=register', guest)).toMatchObject({
      kind: 'redirect', to: `/account/login?redirect=${encodeURIComponent('/account/kycIframe?from=register')}`,
    });
  });
  it.each(['/account/accountSetting', '/account/editAddress', '/account/notificationSettings', '/account/accountDeletion', '/account/accountDeletion/upload', '/account/accountDeletion/remark', '/account/kycIframe'])(
    'requires login for %s', (path) => {
      expect(resolveLocation(path, guest)).toMatchObject({ kind: 'redirect', to: expect.stringMatching(/^\/account\/login\?redirect=/), because: 'login-required' });
    });
  it('lets a guest reach login, registration and password recovery', () => {
    for (const path of ['/account/login', '/account/register', '/account/registerAddress', '/account/verCodeNew', '/account/registerSuccess', '/account/forgot-password', '/account/reset-password']) {
      expect(resolveLocation(path, guest)).toMatchObject({ kind: 'route' });
    }
  });
  it('sends a logged-in player from login to the return path, never to another site', () => {
    expect(resolveLocation('/account/login?redirect=%2Faccount%2Fmyprofile', player)).toMatchObject({ kind: 'redirect', to: '/account/myprofile', because: 'logged-in' });
    expect(resolveLocation('/account/login?redirect=%2F%2Fevil.example', player)).toMatchObject({ kind: 'redirect', to: '/', because: 'logged-in' });
  });
  it('keeps a logged-in player coming from a partner page on login, whose element hands the session off (the gateway checks the site)', () => {
    const r = resolveLocation('/account/login?redirect=https%3A%2F%2Fpartner.example%2Fplay', player);
    expect(r).toMatchObject({ kind: 'route' });
    expect(r.kind === 'route' && r.route.element?.attrs?.(r.params, r.query)).toEqual({ redirect: 'https://partner.example/play' });
  });
  it('passes the return path to the login element, cleaned', () => {
    const r = resolveLocation('/account/login?redirect=%2F%2Fevil.example', guest);
    expect(r.kind === 'route' && r.route.element?.attrs?.(r.params, r.query)).toEqual({ redirect: '/' });
  });
  it('maps the four registration routes to the steps of one element', () => {
    const steps = ['/account/register', '/account/registerAddress', '/account/verCodeNew', '/account/registerSuccess'].map((path) => {
      const r = resolveLocation(path, guest);
      return r.kind === 'route' ? [r.route.element?.tag, r.route.element?.attrs?.(r.params, r.query)] : null;
    });
    expect(steps).toEqual([
      ['nl-register', { step: 'identity' }], ['nl-register', { step: 'address' }], ['nl-register', { step: 'verify' }], ['nl-register', { step: 'success' }],
    ]);
  });
  it.each(['/sharePageHome', '/newOnePurchase', '/europeanCupHome', '/signInHome', '/SuperOcean'])('opens the login dialog over home at %s', (path) => {
    expect(resolveLocation(path, guest)).toMatchObject({ kind: 'route', route: { page: 'home', loginDialog: true } });
  });
  it.each(['/account/notification/list', '/messageDetail?id=7', '/notification/list'])(
    'sends a guest at %s to login with return path /notification/list (SPEC §2)', (path) => {
      const first = resolveLocation(path, guest);
      const atPage = first.kind === 'redirect' && first.because === 'redirect' ? resolveLocation(first.to, guest) : first;
      expect(atPage).toMatchObject({ kind: 'redirect', to: '/account/login?redirect=%2Fnotification%2Flist', because: 'login-required' });
    });
  it('shows the notification list and a message by its id to a player, in the account layout', () => {
    expect(resolveLocation('/account/notification/list', player)).toMatchObject({ kind: 'route', route: { page: 'element', element: { tag: 'nl-notification-list' }, layout: 'account' } });
    const detail = (path: string) => {
      const r = resolveLocation(path, player);
      return r.kind === 'route' ? [r.route.element?.tag, r.route.element?.attrs?.(r.params, r.query)] : null;
    };
    expect(detail('/messageDetail?id=42')).toEqual(['nl-notification-detail', { 'notification-id': '42' }]);
    expect(detail('/messageDetail?id=abc')).toEqual(['nl-notification-detail', {}]);
    expect(detail('/messageDetail?id=0')).toEqual(['nl-notification-detail', {}]);
  });
  it.each([
    ['/account/withdraw', 'nl-withdraw'],
    ['/account/transactions', 'nl-transactions'],
    ['/appWithdraw', 'nl-withdraw'],
    ['/account/order/list', 'nl-orders'],
    ['/orderDetail?orderId=1&lotteryType=72', 'nl-order-detail'],
    ['/account/order/orderDetail?orderId=1', 'nl-order-detail'],
    ['/account/order/futureDraws?chaseId=9', 'nl-chase-detail'],
    ['/account/order/grandPrize', 'nl-grand-prize'],
    ['/grandPrizeProcess?orderId=5', 'nl-grand-prize'],
  ])('requires login for %s, which shows <%s>', (path, tag) => {
    expect(resolveLocation(path, guest)).toMatchObject({ kind: 'redirect', to: `/account/login?redirect=${encodeURIComponent(path)}`, because: 'login-required' });
    expect(resolveLocation(path, player)).toMatchObject({ kind: 'route', route: { page: 'element', element: { tag } } });
  });
  it('passes the order, plan and grand prize to their elements; the orders page alone keeps the scroll position', () => {
    const attrs = (path: string) => {
      const r = resolveLocation(path, player);
      return r.kind === 'route' ? r.route.element?.attrs?.(r.params, r.query) : null;
    };
    expect(attrs('/orderDetail?orderId=77&lotteryType=72')).toEqual({ 'order-id': '77' });
    expect(attrs('/account/order/futureDraws?chaseId=9&orderId=77')).toEqual({ 'chase-id': '9' });
    expect(attrs('/account/order/futureDraws?orderId=77&lotteryType=72')).toEqual({ 'chase-id': '77' });
    expect(attrs('/grandPrizeProcess?orderId=5')).toEqual({ mode: 'claim', 'order-id': '5' });
    expect(attrs('/threeDigitTrend')).toEqual({ mode: 'three-digit' });
    expect(attrs('/trend?lotteryType=61')).toEqual({ 'lottery-type': '61' });
    expect(resolveLocation('/account/order/list', player)).toMatchObject({ kind: 'route', route: { keepScroll: true } });
    expect(resolveLocation('/account/order/orderDetail?orderId=1', player)).toMatchObject({ kind: 'route', route: { layout: 'account' } });
    const detail = resolveLocation('/account/order/orderDetail?orderId=1', player);
    expect(detail.kind === 'route' && detail.route.keepScroll).toBeFalsy();
  });
  it('passes the withdraw route\'s backFullPath to the element, only when it stays on this site; the app variant hides header and footer under the in-app header', () => {
    const attrs = (path: string) => {
      const r = resolveLocation(path, player);
      return r.kind === 'route' ? r.route.element?.attrs?.(r.params, r.query) : null;
    };
    expect(attrs('/account/withdraw?backFullPath=%2Faccount%2Fmyprofile')).toEqual({ 'back-full-path': '/account/myprofile' });
    expect(attrs('/account/withdraw?backFullPath=%2F%2Fevil.example')).toEqual({});
    expect(attrs('/account/withdraw')).toEqual({});
    expect(attrs('/appWithdraw?backFullPath=%2FappUserInfo') ?? {}).toEqual({});
    expect(resolveLocation('/appWithdraw', player)).toMatchObject({ kind: 'route', route: { hideHeader: true, hideFooter: true, appHeader: 'page' } });
  });
  it('requires login for an e-instant game except in demo mode', () => {
    expect(resolveLocation('/lottery/e-instants/desert-gems', guest)).toMatchObject({ kind: 'redirect', because: 'login-required' });
    expect(resolveLocation('/lottery/e-instants/desert-gems/demo', guest)).toMatchObject({ kind: 'route', route: { name: 'eInstants' }, params: { demo: 'demo' } });
  });
  it('keeps the scroll position on the orders page only', () => {
    expect(ROUTES.filter((route) => route.keepScroll).map((route) => route.name)).toEqual(['orders']);
  });
  it('sends /account to the profile', () => {
    expect(resolveLocation('/account', player)).toMatchObject({ kind: 'redirect', to: '/account/myprofile', because: 'redirect' });
  });
});

describe('compliance dialogs', () => {
  it.each(['/account/login', '/account/register', '/account/registerSuccess', '/account/forgot-password', '/account/reset-password'])(
    'stay out of the way on %s', (path) => {
      const r = resolveLocation(path, { isLoggedIn: false });
      expect(r.kind === 'route' && r.route.hideComplianceDialogs).toBe(true);
    });
  it('stay out of the way of the identity check and show elsewhere', () => {
    const kyc = resolveLocation('/account/kycIframe', { isLoggedIn: true });
    expect(kyc.kind === 'route' && kyc.route.hideComplianceDialogs).toBe(true);
    const home = resolveLocation('/', { isLoggedIn: true });
    expect(home.kind === 'route' && home.route.hideComplianceDialogs).toBeFalsy();
  });
});
