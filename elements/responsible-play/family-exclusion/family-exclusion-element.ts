import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { FamilyExclusion, type FamilyExclusionProps } from './family-exclusion';

/** Tag name of `<nl-family-exclusion>`. */
export const FAMILY_EXCLUSION_TAG = 'nl-family-exclusion';

/** Attribute `mode` (`progress` for the receipt lookup). */
export const familyExclusionElementOptions: ElementOptions<FamilyExclusionProps> = { props: { mode: 'string' } };

/** The `<nl-family-exclusion>` element. */
export interface NlFamilyExclusionElement extends NlElement {
  /** Reflected to `mode`. */
  mode: string | undefined;
}

/**
 * Class of `<nl-family-exclusion>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - The progress and apply-again links
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart form - The application or lookup form.
 * @csspart receipt - The receipt number after applying.
 * @csspart result - The state of an application.
 * @csspart form-error - The form's error.
 */
export const NlFamilyExclusion = /* @__PURE__ */ createElementClass(FamilyExclusion, familyExclusionElementOptions);

/**
 * Registers <nl-family-exclusion>; safe to call again. Returns its class. The build's
 * `elements/responsible-play/family-exclusion/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineFamilyExclusion() {
  return defineElement(FAMILY_EXCLUSION_TAG, FamilyExclusion, familyExclusionElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-family-exclusion': NlFamilyExclusionElement;
  }
}
