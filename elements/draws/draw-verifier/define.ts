/**
 * Registers `<nl-draw-verifier>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/draws/draw-verifier/define';
 */
import { defineElement } from '../../base/define-element';
import { DrawVerifier } from './draw-verifier';
import { DRAW_VERIFIER_TAG, drawVerifierElementOptions, type NlDrawVerifierElement } from './draw-verifier-element';

/** Registers <nl-draw-verifier>; safe to call again. Returns its class. */
export function defineDrawVerifier() {
  return defineElement(DRAW_VERIFIER_TAG, DrawVerifier, drawVerifierElementOptions);
}

defineDrawVerifier();

declare global {
  interface HTMLElementTagNameMap {
    'nl-draw-verifier': NlDrawVerifierElement;
  }
}
