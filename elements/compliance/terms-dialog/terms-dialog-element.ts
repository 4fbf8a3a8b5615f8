import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { TermsDialog } from './terms-dialog';

/** Tag name of the terms-update dialog. */
export const TERMS_DIALOG_TAG = 'nl-terms-dialog';

/** No attributes: it follows the logged-in player. */
export const termsDialogElementOptions: ElementOptions<Record<string, never>> = {};

/** The `<nl-terms-dialog>` element. */
export type NlTermsDialogElement = NlElement;

/** Class of `<nl-terms-dialog>`. Events: `nl-terms-accepted`. */
export const NlTermsDialog = /* @__PURE__ */ createElementClass(TermsDialog, termsDialogElementOptions);
