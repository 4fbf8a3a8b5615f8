/**
 * Registers `<nl-grand-prize>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/orders/grand-prize/define';
 */
import { defineElement } from '../../base/define-element';
import { GrandPrize } from './grand-prize';
import { GRAND_PRIZE_TAG, grandPrizeElementOptions, type NlGrandPrizeElement } from './grand-prize-element';

/** Registers <nl-grand-prize>; safe to call again. Returns its class. */
export function defineGrandPrize() {
  return defineElement(GRAND_PRIZE_TAG, GrandPrize, grandPrizeElementOptions);
}

defineGrandPrize();

declare global {
  interface HTMLElementTagNameMap {
    'nl-grand-prize': NlGrandPrizeElement;
  }
}
