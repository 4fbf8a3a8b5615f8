/**
 * Registers `<nl-forgot-password>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/accounts/forgot-password/define';
 */
import { defineElement } from '../../base/define-element';
import { ForgotPassword } from './forgot-password';
import { FORGOT_PASSWORD_TAG, forgotPasswordElementOptions, type NlForgotPasswordElement } from './forgot-password-element';

/** Registers <nl-forgot-password>; safe to call again. Returns its class. */
export function defineForgotPassword() {
  return defineElement(FORGOT_PASSWORD_TAG, ForgotPassword, forgotPasswordElementOptions);
}

defineForgotPassword();

declare global {
  interface HTMLElementTagNameMap {
    'nl-forgot-password': NlForgotPasswordElement;
  }
}
