/** Product paths of the account flows (SPEC §2), sent to the host in `nl-navigate-request`. */
export const ACCOUNT_PATHS = {
  home: '/',
  login: '/account/login',
  register: '/account/register',
  registerAddress: '/account/registerAddress',
  registerVerify: '/account/verCodeNew',
  registerSuccess: '/account/registerSuccess',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
  privacyNotice: '/Privacy-Notice',
  kycAfterRegister: '/account/kycIframe?from=register',
} as const;

/**
 * A return path that stays on this site: it must start with one `/` (not `//` or `/\`, which
 * browsers read as another host) and hold no control characters. Anything else gives `/`.
 * @example safeRedirectPath('/lottery/pick3?x=1') // '/lottery/pick3?x=1'
 * @example safeRedirectPath('https://evil.example') // '/'
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}
