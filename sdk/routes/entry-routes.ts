/**
 * The few routes the SDK core itself navigates to: home, and the pages where a player logs in or
 * registers (the error dispatcher sends players to login and leaves these pages alone when a
 * session ends elsewhere). They are part of the named routes (./route-catalogue spreads them in);
 * they live here so the main SDK entry carries these paths without the whole route table, which
 * ships as `@nl/lottery/sdk/routes`.
 */

/**
 * The query key of the login page holding the path to come back to (`?redirect=`).
 *
 * @example new URLSearchParams(location.search).get(RETURN_PATH_QUERY)
 */
export const RETURN_PATH_QUERY = 'redirect';

/** SPEC §4: login and registration fetch a host authorisation code unless this flag is 1. */
export const HOST_AUTH_QUERY = 'hasBotimAuthcode';

/** Home (SPEC §2 `/`; SPEC calls unknown paths' target notFound, which is home too). */
export const HOME_ROUTES = {
  home: { path: '/', query: ['scrollToDom'] }, // SPEC §2 calls it notFound
} as const;

/** Login, registration and password recovery (SPEC §2 account routes a guest uses). */
export const ACCOUNT_ENTRY_ROUTES = {
  login: { path: '/account/login', query: [RETURN_PATH_QUERY, HOST_AUTH_QUERY] },
  register: { path: '/account/register', query: [HOST_AUTH_QUERY] },
  registerAddress: { path: '/account/registerAddress' },
  registerVerification: { path: '/account/verCodeNew' },
  registerSuccess: { path: '/account/registerSuccess' },
  forgotPassword: { path: '/account/forgot-password' },
  resetPassword: { path: '/account/reset-password', query: ['ticket', 'channel', 'target'] },
  botimLoginMethod: { path: '/botim/loginMethod' },
} as const;

/**
 * The login page (SPEC §2 /account/login), where "go to login" leads.
 *
 * @example client.events.on('navigate', ({ path }) => path === LOGIN_PATH)
 */
export const LOGIN_PATH = ACCOUNT_ENTRY_ROUTES.login.path;

/**
 * Home (SPEC §2 /), where "go home" leads.
 *
 * @example navigate(HOME_PATH)
 */
export const HOME_PATH = HOME_ROUTES.home.path;
