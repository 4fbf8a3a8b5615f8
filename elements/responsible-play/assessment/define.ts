/**
 * Registers `<nl-assessment>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/responsible-play/assessment/define';
 */
import { defineElement } from '../../base/define-element';
import { Assessment } from './assessment';
import { ASSESSMENT_TAG, assessmentElementOptions, type NlAssessmentElement } from './assessment-element';

/** Registers <nl-assessment>; safe to call again. Returns its class. */
export function defineAssessment() {
  return defineElement(ASSESSMENT_TAG, Assessment, assessmentElementOptions);
}

defineAssessment();

declare global {
  interface HTMLElementTagNameMap {
    'nl-assessment': NlAssessmentElement;
  }
}
