import { useEffect, useState } from 'react';
import { useClient, useStore } from '../../base/hooks';
import { useCommand } from '../../base/use-command';

/** The draw on sale and the seconds left before its sales close, by the server's clock. */
export interface SalesClose {
  status: 'loading' | 'open' | 'closed' | 'none' | 'error';
  phase: string | null;
  /** Whole seconds until sales close (0 once closed). */
  secondsLeft: number;
  retry: () => void;
}

/** How long after a close the next phase is asked for: the engine announces it by then. */
const REFRESH_AFTER_CLOSE_MS = 5_000;

/**
 * Counts down to the sales close of a game's next draw (nextDraw 660203), by server time: the
 * socket's kept offset (`client.stores.serverTimeOffset`) when there is one, else the offset of the
 * reply's `serverTime`. Ticks each second on the client's timers; at the close Buy must stop, and
 * a few seconds later the next phase is asked for.
 *
 * @example const sale = useSalesClose(72); sale.status === 'open' && sale.secondsLeft
 */
export function useSalesClose(lotteryType: number): SalesClose {
  const client = useClient();
  const next = useCommand('nextDraw', { lotteryType }, { hideToast: true });
  const kept = useStore(client.stores.serverTimeOffset);
  const [replyOffset, setReplyOffset] = useState<number | null>(null);
  const [now, setNow] = useState(() => client.env.clock.now());
  const data = next.status === 'ready' ? next.data : null;

  useEffect(() => {
    if (data) setReplyOffset(data.serverTime - client.env.clock.now());
  }, [client, data]);

  useEffect(() => {
    const handle = client.env.timers.setInterval(() => setNow(client.env.clock.now()), 1_000);
    return () => client.env.timers.clearInterval(handle);
  }, [client]);

  const serverNow = now + (kept ?? replyOffset ?? 0);
  const closeAt = data?.salesCloseAt ?? null;
  const closed = closeAt !== null && serverNow >= closeAt;

  const retry = next.retry;
  useEffect(() => {
    if (!closed) return;
    const handle = client.env.timers.setTimeout(retry, REFRESH_AFTER_CLOSE_MS);
    return () => client.env.timers.clearTimeout(handle);
  }, [client, closed, retry]);

  if (next.status === 'loading') return { status: 'loading', phase: null, secondsLeft: 0, retry };
  if (next.status === 'error') return { status: 'error', phase: null, secondsLeft: 0, retry };
  if (closeAt === null) return { status: 'none', phase: null, secondsLeft: 0, retry };
  return { status: closed ? 'closed' : 'open', phase: next.data.phase, secondsLeft: closed ? 0 : Math.ceil((closeAt - serverNow) / 1_000), retry };
}

/**
 * Seconds as `d HH:MM:SS` (days only when any), digits only so both languages read it alike.
 * @example formatCountdown(3_725) // '01:02:05'
 */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  const days = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((s % 86_400) / 3_600))}:${pad(Math.floor((s % 3_600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
