/**
 * Registers `<nl-win-popup>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/orders/win-popup/define';
 */
import { defineElement } from '../../base/define-element';
import { WinPopup } from './win-popup';
import { WIN_POPUP_TAG, winPopupElementOptions, type NlWinPopupElement } from './win-popup-element';

/** Registers <nl-win-popup>; safe to call again. Returns its class. */
export function defineWinPopup() {
  return defineElement(WIN_POPUP_TAG, WinPopup, winPopupElementOptions);
}

defineWinPopup();

declare global {
  interface HTMLElementTagNameMap {
    'nl-win-popup': NlWinPopupElement;
  }
}
