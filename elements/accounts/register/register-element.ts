import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Register, type RegisterProps } from './register';

/** Tag name of the registration element. */
export const REGISTER_TAG = 'nl-register';

/** Attribute of `<nl-register>`: `step` (identity | address | verify | success). */
export const registerElementOptions: ElementOptions<RegisterProps> = { props: { step: 'string' } };

/** The `<nl-register>` element. */
export interface NlRegisterElement extends NlElement {
  step: 'identity' | 'address' | 'verify' | 'success' | undefined;
}

/**
 * Class of `<nl-register>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-register-success
 * @fires nl-navigate-request - the next step's route, the privacy notice, login, verification or home after success
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart register - The registration section; `data-step` is the step shown.
 * @csspart dialog - The registration-success dialog.
 * @csspart form-error - The form's error that belongs to no single field.
 */
export const NlRegister = /* @__PURE__ */ createElementClass(Register, registerElementOptions);

/**
 * Registers <nl-register>; safe to call again. Returns its class. The build's
 * `elements/accounts/register/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineRegister() {
  return defineElement(REGISTER_TAG, Register, registerElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-register': NlRegisterElement;
  }
}
