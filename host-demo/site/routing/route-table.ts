import { COLOR_PREDICTION_KEY, GAMES, RETURN_PATH_QUERY, type CatalogueGame, type GameKey } from '../../../sdk';
import { NOTIFICATION_LIST_SHORT_PATH, ROUTE_NAMES, ROUTE_REDIRECTS, isAbsoluteReturnUrl, routePath, routePattern, safeReturnPath, type RouteName, type RouteRedirect } from '../../../sdk/routes';

/**
 * Every route of the reference site as data (SPEC §2): page, title, layout rules and access, with
 * the path taken by name from the SDK's routes (sdk/routes). The router, the guards, the page
 * titles and the tests all read this one table. Every named route is here: a page that is not
 * built yet shows the "not available yet" page; paths not in the table go home (SPEC §2).
 */
import { ELEMENTS, type ElementName } from '../../../elements/registry';
import { gameElementName } from '../../../elements/games/game-element/game-extensions';
import { PLAN_QUERY_KEY } from '../../../sdk/games/plan-query';
import { MICRO_APPS, MICRO_APP_NAMES, type MicroAppName } from '../../../sdk/routes/micro-apps';

/** Login's `?redirect=`: a partner page's address (checked by the gateway), else a same-site path. */
function loginReturn(value: string | null): string {
  return isAbsoluteReturnUrl(value) ? value : safeReturnPath(value);
}

/** Elements the site can load on demand: the names of the element registry. */
export type { ElementName };

/** A page that is one element: which, its tag, and its attributes from the route. */
export interface ElementPage {
  name: ElementName;
  tag: string;
  attrs?: (params: Record<string, string>, query: URLSearchParams) => Record<string, string>;
}

export interface RouteDefinition {
  /** Named route of the SDK (sdk/routes), which gives the path. */
  name: RouteName;
  /** Path pattern, from the SDK's named route. */
  path: string;
  /** Page module, loaded on demand so each page pulls in only its elements. */
  page: 'home' | 'results' | 'element';
  /** For `page: 'element'`: the element the page shows. */
  element?: ElementPage;
  /** An element shown above the page for these params (the play-session bar on per-minute games). */
  beside?: (params: Record<string, string>) => ElementPage | null;
  /** Params the route takes; others fall through to the next route (e.g. unknown game keys). */
  accepts?: (params: Record<string, string>) => boolean;
  /** The game the title names when the path does not (`{{game}}` in the title). */
  game?: string;
  /** Account pages sit beside the account menu and the user info box. */
  layout?: 'account';
  /** Paths that show home with the login dialog open for a guest (SPEC §2 Access). */
  loginDialog?: boolean;
  /**
   * Translation key of the page title (document.title and the page heading). With the description
   * and keywords keys, the route's own (SPEC §2: page title, keywords, description per route): no
   * two rows share them, except a variant (`variantOf`), which shares its route's.
   */
  titleKey: string;
  /** Translation key of the meta description. */
  descriptionKey: string;
  /** Translation key of the meta keywords (comma-separated). */
  keywordsKey: string;
  /**
   * The route this one is a variant of: the same page at another path or in another frame (the
   * native app's copy, home with the login dialog open, an older path of the same page). A variant
   * shares that route's title, description and keywords; every other route has its own
   * (tests/site/route-meta.test.tsx).
   */
  variantOf?: RouteName;
  /** SPEC §2 Access; a function when it depends on the params (e-instants in demo mode). */
  requiresLogin: boolean | ((params: Record<string, string>) => boolean);
  /**
   * Where login sends a guest back to, when not the path they asked for (SPEC §2: notifications
   * without a session token go to login with return path /notification/list).
   */
  loginReturnPath?: string;
  /** Login and registration pages: a logged-in player is sent on to where they were going. */
  guestOnly?: boolean;
  hideHeader?: boolean;
  hideFooter?: boolean;
  /**
   * The native app's pages (SPEC §2 Layout): `<nl-app-header>` (back arrow, title, balance popup)
   * stands in for the site's header; `home` on the app home, which has no back arrow.
   */
  appHeader?: 'page' | 'home';
  /** Where the in-app header's back arrow leads from this page's query; without it, back in the history or to /app. */
  appBackPath?: (query: URLSearchParams) => string;
  /**
   * No terms-update or funds-declaration dialog here: they would cover a form the player is in
   * the middle of (registration, login, the identity check); they show on the next page.
   */
  hideComplianceDialogs?: boolean;
  /** Keep the scroll position on navigation (SPEC §2: only the orders page does). */
  keepScroll?: boolean;
  /**
   * In the super-app mini-program (SPEC §2 Layout): `tabBar`, the bottom tab bar `<nl-tab-bar>`
   * from the server's botim tabs (home, LotteryPlay, results, appUserInfo); `hideHeader`, no site
   * header (login and registration).
   */
  miniProgram?: { tabBar?: boolean; hideHeader?: boolean };
}

/**
 * Whether a guest is sent to login from this route with these params (SPEC §2 Access).
 *
 * @example requiresLogin(route, { showkey: 'gold', demo: 'demo' }) // false for e-instants in demo
 */
export function requiresLogin(route: RouteDefinition, params: Record<string, string>): boolean {
  return typeof route.requiresLogin === 'function' ? route.requiresLogin(params) : route.requiresLogin;
}

const at = (name: RouteName): Pick<RouteDefinition, 'name' | 'path'> => ({ name, path: routePattern(name) });
/** A page's title, description and keywords of its own (`site.titles.*`, `site.descriptions.*`, `site.keywords.*`). */
const described = (key: string) => ({ titleKey: `site.titles.${key}`, descriptionKey: `site.descriptions.${key}`, keywordsKey: `site.keywords.${key}` });
/** A variant of route `of` (see `variantOf`): that route's texts, whose key is `key`. */
const variantOf = (of: RouteName, key: string) => ({ ...described(key), variantOf: of });
/** A page that is one element of the registry; its tag comes from there. */
const element = (name: ElementName, attrs?: ElementPage['attrs']): Pick<RouteDefinition, 'page' | 'element'> => ({
  page: 'element',
  element: { name, tag: ELEMENTS[name].tag, ...(attrs ? { attrs } : {}) },
});
const registerStep = (step: string) => element('register', () => ({ step }));
/** The withdraw route's `backFullPath` (SPEC §2) as the element's attribute, when it stays on this site. */
const withdrawBack = (query: URLSearchParams): Record<string, string> => {
  const back = safeReturnPath(query.get('backFullPath'));
  return back === '/' ? {} : { 'back-full-path': back };
};
const deletionStep = (step: string) => element('account-deletion', () => ({ step }));
/**
 * `<nl-deposit>` on /account/deposit: back from 3-D Secure with `payment=finished` (and `gatewayId`
 * when known); `isNewFlag=1` (SPEC §2: recharge takes isNewFlag) marks a new player's first deposit,
 * which first offers to set a deposit limit.
 */
const depositAttrs: ElementPage['attrs'] = (_p, q) => ({
  ...(q.get('payment') === 'finished' ? { 'payment-finished': 'true' } : {}),
  ...(q.get('gatewayId') ? { 'gateway-id': q.get('gatewayId')! } : {}),
  ...(q.get('isNewFlag') === '1' || q.get('isNewFlag') === 'true' ? { 'first-deposit': 'true' } : {}),
});
/** SPEC §2's names of the pages a player leaves for the settings, where they differ from ours. */
const SPEC_BACK_NAMES: Readonly<Record<string, RouteName>> = { recharge: 'deposit', rechargeCopy: 'depositCopy', transfer: 'transactions', myprofile: 'myProfile', message: 'notifications' };
/**
 * `<nl-account-settings>`'s way back from SPEC §2's `payBackName`: the name of the route the player
 * came from (ours, or SPEC's name for it), as its path; a name that is not a route, or a route
 * that needs params, is ignored (the way back is then the profile).
 */
const settingsAttrs: ElementPage['attrs'] = (_p, q): Record<string, string> => {
  const name = q.get('payBackName') ?? '';
  const route = SPEC_BACK_NAMES[name] ?? (ROUTE_NAMES as readonly string[]).find((known) => known === name);
  if (!route || route === 'accountSetting') return {};
  const pattern = routePattern(route as RouteName);
  return /[:*]/.test(pattern) ? {} : { 'back-path': pattern };
};
/** `<nl-deposit>` on /payBankCard: the card step of the deposit `gatewayId` for `money` fils. */
const payBankCardAttrs: ElementPage['attrs'] = (_p, q) => ({
  ...(q.get('gatewayId') ? { 'gateway-id': q.get('gatewayId')! } : {}),
  ...(/^\d{1,10}$/.test(q.get('money') ?? '') ? { amount: q.get('money')! } : {}),
});

/** The content query of SPEC §2 (key, category, parentId, lotteryType, title) as `<nl-article>`'s attributes; the element checks each. */
const CONTENT_ATTRS: Record<string, string> = { key: 'article-key', category: 'category', parentId: 'parent-id', lotteryType: 'lottery-type', title: 'article-title' };
const contentAttrs = (q: URLSearchParams, fixed: Record<string, string> = {}): Record<string, string> => {
  const attrs: Record<string, string> = {};
  for (const [name, attr] of Object.entries(CONTENT_ATTRS)) if (q.get(name)) attrs[attr] = q.get(name)!.slice(0, 200);
  return { ...attrs, ...fixed };
};
/** A page that is one article of the content store, by its key. */
const articlePage = (key: string) => element('article', () => ({ 'article-key': key }));
/** `<nl-download-game>` from /downloadGame's query (SPEC §2: gameId, gameName, gameIconImgUrl, packageName, userId). */
const DOWNLOAD_ATTRS: Record<string, string> = { gameId: 'game-id', gameName: 'game-name', gameIconImgUrl: 'game-icon-img-url', packageName: 'package-name', userId: 'user-id' };
const downloadAttrs: ElementPage['attrs'] = (_p, q) => {
  const attrs: Record<string, string> = {};
  for (const [name, attr] of Object.entries(DOWNLOAD_ATTRS)) if (q.get(name)) attrs[attr] = q.get(name)!.slice(0, 200);
  return attrs;
};

/** Order detail pages (SPEC §2 query orderId). */
const orderAttrs = (_p: Record<string, string>, q: URLSearchParams): Record<string, string> => (q.get('orderId') ? { 'order-id': q.get('orderId')! } : {});
/** The consecutive-draw page: the plan by `chaseId` (older links name it by `orderId`). */
const chaseAttrs: ElementPage['attrs'] = (_p, q): Record<string, string> => {
  const id = q.get('chaseId') ?? q.get('orderId');
  return id ? { 'chase-id': id } : {};
};

const LOGIN_REQUIRED = { requiresLogin: true } as const;
const ACCOUNT_PAGE = { layout: 'account', requiresLogin: true } as const;
/** SPEC §2 Layout: game screens fill the page without the footer. */
const GAME_SCREEN = { hideFooter: true } as const;
/** SPEC §2 Layout: the native app's pages have the in-app header and neither the site's header nor its footer. */
const APP_SCREEN = { hideHeader: true, hideFooter: true, appHeader: 'page' } as const;

/**
 * The routes of one micro-app of the registry (sdk/routes/micro-apps.ts), each its frame
 * (<nl-game-frame kind="micro-app">); a preview route is a variant of its micro-app's.
 */
function microAppRoutes(name: MicroAppName): RouteDefinition[] {
  const app = MICRO_APPS.find((a) => a.name === name)!;
  return app.routes.map((route, i) => ({
    ...at(route),
    ...element('game-frame', () => ({ kind: 'micro-app', app: app.name })),
    ...described(app.routes[0]),
    ...(i > 0 ? { variantOf: app.routes[0] } : {}),
    requiresLogin: app.requiresLogin,
    ...GAME_SCREEN,
  }));
}

/** GameOpenIframe's frame: `appKey` an e-instant game, or `app` a micro-app of the registry. */
const frameAttrs: ElementPage['attrs'] = (_p, q): Record<string, string> => {
  const micro = q.get('app');
  if (micro && (MICRO_APP_NAMES as readonly string[]).includes(micro)) return { kind: 'micro-app', app: micro };
  return { kind: 'e-instant', app: (q.get('appKey') ?? '').slice(0, 64) };
};

/** `?demo=1` (the game info dialog's Play demo) opens a bet slip in demo mode. */
/** A bet slip's attributes from its query: `demo=1`, and Buy Again's `plan` (the slip checks it against the game's rules). */
const playAttrs: ElementPage['attrs'] = (_p, q): Record<string, string> => {
  const plan = q.get(PLAN_QUERY_KEY);
  return { ...(q.get('demo') === '1' ? { demo: 'true' } : {}), ...(plan ? { plan } : {}) };
};

/** Game keys of the SDK's catalogue: the `:name` of game and results pages. */
export const GAME_KEYS: ReadonlySet<string> = new Set(GAMES.map((g) => g.key));
const isGame = (params: Record<string, string>) => GAME_KEYS.has(params.name ?? '');
/**
 * Games drawn every few minutes: session time, net position and the reality check sit beside them
 * (DESIGN "Responsible play": fast games).
 */
export const FAST_GAME_KEYS: ReadonlySet<string> = new Set(GAMES.filter((g) => g.schedule.kind === 'interval').map((g) => g.key));
const PLAY_SESSION: ElementPage = { name: 'play-session', tag: ELEMENTS['play-session'].tag };

/** Games whose page is a named route of their own (SPEC §2: `color`, which keeps the rest of its path); the others are `game`, /lottery/{key}. */
const OWN_ROUTES: Partial<Record<GameKey, RouteName>> = { [COLOR_PREDICTION_KEY]: 'colorPrediction' };

/** Each game's bet slip, from the catalogue: its element on its route; a guest may pick, and Buy asks to log in (SPEC §2 Access). */
const gameRoute = (game: CatalogueGame): RouteDefinition => {
  const own = OWN_ROUTES[game.key];
  return {
    ...at(own ?? 'game'),
    ...element(gameElementName(game.key), playAttrs),
    ...(own ? {} : { accepts: (params: Record<string, string>) => params.name === game.key }),
    ...described(`games.${game.key}`),
    game: game.key,
    requiresLogin: false,
    ...GAME_SCREEN,
    ...(FAST_GAME_KEYS.has(game.key) ? { beside: () => PLAY_SESSION } : {}),
  };
};

export const ROUTES: readonly RouteDefinition[] = [
  { ...at('home'), page: 'home', ...described('home'), requiresLogin: false, miniProgram: { tabBar: true } },
  // The results list too: the bar's own Results tab leads there, and the bar must not vanish under it.
  { ...at('draws'), page: 'results', ...described('draws'), requiresLogin: false, miniProgram: { tabBar: true } },
  { ...at('result'), page: 'results', accepts: isGame, ...described('result'), requiresLogin: false, miniProgram: { tabBar: true } },
  {
    ...at('drawVerify'),
    ...element('draw-verifier', (_p, q) => {
      const attrs: Record<string, string> = {};
      if (q.get('lotteryType')) attrs['lottery-type'] = q.get('lotteryType')!;
      if (q.get('phase')) attrs.phase = q.get('phase')!;
      if (q.get('cardId')) attrs['card-id'] = q.get('cardId')!.slice(0, 19);
      return attrs;
    }),
    ...described('drawVerify'),
    requiresLogin: false,
  },
  // Paths that open the login dialog over home (SPEC §2 Access).
  ...(['sharePageHome', 'newOnePurchase', 'europeanCupHome', 'signInHome', 'superOceanLogin'] as const).map(
    (name): RouteDefinition => ({ ...at(name), page: 'home', loginDialog: true, ...variantOf('home', 'home'), requiresLogin: false }),
  ),

  // Accounts (SPEC §2): login, registration steps, password recovery.
  // A partner page's address goes to <nl-login> as it is: the gateway checks it against its
  // allow-list when the player is sent back (100230); any other value must be a path of this site.
  { ...at('login'), ...element('login', (_p, q) => ({ redirect: loginReturn(q.get(RETURN_PATH_QUERY)) })), ...described('login'), hideComplianceDialogs: true, miniProgram: { hideHeader: true }, requiresLogin: false, guestOnly: true },
  { ...at('register'), ...registerStep('identity'), ...described('register'), hideComplianceDialogs: true, miniProgram: { hideHeader: true }, requiresLogin: false, guestOnly: true },
  { ...at('registerAddress'), ...registerStep('address'), ...described('registerAddress'), hideComplianceDialogs: true, miniProgram: { hideHeader: true }, requiresLogin: false, guestOnly: true },
  { ...at('registerVerification'), ...registerStep('verify'), ...described('registerVerification'), hideComplianceDialogs: true, miniProgram: { hideHeader: true }, requiresLogin: false, guestOnly: true },
  { ...at('registerSuccess'), ...registerStep('success'), ...described('registerSuccess'), hideComplianceDialogs: true, miniProgram: { hideHeader: true }, requiresLogin: false },
  { ...at('forgotPassword'), ...element('forgot-password'), ...described('forgotPassword'), hideComplianceDialogs: true, requiresLogin: false, guestOnly: true },
  {
    ...at('resetPassword'),
    ...element('reset-password', (_p, q) => {
      const attrs: Record<string, string> = {};
      for (const key of ['ticket', 'channel', 'target']) if (q.get(key)) attrs[key] = q.get(key)!;
      return attrs;
    }),
    ...described('resetPassword'),
    // SPEC §2 lists resetPassword as login-required, but the flow resets a forgotten
    // password, which a logged-out player must reach.
    requiresLogin: false,
    hideComplianceDialogs: true,
  },
  // The super-app login (SPEC §4 Host app): the login and registration pages come here with the
  // host's authorisation code; a bound user is logged in, else the account-binding dialog.
  { ...at('botimLoginMethod'), ...element('host-login', (_p, q) => ({ redirect: safeReturnPath(q.get(RETURN_PATH_QUERY)) })), ...described('botimLoginMethod'), hideHeader: true, hideComplianceDialogs: true, requiresLogin: false, guestOnly: true },

  // Identity verification: the provider page fills the screen (SPEC §2: header hidden on kycIframe).
  {
    ...at('kycIframe'),
    ...element('kyc-frame', (_p, q) => ({
      ...(q.get('ticketId') ? { 'ticket-id': q.get('ticketId')! } : {}),
      ...(q.get('from') ? { from: q.get('from')! } : {}),
    })),
    ...described('kyc'),
    requiresLogin: true,
    hideHeader: true,
    hideFooter: true,
    hideComplianceDialogs: true,
  },

  // Profile and settings.
  { ...at('myProfile'), ...element('my-profile'), ...described('myProfile'), ...ACCOUNT_PAGE },
  { ...at('accountSetting'), ...element('account-settings', settingsAttrs), ...described('accountSetting'), ...ACCOUNT_PAGE },
  { ...at('editAddress'), ...element('edit-address'), ...described('editAddress'), ...ACCOUNT_PAGE },
  { ...at('notificationSettings'), ...element('notification-settings'), ...described('notificationSettings'), ...ACCOUNT_PAGE },
  { ...at('accountDeletion'), ...deletionStep('intro'), ...described('accountDeletion'), ...ACCOUNT_PAGE },
  { ...at('accountDeletionUpload'), ...deletionStep('upload'), ...described('accountDeletionUpload'), ...ACCOUNT_PAGE },
  { ...at('accountDeletionRemark'), ...deletionStep('remark'), ...described('accountDeletionRemark'), ...ACCOUNT_PAGE },

  // Account pages of later slices (wallet, orders, notifications).
  // Deposit (SPEC §2 recharge): the page the 3-D Secure step returns to is this one with
  // `payment=finished`; depositCopy (SPEC rechargeCopy, native app only) is the app variant, without
  // the site's header, footer and account menu.
  { ...at('deposit'), ...element('deposit', depositAttrs), ...described('deposit'), ...ACCOUNT_PAGE },
  { ...at('depositCopy'), ...element('deposit', () => ({ variant: 'app' })), ...variantOf('deposit', 'deposit'), requiresLogin: true, ...APP_SCREEN },
  { ...at('withdraw'), ...element('withdraw', (_p, q) => withdrawBack(q)), ...described('withdraw'), ...ACCOUNT_PAGE },
  // The native app's webview: the in-app header's back arrow leads to backFullPath (else my profile
  // in the app), so the element shows no back of its own.
  {
    ...at('appWithdraw'),
    ...element('withdraw'),
    ...variantOf('withdraw', 'withdraw'),
    requiresLogin: true,
    ...APP_SCREEN,
    appBackPath: (q) => withdrawBack(q)['back-full-path'] ?? routePath('appUserInfo'),
  },
  // Orders (SPEC §2): navigation keeps the scroll position on the list only.
  { ...at('orders'), ...element('orders'), ...described('orders'), ...ACCOUNT_PAGE, keepScroll: true },
  { ...at('ordersGrandPrize'), ...element('grand-prize'), ...described('ordersGrandPrize'), ...ACCOUNT_PAGE },
  { ...at('accountOrderDetail'), ...element('order-detail', orderAttrs), ...described('orderDetail'), ...ACCOUNT_PAGE },
  { ...at('futureDraws'), ...element('chase-detail', chaseAttrs), ...described('futureDraws'), ...ACCOUNT_PAGE },
  { ...at('transactions'), ...element('transactions'), ...described('transactions'), ...ACCOUNT_PAGE },
  { ...at('coupons'), ...element('coupon-list'), ...described('coupons'), ...ACCOUNT_PAGE },
  // Notifications (SPEC §2): a guest logs in and comes back to the list, whichever message they followed.
  { ...at('notifications'), ...element('notification-list'), ...described('notifications'), ...ACCOUNT_PAGE, loginReturnPath: NOTIFICATION_LIST_SHORT_PATH },
  {
    ...at('messageDetail'),
    ...element('notification-detail', (_p, q): Record<string, string> => (/^[1-9]\d{0,15}$/.test(q.get('id') ?? '') ? { 'notification-id': q.get('id')! } : {})),
    ...described('messageDetail'),
    ...ACCOUNT_PAGE,
    loginReturnPath: NOTIFICATION_LIST_SHORT_PATH,
  },
  // My profile inside the native app: the profile's own element under the in-app header.
  { ...at('appUserInfo'), ...element('my-profile'), ...variantOf('myProfile', 'myProfile'), requiresLogin: true, ...APP_SCREEN, miniProgram: { tabBar: true } },
  // Account migration (SPEC §2, login required): the previous platform's accounts (001006), moved with 600701.
  { ...at('accountMigration'), ...element('account-migration'), ...described('accountMigration'), ...ACCOUNT_PAGE },
  { ...at('bindBankCard'), ...element('saved-cards'), ...described('bindBankCard'), ...LOGIN_REQUIRED },

  // Games: results come first, then each kind of game screen (SPEC §2 Layout: no footer).
  { ...at('lotteryPlay'), ...element('lottery-play'), ...described('lotteryPlay'), requiresLogin: false, miniProgram: { tabBar: true } },
  // E-instants (issue 20): the game in its frame on the gateway's origin (<nl-game-frame>), for real
  // money after login, or in demo (`/demo`) on a virtual balance without it.
  {
    ...at('eInstants'),
    ...element('game-frame', (p) => ({ kind: 'e-instant', app: (p.showkey ?? '').slice(0, 64), ...(p.demo === 'demo' ? { demo: 'true' } : {}) })),
    ...described('eInstants'),
    requiresLogin: (params) => params.demo !== 'demo',
    hideHeader: true,
    ...GAME_SCREEN,
  },
  // Scratch cards (issue 20): the list is the game grid of the scratch category; each game's page
  // is <nl-scratch-card>. SPEC §2: pages reachable without login; buying asks for it.
  { ...at('scratchCards'), ...element('game-grid', () => ({ category: 'scratch', 'heading-level': '1' })), ...described('scratchCards'), requiresLogin: false },
  { ...at('scratchCard'), ...element('scratch-card', (p) => ({ 'show-key': (p.showkey ?? '').slice(0, 64) })), ...described('scratchCard'), requiresLogin: false, ...GAME_SCREEN },
  ...GAMES.map(gameRoute),
  { ...at('trend'), ...element('trend', (_p, q): Record<string, string> => (/^\d{1,4}$/.test(q.get('lotteryType') ?? '') ? { 'lottery-type': q.get('lotteryType')! } : {})), ...described('trend'), requiresLogin: false },
  { ...at('threeDigitTrend'), ...element('trend', () => ({ mode: 'three-digit' })), ...described('threeDigitTrend'), requiresLogin: false },
  // The older three-digit trend: Pick 3's recent draws with their digits by position.
  { ...at('threeDigitOld'), ...element('trend', () => ({ mode: 'three-digit-old' })), ...described('threeDigitOld'), requiresLogin: false },
  ...microAppRoutes('hulm'),
  { ...at('instructionVideo'), ...articlePage('instruction-video'), ...described('instructionVideo'), requiresLogin: false },
  { ...at('duplexHelp'), ...articlePage('duplexHelp'), ...described('duplexHelp'), requiresLogin: false },
  { ...at('orderDetail'), ...element('order-detail', orderAttrs), ...variantOf('accountOrderDetail', 'orderDetail'), ...LOGIN_REQUIRED },
  // The order as its ticket (SPEC §2 Access: login required).
  { ...at('orderTicket'), ...element('order-detail', (p, q) => ({ ...orderAttrs(p, q), view: 'ticket' })), ...described('orderTicket'), ...LOGIN_REQUIRED },
  { ...at('pick3Information'), ...articlePage('pick3-information'), ...described('pick3Information'), game: 'pick3', requiresLogin: false },
  { ...at('pick4Information'), ...articlePage('pick4-information'), ...described('pick4Information'), game: 'pick4', requiresLogin: false },
  { ...at('grandPrizeProcess'), ...element('grand-prize', (_p, q) => ({ mode: 'claim', ...(q.get('orderId') ? { 'order-id': q.get('orderId')! } : {}) })), ...described('grandPrizeProcess'), ...LOGIN_REQUIRED },
  // The lottery play list inside the native app (SPEC §2: header and footer hidden on lotteryApp).
  { ...at('lotteryApp'), ...element('lottery-play'), ...described('lotteryApp'), requiresLogin: false, ...APP_SCREEN },
  // SPEC GameOpenIframe (login required): the generic frame host, `?appKey=` an e-instant game for
  // real money, `?app=` a micro-app.
  { ...at('gameOpenIframe'), ...element('game-frame', frameAttrs), ...described('gameOpenIframe'), ...LOGIN_REQUIRED, ...GAME_SCREEN },
  { ...at('downloadGame'), ...element('download-game', downloadAttrs), ...described('downloadGame'), requiresLogin: false },
  // The card step of a deposit the native app already opened (gatewayId, money in fils).
  { ...at('payBankCard'), ...element('deposit', payBankCardAttrs), ...described('payBankCard'), requiresLogin: true },
  ...microAppRoutes('sport'),
  ...microAppRoutes('casino'),
  ...microAppRoutes('virtual'),
  ...microAppRoutes('promotion'),

  // Content and responsible play.
  // Content-managed pages (200021): the article the query names, or the store's key for the page.
  { ...at('tpl'), ...element('article', (_p, q) => contentAttrs(q)), ...described('tpl'), requiresLogin: false },
  { ...at('howToPlay'), ...element('article', (_p, q) => contentAttrs(q, { category: 'how-to-play' })), ...described('howToPlay'), requiresLogin: false },
  { ...at('faq'), ...element('faq', (_p, q): Record<string, string> => (q.get('category') ? { category: q.get('category')!.slice(0, 80) } : {})), ...described('faq'), requiresLogin: false },
  { ...at('article'), ...element('article', (_p, q) => contentAttrs(q)), ...described('article'), requiresLogin: false },
  { ...at('privacyNotice'), ...articlePage('Privacy-Notice'), ...described('privacyNotice'), requiresLogin: false },
  { ...at('termsConditions'), ...articlePage('Terms-and-Conditions'), ...described('termsConditions'), requiresLogin: false },
  { ...at('aboutUs'), ...articlePage('About-Us'), ...described('aboutUs'), requiresLogin: false },
  {
    ...at('playResponsibly'),
    ...element('play-responsibly', (_p, q): Record<string, string> => (q.get('activeTabName') ? { 'active-tab-name': q.get('activeTabName')!.slice(0, 40) } : {})),
    ...described('playResponsibly'),
    requiresLogin: false,
  },
  { ...at('familyPlan'), ...element('family-exclusion'), ...described('familyPlan'), requiresLogin: false },
  { ...at('familyPlanCheckProgress'), ...element('family-exclusion', () => ({ mode: 'progress' })), ...described('familyPlanCheckProgress'), requiresLogin: false },
  { ...at('assessment'), ...element('assessment'), ...described('assessment'), requiresLogin: false },
  { ...at('news'), ...element('news-list'), ...described('news'), requiresLogin: false },
  { ...at('newDetail'), ...element('article', (_p, q): Record<string, string> => (/^\d{1,10}$/.test(q.get('id') ?? '') ? { 'article-id': q.get('id')!, category: 'news' } : {})), ...described('newDetail'), requiresLogin: false },
  // The native app's home: every game's card, with the player's balance in the in-app header.
  { ...at('app'), ...element('game-grid'), ...described('app'), requiresLogin: false, ...APP_SCREEN, appHeader: 'home' },
  { ...at('testIframe'), ...articlePage('test-iframe'), ...described('testIframe'), requiresLogin: false },
];

/** A redirect: from a path pattern to a target computed from its params and query. */
export type RedirectDefinition = RouteRedirect;

/** The SDK's redirects of SPEC §2, and the account paths this site serves from another page. */
export const REDIRECTS: readonly RedirectDefinition[] = [
  ...ROUTE_REDIRECTS,
  { from: routePattern('account'), to: () => routePath('myProfile') },
  // The verification pages of SPEC §2 are the one identity-check page here.
  { from: routePattern('kycVerification'), to: () => routePath('kycIframe') },
  { from: routePattern('verification'), to: () => routePath('kycIframe') },
];


/** The native app's pages (SPEC §2): the app home, its play list, its profile, its deposit and withdraw. */
export const APP_ROUTE_NAMES: ReadonlySet<RouteName> = new Set<RouteName>(['app', 'lotteryApp', 'appUserInfo', 'depositCopy', 'appWithdraw']);

/**
 * Whether a path is one of the native app's pages, where the webview's user agent tells the
 * platform (SPEC §9); none of them takes params.
 *
 * @example isAppPath('/lotteryApp') // true
 */
export function isAppPath(pathname: string): boolean {
  return ROUTES.some((route) => APP_ROUTE_NAMES.has(route.name) && route.path === pathname);
}
