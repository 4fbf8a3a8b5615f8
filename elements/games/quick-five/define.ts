/**
 * Registers `<nl-quick-five>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/games/quick-five/define';
 */
import { defineElement } from '../../base/define-element';
import { QuickFive } from './quick-five';
import { QUICK_FIVE_TAG, quickFiveElementOptions, type NlQuickFiveElement } from './quick-five-element';

/** Registers <nl-quick-five>; safe to call again. Returns its class. */
export function defineQuickFive() {
  return defineElement(QUICK_FIVE_TAG, QuickFive, quickFiveElementOptions);
}

defineQuickFive();

declare global {
  interface HTMLElementTagNameMap {
    'nl-quick-five': NlQuickFiveElement;
  }
}
