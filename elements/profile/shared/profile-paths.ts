/**
 * Routes of the profile and settings pages (SPEC §2 Account section). Hosts receive them in
 * `nl-navigate-request` and route them with their own router.
 */
export const PROFILE_PATHS = {
  myProfile: '/account/myprofile',
  accountSetting: '/account/accountSetting',
  editAddress: '/account/editAddress',
  notificationSettings: '/account/notificationSettings',
  accountDeletion: '/account/accountDeletion',
  accountDeletionUpload: '/account/accountDeletion/upload',
  accountDeletionRemark: '/account/accountDeletion/remark',
  withdraw: '/account/withdraw',
  login: '/account/login',
} as const;

/**
 * The login page that brings a guest back to `path` afterwards.
 * @example loginPathFor('/account/myprofile') === '/account/login?redirect=%2Faccount%2Fmyprofile'
 */
export function loginPathFor(path: string): string {
  return `${PROFILE_PATHS.login}?redirect=${encodeURIComponent(path)}`;
}
