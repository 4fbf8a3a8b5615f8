import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { PlayResponsibly, type PlayResponsiblyProps } from './play-responsibly';

/** Tag name of `<nl-play-responsibly>`. */
export const PLAY_RESPONSIBLY_TAG = 'nl-play-responsibly';

/** Attribute `active-tab-name` (e.g. `Player Controls`). */
export const playResponsiblyElementOptions: ElementOptions<PlayResponsiblyProps> = { props: { activeTabName: 'string' } };

/** The `<nl-play-responsibly>` element. */
export interface NlPlayResponsiblyElement extends NlElement {
  /** Reflected to `active-tab-name`. */
  activeTabName: string | undefined;
}

/**
 * Class of `<nl-play-responsibly>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - The links to the family exclusion and the assessment
 * @fires nl-self-exclusion-close - The deposit limit shown expired
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart tabs - The tab list.
 * @csspart panel - The open tab.
 * @csspart guest - The login prompt a guest sees in Player Controls.
 * @csspart error - The error message with its Retry button.
 * @csspart menu - The menu of the older self-exclusion dialog.
 * @csspart choose - Choosing values in a tool.
 * @csspart confirm - The summary with the expiry.
 * @csspart success - The success view.
 * @csspart expired - An expired limit: renew, change or remove.
 * @csspart locked - A wager limit that cannot be changed now.
 * @csspart active - A running exclusion.
 */
export const NlPlayResponsibly = /* @__PURE__ */ createElementClass(PlayResponsibly, playResponsiblyElementOptions);

/**
 * Registers <nl-play-responsibly>; safe to call again. Returns its class. The build's
 * `elements/responsible-play/play-responsibly/define` entry calls it on import; the registry's `load` calls it.
 */
export function definePlayResponsibly() {
  return defineElement(PLAY_RESPONSIBLY_TAG, PlayResponsibly, playResponsiblyElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-play-responsibly': NlPlayResponsiblyElement;
  }
}
