import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { GrandPrize, type GrandPrizeProps } from './grand-prize';

/** Tag name of the grand-prize element. */
export const GRAND_PRIZE_TAG = 'nl-grand-prize';

/** Attributes `mode` (`list` or `claim`) and `order-id`. */
export const grandPrizeElementOptions: ElementOptions<GrandPrizeProps> = { props: { mode: 'string', orderId: 'string' } };

/** The `<nl-grand-prize>` element. */
export interface NlGrandPrizeElement extends NlElement {
  /** `list` (default) or `claim`. */
  mode: string | undefined;
  /** The prize to claim in `claim` mode. */
  orderId: string | undefined;
}

/**
 * Class of `<nl-grand-prize>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`).
 *
 * @fires nl-navigate-request - the claim flow, back to the list, login for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart prize - One grand prize of the list; `data-status` is its SPEC §4 status (12-16).
 * @csspart steps - The steps of the claim flow.
 * @csspart success - The claim's success message.
 * @csspart guest - The login prompt a guest sees.
 * @csspart empty - The message shown when there is no grand prize.
 * @csspart error - The error message with its Retry button.
 */
export const NlGrandPrize = /* @__PURE__ */ createElementClass(GrandPrize, grandPrizeElementOptions);

/**
 * Registers <nl-grand-prize>; safe to call again. Returns its class. The build's
 * `elements/orders/grand-prize/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineGrandPrize() {
  return defineElement(GRAND_PRIZE_TAG, GrandPrize, grandPrizeElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-grand-prize': NlGrandPrizeElement;
  }
}
