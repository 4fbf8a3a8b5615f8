import type { IbanAccount, Withdrawal } from '../../../sdk/commands/withdrawals';

/** Detail of `nl-withdrawal-submitted`: the withdrawal as the server recorded it. */
export interface WithdrawalSubmittedDetail {
  withdrawal: Withdrawal;
}

/** Detail of `nl-iban-account-added`: the new account. */
export interface IbanAccountAddedDetail {
  account: IbanAccount;
}

/** Detail of `nl-iban-account-removed`: which account went. */
export interface IbanAccountRemovedDetail {
  accountId: string;
}

/** Detail of `nl-withdraw-back`: where the back arrow of the app variant leads. */
export interface WithdrawBackDetail {
  path: string;
}

// The withdrawal element adds its events to the shared typed map, so `emit()` and
// `addEventListener('nl-withdrawal-submitted', ...)` type-check like the base events.
declare module '../../base/emit' {
  interface NlEventMap {
    /** A withdrawal was accepted by the server (420605); its state follows in the list. */
    'nl-withdrawal-submitted': WithdrawalSubmittedDetail;
    /** An IBAN account was added (420602). */
    'nl-iban-account-added': IbanAccountAddedDetail;
    /** An IBAN account was removed (420603). */
    'nl-iban-account-removed': IbanAccountRemovedDetail;
    /**
     * The back arrow of the app variant. Cancel it to close the native webview yourself; else
     * the element navigates to `path` (the `back-full-path` attribute).
     */
    'nl-withdraw-back': WithdrawBackDetail;
  }
}
