import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { AgeGate } from './age-gate';

/** Tag name of the age gate. */
export const AGE_GATE_TAG = 'nl-age-gate';

/** No attributes. */
export const ageGateElementOptions: ElementOptions<Record<string, never>> = {};

/** The `<nl-age-gate>` element. */
export type NlAgeGateElement = NlElement;

/** Class of `<nl-age-gate>`. Events: `nl-age-confirmed`, `nl-age-declined` (cancelable). */
export const NlAgeGate = /* @__PURE__ */ createElementClass(AgeGate, ageGateElementOptions);
