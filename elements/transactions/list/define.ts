/**
 * Registers `<nl-transactions>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/transactions/list/define';
 */
import { defineElement } from '../../base/define-element';
import { Transactions } from './transactions';
import { TRANSACTIONS_TAG, transactionsElementOptions, type NlTransactionsElement } from './transactions-element';

/** Registers <nl-transactions>; safe to call again. Returns its class. */
export function defineTransactions() {
  return defineElement(TRANSACTIONS_TAG, Transactions, transactionsElementOptions);
}

defineTransactions();

declare global {
  interface HTMLElementTagNameMap {
    'nl-transactions': NlTransactionsElement;
  }
}
