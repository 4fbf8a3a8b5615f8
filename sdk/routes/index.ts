/**
 * The routes of the product (SPEC §2) in one place: named routes with their path patterns, typed
 * path builders, the login path with its return path, the one same-site check for return paths,
 * and the redirects. Elements, the error dispatcher and the reference site all build paths here.
 *
 * @example
 * import { routePath, loginPath, safeReturnPath } from '@nl/lottery/sdk';
 * routePath('result', { name: 'pick3' }); // '/lottery/pick3/results'
 * loginPath('/account/myprofile'); // '/account/login?redirect=%2Faccount%2Fmyprofile'
 * safeReturnPath('//evil.example'); // '/'
 */
export { NAMED_ROUTES, ROUTE_NAMES, RETURN_PATH_QUERY, type RouteName, type RouteSpec } from './route-catalogue';
export {
  routePath,
  routePattern,
  loginPath,
  LOGIN_PATH,
  HOME_PATH,
  type RouteParams,
  type RouteQuery,
  type RoutePathArgs,
  type RouteValue,
} from './route-path';
export { safeReturnPath, MAX_RETURN_PATH_LENGTH } from './return-path';
export { ROUTE_REDIRECTS, type RouteRedirect } from './redirects';
