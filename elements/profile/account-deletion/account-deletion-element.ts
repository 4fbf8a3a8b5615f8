import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { AccountDeletion, type AccountDeletionProps } from './account-deletion';

/** Tag name of the account deletion element. */
export const ACCOUNT_DELETION_TAG = 'nl-account-deletion';

/** Attribute `step`: intro | upload | remark. */
export const accountDeletionElementOptions: ElementOptions<AccountDeletionProps> = { props: { step: 'string' } };

/** The `<nl-account-deletion>` element: the client plus the reflected `step`. */
export interface NlAccountDeletionElement extends NlElement {
  step: 'intro' | 'upload' | 'remark' | undefined;
}

/**
 * Class of `<nl-account-deletion>`. Events: `nl-navigate-request` (next or previous step's route,
 * withdrawal, profile, login for a guest), `nl-account-deletion-requested` (detail
 * `{ requestId, deleteAfter }`).
 */
export const NlAccountDeletion = /* @__PURE__ */ createElementClass(AccountDeletion, accountDeletionElementOptions);
