/**
 * The wager limit (SPEC §3 exclusionType 4) at the moment of the bet: placeOrder (domains/orders)
 * calls this inside its transaction, before it takes the stake.
 */
import { ErrorCode } from '../../../../sdk/errors/codes';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import type { LocalizedText } from '../../errors/messages';
import { claimAllowance, releaseAllowance, type ClaimOutcome } from './allowance';

const ABOVE_WAGER_LIMIT: LocalizedText = {
  'en-US': 'This bet is above what remains of your wager limit.',
  'ar-AE': 'هذا الرهان يتجاوز المتبقي من حد الرهان الخاص بك.',
};

/**
 * Counts a bet of `amount` fils against the player's wager limit, or refuses it: one UPDATE
 * decides (see claimAllowance), so bets placed together can never add up past the limit. Without
 * a wager limit it does nothing. Runs in the caller's transaction: a rolled-back order rolls the
 * claim back with it.
 *
 * @throws GatewayError 403000619 (selfExcluded) with data { userExclusionType: 4, betAmountLimit,
 *   remainAmount, exclusionEndTime, exclusionEndTimestamp }: SPEC §8 opens the self-exclusion
 *   dialog with the bet limit and the remaining amount.
 * @returns the start of the window the bet counted in (for releaseWagerAllowance), or null without a limit
 * @example
 * await db.transaction(async (tx) => {
 *   await claimWagerAllowance(tx, playerId, order.price, now);
 *   // ... take the stake, write the order
 * });
 */
export async function claimWagerAllowance(tx: Queryable, playerId: number, amount: number, at: number): Promise<Date | null> {
  return wagerWindowOrRefuse(await claimAllowance(tx, playerId, 4, amount, at));
}

/**
 * The wager limit's verdict on a claim already made (claimAllowanceSql in the caller's statement,
 * read with claimOutcome): the window the bet counted in, null without a limit, or the refusal
 * {@link claimWagerAllowance} throws.
 */
export function wagerWindowOrRefuse(outcome: ClaimOutcome): Date | null {
  if (outcome.kind === 'no-limit') return null;
  if (outcome.kind === 'claimed') return outcome.windowStart;
  throw new GatewayError(ErrorCode.selfExcluded, ABOVE_WAGER_LIMIT, {
    userExclusionType: 4,
    exclusionType: 4,
    betAmountLimit: outcome.amount,
    remainAmount: outcome.available,
    exclusionEndTime: outcome.expiresAt.getTime(),
    exclusionEndTimestamp: outcome.expiresAt.getTime(),
  });
}

/**
 * Gives back a claimed bet that was refunded before its draw (a cancelled order), in the window
 * it counted in; nothing once that window has ended.
 */
export async function releaseWagerAllowance(tx: Queryable, playerId: number, amount: number, windowStart: Date): Promise<void> {
  await releaseAllowance(tx, playerId, 4, amount, windowStart);
}
