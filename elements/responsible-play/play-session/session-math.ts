import type { Transaction } from '../../../sdk/commands/transactions';

/** Stakes and their refunds, and prizes: what "net position" counts (deposits and withdrawals are not play). */
const PLAY_CATEGORIES: ReadonlySet<Transaction['category']> = new Set(['order', 'orderRefund', 'chaseOrder', 'chaseRefund', 'prize']);

/** Pages of 100125 read for today's net position: bounded, so a busy day costs at most this many calls. */
export const MAX_NET_PAGES = 4;

/** Reality-check intervals a player can choose, minutes (0: off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;

/** Where the player's choice of interval is kept (this device only). */
export const REALITY_CHECK_KEY = 'nl_reality_check_minutes';
/** Where the start of the playing session is kept, per player. */
export const SESSION_START_KEY = 'nl_play_session_start';

/**
 * Won minus spent among `items` since `since` (epoch ms): prizes and refunds count for, stakes
 * against; signed minor units as the ledger shows them.
 * @example netPosition([{ category: 'order', amount: -500, time: 2 }, { category: 'prize', amount: 800, time: 3 }], 0) === 300
 */
export function netPosition(items: readonly Pick<Transaction, 'category' | 'amount' | 'time'>[], since: number): number {
  return items.reduce((sum, item) => (item.time >= since && PLAY_CATEGORIES.has(item.category) ? sum + item.amount : sum), 0);
}

/** Local midnight of the day `now` falls in. */
export function startOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/**
 * Elapsed time as h:mm:ss.
 * @example elapsedText(3_725_000) === '1:02:05'
 */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** How many reality checks are due after `elapsedMs` at `minutes` apart (0: none). */
export function checksDue(elapsedMs: number, minutes: number): number {
  return minutes > 0 ? Math.floor(elapsedMs / (minutes * 60_000)) : 0;
}
