/**
 * The grand prize's life (SPEC §4: 12 unclaimed, 13 claimed, 14 paid, 15 and 16 expired), in one
 * place: its statuses, its two deadlines and the rule that expires it.
 *
 *   settled ──► 12 unclaimed ──claim (101079)──► 13 claimed ──reviewer pays──► 14 paid
 *                   │ claim period over              │ completion period over
 *                   ▼                                ▼
 *              15 expired unclaimed            16 claim lapsed
 *
 * SPEC §4 only says "15 and 16 expired". We split them by the step at which the prize lapsed, so
 * a player, support and the audit can tell "never claimed" from "claimed, but the payment could
 * not be completed in time" (the winner never completed the documents the operator asked for
 * after the claim e-mail). Both are final, neither is ever credited.
 *
 * `orders.prize_expires_at` always holds the deadline of the step the prize is in: the end of
 * the claim period while it is unclaimed, the end of the completion period once claimed (the claim
 * moves it). The scheduler's {@link expireGrandPrizes} (expire-grand-prizes.ts) applies the rule
 * to the rows; {@link grandPrizeStatusAt} is the same rule for an answer read between two runs.
 */

/** SPEC §4 grand prize statuses. */
export const GRAND_PRIZE = { unclaimed: 12, claimed: 13, paid: 14, expiredUnclaimed: 15, claimLapsed: 16 } as const;

const DAY_MS = 86_400_000;

/**
 * How long a won grand prize may be claimed, from the settlement of its draw. SPEC is silent;
 * 180 days is typical of national lotteries (the published terms refer to "the claim period stated
 * in the game rules").
 */
export const GRAND_PRIZE_CLAIM_MS = 180 * DAY_MS;

/**
 * How long a claimed grand prize waits for the winner's documents (identity, bank account) before
 * the claim lapses, from the claim. Our choice, SPEC is silent: 90 days, long enough for a
 * winner abroad to send certified copies. The reviewer pays (`npm run grand-prize:pay`) once they
 * are complete.
 */
export const GRAND_PRIZE_COMPLETION_MS = 90 * DAY_MS;

/**
 * The status a grand prize has at `now`: an unclaimed or claimed prize whose deadline has come is
 * expired (15) or lapsed (16); any other status stays as it is. The deadline itself is no longer
 * within the period (the expiry job uses the same `<=`).
 *
 * @example grandPrizeStatusAt(12, deadline, deadline) === 15
 * @example grandPrizeStatusAt(13, deadline, deadline - 1) === 13
 */
export function grandPrizeStatusAt(status: number, expiresAt: number, now: number): number {
  if (now < expiresAt) return status;
  if (status === GRAND_PRIZE.unclaimed) return GRAND_PRIZE.expiredUnclaimed;
  if (status === GRAND_PRIZE.claimed) return GRAND_PRIZE.claimLapsed;
  return status;
}
