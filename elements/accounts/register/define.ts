/**
 * Registers `<nl-register>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/accounts/register/define';
 */
import { defineElement } from '../../base/define-element';
import { Register } from './register';
import { REGISTER_TAG, registerElementOptions, type NlRegisterElement } from './register-element';

/** Registers <nl-register>; safe to call again. Returns its class. */
export function defineRegister() {
  return defineElement(REGISTER_TAG, Register, registerElementOptions);
}

defineRegister();

declare global {
  interface HTMLElementTagNameMap {
    'nl-register': NlRegisterElement;
  }
}
