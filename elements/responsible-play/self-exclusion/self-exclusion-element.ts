import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { SelfExclusion, type SelfExclusionProps } from './self-exclusion';

/** Tag name of `<nl-self-exclusion>`. */
export const SELF_EXCLUSION_TAG = 'nl-self-exclusion';

/** Attributes `dialog-style` (`menu` for the older dialog) and `tab` (first view). */
export const selfExclusionElementOptions: ElementOptions<SelfExclusionProps> = { props: { dialogStyle: 'string', tab: 'string' } };

/** The `<nl-self-exclusion>` element. */
export interface NlSelfExclusionElement extends NlElement {
  /** Reflected to `dialog-style`. */
  dialogStyle: string | undefined;
  /** Reflected to `tab`. */
  tab: string | undefined;
}

/**
 * Class of `<nl-self-exclusion>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-self-exclusion-close - The deposit limit shown expired (toast, status refreshed, 2 s later)
 * @fires nl-navigate-request - login for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The dialog section.
 * @csspart tabs - The tabs of the newer dialog.
 * @csspart menu - The menu of the older dialog.
 * @csspart choose - Choosing values.
 * @csspart confirm - The summary with the expiry.
 * @csspart success - The success view.
 * @csspart expired - An expired limit: renew, change or remove.
 * @csspart locked - A wager limit that cannot be changed now.
 * @csspart active - A running exclusion (cannot be shortened).
 * @csspart guest - The login prompt a guest sees.
 * @csspart error - The error message with its Retry button.
 */
export const NlSelfExclusion = /* @__PURE__ */ createElementClass(SelfExclusion, selfExclusionElementOptions);

/**
 * Registers <nl-self-exclusion>; safe to call again. Returns its class. The build's
 * `elements/responsible-play/self-exclusion/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineSelfExclusion() {
  return defineElement(SELF_EXCLUSION_TAG, SelfExclusion, selfExclusionElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-self-exclusion': NlSelfExclusionElement;
  }
}
