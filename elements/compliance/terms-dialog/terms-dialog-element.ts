import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { TermsDialog } from './terms-dialog';

/** Tag name of the terms-update dialog. */
export const TERMS_DIALOG_TAG = 'nl-terms-dialog';

/** No attributes: it follows the logged-in player. */
export const termsDialogElementOptions: ElementOptions<Record<string, never>> = {};

/** The `<nl-terms-dialog>` element. */
export type NlTermsDialogElement = NlElement;

/**
 * Class of `<nl-terms-dialog>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-terms-settled
 * @fires nl-terms-accepted
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart dialog - The terms dialog.
 * @csspart error - The error message with its Retry button.
 * @csspart empty - The message shown when there is nothing to list.
 */
export const NlTermsDialog = /* @__PURE__ */ createElementClass(TermsDialog, termsDialogElementOptions);

/**
 * Registers <nl-terms-dialog>; safe to call again. Returns its class. The build's
 * `elements/compliance/terms-dialog/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineTermsDialog() {
  return defineElement(TERMS_DIALOG_TAG, TermsDialog, termsDialogElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-terms-dialog': NlTermsDialogElement;
  }
}
