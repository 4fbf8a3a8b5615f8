import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Assessment, type AssessmentProps } from './assessment';

/** Tag name of `<nl-assessment>`. */
export const ASSESSMENT_TAG = 'nl-assessment';

/** No attributes. */
export const assessmentElementOptions: ElementOptions<AssessmentProps> = {};

/** The `<nl-assessment>` element. */
export type NlAssessmentElement = NlElement;

/**
 * Class of `<nl-assessment>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - The links to the tools and support
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart result - The outcome with advice and links.
 */
export const NlAssessment = /* @__PURE__ */ createElementClass(Assessment, assessmentElementOptions);

/**
 * Registers <nl-assessment>; safe to call again. Returns its class. The build's
 * `elements/responsible-play/assessment/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineAssessment() {
  return defineElement(ASSESSMENT_TAG, Assessment, assessmentElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-assessment': NlAssessmentElement;
  }
}
