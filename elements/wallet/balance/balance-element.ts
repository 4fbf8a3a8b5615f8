import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Balance, type BalanceProps } from './balance';

/** Tag name of the balance widget. */
export const BALANCE_TAG = 'nl-balance';

/** No attributes: the widget reads the logged-in player's balance. */
export const balanceElementOptions: ElementOptions<BalanceProps> = {};

/** The `<nl-balance>` element: only the `client` property. */
export type NlBalanceElement = NlElement;

/**
 * Class of `<nl-balance>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - Withdraw and Deposit in the wallet popover; login (with the return path) for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart widget - The widget; `data-state` is `guest` or `player`.
 * @csspart balance - The player's balance block: total, eye toggle, wallet button.
 * @csspart dialog - The open wallet popover.
 * @csspart menu - Unused by this element (the shared dropdown's menu form); the wallet opens as `dialog`.
 * @csspart error - The message shown when the balance could not be loaded, with Retry.
 */
export const NlBalance = /* @__PURE__ */ createElementClass(Balance, balanceElementOptions);

/**
 * Registers <nl-balance>; safe to call again. Returns its class. The build's
 * `elements/wallet/balance/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineBalance() {
  return defineElement(BALANCE_TAG, Balance, balanceElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-balance': NlBalanceElement;
  }
}
