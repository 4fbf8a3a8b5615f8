/**
 * Registers `<nl-reset-password>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/accounts/reset-password/define';
 */
import { defineElement } from '../../base/define-element';
import { ResetPassword } from './reset-password';
import { RESET_PASSWORD_TAG, resetPasswordElementOptions, type NlResetPasswordElement } from './reset-password-element';

/** Registers <nl-reset-password>; safe to call again. Returns its class. */
export function defineResetPassword() {
  return defineElement(RESET_PASSWORD_TAG, ResetPassword, resetPasswordElementOptions);
}

defineResetPassword();

declare global {
  interface HTMLElementTagNameMap {
    'nl-reset-password': NlResetPasswordElement;
  }
}
