import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { FundsSecurity } from './funds-security';

/** Tag name of the funds-security declaration. */
export const FUNDS_SECURITY_TAG = 'nl-funds-security';

/** No attributes: it follows the logged-in player. */
export const fundsSecurityElementOptions: ElementOptions<Record<string, never>> = {};

/** The `<nl-funds-security>` element. */
export type NlFundsSecurityElement = NlElement;

/**
 * Class of `<nl-funds-security>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run elements:manifest`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-funds-declared
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart dialog - The declaration dialog.
 * @csspart form-error - The form's error that belongs to no single field.
 */
export const NlFundsSecurity = /* @__PURE__ */ createElementClass(FundsSecurity, fundsSecurityElementOptions);
