/**
 * Registers `<nl-account-deletion>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/profile/account-deletion/define';
 */
import { defineElement } from '../../base/define-element';
import { AccountDeletion } from './account-deletion';
import { ACCOUNT_DELETION_TAG, accountDeletionElementOptions, type NlAccountDeletionElement } from './account-deletion-element';

/** Registers <nl-account-deletion>; safe to call again. Returns its class. */
export function defineAccountDeletion() {
  return defineElement(ACCOUNT_DELETION_TAG, AccountDeletion, accountDeletionElementOptions);
}

defineAccountDeletion();

declare global {
  interface HTMLElementTagNameMap {
    'nl-account-deletion': NlAccountDeletionElement;
  }
}
