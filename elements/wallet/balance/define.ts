/**
 * Registers `<nl-balance>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/wallet/balance/define';
 */
import { defineElement } from '../../base/define-element';
import { Balance } from './balance';
import { BALANCE_TAG, balanceElementOptions, type NlBalanceElement } from './balance-element';

/** Registers <nl-balance>; safe to call again. Returns its class. */
export function defineBalance() {
  return defineElement(BALANCE_TAG, Balance, balanceElementOptions);
}

defineBalance();

declare global {
  interface HTMLElementTagNameMap {
    'nl-balance': NlBalanceElement;
  }
}
