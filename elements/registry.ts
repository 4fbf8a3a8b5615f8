import { GAMES, type GameKey } from '../sdk/games/catalogue';
import { gameElementName, type GameElementNameOf } from './games/game-element/game-extensions';

/**
 * Every `<nl-*>` element, once: its name, its tag and how to load its `define` module on demand.
 * Adding an element is a folder (component, `*-element.ts`, `define.ts`) plus one entry here;
 * the rest derives from this table: `elements/define` and the index's element exports (written by
 * `npm run elements:lists`), the reference site's lazy loader and element names, the JSX typings,
 * the build's per-element entries and `custom-elements.json` (documentation from the JSDoc in
 * each `*-element.ts`).
 *
 * `load` must stay a literal `import('./<folder>/define')`: bundlers split a chunk per element from
 * it, and the build reads the folder from it. Nothing here imports element code eagerly.
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
  /** Imports the element's `define` module, which registers the tag. */
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
  header: { tag: 'nl-header', load: () => import('./layout/header/define') },
  footer: { tag: 'nl-footer', load: () => import('./layout/footer/define') },
  'game-card': { tag: 'nl-game-card', load: () => import('./games/game-card/define') },
  'game-grid': { tag: 'nl-game-grid', load: () => import('./games/game-grid/define') },
  ...GAME_ELEMENTS,
  'lottery-play': { tag: 'nl-lottery-play', load: () => import('./games/lottery-play/define') },
  results: { tag: 'nl-results', load: () => import('./draws/results/define') },
  'draw-verifier': { tag: 'nl-draw-verifier', load: () => import('./draws/draw-verifier/define') },
  login: { tag: 'nl-login', load: () => import('./accounts/login/define') },
  register: { tag: 'nl-register', load: () => import('./accounts/register/define') },
  'forgot-password': { tag: 'nl-forgot-password', load: () => import('./accounts/forgot-password/define') },
  'reset-password': { tag: 'nl-reset-password', load: () => import('./accounts/reset-password/define') },
  'kyc-dialogs': { tag: 'nl-kyc-dialogs', load: () => import('./kyc/kyc-dialogs/define') },
  'kyc-frame': { tag: 'nl-kyc-frame', load: () => import('./kyc/kyc-frame/define') },
  'user-info': { tag: 'nl-user-info', load: () => import('./layout/user-info/define') },
  'age-gate': { tag: 'nl-age-gate', load: () => import('./compliance/age-gate/define') },
  'cookie-notice': { tag: 'nl-cookie-notice', load: () => import('./compliance/cookie-notice/define') },
  'terms-dialog': { tag: 'nl-terms-dialog', load: () => import('./compliance/terms-dialog/define') },
  'funds-security': { tag: 'nl-funds-security', load: () => import('./compliance/funds-security/define') },
  'my-profile': { tag: 'nl-my-profile', load: () => import('./profile/my-profile/define') },
  'account-settings': { tag: 'nl-account-settings', load: () => import('./profile/account-settings/define') },
  'edit-address': { tag: 'nl-edit-address', load: () => import('./profile/edit-address/define') },
  'notification-settings': { tag: 'nl-notification-settings', load: () => import('./profile/notification-settings/define') },
  'account-deletion': { tag: 'nl-account-deletion', load: () => import('./profile/account-deletion/define') },
  deposit: { tag: 'nl-deposit', load: () => import('./deposits/deposit/define') },
  balance: { tag: 'nl-balance', load: () => import('./wallet/balance/define') },
  transactions: { tag: 'nl-transactions', load: () => import('./transactions/list/define') },
  'notification-list': { tag: 'nl-notification-list', load: () => import('./notifications/list/define') },
  'notification-detail': { tag: 'nl-notification-detail', load: () => import('./notifications/detail/define') },
  withdraw: { tag: 'nl-withdraw', load: () => import('./withdrawals/withdraw/define') },
  orders: { tag: 'nl-orders', load: () => import('./orders/list/define') },
  'order-detail': { tag: 'nl-order-detail', load: () => import('./orders/detail/define') },
  'chase-detail': { tag: 'nl-chase-detail', load: () => import('./orders/chase/define') },
  'grand-prize': { tag: 'nl-grand-prize', load: () => import('./orders/grand-prize/define') },
  'win-popup': { tag: 'nl-win-popup', load: () => import('./orders/win-popup/define') },
  trend: { tag: 'nl-trend', load: () => import('./draws/trend/define') },
  'self-exclusion': { tag: 'nl-self-exclusion', load: () => import('./responsible-play/self-exclusion/define') },
  'restriction-dialogs': { tag: 'nl-restriction-dialogs', load: () => import('./responsible-play/restriction-dialogs/define') },
  assessment: { tag: 'nl-assessment', load: () => import('./responsible-play/assessment/define') },
  'family-exclusion': { tag: 'nl-family-exclusion', load: () => import('./responsible-play/family-exclusion/define') },
  'play-responsibly': { tag: 'nl-play-responsibly', load: () => import('./responsible-play/play-responsibly/define') },
  'play-session': { tag: 'nl-play-session', load: () => import('./responsible-play/play-session/define') },
  article: { tag: 'nl-article', load: () => import('./content/article/define') },
  'news-list': { tag: 'nl-news-list', load: () => import('./content/news-list/define') },
  faq: { tag: 'nl-faq', load: () => import('./content/faq/define') },
  'download-game': { tag: 'nl-download-game', load: () => import('./content/download-game/define') },
} as const satisfies Record<string, ElementEntry>;

/** An element's name in the registry, e.g. `login`. */
export type ElementName = keyof typeof ELEMENTS;

/** Every element's tag, e.g. `nl-login`. */
export type ElementTag = (typeof ELEMENTS)[ElementName]['tag'];

