import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Transactions, type TransactionsProps } from './transactions';

/** Tag name of the Transactions page element. */
export const TRANSACTIONS_TAG = 'nl-transactions';

/** Attribute `tab`: the tab shown first. */
export const transactionsElementOptions: ElementOptions<TransactionsProps> = { props: { tab: 'string' } };

/** The `<nl-transactions>` element: the client plus the reflected `tab`. */
export interface NlTransactionsElement extends NlElement {
  /** The tab shown first: all (default), income, expenses, deposit or withdrawal. */
  tab: string | undefined;
}

/**
 * Class of `<nl-transactions>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - login (with the return path) for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart tabs - The tab row (All, Income, Expenses, Deposit, Withdrawal).
 * @csspart table - The table of movements (cards on a phone).
 * @csspart row - One movement; `data-category` names its category.
 * @csspart guest - The login prompt a guest sees.
 * @csspart empty - The message shown when a tab has no movements.
 * @csspart error - The error message with its Retry button.
 */
export const NlTransactions = /* @__PURE__ */ createElementClass(Transactions, transactionsElementOptions);

/**
 * Registers <nl-transactions>; safe to call again. Returns its class. The build's
 * `elements/transactions/list/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineTransactions() {
  return defineElement(TRANSACTIONS_TAG, Transactions, transactionsElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-transactions': NlTransactionsElement;
  }
}
