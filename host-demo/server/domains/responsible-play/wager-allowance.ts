/**
 * The wager limit (SPEC §3 exclusionType 4) at the moment of the bet: placeOrder claims the bet in
 * its locking statement (orders/pay-order.ts, allowance.ts claimAllowanceSql) and reads the
 * verdict here. A stopped plan gives its refund back in the statement that stops it
 * (orders/stop-chase.ts).
 */
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { LocalizedText } from '../../errors/messages';
import type { ClaimOutcome } from './allowance';

const ABOVE_WAGER_LIMIT: LocalizedText = {
  'en-US': 'This bet is above what remains of your wager limit.',
  'ar-AE': 'هذا الرهان يتجاوز المتبقي من حد الرهان الخاص بك.',
};

/**
 * The wager limit's verdict on a bet already claimed (claimAllowanceSql in the caller's statement,
 * one UPDATE deciding, so bets placed together can never add up past the limit; read with
 * claimOutcome). The claim runs in the caller's transaction: a refused or rolled-back order rolls
 * it back with it.
 *
 * @throws GatewayError 403000619 (selfExcluded) with data { userExclusionType: 4, betAmountLimit,
 *   remainAmount, exclusionEndTime, exclusionEndTimestamp }: SPEC §8 opens the self-exclusion
 *   dialog with the bet limit and the remaining amount.
 * @returns the start of the window the bet counted in (a plan keeps it for the refund of a stop),
 *   or null without a limit
 * @example const window = wagerWindowOrRefuse(await claimOutcome(tx, row, playerId, 4, now));
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
