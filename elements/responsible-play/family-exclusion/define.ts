/**
 * Registers `<nl-family-exclusion>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/responsible-play/family-exclusion/define';
 */
import { defineElement } from '../../base/define-element';
import { FamilyExclusion } from './family-exclusion';
import { FAMILY_EXCLUSION_TAG, familyExclusionElementOptions, type NlFamilyExclusionElement } from './family-exclusion-element';

/** Registers <nl-family-exclusion>; safe to call again. Returns its class. */
export function defineFamilyExclusion() {
  return defineElement(FAMILY_EXCLUSION_TAG, FamilyExclusion, familyExclusionElementOptions);
}

defineFamilyExclusion();

declare global {
  interface HTMLElementTagNameMap {
    'nl-family-exclusion': NlFamilyExclusionElement;
  }
}
