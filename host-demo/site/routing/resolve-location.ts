import { HOME_PATH, RETURN_PATH_QUERY } from '../../../sdk';
import { isAbsoluteReturnUrl, loginPath, safeReturnPath } from '../../../sdk/routes';
import { matchPath } from './match-path';
import { REDIRECTS, ROUTES, requiresLogin, type RouteDefinition } from './route-table';

/** What the guards need to know about the visitor. */
export interface Visitor {
  isLoggedIn: boolean;
}

/**
 * Why a location leads elsewhere: a redirect of the table, a guest on a page that needs login, a
 * player on a guest-only page, or a path the table does not know.
 */
export type RedirectReason = 'redirect' | 'login-required' | 'logged-in' | 'unknown-path';

export type Resolution =
  | { kind: 'route'; route: RouteDefinition; params: Record<string, string>; query: URLSearchParams }
  | { kind: 'redirect'; to: string; because: RedirectReason };

/** Unknown paths go home (SPEC §2). */
export const FALLBACK_PATH = HOME_PATH;

/**
 * Decides what a location shows: a route with its params, or a redirect. Pure, so the table's
 * rules are tested without a browser.
 *
 * @example resolveLocation('/lottery/result?lotteryType=72') // { kind: 'redirect', to: '/lottery/pick3/results', because: 'redirect' }
 * @example resolveLocation('/account/myprofile') // { kind: 'redirect', to: '/account/login?redirect=%2Faccount%2Fmyprofile', because: 'login-required' }
 */
export function resolveLocation(pathAndQuery: string, visitor: Visitor = { isLoggedIn: false }): Resolution {
  const [rawPath = '/', search = ''] = pathAndQuery.split('?');
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const query = new URLSearchParams(search);

  for (const redirect of REDIRECTS) {
    const params = matchPath(redirect.from, path);
    if (params) return { kind: 'redirect', to: redirect.to(params, query), because: 'redirect' };
  }
  for (const route of ROUTES) {
    const params = matchPath(route.path, path);
    if (!params || (route.accepts && !route.accepts(params))) continue;
    // Guards (SPEC §2 Access): a guest goes to login keeping the target; a player who is
    // already logged in skips login and registration.
    if (requiresLogin(route, params) && !visitor.isLoggedIn) return { kind: 'redirect', to: loginPath(route.loginReturnPath ?? pathAndQuery), because: 'login-required' };
    // Except a player sent to login from a partner's page: the login page sends them back to it
    // logged in (<nl-login> hands the session off, 100230).
    const toPartner = isAbsoluteReturnUrl(query.get(RETURN_PATH_QUERY));
    if (route.guestOnly && visitor.isLoggedIn && !toPartner) return { kind: 'redirect', to: safeReturnPath(query.get(RETURN_PATH_QUERY)), because: 'logged-in' };
    return { kind: 'route', route, params, query };
  }
  return { kind: 'redirect', to: FALLBACK_PATH, because: 'unknown-path' };
}
