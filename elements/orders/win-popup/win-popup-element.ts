import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { WinPopup } from './win-popup';

/** Tag name of the win popup. */
export const WIN_POPUP_TAG = 'nl-win-popup';

/** No attributes: it listens to the client's socket messages. */
export const winPopupElementOptions: ElementOptions<Record<string, never>> = {};

/** The `<nl-win-popup>` element. */
export type NlWinPopupElement = NlElement;

/**
 * Class of `<nl-win-popup>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`).
 *
 * @fires nl-navigate-request - the grand prize page (jumpType 5) or the orders
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart dialog - The popup.
 * @csspart win - The prize and its button.
 * @csspart win-draw - The game and the draw that won.
 */
export const NlWinPopup = /* @__PURE__ */ createElementClass(WinPopup, winPopupElementOptions);

/**
 * Registers <nl-win-popup>; safe to call again. Returns its class. The build's
 * `elements/orders/win-popup/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineWinPopup() {
  return defineElement(WIN_POPUP_TAG, WinPopup, winPopupElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-win-popup': NlWinPopupElement;
  }
}
