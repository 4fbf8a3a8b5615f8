import type { ElementName } from '../routing/route-table';

/**
 * Registers elements on demand: each page asks only for the elements it shows, so the first
 * page load does not carry every element's code.
 */
const loaders: Record<ElementName, () => Promise<unknown>> = {
  header: () => import('../../../elements/header/define'),
  footer: () => import('../../../elements/footer/define'),
  'game-grid': () => import('../../../elements/games/game-grid/define'),
  results: () => import('../../../elements/results/define'),
  login: () => import('../../../elements/account/login/define'),
  register: () => import('../../../elements/account/register/define'),
  'forgot-password': () => import('../../../elements/account/forgot-password/define'),
  'reset-password': () => import('../../../elements/account/reset-password/define'),
  'kyc-frame': () => import('../../../elements/kyc/kyc-frame/define'),
  'kyc-dialogs': () => import('../../../elements/kyc/kyc-dialogs/define'),
  'user-info': () => import('../../../elements/user-info/define'),
  'age-gate': () => import('../../../elements/compliance/age-gate/define'),
  'cookie-notice': () => import('../../../elements/compliance/cookie-notice/define'),
  'terms-dialog': () => import('../../../elements/compliance/terms-dialog/define'),
  'funds-security': () => import('../../../elements/compliance/funds-security/define'),
  'my-profile': () => import('../../../elements/profile/my-profile/define'),
  'account-settings': () => import('../../../elements/profile/account-settings/define'),
  'edit-address': () => import('../../../elements/profile/edit-address/define'),
  'notification-settings': () => import('../../../elements/profile/notification-settings/define'),
  'account-deletion': () => import('../../../elements/profile/account-deletion/define'),
};

export function loadElements(names: readonly ElementName[]): Promise<unknown[]> {
  return Promise.all(names.map((name) => loaders[name]()));
}
