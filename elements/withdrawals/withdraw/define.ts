/**
 * Registers `<nl-withdraw>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/withdrawals/withdraw/define';
 */
import { defineElement } from '../../base/define-element';
import { Withdraw } from './withdraw';
import { WITHDRAW_TAG, withdrawElementOptions, type NlWithdrawElement } from './withdraw-element';

/** Registers <nl-withdraw>; safe to call again. Returns its class. */
export function defineWithdraw() {
  return defineElement(WITHDRAW_TAG, Withdraw, withdrawElementOptions);
}

defineWithdraw();

declare global {
  interface HTMLElementTagNameMap {
    'nl-withdraw': NlWithdrawElement;
  }
}
