import type { DepositSettings } from '../../config';
import type { Queryable } from '../../db/database';

/**
 * Counts one card payment attempt of a player and says whether it may go on (SPEC §4 "account
 * locked after too many attempts"). One statement decides, so of many attempts sent together
 * exactly `maxAttempts` in a window pass: the attempt past the limit sets the lock and is refused,
 * and so is every attempt while the lock lasts. A window that has run out, or a lock that has,
 * starts the count again; a credited deposit sets it back to 0 (credit-deposit.ts).
 *
 * @example if (!(await countPaymentAttempt(db, playerId, now, config.deposits))) throw new GatewayError(ErrorCode.rechargeAttemptsLocked);
 */
export async function countPaymentAttempt(db: Queryable, playerId: number, now: number, settings: DepositSettings): Promise<boolean> {
  const { rows } = await db.query<{ locked_until: Date | null }>(
    `insert into deposit_attempts as a (player_id, attempts, window_started_at, locked_until)
     values ($1, 1, $2, null)
     on conflict (player_id) do update set
       attempts = case when a.locked_until > $2 then a.attempts
                       when a.window_started_at <= $3 or a.locked_until is not null then 1
                       else a.attempts + 1 end,
       window_started_at = case when a.locked_until > $2 then a.window_started_at
                                when a.window_started_at <= $3 or a.locked_until is not null then $2
                                else a.window_started_at end,
       locked_until = case when a.locked_until > $2 then a.locked_until
                           when a.window_started_at <= $3 or a.locked_until is not null then null
                           when a.attempts + 1 > $5 then $4
                           else null end
     returning locked_until`,
    [playerId, new Date(now), new Date(now - settings.attemptWindowSeconds * 1000), new Date(now + settings.lockSeconds * 1000), settings.maxAttempts],
  );
  const lockedUntil = rows[0]?.locked_until ?? null;
  return lockedUntil === null || lockedUntil.getTime() <= now;
}

/** Locks the player's deposits now (the acquirer's own "too many attempts"). */
export async function lockDeposits(db: Queryable, playerId: number, now: number, settings: DepositSettings): Promise<void> {
  await db.query(
    `insert into deposit_attempts (player_id, attempts, window_started_at, locked_until) values ($1, $2, $3, $4)
     on conflict (player_id) do update set attempts = excluded.attempts, locked_until = excluded.locked_until`,
    [playerId, settings.maxAttempts, new Date(now), new Date(now + settings.lockSeconds * 1000)],
  );
}
