/**
 * The deposit limit (SPEC §3 exclusionType 2) on the deposit path. Decision (issue 10): the
 * allowance is reserved when the card payment starts, before the acquirer is asked to charge,
 * in one UPDATE (claimAllowance); a payment that would break the limit is never charged, so no
 * money has to be refunded. A deposit that ends FAILURE or TIMEOUT gives its reservation back
 * (deposits/deposit-orders.ts failOrder, in the same statement that ends it); a credited one keeps it.
 *
 *   420544 recharge  → depositLimitError: answered with code 0 and rechargeLimitError (SPEC §8)
 *   420550/420551    → reserveDepositAllowance: FAILURE with rechargeLimitError, nothing charged
 *   creditDeposit    → countUnreservedDeposit: a payment started before the limit existed still counts
 */
import type { ExclusionRecord } from '../../../../sdk/commands/responsible-play';
import type { Queryable } from '../../db/database';
import { claimAllowance, limitNow } from './allowance';
import { limitRecord } from './records';

/**
 * The deposit-limit record when `amount` is above what the limit still allows now, else null.
 * A read: 420544 answers it as rechargeLimitError and opens no deposit.
 */
export async function depositLimitError(db: Queryable, playerId: number, amount: number, at: number): Promise<ExclusionRecord | null> {
  const limit = await limitNow(db, playerId, 2, at);
  if (!limit || amount <= limit.available) return null;
  return limitRecord(2, limit, at);
}

/**
 * Reserves `amount` of the deposit limit for a deposit whose card payment starts now, and notes
 * it on the order so a failure gives back exactly this. Returns null when reserved (or when
 * there is no limit), else the limit's record for rechargeLimitError. Runs in the caller's
 * transaction (deposits/pay-with-card.ts claims the deposit in the same one).
 */
export async function reserveDepositAllowance(tx: Queryable, order: { id: number; playerId: number; amount: number }, at: number): Promise<ExclusionRecord | null> {
  const outcome = await claimAllowance(tx, order.playerId, 2, order.amount, at);
  if (outcome.kind === 'claimed') {
    await tx.query('update deposit_orders set limit_reserved = $2, limit_window_start = $3 where id = $1', [order.id, order.amount, outcome.windowStart]);
    return null;
  }
  if (outcome.kind === 'no-limit') return null;
  const limit = await limitNow(tx, order.playerId, 2, at);
  return limit ? limitRecord(2, limit, at) : null;
}

/**
 * Counts a deposit being credited that reserved nothing (its payment started before the player
 * set a limit): the acquirer has taken the money, so it counts even past the limit (which then
 * reads 'reached'). Runs in creditDeposit's transaction.
 */
export async function countUnreservedDeposit(tx: Queryable, playerId: number, amount: number, at: number): Promise<void> {
  await claimAllowance(tx, playerId, 2, amount, at, true);
}

/**
 * The statement that ends a PENDING deposit and gives back its reservation, at most once: the
 * release joins on the one UPDATE that found the order PENDING. $1 order id, $2 state, $3 memo, $4 time.
 */
export const FAIL_DEPOSIT_AND_RELEASE_SQL = `
  with failed as (
    update deposit_orders set state = $2, memo = $3, updated_at = $4
     where id = $1 and state = 'PENDING'
     returning player_id, limit_reserved, limit_window_start)
  update player_limits l set used = greatest(l.used - failed.limit_reserved, 0)
    from failed
   where failed.limit_reserved is not null and l.player_id = failed.player_id
     and l.limit_type = 2 and l.period_start = failed.limit_window_start`;
