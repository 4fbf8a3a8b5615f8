import { gameByType, type OrderSummary } from '../../../sdk';

/** SPEC §4 order statuses that still wait for their draw. */
export const WAITING_STATUSES: ReadonlySet<number> = new Set([1, 5, 8]);
/** SPEC §4 order statuses that won. */
export const WINNING_STATUSES: ReadonlySet<number> = new Set([3, 7]);

/** How a status looks: waiting, won, lost or refunded (SPEC §4 groups). */
export type StatusTone = 'waiting' | 'won' | 'lost' | 'refund';

/**
 * The tone of an order status (SPEC §4: 1, 5, 8 waiting; 3, 7 winning; 2, 4 not won; 6 refund).
 * @example statusTone(7) === 'won'
 */
export function statusTone(status: number): StatusTone {
  if (WAITING_STATUSES.has(status)) return 'waiting';
  if (WINNING_STATUSES.has(status)) return 'won';
  return status === 6 ? 'refund' : 'lost';
}

/** Translation key of an order status: `orders.status.{1-8}`. */
export const orderStatusKey = (status: number) => `orders.status.${status}`;

/** Translation key of a grand-prize status (SPEC §4: 12-16): `grandPrize.status.{n}`. */
export const grandPrizeStatusKey = (status: number) => `grandPrize.status.${status}`;

/** The game's translation key of an order, or null for orders of games this version does not know. */
export function orderGameKey(order: Pick<OrderSummary, 'lotteryType'>): string | null {
  const game = order.lotteryType === null ? undefined : gameByType(order.lotteryType);
  return game ? `games.${game.key}.name` : null;
}

/** "My plan": each selection's numbers as bought, one line per selection. */
export function planText(plan: readonly (readonly number[])[]): string[] {
  return plan.map((line) => line.join(' '));
}
