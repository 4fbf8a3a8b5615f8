import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { ScratchCard, type ScratchCardProps } from './scratch-card';

/** Tag name of the scratch-card game element. */
export const SCRATCH_CARD_TAG = 'nl-scratch-card';

/** Attribute `show-key`: the game's showKey. */
export const scratchCardElementOptions: ElementOptions<ScratchCardProps> = { props: { showKey: 'string' } };

/** The `<nl-scratch-card>` element. */
export interface NlScratchCardElement extends NlElement {
  showKey: string | undefined;
}

/**
 * Class of `<nl-scratch-card>`. Its events and CSS parts are listed here for
 * `custom-elements.json` (`npm run generate`).
 *
 * @fires nl-navigate-request - login with the return path, the orders, the card's verifier page
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The game's page.
 * @csspart head - The game's logo, name, price and top prize.
 * @csspart play - The card and its actions; `data-state` none, unscratched or scratched.
 * @csspart cells - The six amounts under the surface.
 * @csspart surface - The scratch-off layer (a canvas).
 * @csspart buy - The Buy button.
 * @csspart reveal-all - The Reveal all button (the keyboard path).
 * @csspart outcome - The live region announcing the outcome; `data-celebrate` when the win exceeds the stake.
 * @csspart info - The prize table, return to player and the pool's commitment.
 * @csspart error - The error message with its Retry button.
 */
export const NlScratchCard = /* @__PURE__ */ createElementClass(ScratchCard, scratchCardElementOptions);

/**
 * Registers <nl-scratch-card>; safe to call again. Returns its class. The build's
 * `elements/instant/scratch-card/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineScratchCard() {
  return defineElement(SCRATCH_CARD_TAG, ScratchCard, scratchCardElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-scratch-card': NlScratchCardElement;
  }
}
