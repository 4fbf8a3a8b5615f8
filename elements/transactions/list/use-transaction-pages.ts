import type { Transaction, TransactionTab } from '../../../sdk';
import { useClient } from '../../base/hooks';
import { useCursorPages, type CursorPages } from '../../base/use-cursor-pages';

/** Where the list of one tab stands. */
export type TransactionPages = CursorPages<Transaction>;

/** Rows per page: the contract's default. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/**
 * The rows of one tab of Transactions (100125), paged by the server's cursor. Switching tab
 * starts again from that tab's first page; a slow answer never mixes two tabs' rows, and a
 * movement that new ones pushed onto both pages is kept once.
 *
 * @example const pages = useTransactionPages('income'); pages.loadMore();
 */
export function useTransactionPages(tab: TransactionTab): TransactionPages {
  const client = useClient();
  return useCursorPages(
    tab,
    (cursor) =>
      client.call('transactions', cursor === null ? { tab, pageSize: TRANSACTIONS_PAGE_SIZE } : { tab, pageSize: TRANSACTIONS_PAGE_SIZE, cursor }, { hideToast: true }),
    (row) => row.id,
  );
}
