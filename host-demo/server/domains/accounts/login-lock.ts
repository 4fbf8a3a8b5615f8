import type { Queryable } from '../../db/database';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { lockedMessage } from '../../errors/messages';

/** Consecutive wrong passwords that lock the account. */
export const MAX_FAILED_LOGINS = 5;
/** The first lock; each next lock doubles, up to {@link MAX_LOCK_SECONDS}. */
export const FIRST_LOCK_SECONDS = 15 * 60;
export const MAX_LOCK_SECONDS = 24 * 3600;

/**
 * Length of the lock after `previousLocks` earlier locks (since the last successful login):
 * 15 min, 30 min, 1 h, 2 h, 4 h, 8 h, 16 h, then 24 h.
 *
 * @example lockSeconds(0) // 900
 */
export function lockSeconds(previousLocks: number): number {
  return Math.min(FIRST_LOCK_SECONDS * 2 ** previousLocks, MAX_LOCK_SECONDS);
}

/** 403000632 "Your account is locked for {n} minutes/hours." with data { lockedForSeconds }. */
export function accountLockedError(lockedUntil: Date, now: number): GatewayError {
  const lockedForSeconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now) / 1000));
  return new GatewayError(ErrorCode.accountLocked, lockedMessage(lockedForSeconds), { lockedForSeconds });
}

/**
 * Counts a wrong password in one statement: the 5th in a row resets the count, raises the lock
 * count and sets locked_until (the row's old values feed every SET, so the duration uses the
 * locks before this one). Returns locked_until when this failure locked the account.
 */
export async function recordFailedLogin(db: Queryable, playerId: number, now: number): Promise<Date | null> {
  const { rows } = await db.query<{ locked_until: Date | null; locked_now: boolean }>(
    `update players set
       failed_logins = case when failed_logins + 1 >= $2 then 0 else failed_logins + 1 end,
       lock_count = case when failed_logins + 1 >= $2 then lock_count + 1 else lock_count end,
       locked_until = case when failed_logins + 1 >= $2
         then $3::timestamptz + make_interval(secs => least($4::float8 * power(2, lock_count), $5::float8))
         else locked_until end
     where id = $1
     returning locked_until, (locked_until is not null and locked_until > $3::timestamptz) as locked_now`,
    [playerId, MAX_FAILED_LOGINS, new Date(now), FIRST_LOCK_SECONDS, MAX_LOCK_SECONDS],
  );
  const row = rows[0];
  return row?.locked_now && row.locked_until ? row.locked_until : null;
}

/** A successful login (or password reset) forgets the failures and the lock history. */
export async function clearFailedLogins(db: Queryable, playerId: number): Promise<void> {
  await db.query('update players set failed_logins = 0, lock_count = 0, locked_until = null where id = $1 and (failed_logins <> 0 or lock_count <> 0 or locked_until is not null)', [playerId]);
}
