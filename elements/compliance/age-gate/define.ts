/**
 * Registers `<nl-age-gate>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/compliance/age-gate/define';
 */
import { defineElement } from '../../base/define-element';
import { AgeGate } from './age-gate';
import { AGE_GATE_TAG, ageGateElementOptions, type NlAgeGateElement } from './age-gate-element';

/** Registers <nl-age-gate>; safe to call again. Returns its class. */
export function defineAgeGate() {
  return defineElement(AGE_GATE_TAG, AgeGate, ageGateElementOptions);
}

defineAgeGate();

declare global {
  interface HTMLElementTagNameMap {
    'nl-age-gate': NlAgeGateElement;
  }
}
