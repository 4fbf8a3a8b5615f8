import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderSummary, RequestOf, Commands } from '../../../sdk';
import { useClient } from '../../base/hooks';

/** What one order list asks for, without the cursor. */
export type OrderQuery = Omit<RequestOf<Commands['orderList']>, 'cursor'>;

/** Where an order list stands. */
export interface OrderPages {
  /** `loading` (first page), `error` (first page failed) or `ready`. */
  status: 'loading' | 'ready' | 'error';
  items: OrderSummary[];
  hasMore: boolean;
  /** State of the next page: idle, loading, or failed (Load more again retries it). */
  more: 'idle' | 'loading' | 'error';
  loadMore: () => void;
  retry: () => void;
}

interface State {
  key: string;
  status: OrderPages['status'];
  items: OrderSummary[];
  cursor: string | null;
  more: OrderPages['more'];
}

/**
 * The orders of one query (orderList 101065), paged by the server's keyset cursor. A new query
 * (tab, filter, game, sort) starts from its first page; replies to a query or page no longer
 * wanted are dropped, so a slow answer never mixes two filters' rows.
 *
 * @example const pages = useOrderPages({ tab: 'lottery', filter: 'win', sort: 'newest', pageSize: 20 });
 */
export function useOrderPages(query: OrderQuery): OrderPages {
  const client = useClient();
  const key = JSON.stringify(query);
  const [state, setState] = useState<State>({ key, status: 'loading', items: [], cursor: null, more: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  const fetchPage = useCallback(
    async (cursor: string | null) => {
      const id = ++latest.current;
      const request = { ...(JSON.parse(key) as OrderQuery), ...(cursor === null ? {} : { cursor }) };
      const result = await client.call('orderList', request, { hideToast: true });
      return id === latest.current ? result : null;
    },
    [client, key],
  );

  useEffect(() => {
    setState({ key, status: 'loading', items: [], cursor: null, more: 'idle' });
    void fetchPage(null).then((result) => {
      if (!result) return;
      setState(result.ok ? { key, status: 'ready', items: result.data.items, cursor: result.data.nextCursor, more: 'idle' } : { key, status: 'error', items: [], cursor: null, more: 'idle' });
    });
  }, [fetchPage, key, attempt]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.cursor || state.more === 'loading') return;
    const cursor = state.cursor;
    setState((s) => ({ ...s, more: 'loading' }));
    void fetchPage(cursor).then((result) => {
      if (!result) return;
      setState((s) =>
        result.ok
          ? // An order bought meanwhile can shift one onto both pages; keep it once.
            { ...s, items: [...s.items, ...result.data.items.filter((row) => !s.items.some((seen) => seen.orderId === row.orderId))], cursor: result.data.nextCursor, more: 'idle' }
          : { ...s, more: 'error' },
      );
    });
  }, [fetchPage, state.status, state.cursor, state.more]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === key ? state : { ...state, status: 'loading' as const, items: [], cursor: null };
  return { status: current.status, items: current.items, hasMore: current.cursor !== null, more: current.more, loadMore, retry };
}
