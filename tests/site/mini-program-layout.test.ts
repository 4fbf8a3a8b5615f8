import { describe, expect, it } from 'vitest';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import { ROUTES } from '../../host-demo/site/routing/route-table';

/** The route a guest reaches at `path`. */
function routeAt(path: string) {
  const r = resolveLocation(path, { isLoggedIn: path === '/appUserInfo' });
  if (r.kind !== 'route') throw new Error(`${path} did not resolve to a route`);
  return r.route;
}

describe('the super-app mini-program\'s layout (SPEC §2)', () => {
  it('shows the bottom tab bar on home, LotteryPlay, the results and appUserInfo, and nowhere else', () => {
    const withBar = ROUTES.filter((r) => r.miniProgram?.tabBar).map((r) => r.name).sort();
    expect(withBar).toEqual(['appUserInfo', 'draws', 'home', 'lotteryPlay', 'result'].sort());
    for (const path of ['/', '/lottery/play', '/lottery/results', '/lottery/pick3/results', '/appUserInfo']) expect(routeAt(path).miniProgram?.tabBar, path).toBe(true);
    for (const path of ['/lottery/pick3', '/account/login', '/news']) expect(routeAt(path).miniProgram?.tabBar, path).toBeFalsy();
  });

  it('hides the site header on login and every registration step in the mini-program only', () => {
    const hidden = ROUTES.filter((r) => r.miniProgram?.hideHeader).map((r) => r.name).sort();
    expect(hidden).toEqual(['login', 'register', 'registerAddress', 'registerSuccess', 'registerVerification']);
    // On the web the same pages keep their header.
    for (const name of hidden) expect(ROUTES.find((r) => r.name === name)?.hideHeader, name).toBeFalsy();
  });
});
