import { describe, expect, it } from 'vitest';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import { isAppPath } from '../../host-demo/site/routing/route-table';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';

const guest = { isLoggedIn: false };
const player = { isLoggedIn: true };

/** The route a logged-in player reaches at `path`. */
function routeAt(path: string) {
  const r = resolveLocation(path, player);
  if (r.kind !== 'route') throw new Error(`${path} did not resolve to a route: ${JSON.stringify(r)}`);
  return r.route;
}

/** The translation at a dotted key. */
const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('the native app\'s pages (issue 22, SPEC §2)', () => {
  it('/app is the app home: every game\'s card, under the in-app header without a back arrow, no site header or footer', () => {
    expect(routeAt('/app')).toMatchObject({ name: 'app', page: 'element', element: { tag: 'nl-game-grid' }, appHeader: 'home', hideHeader: true, hideFooter: true, requiresLogin: false });
  });

  it('/lotteryApp is the lottery play list under the in-app header, open to a guest', () => {
    expect(resolveLocation('/lotteryApp', guest)).toMatchObject({
      kind: 'route',
      route: { name: 'lotteryApp', element: { tag: 'nl-lottery-play' }, appHeader: 'page', hideHeader: true, hideFooter: true },
    });
  });

  it('/appUserInfo is my profile under the in-app header, with the profile\'s title; a guest logs in and comes back', () => {
    expect(routeAt('/appUserInfo')).toMatchObject({ name: 'appUserInfo', element: { tag: 'nl-my-profile' }, appHeader: 'page', hideHeader: true, hideFooter: true, titleKey: 'site.titles.myProfile', variantOf: 'myProfile' });
    expect(routeAt('/appUserInfo').layout).toBeUndefined();
    expect(resolveLocation('/appUserInfo', guest)).toMatchObject({ kind: 'redirect', to: '/account/login?redirect=%2FappUserInfo', because: 'login-required' });
  });

  it('the app deposit and withdraw show the same in-app header', () => {
    expect(routeAt('/account/depositCopy')).toMatchObject({ appHeader: 'page', hideHeader: true, hideFooter: true });
    expect(routeAt('/appWithdraw')).toMatchObject({ appHeader: 'page', hideHeader: true, hideFooter: true, element: { tag: 'nl-withdraw' } });
  });

  it('leads the app withdraw\'s back arrow to backFullPath when it stays on this site, else to my profile in the app', () => {
    const backOf = (path: string) => {
      const r = resolveLocation(path, player);
      return r.kind === 'route' ? r.route.appBackPath?.(r.query) : undefined;
    };
    expect(backOf('/appWithdraw?backFullPath=%2FlotteryApp')).toBe('/lotteryApp');
    expect(backOf('/appWithdraw?backFullPath=%2F%2Fevil.example')).toBe('/appUserInfo');
    expect(backOf('/appWithdraw')).toBe('/appUserInfo');
    // The element itself shows no second back: it gets no app variant or back path of its own.
    const r = resolveLocation('/appWithdraw?backFullPath=%2FlotteryApp', player);
    expect(r.kind === 'route' && r.route.element?.attrs?.(r.params, r.query)).toBeFalsy();
  });

  it('titles each page in both languages (the in-app header shows it)', () => {
    for (const path of ['/app', '/lotteryApp', '/appUserInfo']) {
      const { titleKey } = routeAt(path);
      expect(lookup(enUS, titleKey), `${path} en-US`).toEqual(expect.any(String));
      expect(lookup(arAE, titleKey), `${path} ar-AE`).toMatch(/[\u0600-\u06FF]/);
    }
    expect(lookup(enUS, 'appHeader.back')).toBe('Back');
    expect(lookup(arAE, 'appHeader.back')).toBe('رجوع');
  });

  it('knows the app\'s paths, where the webview\'s user agent tells the platform, and only those', () => {
    for (const path of ['/app', '/lotteryApp', '/appUserInfo', '/account/depositCopy', '/appWithdraw']) expect(isAppPath(path), path).toBe(true);
    for (const path of ['/', '/lottery/play', '/account/myprofile', '/application']) expect(isAppPath(path), path).toBe(false);
  });
});
