import { describe, expect, it } from 'vitest';
import { matchPath } from '../../host-demo/site/routing/match-path';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import { ROUTES } from '../../host-demo/site/routing/route-table';

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
    expect(resolveLocation('/lottery/no-such-game/results')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveLocation('/definitely/not/here')).toEqual({ kind: 'redirect', to: '/' });
  });
  it('redirects /home to home and /lottery/draw/list to draws', () => {
    expect(resolveLocation('/home')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveLocation('/lottery/draw/list')).toEqual({ kind: 'redirect', to: '/lottery/results' });
  });
  it('redirects /lottery/result?lotteryType to that game results page', () => {
    expect(resolveLocation('/lottery/result?lotteryType=72')).toEqual({ kind: 'redirect', to: '/lottery/pick3/results' });
    expect(resolveLocation('/lottery/result?lotteryType=93')).toEqual({ kind: 'redirect', to: '/lottery/colorprediction/results' });
    expect(resolveLocation('/lottery/result?lotteryType=1')).toEqual({ kind: 'redirect', to: '/lottery/results' });
  });
  it('redirects /withdraw, /recharge and /notification/list to their account pages', () => {
    expect(resolveLocation('/withdraw')).toEqual({ kind: 'redirect', to: '/account/withdraw' });
    expect(resolveLocation('/recharge')).toEqual({ kind: 'redirect', to: '/account/deposit' });
    expect(resolveLocation('/notification/list')).toEqual({ kind: 'redirect', to: '/account/notification/list' });
  });
  it('ignores a trailing slash', () => {
    expect(resolveLocation('/lottery/results/')).toMatchObject({ kind: 'route', route: { name: 'draws' } });
  });
  it('gives every route a title and a description key', () => {
    for (const route of ROUTES) {
      expect(route.titleKey).toMatch(/^site\.titles\./);
      expect(route.descriptionKey).toMatch(/^site\.descriptions\./);
    }
  });
});

describe('access guards (SPEC §2)', () => {
  const guest = { isLoggedIn: false };
  const player = { isLoggedIn: true };
  it('sends a guest opening /account/myprofile to login with the path to return to', () => {
    expect(resolveLocation('/account/myprofile', guest)).toEqual({ kind: 'redirect', to: '/account/login?redirect=%2Faccount%2Fmyprofile' });
    expect(resolveLocation('/account/myprofile', player)).toMatchObject({ kind: 'route', route: { name: 'myprofile' } });
  });
  it('keeps the query of the page a guest asked for', () => {
    expect(resolveLocation('/account/kycIframe?from=register', guest)).toEqual({
      kind: 'redirect', to: `/account/login?redirect=${encodeURIComponent('/account/kycIframe?from=register')}`,
    });
  });
  it.each(['/account/accountSetting', '/account/editAddress', '/account/notificationSettings', '/account/accountDeletion', '/account/accountDeletion/upload', '/account/accountDeletion/remark', '/account/kycIframe'])(
    'requires login for %s', (path) => {
      expect(resolveLocation(path, guest)).toMatchObject({ kind: 'redirect', to: expect.stringMatching(/^\/account\/login\?redirect=/) });
    });
  it('lets a guest reach login, registration and password recovery', () => {
    for (const path of ['/account/login', '/account/register', '/account/registerAddress', '/account/verCodeNew', '/account/registerSuccess', '/account/forgot-password', '/account/reset-password']) {
      expect(resolveLocation(path, guest)).toMatchObject({ kind: 'route' });
    }
  });
  it('sends a logged-in player from login to the return path, never to another site', () => {
    expect(resolveLocation('/account/login?redirect=%2Faccount%2Fmyprofile', player)).toEqual({ kind: 'redirect', to: '/account/myprofile' });
    expect(resolveLocation('/account/login?redirect=%2F%2Fevil.example', player)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveLocation('/account/login?redirect=https%3A%2F%2Fevil.example', player)).toEqual({ kind: 'redirect', to: '/' });
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
  it('sends /account to the profile', () => {
    expect(resolveLocation('/account', player)).toEqual({ kind: 'redirect', to: '/account/myprofile' });
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
