/**
 * Registers `<nl-funds-security>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/compliance/funds-security/define';
 */
import { defineElement } from '../../base/define-element';
import { FundsSecurity } from './funds-security';
import { FUNDS_SECURITY_TAG, fundsSecurityElementOptions, type NlFundsSecurityElement } from './funds-security-element';

/** Registers <nl-funds-security>; safe to call again. Returns its class. */
export function defineFundsSecurity() {
  return defineElement(FUNDS_SECURITY_TAG, FundsSecurity, fundsSecurityElementOptions);
}

defineFundsSecurity();

declare global {
  interface HTMLElementTagNameMap {
    'nl-funds-security': NlFundsSecurityElement;
  }
}
