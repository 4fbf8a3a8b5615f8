import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Deposit, type DepositProps } from './deposit';

/** Tag name of the deposit element. */
export const DEPOSIT_TAG = 'nl-deposit';

/** Attributes of `<nl-deposit>`: `amount`, `variant`, `return-url`, `back-path`, `gateway-id`, `payment-finished`, `first-deposit`. */
export const depositElementOptions: ElementOptions<DepositProps> = {
  props: { amount: 'number', variant: 'string', returnUrl: 'string', backPath: 'string', gatewayId: 'string', paymentFinished: 'boolean', firstDeposit: 'boolean' },
};

/** The `<nl-deposit>` element: the client plus its reflected attributes. */
export interface NlDepositElement extends NlElement {
  amount: number | undefined;
  variant: string | undefined;
  returnUrl: string | undefined;
  backPath: string | undefined;
  gatewayId: string | undefined;
  paymentFinished: boolean | undefined;
  firstDeposit: boolean | undefined;
}

/**
 * Class of `<nl-deposit>`: deposit by card (SPEC §2 deposit, depositCopy, app variant, /payBankCard).
 * Its events and CSS parts are listed here for `custom-elements.json` (`npm run generate`);
 * a test holds them to what the code dispatches and renders.
 *
 * @fires nl-deposit-succeeded
 * @fires nl-deposit-failed - declined by the bank, refused by the gateway, or above the deposit limit
 * @fires nl-deposit-timed-out
 * @fires nl-analytics - one per card failure: a refused form, a refused payment, a FAILURE status
 * @fires nl-navigate-request - Login for a guest, identity verification, transactions, the success panel's way back.
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section; `data-variant` is `web` or `app`.
 * @csspart amount - The amount step.
 * @csspart limit - What remains of the player's deposit limit.
 * @csspart coupons - The coupons the amount allows, to add one to the deposit (shown only when there is one).
 * @csspart first-deposit - With `first-deposit`: the offer to set a deposit limit before a first deposit.
 * @csspart payment - The card step: saved cards and the new-card button.
 * @csspart cards - The list of saved cards.
 * @csspart empty - The message shown when there are no saved cards.
 * @csspart card-form - The new-card form in the card dialog.
 * @csspart cvv-form - The CVV form of a saved card.
 * @csspart dialog - A dialog panel (card entry, CVV, confirmations).
 * @csspart confirm - A confirmation dialog (leaving the card form, replacing an existing card).
 * @csspart payment-frame - The full-screen payment frame with the acquirer's page.
 * @csspart host-pay - The super-app payment dialogs: pay-fail and pay-timeout (`data-dialog`).
 * @csspart status - The panel shown while the deposit's status is checked.
 * @csspart result - The outcome panel: success, failure, time-out or deposit limit.
 * @csspart auto-order - On the success panel, the ticket the player chose before depositing: being bought, bought (with its order), or why not (101077).
 * @csspart form-error - A failure that belongs to no single field.
 * @csspart guest - The login prompt a guest sees.
 * @csspart kyc - The verification prompt of a player who may not deposit yet.
 * @csspart error - The error message with its Retry button.
 */
export const NlDeposit = /* @__PURE__ */ createElementClass(Deposit, depositElementOptions);

/**
 * Registers <nl-deposit>; safe to call again. Returns its class. The build's
 * `elements/deposits/deposit/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineDeposit() {
  return defineElement(DEPOSIT_TAG, Deposit, depositElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-deposit': NlDepositElement;
  }
}
