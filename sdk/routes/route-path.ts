/**
 * Builders for the named routes (./route-catalogue): a route's path from its name, its params and
 * its query, typed from the pattern so a missing param or an unknown query key does not compile.
 */
import { NAMED_ROUTES, type RouteName } from './route-catalogue';
import { RETURN_PATH_QUERY } from './entry-routes';
import { safeReturnPath } from './return-path';

type PatternOf<N extends RouteName> = (typeof NAMED_ROUTES)[N]['path'];
type SegmentOf<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | SegmentOf<Tail> : P;
type RequiredParamOf<S> = S extends `:${infer Name}` ? (Name extends `${string}?` ? never : Name) : never;
type OptionalParamOf<S> = S extends `:${infer Name}?` ? Name : S extends '*' ? '*' : never;
type ParamOf<N extends RouteName> = RequiredParamOf<SegmentOf<PatternOf<N>>> | OptionalParamOf<SegmentOf<PatternOf<N>>>;
type QueryKeyOf<N extends RouteName> = (typeof NAMED_ROUTES)[N] extends { query: readonly (infer K extends string)[] } ? K : never;

/** A value of a path param or a query key; `null` and `undefined` leave a query key out. */
export type RouteValue = string | number;

/**
 * The params of a route, from its pattern: `/lottery/:name/results` needs `{ name }`, `:demo?` is
 * optional and `*` (the rest of the path) too.
 *
 * @example const params: RouteParams<'eInstants'> = { showkey: 'gold', demo: 'demo' };
 */
export type RouteParams<N extends RouteName> = [ParamOf<N>] extends [never]
  ? Record<string, never>
  : { [K in RequiredParamOf<SegmentOf<PatternOf<N>>>]: RouteValue } & { [K in OptionalParamOf<SegmentOf<PatternOf<N>>>]?: RouteValue };

/**
 * The query a route reads, each key optional.
 *
 * @example const query: RouteQuery<'orderDetail'> = { orderId: 'O-1', lotteryType: 72 };
 */
export type RouteQuery<N extends RouteName> = { [K in QueryKeyOf<N>]?: RouteValue | boolean | null | undefined };

/**
 * `routePath`'s arguments after the name: params are required when the pattern has a required
 * segment, optional otherwise; the query is always optional.
 */
export type RoutePathArgs<N extends RouteName> = [RequiredParamOf<SegmentOf<PatternOf<N>>>] extends [never]
  ? [params?: RouteParams<N>, query?: RouteQuery<N>]
  : [params: RouteParams<N>, query?: RouteQuery<N>];

/**
 * The path of a named route, with its params filled in (each percent-encoded) and its query
 * appended in the order given, leaving out `null` and `undefined` values.
 *
 * @example routePath('faq') // '/faq'
 * @example routePath('result', { name: 'pick3' }) // '/lottery/pick3/results'
 * @example routePath('orderDetail', {}, { orderId: 'O-1', lotteryType: 72 }) // '/orderDetail?orderId=O-1&lotteryType=72'
 */
export function routePath<N extends RouteName>(name: N, ...[params, query]: RoutePathArgs<N>): string {
  const path = fillPattern(NAMED_ROUTES[name].path, (params ?? {}) as Record<string, RouteValue | undefined>, name);
  const search = Object.entries((query ?? {}) as Record<string, RouteValue | boolean | null | undefined>)
    .filter((entry): entry is [string, RouteValue | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/**
 * A route's path pattern, for routers that match on patterns.
 *
 * @example routePattern('result') // '/lottery/:name/results'
 */
export function routePattern(name: RouteName): string {
  return NAMED_ROUTES[name].path;
}

/**
 * The login page, bringing the player back to `returnPath` afterwards (`?redirect=`). An unsafe
 * return path (see `safeReturnPath`) becomes `/`.
 *
 * @example loginPath('/account/myprofile') // '/account/login?redirect=%2Faccount%2Fmyprofile'
 */
export function loginPath(returnPath: string): string {
  return routePath('login', {}, { [RETURN_PATH_QUERY]: safeReturnPath(returnPath) });
}

export { LOGIN_PATH, HOME_PATH } from './entry-routes';

function fillPattern(pattern: string, params: Record<string, RouteValue | undefined>, name: string): string {
  const segments = pattern.split('/').flatMap((segment): string[] => {
    if (segment === '*') {
      const rest = params['*'];
      return rest === undefined || rest === '' ? [] : String(rest).split('/').map(encodeURIComponent);
    }
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`routePath('${name}') needs the param "${key}"`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
}
