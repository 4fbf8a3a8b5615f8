import { GAMES, type GameKey } from '../sdk/games/catalogue';
import { gameElementName, type GameElementNameOf } from './games/game-element/game-extensions';

/**
 * Every `<nl-*>` element, once: its name, its tag and how to load and register it on demand.
 * Adding an element is a folder (component, and `<name>-element.ts` with the tag, options, class
 * and `define<Name>()`) plus one entry here; the rest derives from this table: `elements/define`
 * and the index's element exports (written by `npm run elements:lists`), each element's
 * `elements/<folder>/define` entry of the package (written by the build), the reference site's
 * lazy loader and element names, the JSX typings and `custom-elements.json` (documentation from
 * the JSDoc in each `*-element.ts`).
 *
 * `load` must stay a literal `import('./<folder>/<name>-element').then((m) => m.define<Name>())`:
 * bundlers split a chunk per element from it, and the build reads the folder from it. Nothing here
 * imports element code eagerly.
 *
 * The draw games are not written here: each game of the catalogue (sdk/games/catalogue.ts) is an
 * entry of its own, the one game element set to that game (`GAME_ELEMENTS`).
 *
 * @example
 * import { ELEMENTS } from '@nl/lottery/elements';
 * await ELEMENTS.login.load(); // <nl-login> is now defined
 */
export interface ElementEntry {
  /** The custom element name. */
  tag: `nl-${string}`;
  /** Imports the element's module and registers the tag; resolves with its class. */
  load: () => Promise<unknown>;
  /** For a draw game's element: its key in the game catalogue. */
  game?: GameKey;
}

/** The registry entry of a game's element; its define module is `elements/games/<name>/define`. */
export interface GameElementEntry<Key extends GameKey = GameKey> extends ElementEntry {
  tag: `nl-${GameElementNameOf<Key>}`;
  game: Key;
}

/**
 * One entry per game of the catalogue, in its order, named by `gameElementName` (`pick3`,
 * `lucky-day` …). Loading one registers that game's element only.
 *
 * @example await GAME_ELEMENTS['quick-five'].load(); // <nl-quick-five> is now defined
 */
export const GAME_ELEMENTS = Object.fromEntries(
  GAMES.map((game) => {
    const name = gameElementName(game.key);
    const entry: GameElementEntry = {
      tag: `nl-${name}`,
      game: game.key,
      load: () => import('./games/game-element/define-game-element').then((module) => module.defineGameElement(game.key)),
    };
    return [name, entry];
  }),
) as { readonly [Key in GameKey as GameElementNameOf<Key>]: GameElementEntry<Key> };

export const ELEMENTS = {
  header: { tag: 'nl-header', load: () => import('./layout/header/header-element').then((m) => m.defineHeader()) },
  footer: { tag: 'nl-footer', load: () => import('./layout/footer/footer-element').then((m) => m.defineFooter()) },
  'game-card': { tag: 'nl-game-card', load: () => import('./games/game-card/game-card-element').then((m) => m.defineGameCard()) },
  'game-grid': { tag: 'nl-game-grid', load: () => import('./games/game-grid/game-grid-element').then((m) => m.defineGameGrid()) },
  ...GAME_ELEMENTS,
  'lottery-play': { tag: 'nl-lottery-play', load: () => import('./games/lottery-play/lottery-play-element').then((m) => m.defineLotteryPlay()) },
  results: { tag: 'nl-results', load: () => import('./draws/results/results-element').then((m) => m.defineResults()) },
  'draw-verifier': { tag: 'nl-draw-verifier', load: () => import('./draws/draw-verifier/draw-verifier-element').then((m) => m.defineDrawVerifier()) },
  login: { tag: 'nl-login', load: () => import('./accounts/login/login-element').then((m) => m.defineLogin()) },
  register: { tag: 'nl-register', load: () => import('./accounts/register/register-element').then((m) => m.defineRegister()) },
  'forgot-password': { tag: 'nl-forgot-password', load: () => import('./accounts/forgot-password/forgot-password-element').then((m) => m.defineForgotPassword()) },
  'reset-password': { tag: 'nl-reset-password', load: () => import('./accounts/reset-password/reset-password-element').then((m) => m.defineResetPassword()) },
  'kyc-dialogs': { tag: 'nl-kyc-dialogs', load: () => import('./kyc/kyc-dialogs/kyc-dialogs-element').then((m) => m.defineKycDialogs()) },
  'kyc-frame': { tag: 'nl-kyc-frame', load: () => import('./kyc/kyc-frame/kyc-frame-element').then((m) => m.defineKycFrame()) },
  'user-info': { tag: 'nl-user-info', load: () => import('./layout/user-info/user-info-element').then((m) => m.defineUserInfo()) },
  'age-gate': { tag: 'nl-age-gate', load: () => import('./compliance/age-gate/age-gate-element').then((m) => m.defineAgeGate()) },
  'cookie-notice': { tag: 'nl-cookie-notice', load: () => import('./compliance/cookie-notice/cookie-notice-element').then((m) => m.defineCookieNotice()) },
  'terms-dialog': { tag: 'nl-terms-dialog', load: () => import('./compliance/terms-dialog/terms-dialog-element').then((m) => m.defineTermsDialog()) },
  'funds-security': { tag: 'nl-funds-security', load: () => import('./compliance/funds-security/funds-security-element').then((m) => m.defineFundsSecurity()) },
  'my-profile': { tag: 'nl-my-profile', load: () => import('./profile/my-profile/my-profile-element').then((m) => m.defineMyProfile()) },
  'account-settings': { tag: 'nl-account-settings', load: () => import('./profile/account-settings/account-settings-element').then((m) => m.defineAccountSettings()) },
  'edit-address': { tag: 'nl-edit-address', load: () => import('./profile/edit-address/edit-address-element').then((m) => m.defineEditAddress()) },
  'notification-settings': { tag: 'nl-notification-settings', load: () => import('./profile/notification-settings/notification-settings-element').then((m) => m.defineNotificationSettings()) },
  'account-deletion': { tag: 'nl-account-deletion', load: () => import('./profile/account-deletion/account-deletion-element').then((m) => m.defineAccountDeletion()) },
  deposit: { tag: 'nl-deposit', load: () => import('./deposits/deposit/deposit-element').then((m) => m.defineDeposit()) },
  balance: { tag: 'nl-balance', load: () => import('./wallet/balance/balance-element').then((m) => m.defineBalance()) },
  transactions: { tag: 'nl-transactions', load: () => import('./transactions/list/transactions-element').then((m) => m.defineTransactions()) },
  withdraw: { tag: 'nl-withdraw', load: () => import('./withdrawals/withdraw/withdraw-element').then((m) => m.defineWithdraw()) },
  orders: { tag: 'nl-orders', load: () => import('./orders/list/orders-element').then((m) => m.defineOrders()) },
  'order-detail': { tag: 'nl-order-detail', load: () => import('./orders/detail/order-detail-element').then((m) => m.defineOrderDetail()) },
  'chase-detail': { tag: 'nl-chase-detail', load: () => import('./orders/chase/chase-detail-element').then((m) => m.defineChaseDetail()) },
  'grand-prize': { tag: 'nl-grand-prize', load: () => import('./orders/grand-prize/grand-prize-element').then((m) => m.defineGrandPrize()) },
  'win-popup': { tag: 'nl-win-popup', load: () => import('./orders/win-popup/win-popup-element').then((m) => m.defineWinPopup()) },
  trend: { tag: 'nl-trend', load: () => import('./draws/trend/trend-element').then((m) => m.defineTrend()) },
  'self-exclusion': { tag: 'nl-self-exclusion', load: () => import('./responsible-play/self-exclusion/self-exclusion-element').then((m) => m.defineSelfExclusion()) },
  'restriction-dialogs': { tag: 'nl-restriction-dialogs', load: () => import('./responsible-play/restriction-dialogs/restriction-dialogs-element').then((m) => m.defineRestrictionDialogs()) },
  assessment: { tag: 'nl-assessment', load: () => import('./responsible-play/assessment/assessment-element').then((m) => m.defineAssessment()) },
  'family-exclusion': { tag: 'nl-family-exclusion', load: () => import('./responsible-play/family-exclusion/family-exclusion-element').then((m) => m.defineFamilyExclusion()) },
  'play-responsibly': { tag: 'nl-play-responsibly', load: () => import('./responsible-play/play-responsibly/play-responsibly-element').then((m) => m.definePlayResponsibly()) },
  'play-session': { tag: 'nl-play-session', load: () => import('./responsible-play/play-session/play-session-element').then((m) => m.definePlaySession()) },
} as const satisfies Record<string, ElementEntry>;

/** An element's name in the registry, e.g. `login`. */
export type ElementName = keyof typeof ELEMENTS;

/** Every element's tag, e.g. `nl-login`. */
export type ElementTag = (typeof ELEMENTS)[ElementName]['tag'];

