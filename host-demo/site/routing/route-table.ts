import { GAMES, gameByType } from '../../../sdk/games/catalogue';

/**
 * Every route of the reference site as data (SPEC §2): path, page, title, layout rules and access.
 * The router, the guards, the page titles and the tests all read this one table.
 * Routes are added here as the pages are built; paths not in the table go home (SPEC §2 Redirects).
 */
import type { ElementName } from '../../../elements/registry';
/** Elements the site can load on demand: the names of the element registry. */
export type { ElementName };

/** A page that is one element: which, its tag, and its attributes from the route. */
export interface ElementPage {
  name: ElementName;
  tag: string;
  attrs?: (params: Record<string, string>, query: URLSearchParams) => Record<string, string>;
}

export interface RouteDefinition {
  /** Named route of SPEC §2. */
  name: string;
  path: string;
  /** Page module, loaded on demand so each page pulls in only its elements. */
  page: 'home' | 'results' | 'element';
  /** For `page: 'element'`: the element the page shows. */
  element?: ElementPage;
  /** Account pages sit beside the account menu and the user info box. */
  layout?: 'account';
  /** Paths that show home with the login dialog open for a guest (SPEC §2 Access). */
  loginDialog?: boolean;
  /** Translation key of the page title (document.title). */
  titleKey: string;
  /** Translation key of the meta description. */
  descriptionKey: string;
  requiresLogin: boolean;
  /** Login and registration pages: a logged-in player is sent on to where they were going. */
  guestOnly?: boolean;
  hideHeader?: boolean;
  hideFooter?: boolean;
  /**
   * No terms-update or funds-declaration dialog here: they would cover a form the player is in
   * the middle of (registration, login, the identity check); they show on the next page.
   */
  hideComplianceDialogs?: boolean;
  /** Keep the scroll position on navigation (SPEC §2: only the orders page does). */
  keepScroll?: boolean;
}

/** Where login sends the player back to: a same-site path only, never another origin. */
export function safeReturnPath(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}

const titled = (key: string) => ({ titleKey: `site.titles.${key}`, descriptionKey: 'site.descriptions.home' });
const element = (name: ElementName, tag: string, attrs?: ElementPage['attrs']): Pick<RouteDefinition, 'page' | 'element'> => ({
  page: 'element',
  element: { name, tag, ...(attrs ? { attrs } : {}) },
});
const registerStep = (step: string) => element('register', 'nl-register', () => ({ step }));
const deletionStep = (step: string) => element('account-deletion', 'nl-account-deletion', () => ({ step }));

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', path: '/', page: 'home', titleKey: 'site.titles.home', descriptionKey: 'site.descriptions.home', requiresLogin: false },
  { name: 'draws', path: '/lottery/results', page: 'results', titleKey: 'site.titles.draws', descriptionKey: 'site.descriptions.draws', requiresLogin: false },
  { name: 'result', path: '/lottery/:name/results', page: 'results', titleKey: 'site.titles.result', descriptionKey: 'site.descriptions.draws', requiresLogin: false },
  // Paths that open the login dialog over home (SPEC §2 Access).
  ...['/sharePageHome', '/newOnePurchase', '/europeanCupHome', '/signInHome', '/SuperOcean'].map(
    (path): RouteDefinition => ({ name: `loginDialog${path}`, path, page: 'home', loginDialog: true, ...titled('home'), requiresLogin: false }),
  ),

  // Accounts (SPEC §2): login, registration steps, password recovery.
  { name: 'login', path: '/account/login', ...element('login', 'nl-login', (_p, q) => ({ redirect: safeReturnPath(q.get('redirect')) })), ...titled('login'), hideComplianceDialogs: true, requiresLogin: false, guestOnly: true },
  { name: 'register', path: '/account/register', ...registerStep('identity'), ...titled('register'), hideComplianceDialogs: true, requiresLogin: false, guestOnly: true },
  { name: 'registerAddress', path: '/account/registerAddress', ...registerStep('address'), ...titled('register'), hideComplianceDialogs: true, requiresLogin: false, guestOnly: true },
  { name: 'registerVerification', path: '/account/verCodeNew', ...registerStep('verify'), ...titled('register'), hideComplianceDialogs: true, requiresLogin: false, guestOnly: true },
  { name: 'registerSuccess', path: '/account/registerSuccess', ...registerStep('success'), ...titled('register'), hideComplianceDialogs: true, requiresLogin: false },
  { name: 'forgotPassword', path: '/account/forgot-password', ...element('forgot-password', 'nl-forgot-password'), ...titled('forgotPassword'), hideComplianceDialogs: true, requiresLogin: false, guestOnly: true },
  {
    name: 'resetPassword',
    path: '/account/reset-password',
    ...element('reset-password', 'nl-reset-password', (_p, q) => {
      const attrs: Record<string, string> = {};
      for (const key of ['ticket', 'channel', 'target']) if (q.get(key)) attrs[key] = q.get(key)!;
      return attrs;
    }),
    ...titled('resetPassword'),
    // SPEC §2 lists resetPassword as login-required, but the flow resets a forgotten
    // password, which a logged-out player must reach.
    requiresLogin: false,
    hideComplianceDialogs: true,
  },

  // Identity verification: the provider page fills the screen (SPEC §2: header hidden on kycIframe).
  {
    name: 'kycIframe',
    path: '/account/kycIframe',
    ...element('kyc-frame', 'nl-kyc-frame', (_p, q) => ({
      ...(q.get('ticketId') ? { 'ticket-id': q.get('ticketId')! } : {}),
      ...(q.get('from') ? { from: q.get('from')! } : {}),
    })),
    ...titled('kyc'),
    requiresLogin: true,
    hideHeader: true,
    hideFooter: true,
    hideComplianceDialogs: true,
  },

  // Profile and settings.
  { name: 'myprofile', path: '/account/myprofile', ...element('my-profile', 'nl-my-profile'), layout: 'account', ...titled('myProfile'), requiresLogin: true },
  { name: 'userSetting', path: '/account/accountSetting', ...element('account-settings', 'nl-account-settings'), layout: 'account', ...titled('accountSetting'), requiresLogin: true },
  { name: 'editAddress', path: '/account/editAddress', ...element('edit-address', 'nl-edit-address'), layout: 'account', ...titled('editAddress'), requiresLogin: true },
  { name: 'notificationSettings', path: '/account/notificationSettings', ...element('notification-settings', 'nl-notification-settings'), layout: 'account', ...titled('notificationSettings'), requiresLogin: true },
  { name: 'accountDeletion', path: '/account/accountDeletion', ...deletionStep('intro'), layout: 'account', ...titled('accountDeletion'), requiresLogin: true },
  { name: 'accountDeletionUpload', path: '/account/accountDeletion/upload', ...deletionStep('upload'), layout: 'account', ...titled('accountDeletion'), requiresLogin: true },
  { name: 'accountDeletionRemark', path: '/account/accountDeletion/remark', ...deletionStep('remark'), layout: 'account', ...titled('accountDeletion'), requiresLogin: true },
];

/** A redirect: from a path pattern to a target computed from its params and query. */
export interface RedirectDefinition {
  from: string;
  to: (params: Record<string, string>, query: URLSearchParams) => string;
}

/** SPEC §2 Redirects. */
export const REDIRECTS: readonly RedirectDefinition[] = [
  { from: '/home', to: () => '/' },
  { from: '/lottery/draw/list', to: () => '/lottery/results' },
  {
    from: '/lottery/result',
    to: (_p, query) => {
      const game = gameByType(Number(query.get('lotteryType')));
      return game ? `/lottery/${game.key}/results` : '/lottery/results';
    },
  },
  { from: '/account', to: () => '/account/myprofile' },
  { from: '/account/kyc-verification', to: () => '/account/kycIframe' },
  { from: '/account/verification', to: () => '/account/kycIframe' },
  { from: '/withdraw', to: () => '/account/withdraw' },
  { from: '/recharge', to: () => '/account/deposit' },
  { from: '/notification/list', to: () => '/account/notification/list' },
];

/** Game keys a results page accepts; anything else is an unknown path. */
export const RESULT_GAME_KEYS: ReadonlySet<string> = new Set(GAMES.map((g) => g.key));
