import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { FundsSecurity } from './funds-security';

/** Tag name of the funds-security declaration. */
export const FUNDS_SECURITY_TAG = 'nl-funds-security';

/** No attributes: it follows the logged-in player. */
export const fundsSecurityElementOptions: ElementOptions<Record<string, never>> = {};

/** The `<nl-funds-security>` element. */
export type NlFundsSecurityElement = NlElement;

/**
 * Class of `<nl-funds-security>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-funds-declared
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart dialog - The declaration dialog.
 * @csspart form-error - The form's error that belongs to no single field.
 */
export const NlFundsSecurity = /* @__PURE__ */ createElementClass(FundsSecurity, fundsSecurityElementOptions);

/**
 * Registers <nl-funds-security>; safe to call again. Returns its class. The build's
 * `elements/compliance/funds-security/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineFundsSecurity() {
  return defineElement(FUNDS_SECURITY_TAG, FundsSecurity, fundsSecurityElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-funds-security': NlFundsSecurityElement;
  }
}
