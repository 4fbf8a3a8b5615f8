import { gameByType, type OrderSummary, type RefundState } from '../../../sdk';

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

/**
 * SPEC §4 grand prize statuses. 15 and 16 are both expired: 15 never claimed within the claim
 * period, 16 claimed but the payment could not be completed in time (the server's
 * domains/orders/grand-prize-rules.ts explains the choice).
 */
export const GRAND_PRIZE_STATUS = { unclaimed: 12, claimed: 13, paid: 14, expiredUnclaimed: 15, claimLapsed: 16 } as const;

/**
 * How a grand-prize status looks: waiting for the player or the operator (12, 13), paid (14),
 * expired (15, 16).
 * @example grandPrizeTone(16) === 'lost'
 */
export function grandPrizeTone(status: number): StatusTone {
  if (status === GRAND_PRIZE_STATUS.paid) return 'won';
  return status === GRAND_PRIZE_STATUS.unclaimed || status === GRAND_PRIZE_STATUS.claimed ? 'waiting' : 'lost';
}

/**
 * What the prize's deadline (`winningBigExpiredTimestamp`) means at a status, as a translation
 * key: the claim deadline (12), the documents deadline (13), the moment it expired (15, 16); a
 * paid prize (14) has none.
 * @example grandPrizeDeadlineKey(13) === 'grandPrize.completeBy'
 */
export function grandPrizeDeadlineKey(status: number): string | null {
  switch (status) {
    case GRAND_PRIZE_STATUS.unclaimed:
      return 'grandPrize.expires';
    case GRAND_PRIZE_STATUS.claimed:
      return 'grandPrize.completeBy';
    case GRAND_PRIZE_STATUS.expiredUnclaimed:
    case GRAND_PRIZE_STATUS.claimLapsed:
      return 'grandPrize.expiredOn';
    default:
      return null;
  }
}

/** A line saying what happens next or what happened (13-16), as a translation key; none for 12 (the Claim button says it). */
export const grandPrizeNoteKey = (status: number): string | null =>
  status > GRAND_PRIZE_STATUS.unclaimed && status <= GRAND_PRIZE_STATUS.claimLapsed ? `grandPrize.note.${status}` : null;

/** The game's translation key of an order, or null for orders of games this version does not know. */
export function orderGameKey(order: Pick<OrderSummary, 'lotteryType'>): string | null {
  const game = order.lotteryType === null ? undefined : gameByType(order.lotteryType);
  return game ? `games.${game.key}.name` : null;
}

/** "My plan": each selection's numbers as bought, one line per selection. */
export function planText(plan: readonly (readonly number[])[]): string[] {
  return plan.map((line) => line.join(' '));
}

/** How a refund state looks (SPEC §4): refunded as a refund, unsuccessful as lost, the rest waiting. */
export function refundTone(state: RefundState): StatusTone {
  return state === 'completed' ? 'refund' : state === 'unsuccessful' ? 'lost' : 'waiting';
}
