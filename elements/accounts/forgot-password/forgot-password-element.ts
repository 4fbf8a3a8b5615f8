import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { ForgotPassword, type ForgotPasswordProps } from './forgot-password';

/** Tag name of the forgotten-password element. */
export const FORGOT_PASSWORD_TAG = 'nl-forgot-password';

/** Attribute of `<nl-forgot-password>`: `channel` (mobile | email) selected first. */
export const forgotPasswordElementOptions: ElementOptions<ForgotPasswordProps> = { props: { channel: 'string' } };

/** The `<nl-forgot-password>` element. */
export interface NlForgotPasswordElement extends NlElement {
  channel: 'mobile' | 'email' | undefined;
}

/**
 * Class of `<nl-forgot-password>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-password-reset
 * @fires nl-navigate-request - login
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart forgot-password - The section; `data-phase` is the phase shown.
 * @csspart form-error - The form's error that belongs to no single field.
 */
export const NlForgotPassword = /* @__PURE__ */ createElementClass(ForgotPassword, forgotPasswordElementOptions);

/**
 * Registers <nl-forgot-password>; safe to call again. Returns its class. The build's
 * `elements/accounts/forgot-password/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineForgotPassword() {
  return defineElement(FORGOT_PASSWORD_TAG, ForgotPassword, forgotPasswordElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-forgot-password': NlForgotPasswordElement;
  }
}
