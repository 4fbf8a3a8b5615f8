import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { FundsSecurity } from './funds-security';

/** Tag name of the funds-security declaration. */
export const FUNDS_SECURITY_TAG = 'nl-funds-security';

/** No attributes: it follows the logged-in player. */
export const fundsSecurityElementOptions: ElementOptions<Record<string, never>> = {};

/** The `<nl-funds-security>` element. */
export type NlFundsSecurityElement = NlElement;

/** Class of `<nl-funds-security>`. Events: `nl-funds-declared`. */
export const NlFundsSecurity = /* @__PURE__ */ createElementClass(FundsSecurity, fundsSecurityElementOptions);
