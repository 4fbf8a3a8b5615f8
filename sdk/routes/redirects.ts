/**
 * The redirects of SPEC §2: old or short paths and where they lead now.
 */
import { gameByType } from '../games/catalogue';
import { routePath } from './route-path';

/**
 * A redirect: from a path pattern (matched like a route's) to a target computed from the params
 * and the query of the path that matched.
 *
 * @example const r: RouteRedirect = { from: '/home', to: () => '/' };
 */
export interface RouteRedirect {
  readonly from: string;
  to(params: Readonly<Record<string, string>>, query: URLSearchParams): string;
}

/** The same path with the query it came with. */
function keepingQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * SPEC §2 Redirects. The account shortcuts keep their query (deposit reads `isNewFlag`, withdraw
 * `backFullPath`).
 *
 * @example ROUTE_REDIRECTS.find((r) => r.from === '/recharge')?.to({}, new URLSearchParams()) // '/account/deposit'
 */
/**
 * SPEC §2's short path of the notification list, a redirect to it; also where login returns a
 * guest who followed the bell or a message (SPEC §2 Access: "return path /notification/list").
 */
export const NOTIFICATION_LIST_SHORT_PATH = '/notification/list';

export const ROUTE_REDIRECTS: readonly RouteRedirect[] = [
  { from: '/home', to: () => routePath('home') },
  { from: '/lottery/draw/list', to: () => routePath('draws') },
  {
    from: '/lottery/result',
    to: (_params, query) => {
      const game = gameByType(Number(query.get('lotteryType')));
      return game ? routePath('result', { name: game.key }) : routePath('draws');
    },
  },
  { from: '/withdraw', to: (_params, query) => keepingQuery(routePath('withdraw'), query) },
  { from: '/recharge', to: (_params, query) => keepingQuery(routePath('deposit'), query) },
  { from: NOTIFICATION_LIST_SHORT_PATH, to: (_params, query) => keepingQuery(routePath('notifications'), query) },
];
