import { useCallback, useEffect, useRef, useState } from 'react';
import type { GatewayError, Transaction, TransactionTab } from '../../../sdk';
import { useClient } from '../../base/hooks';

/** Where the list of one tab stands. */
export interface TransactionPages {
  /** `loading` (first page), `error` (first page failed) or `ready`. */
  status: 'loading' | 'ready' | 'error';
  /** Every row loaded so far, newest first. */
  items: Transaction[];
  /** Whether another page exists ("Load more"). */
  hasMore: boolean;
  /** State of the next page: idle, loading, or failed (its Retry is Load more again). */
  more: 'idle' | 'loading' | 'error';
  error: GatewayError | null;
  /** Loads the next page (cursor of the last one). */
  loadMore: () => void;
  /** Loads the first page again. */
  retry: () => void;
}

interface State {
  tab: TransactionTab;
  status: TransactionPages['status'];
  items: Transaction[];
  cursor: string | null;
  more: TransactionPages['more'];
  error: GatewayError | null;
}

/** Rows per page: the contract's default. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/**
 * The rows of one tab of Transactions (100125), paged by the server's cursor. Switching tab
 * starts again from that tab's first page; a reply for a tab or page that is no longer wanted
 * is dropped, so a slow answer never mixes two tabs' rows.
 *
 * @example const pages = useTransactionPages('income'); pages.loadMore();
 */
export function useTransactionPages(tab: TransactionTab): TransactionPages {
  const client = useClient();
  const [state, setState] = useState<State>({ tab, status: 'loading', items: [], cursor: null, more: 'idle', error: null });
  const [attempt, setAttempt] = useState(0);
  // Bumped by every request; only the newest request's reply is applied.
  const latest = useRef(0);

  const fetchPage = useCallback(
    async (cursor: string | null) => {
      const id = ++latest.current;
      const request = cursor === null ? { tab, pageSize: TRANSACTIONS_PAGE_SIZE } : { tab, pageSize: TRANSACTIONS_PAGE_SIZE, cursor };
      const result = await client.call('transactions', request, { hideToast: true });
      return id === latest.current ? result : null;
    },
    [client, tab],
  );

  useEffect(() => {
    setState({ tab, status: 'loading', items: [], cursor: null, more: 'idle', error: null });
    void fetchPage(null).then((result) => {
      if (!result) return;
      setState(
        result.ok
          ? { tab, status: 'ready', items: result.data.items, cursor: result.data.nextCursor, more: 'idle', error: null }
          : { tab, status: 'error', items: [], cursor: null, more: 'idle', error: result.error },
      );
    });
  }, [fetchPage, tab, attempt]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.cursor || state.more === 'loading') return;
    const cursor = state.cursor;
    setState((s) => ({ ...s, more: 'loading' }));
    void fetchPage(cursor).then((result) => {
      if (!result) return;
      setState((s) =>
        result.ok
          ? // A movement can sit on both pages when new ones arrive in between; keep it once.
            { ...s, items: [...s.items, ...result.data.items.filter((row) => !s.items.some((seen) => seen.id === row.id))], cursor: result.data.nextCursor, more: 'idle' }
          : { ...s, more: 'error', error: result.error },
      );
    });
  }, [fetchPage, state.status, state.cursor, state.more]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect of a new tab has run, the old tab's rows are not this tab's.
  const current = state.tab === tab ? state : { ...state, status: 'loading' as const, items: [], cursor: null };
  return { status: current.status, items: current.items, hasMore: current.cursor !== null, more: current.more, error: current.error, loadMore, retry };
}
