/**
 * The routes of the product (SPEC §2) in one place: named routes with their path patterns, typed
 * path builders, the login path with its return path, the one same-site check for return paths,
 * and the redirects. Elements and the reference site build paths here; the SDK core uses only
 * ./entry-routes. Shipped as the entry `@nl/lottery/sdk/routes`, so a partner that only calls the
 * gateway does not carry the route table.
 *
 * @example
 * import { routePath, loginPath, safeReturnPath } from '@nl/lottery/sdk/routes';
 * routePath('result', { name: 'pick3' }); // '/lottery/pick3/results'
 * loginPath('/account/myprofile'); // '/account/login?redirect=%2Faccount%2Fmyprofile'
 * safeReturnPath('//evil.example'); // '/'
 */
export { NAMED_ROUTES, ROUTE_NAMES, type RouteName, type RouteSpec } from './route-catalogue';
export { RETURN_PATH_QUERY, HOST_AUTH_QUERY, ACCOUNT_ENTRY_ROUTES, HOME_ROUTES } from './entry-routes';
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
export { safeReturnPath, partnerReturnUrl, isAbsoluteReturnUrl, HANDOFF_FRAGMENT_KEY, MAX_RETURN_PATH_LENGTH } from './return-path';
export { ROUTE_REDIRECTS, NOTIFICATION_LIST_SHORT_PATH, type RouteRedirect } from './redirects';
