import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { AgeGate } from './age-gate';

/** Tag name of the age gate. */
export const AGE_GATE_TAG = 'nl-age-gate';

/** No attributes. */
export const ageGateElementOptions: ElementOptions<Record<string, never>> = {};

/** The `<nl-age-gate>` element. */
export type NlAgeGateElement = NlElement;

/**
 * Class of `<nl-age-gate>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run elements:manifest`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-age-confirmed
 * @fires nl-age-declined
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart dialog - The dialog covering the page.
 * @csspart age-gate - The question and its buttons.
 */
export const NlAgeGate = /* @__PURE__ */ createElementClass(AgeGate, ageGateElementOptions);
