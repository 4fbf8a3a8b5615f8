/** Product paths of identity verification (SPEC §2 account pages). */
export const KYC_PATHS = {
  /** The page hosting the eKYC provider (`<nl-kyc-frame>`). */
  frame: '/account/kycIframe',
  /** User settings: where a verified player's status tag leads. */
  accountSetting: '/account/accountSetting',
} as const;

/**
 * The verification page, remembering when the player came from registration so a failed verdict
 * keeps its "no close button" rule after the provider returns.
 * @example kycFramePath(true) === '/account/kycIframe?from=register'
 */
export function kycFramePath(fromRegister = false): string {
  return fromRegister ? `${KYC_PATHS.frame}?from=register` : KYC_PATHS.frame;
}

/**
 * The login page with the path to come back to after login.
 * @example loginPath('/account/myprofile') === '/account/login?redirect=%2Faccount%2Fmyprofile'
 */
export function loginPath(returnPath: string): string {
  return `/account/login?redirect=${encodeURIComponent(returnPath)}`;
}
