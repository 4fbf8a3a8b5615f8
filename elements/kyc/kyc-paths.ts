import { routePath } from '../../sdk/routes';

/**
 * The `from` value that marks a verification started from registration: a failed verdict then
 * keeps its "no close button" rule (SPEC §4), even after the provider sends the player back.
 *
 * @example routePath('kycIframe', {}, { from: KYC_FROM_REGISTER })
 */
export const KYC_FROM_REGISTER = 'register';

/**
 * The verification page, remembering when the player came from registration.
 *
 * @example kycFramePath(true) === '/account/kycIframe?from=register'
 */
export function kycFramePath(fromRegister = false): string {
  return routePath('kycIframe', {}, { from: fromRegister ? KYC_FROM_REGISTER : undefined });
}
