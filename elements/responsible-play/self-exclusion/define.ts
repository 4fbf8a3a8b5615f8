/**
 * Registers `<nl-self-exclusion>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/responsible-play/self-exclusion/define';
 */
import { defineElement } from '../../base/define-element';
import { SelfExclusion } from './self-exclusion';
import { SELF_EXCLUSION_TAG, selfExclusionElementOptions, type NlSelfExclusionElement } from './self-exclusion-element';

/** Registers <nl-self-exclusion>; safe to call again. Returns its class. */
export function defineSelfExclusion() {
  return defineElement(SELF_EXCLUSION_TAG, SelfExclusion, selfExclusionElementOptions);
}

defineSelfExclusion();

declare global {
  interface HTMLElementTagNameMap {
    'nl-self-exclusion': NlSelfExclusionElement;
  }
}
