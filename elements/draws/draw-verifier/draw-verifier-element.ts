import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { DrawVerifier, type DrawVerifierProps } from './draw-verifier';

/** Tag name of the draw verifier. */
export const DRAW_VERIFIER_TAG = 'nl-draw-verifier';

/** Attributes `lottery-type` and `phase`: the draw to check first; `card-id`: a scratch card to check. */
export const drawVerifierElementOptions: ElementOptions<DrawVerifierProps> = { props: { lotteryType: 'number', phase: 'string', cardId: 'string' } };

/** The `<nl-draw-verifier>` element. */
export interface NlDrawVerifierElement extends NlElement {
  lotteryType: number | undefined;
  phase: string | undefined;
  cardId: string | undefined;
}

/**
 * Class of `<nl-draw-verifier>`. Its events and CSS parts are listed here for
 * `custom-elements.json` (`npm run generate`).
 *
 * @fires nl-draw-verify - a draw was checked; `detail`: lotteryType, phase, ok, failure
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart verifier - The verifier section.
 * @csspart draw-form - The game and phase form.
 * @csspart draw - The published draw: phase, commitment, seed, result, ticket fingerprint.
 * @csspart verdict - Whether the draw verifies, or why not; `data-ok` is true, false or pending.
 * @csspart ticket-form - The ticket proof form; a proof copied from an order names its draw, so it needs no draw chosen first.
 * @csspart ticket-verdict - Whether the ticket is in the draw; `data-ok` true or false, pending while the draw loads or before its fingerprint is published.
 * @csspart card-form - The scratch-card proof form.
 * @csspart card-verdict - Whether the card verifies against its pool's commitment; `data-ok` true, false or pending.
 * @csspart error - The error message with its Retry button.
 * @csspart empty - The message shown when there is no such draw.
 */
export const NlDrawVerifier = /* @__PURE__ */ createElementClass(DrawVerifier, drawVerifierElementOptions);

/**
 * Registers <nl-draw-verifier>; safe to call again. Returns its class. The build's
 * `elements/draws/draw-verifier/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineDrawVerifier() {
  return defineElement(DRAW_VERIFIER_TAG, DrawVerifier, drawVerifierElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-draw-verifier': NlDrawVerifierElement;
  }
}
