/**
 * Registers `<nl-kyc-dialogs>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/kyc/kyc-dialogs/define';
 */
import { defineElement } from '../../base/define-element';
import { KycDialogs } from './kyc-dialogs';
import { KYC_DIALOGS_TAG, NlKycDialogs, kycDialogsElementOptions, type NlKycDialogsElement } from './kyc-dialogs-element';

/** Registers <nl-kyc-dialogs>; safe to call again. Returns its class. */
export function defineKycDialogs() {
  // NlKycDialogs is the cached class of the component, with the element's methods added.
  void NlKycDialogs;
  return defineElement(KYC_DIALOGS_TAG, KycDialogs, kycDialogsElementOptions);
}

defineKycDialogs();

declare global {
  interface HTMLElementTagNameMap {
    'nl-kyc-dialogs': NlKycDialogsElement;
  }
}
