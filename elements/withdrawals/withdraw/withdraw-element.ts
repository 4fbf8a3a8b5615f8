import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Withdraw, type WithdrawProps } from './withdraw';

/** Tag name of the withdrawal page element. */
export const WITHDRAW_TAG = 'nl-withdraw';

/** Attributes `variant` (web | app) and `back-full-path`. */
export const withdrawElementOptions: ElementOptions<WithdrawProps> = { props: { variant: 'string', backFullPath: 'string' } };

/** The `<nl-withdraw>` element: the client plus the reflected `variant` and `backFullPath`. */
export interface NlWithdrawElement extends NlElement {
  /** `web` (default) or `app`, the native-app variant. */
  variant: string | undefined;
  /** Where Back leads: a path on this site (the withdraw route's `backFullPath`). */
  backFullPath: string | undefined;
}

/**
 * Class of `<nl-withdraw>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-withdrawal-submitted - the server accepted a withdrawal; `detail.withdrawal` holds its state and figures
 * @fires nl-iban-account-added - an IBAN account was added; `detail.account`
 * @fires nl-iban-account-removed - an IBAN account was removed; `detail.accountId`
 * @fires nl-withdraw-back - Back (the app bar's arrow or the result's Back); cancel it to close the webview yourself
 * @fires nl-navigate-request - Back to `back-full-path`, verification, login (with the return path) for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart app-bar - The app variant's bar with its back arrow and title.
 * @csspart page - The page section.
 * @csspart accounts - The IBAN accounts to choose from, with Add and Remove.
 * @csspart add-account - The form that adds an IBAN account.
 * @csspart form - The withdrawal form: amount, channel, verification code.
 * @csspart form-error - The message of a form that could not be sent.
 * @csspart confirmation - The confirmation: holder, account, IBAN, amount, fee, received amount.
 * @csspart result - The result with the withdrawal's state; `data-state` names it.
 * @csspart recent - The recent withdrawals with their states.
 * @csspart kyc-gate - What a player who is not verified sees instead of the form.
 * @csspart guest - The login prompt a guest sees.
 * @csspart dialog - The dialog asking to confirm an account's removal, or the verification dialog.
 * @csspart empty - The message shown when there are no withdrawals yet.
 * @csspart error - The error message with its Retry button.
 */
export const NlWithdraw = /* @__PURE__ */ createElementClass(Withdraw, withdrawElementOptions);

/**
 * Registers <nl-withdraw>; safe to call again. Returns its class. The build's
 * `elements/withdrawals/withdraw/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineWithdraw() {
  return defineElement(WITHDRAW_TAG, Withdraw, withdrawElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-withdraw': NlWithdrawElement;
  }
}
