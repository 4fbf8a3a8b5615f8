/**
 * Registers `<nl-terms-dialog>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/compliance/terms-dialog/define';
 */
import { defineElement } from '../../base/define-element';
import { TermsDialog } from './terms-dialog';
import { TERMS_DIALOG_TAG, termsDialogElementOptions, type NlTermsDialogElement } from './terms-dialog-element';

/** Registers <nl-terms-dialog>; safe to call again. Returns its class. */
export function defineTermsDialog() {
  return defineElement(TERMS_DIALOG_TAG, TermsDialog, termsDialogElementOptions);
}

defineTermsDialog();

declare global {
  interface HTMLElementTagNameMap {
    'nl-terms-dialog': NlTermsDialogElement;
  }
}
