import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { ResetPassword, type ResetPasswordProps } from './reset-password';

/** Tag name of the reset-password element. */
export const RESET_PASSWORD_TAG = 'nl-reset-password';

/** Attributes of `<nl-reset-password>`: `ticket`, `channel` (mobile | email), `target`. */
export const resetPasswordElementOptions: ElementOptions<ResetPasswordProps> = { props: { ticket: 'string', channel: 'string', target: 'string' } };

/** The `<nl-reset-password>` element. */
export interface NlResetPasswordElement extends NlElement {
  ticket: string | undefined;
  channel: 'mobile' | 'email' | undefined;
  target: string | undefined;
}

/**
 * Class of `<nl-reset-password>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-password-reset
 * @fires nl-navigate-request - login, forgot password
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart reset-password - The section; `data-phase` is the phase shown.
 * @csspart form-error - The form's error that belongs to no single field.
 */
export const NlResetPassword = /* @__PURE__ */ createElementClass(ResetPassword, resetPasswordElementOptions);

/**
 * Registers <nl-reset-password>; safe to call again. Returns its class. The build's
 * `elements/accounts/reset-password/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineResetPassword() {
  return defineElement(RESET_PASSWORD_TAG, ResetPassword, resetPasswordElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-reset-password': NlResetPasswordElement;
  }
}
