import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { AgeGate } from './age-gate';

/** Tag name of the age gate. */
export const AGE_GATE_TAG = 'nl-age-gate';

/** No attributes. */
export const ageGateElementOptions: ElementOptions<Record<string, never>> = {};

/** The `<nl-age-gate>` element. */
export type NlAgeGateElement = NlElement;

/**
 * Class of `<nl-age-gate>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-age-confirmed
 * @fires nl-age-declined
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart dialog - The dialog covering the page.
 * @csspart age-gate - The question and its buttons.
 */
export const NlAgeGate = /* @__PURE__ */ createElementClass(AgeGate, ageGateElementOptions);

/**
 * Registers <nl-age-gate>; safe to call again. Returns its class. The build's
 * `elements/compliance/age-gate/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineAgeGate() {
  return defineElement(AGE_GATE_TAG, AgeGate, ageGateElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-age-gate': NlAgeGateElement;
  }
}
