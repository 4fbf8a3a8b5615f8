/**
 * Every `<nl-*>` element, once: its name, its tag and how to load its `define` module on demand.
 * Adding an element is a folder (component, `*-element.ts`, `define.ts`) plus one entry here;
 * the rest derives from this table: `defineAllElements()` (checked against it by type), the
 * reference site's lazy loader and element names, the JSX typings, the build's per-element entries
 * and `custom-elements.json` (documentation from the JSDoc in each `*-element.ts`).
 *
 * `load` must stay a literal `import('./<folder>/define')`: bundlers split a chunk per element from
 * it, and the build reads the folder from it. Nothing here imports element code eagerly.
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
}

export const ELEMENTS = {
  header: { tag: 'nl-header', load: () => import('./header/define') },
  footer: { tag: 'nl-footer', load: () => import('./footer/define') },
  'game-card': { tag: 'nl-game-card', load: () => import('./games/game-card/define') },
  'game-grid': { tag: 'nl-game-grid', load: () => import('./games/game-grid/define') },
  pick3: { tag: 'nl-pick3', load: () => import('./games/pick3/define') },
  pick4: { tag: 'nl-pick4', load: () => import('./games/pick4/define') },
  'lucky-day': { tag: 'nl-lucky-day', load: () => import('./games/lucky-day/define') },
  magic5: { tag: 'nl-magic5', load: () => import('./games/magic5/define') },
  fivetastic: { tag: 'nl-fivetastic', load: () => import('./games/fivetastic/define') },
  'super-diamond': { tag: 'nl-super-diamond', load: () => import('./games/super-diamond/define') },
  'quick-five': { tag: 'nl-quick-five', load: () => import('./games/quick-five/define') },
  octaluck: { tag: 'nl-octaluck', load: () => import('./games/octaluck/define') },
  'super-ocean': { tag: 'nl-super-ocean', load: () => import('./games/super-ocean/define') },
  'color-prediction': { tag: 'nl-color-prediction', load: () => import('./games/color-prediction/define') },
  'lottery-play': { tag: 'nl-lottery-play', load: () => import('./games/lottery-play/define') },
  results: { tag: 'nl-results', load: () => import('./results/define') },
  'draw-verifier': { tag: 'nl-draw-verifier', load: () => import('./draw-verifier/define') },
  login: { tag: 'nl-login', load: () => import('./account/login/define') },
  register: { tag: 'nl-register', load: () => import('./account/register/define') },
  'forgot-password': { tag: 'nl-forgot-password', load: () => import('./account/forgot-password/define') },
  'reset-password': { tag: 'nl-reset-password', load: () => import('./account/reset-password/define') },
  'kyc-dialogs': { tag: 'nl-kyc-dialogs', load: () => import('./kyc/kyc-dialogs/define') },
  'kyc-frame': { tag: 'nl-kyc-frame', load: () => import('./kyc/kyc-frame/define') },
  'user-info': { tag: 'nl-user-info', load: () => import('./user-info/define') },
  'age-gate': { tag: 'nl-age-gate', load: () => import('./compliance/age-gate/define') },
  'cookie-notice': { tag: 'nl-cookie-notice', load: () => import('./compliance/cookie-notice/define') },
  'terms-dialog': { tag: 'nl-terms-dialog', load: () => import('./compliance/terms-dialog/define') },
  'funds-security': { tag: 'nl-funds-security', load: () => import('./compliance/funds-security/define') },
  'my-profile': { tag: 'nl-my-profile', load: () => import('./profile/my-profile/define') },
  'account-settings': { tag: 'nl-account-settings', load: () => import('./profile/account-settings/define') },
  'edit-address': { tag: 'nl-edit-address', load: () => import('./profile/edit-address/define') },
  'notification-settings': { tag: 'nl-notification-settings', load: () => import('./profile/notification-settings/define') },
  'account-deletion': { tag: 'nl-account-deletion', load: () => import('./profile/account-deletion/define') },
  deposit: { tag: 'nl-deposit', load: () => import('./wallet/deposit/define') },
  balance: { tag: 'nl-balance', load: () => import('./wallet/balance/define') },
  transactions: { tag: 'nl-transactions', load: () => import('./wallet/transactions/define') },
  withdraw: { tag: 'nl-withdraw', load: () => import('./wallet/withdraw/define') },
} as const satisfies Record<string, ElementEntry>;

/** An element's name in the registry, e.g. `login`. */
export type ElementName = keyof typeof ELEMENTS;

/** Every element's tag, e.g. `nl-login`. */
export type ElementTag = (typeof ELEMENTS)[ElementName]['tag'];

