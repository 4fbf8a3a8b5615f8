import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Login, type LoginProps } from './login';

/** Tag name of the login element. */
export const LOGIN_TAG = 'nl-login';

/** Attributes of `<nl-login>`: `redirect` (return path) and `mode` (password | code). */
export const loginElementOptions: ElementOptions<LoginProps> = { props: { redirect: 'string', mode: 'string' } };

/** The `<nl-login>` element. */
export interface NlLoginElement extends NlElement {
  redirect: string | undefined;
  mode: 'password' | 'code' | undefined;
}

/**
 * Class of `<nl-login>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-login-success
 * @fires nl-navigate-request - the `redirect` path, forgot password, register
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart login - The login section.
 * @csspart form-error - The form's error that belongs to no single field.
 * @csspart excluded-login - The refusal of a login during a self-exclusion or break: its end and "Log in to withdraw".
 * @csspart verify-email - The way on for an e-mail never verified (403000623): a code to the address, or the mobile login.
 * @csspart dialog - The dialog that holds it.
 */
export const NlLogin = /* @__PURE__ */ createElementClass(Login, loginElementOptions);

/**
 * Registers <nl-login>; safe to call again. Returns its class. The build's
 * `elements/accounts/login/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineLogin() {
  return defineElement(LOGIN_TAG, Login, loginElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-login': NlLoginElement;
  }
}
