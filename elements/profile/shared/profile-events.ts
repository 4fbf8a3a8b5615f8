import type { Address } from './address';

/** Detail of `nl-password-changed`: nothing; the player stays logged in. */
export type PasswordChangedDetail = Record<string, never>;

/** Detail of `nl-address-saved`: the address as the server stored it. */
export interface AddressSavedDetail {
  address: Address;
}

/** Detail of `nl-account-deletion-requested`: the request and when the account goes. */
export interface AccountDeletionRequestedDetail {
  requestId: string;
  /** Epoch milliseconds after which the account is deleted unless a recovery request is made. */
  deleteAfter: number;
}

// The profile elements add their events to the shared typed map, so `emit()` and
// `addEventListener('nl-address-saved', ...)` type-check like the base events.
declare module '../../base/emit' {
  interface NlEventMap {
    /** The password was changed (account settings). */
    'nl-password-changed': PasswordChangedDetail;
    /** The address was saved (edit address). */
    'nl-address-saved': AddressSavedDetail;
    /** The account deletion request was accepted (account deletion, remark step). */
    'nl-account-deletion-requested': AccountDeletionRequestedDetail;
  }
}
