import type { OrderSummary, RequestOf, Commands } from '../../../sdk';
import { useClient } from '../../base/hooks';
import { useCursorPages, type CursorPages } from '../../base/use-cursor-pages';

/** What one order list asks for, without the cursor. */
export type OrderQuery = Omit<RequestOf<Commands['orderList']>, 'cursor'>;

/** Where an order list stands. */
export type OrderPages = CursorPages<OrderSummary>;

/**
 * The orders of one query (orderList 101065), paged by the server's keyset cursor. A new query
 * (tab, filter, game, sort) starts from its first page; a slow answer never mixes two filters'
 * rows, and an order bought meanwhile that lands on both pages is kept once.
 *
 * @example const pages = useOrderPages({ tab: 'lottery', filter: 'win', sort: 'newest', pageSize: 20 });
 */
export function useOrderPages(query: OrderQuery): OrderPages {
  const client = useClient();
  return useCursorPages(
    JSON.stringify(query),
    (cursor) => client.call('orderList', cursor === null ? query : { ...query, cursor }, { hideToast: true }),
    (row) => row.orderId,
  );
}
