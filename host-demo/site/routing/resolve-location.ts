import { matchPath } from './match-path';
import { REDIRECTS, RESULT_GAME_KEYS, ROUTES, type RouteDefinition } from './route-table';

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
 */
export function resolveLocation(pathAndQuery: string): Resolution {
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
    return { kind: 'route', route, params, query };
  }
  return { kind: 'redirect', to: FALLBACK_PATH };
}
