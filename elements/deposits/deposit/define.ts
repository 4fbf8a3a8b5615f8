/**
 * Registers `<nl-deposit>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/deposits/deposit/define';
 */
import { defineElement } from '../../base/define-element';
import { Deposit } from './deposit';
import { DEPOSIT_TAG, depositElementOptions, type NlDepositElement } from './deposit-element';

/** Registers <nl-deposit>; safe to call again. Returns its class. */
export function defineDeposit() {
  return defineElement(DEPOSIT_TAG, Deposit, depositElementOptions);
}

defineDeposit();

declare global {
  interface HTMLElementTagNameMap {
    'nl-deposit': NlDepositElement;
  }
}
