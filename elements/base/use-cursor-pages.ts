import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallResult, GatewayError } from '../../sdk';

/** Where a list paged by the server's keyset cursor stands. */
export interface CursorPages<Row> {
  /** `loading` (first page), `error` (first page failed) or `ready`. */
  status: 'loading' | 'ready' | 'error';
  /** Every row loaded so far, in the server's order. */
  items: Row[];
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

interface State<Row> {
  key: string;
  status: CursorPages<Row>['status'];
  items: Row[];
  cursor: string | null;
  more: CursorPages<Row>['more'];
  error: GatewayError | null;
}

/**
 * Pages of one query (`key` names it: a tab, a filter ...). A new key starts from its first page;
 * a reply for a key or page no longer wanted is dropped, so a slow answer never mixes two
 * queries' rows. A row that a newer one pushed onto the next page too is kept once (`idOf`).
 *
 * @example const pages = useCursorPages(tab, (cursor) => client.call('transactions', { tab, ...(cursor ? { cursor } : {}) }), (row) => row.id);
 */
export function useCursorPages<Row>(
  key: string,
  fetchPage: (cursor: string | null) => Promise<CallResult<{ items: Row[]; nextCursor: string | null }>>,
  idOf: (row: Row) => string,
): CursorPages<Row> {
  const [state, setState] = useState<State<Row>>({ key, status: 'loading', items: [], cursor: null, more: 'idle', error: null });
  const [attempt, setAttempt] = useState(0);
  // Bumped by every request; only the newest request's reply is applied.
  const latest = useRef(0);
  // The fetch of the current key, without making each render's closure a new dependency.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const idRef = useRef(idOf);
  idRef.current = idOf;

  const fetchLatest = useCallback(async (cursor: string | null) => {
    const id = ++latest.current;
    const result = await fetchRef.current(cursor);
    return id === latest.current ? result : null;
  }, []);

  useEffect(() => {
    setState({ key, status: 'loading', items: [], cursor: null, more: 'idle', error: null });
    void fetchLatest(null).then((result) => {
      if (!result) return;
      setState(
        result.ok
          ? { key, status: 'ready', items: result.data.items, cursor: result.data.nextCursor, more: 'idle', error: null }
          : { key, status: 'error', items: [], cursor: null, more: 'idle', error: result.error },
      );
    });
  }, [fetchLatest, key, attempt]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.cursor || state.more === 'loading') return;
    const cursor = state.cursor;
    setState((s) => ({ ...s, more: 'loading' }));
    void fetchLatest(cursor).then((result) => {
      if (!result) return;
      setState((s) => {
        if (!result.ok) return { ...s, more: 'error', error: result.error };
        const seen = new Set(s.items.map(idRef.current));
        return { ...s, items: [...s.items, ...result.data.items.filter((row) => !seen.has(idRef.current(row)))], cursor: result.data.nextCursor, more: 'idle' };
      });
    });
  }, [fetchLatest, state.status, state.cursor, state.more]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect of a new key has run, the old key's rows are not this key's.
  const current = state.key === key ? state : { ...state, status: 'loading' as const, items: [], cursor: null };
  return { status: current.status, items: current.items, hasMore: current.cursor !== null, more: current.more, error: current.error, loadMore, retry };
}
