import { matchPath } from './match-path';
import { REDIRECTS, RESULT_GAME_KEYS, ROUTES, safeReturnPath, type RouteDefinition } from './route-table';

/** What the guards need to know about the visitor. */
export interface Visitor {
  isLoggedIn: boolean;
}

/** The login page, where guards send a guest with the path to come back to. */
export const LOGIN_PATH = '/account/login';

/** `/account/login?redirect=<path>` for a guest who asked for `path`. */
export function loginPathFor(pathAndQuery: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathAndQuery)}`;
}

export type Resolution =
  | { kind: 'route'; route: RouteDefinition; params: Record<string, string>; query: URLSearchParams }
  | { kind: 'redirect'; to: string };

/** Unknown paths go home (SPEC §2). */
export const FALLBACK_PATH = '/';

/**
 * Decides what a location shows: a route with its params, or a redirect. Pure, so the table's
 * rules are tested without a browser.
 *
 * @example resolveLocation('/lottery/result?lotteryType=72') // { kind: 'redirect', to: '/lottery/pick3/results' }
 * @example resolveLocation('/account/myprofile') // { kind: 'redirect', to: '/account/login?redirect=%2Faccount%2Fmyprofile' }
 */
export function resolveLocation(pathAndQuery: string, visitor: Visitor = { isLoggedIn: false }): Resolution {
  const [rawPath = '/', search = ''] = pathAndQuery.split('?');
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const query = new URLSearchParams(search);

  for (const redirect of REDIRECTS) {
    const params = matchPath(redirect.from, path);
    if (params) return { kind: 'redirect', to: redirect.to(params, query) };
  }
  for (const route of ROUTES) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    if (route.name === 'result' && !RESULT_GAME_KEYS.has(params.name ?? '')) continue;
    // Guards (SPEC §2 Access): a guest goes to login keeping the target; a player who is
    // already logged in skips login and registration.
    if (route.requiresLogin && !visitor.isLoggedIn) return { kind: 'redirect', to: loginPathFor(pathAndQuery) };
    if (route.guestOnly && visitor.isLoggedIn) return { kind: 'redirect', to: safeReturnPath(query.get('redirect')) };
    return { kind: 'route', route, params, query };
  }
  return { kind: 'redirect', to: FALLBACK_PATH };
}
