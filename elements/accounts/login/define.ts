/**
 * Registers `<nl-login>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/accounts/login/define';
 */
import { defineElement } from '../../base/define-element';
import { Login } from './login';
import { LOGIN_TAG, loginElementOptions, type NlLoginElement } from './login-element';

/** Registers <nl-login>; safe to call again. Returns its class. */
export function defineLogin() {
  return defineElement(LOGIN_TAG, Login, loginElementOptions);
}

defineLogin();

declare global {
  interface HTMLElementTagNameMap {
    'nl-login': NlLoginElement;
  }
}
