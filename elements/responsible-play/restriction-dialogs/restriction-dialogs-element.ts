import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { RestrictionDialogs, type RestrictionDialogsProps } from './restriction-dialogs';

/** Tag name of `<nl-restriction-dialogs>`. */
export const RESTRICTION_DIALOGS_TAG = 'nl-restriction-dialogs';

/** No attributes. */
export const restrictionDialogsElementOptions: ElementOptions<RestrictionDialogsProps> = {};

/** The `<nl-restriction-dialogs>` element. */
export type NlRestrictionDialogsElement = NlElement;

/**
 * Class of `<nl-restriction-dialogs>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - Withdraw, Deposit, the assessment and the tools navigate
 * @fires nl-self-exclusion-close - The deposit limit shown in the deposit dialog expired
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart dialog - The dialog shown.
 * @csspart page - The deposit-limit view inside the deposit self-exclusion dialog.
 * @csspart tabs - Its tabs.
 * @csspart menu - Its menu.
 * @csspart choose - Choosing values.
 * @csspart confirm - The summary.
 * @csspart success - The success view.
 * @csspart expired - An expired limit.
 * @csspart locked - A locked wager limit.
 * @csspart active - A running exclusion.
 * @csspart error - The error message with its Retry button.
 * @csspart guest - The login prompt (not shown: the dialogs are for a player).
 */
export const NlRestrictionDialogs = /* @__PURE__ */ createElementClass(RestrictionDialogs, restrictionDialogsElementOptions);

/**
 * Registers <nl-restriction-dialogs>; safe to call again. Returns its class. The build's
 * `elements/responsible-play/restriction-dialogs/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineRestrictionDialogs() {
  return defineElement(RESTRICTION_DIALOGS_TAG, RestrictionDialogs, restrictionDialogsElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-restriction-dialogs': NlRestrictionDialogsElement;
  }
}
