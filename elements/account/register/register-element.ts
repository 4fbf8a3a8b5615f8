import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
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
 * Class of `<nl-register>`. Events: `nl-navigate-request` (the next step's route, the privacy
 * notice, login, KYC or home after success), `nl-register-success` ({ userOpenId }).
 */
export const NlRegister = /* @__PURE__ */ createElementClass(Register, registerElementOptions);
