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

/** What a login attempt may do: check the password (as the n-th try of the streak), or not. */
export type PasswordCheckClaim = { granted: true; attempt: number } | { granted: false; error: GatewayError };

/**
 * Claims one password check before the (slow) hash is compared, in one statement: it counts the
 * try against the streak and succeeds only while the account is not locked and fewer than
 * MAX_FAILED_LOGINS tries of the streak are spent, counting those still running. So N parallel
 * guesses get at most MAX_FAILED_LOGINS checks; the others are refused unchecked with 403000632:
 * the lock that is set, or the one the checks still running are about to set.
 */
export async function claimPasswordCheck(db: Queryable, playerId: number, now: number): Promise<PasswordCheckClaim> {
  const { rows } = await db.query<{ attempt: number }>(
    `update players set failed_logins = failed_logins + 1
      where id = $1 and (locked_until is null or locked_until <= $2) and failed_logins < $3
      returning failed_logins as attempt`,
    [playerId, new Date(now), MAX_FAILED_LOGINS],
  );
  if (rows[0]) return { granted: true, attempt: Number(rows[0].attempt) };
  const state = await db.query<{ locked_until: Date | null; lock_count: number }>('select locked_until, lock_count from players where id = $1', [playerId]);
  const lockedUntil = state.rows[0]?.locked_until;
  if (lockedUntil && lockedUntil.getTime() > now) return { granted: false, error: accountLockedError(lockedUntil, now) };
  return { granted: false, error: accountLockedError(new Date(now + lockSeconds(state.rows[0]?.lock_count ?? 0) * 1000), now) };
}

/**
 * After a wrong password: the try that spent the last check of the streak (`attempt` =
 * MAX_FAILED_LOGINS) locks the account, unless a right password ended the streak meanwhile. The
 * row's old values feed every SET, so the duration uses the locks before this one. Returns
 * locked_until when this failure locked the account.
 */
export async function lockIfStreakSpent(db: Queryable, playerId: number, attempt: number, now: number): Promise<Date | null> {
  if (attempt < MAX_FAILED_LOGINS) return null;
  const { rows } = await db.query<{ locked_until: Date }>(
    `update players set
       failed_logins = 0,
       lock_count = lock_count + 1,
       locked_until = $3::timestamptz + make_interval(secs => least($4::float8 * power(2, lock_count), $5::float8))
     where id = $1 and failed_logins >= $2
     returning locked_until`,
    [playerId, MAX_FAILED_LOGINS, new Date(now), FIRST_LOCK_SECONDS, MAX_LOCK_SECONDS],
  );
  return rows[0]?.locked_until ?? null;
}

/** A successful login (or password reset) forgets the failures and the lock history. */
export async function clearFailedLogins(db: Queryable, playerId: number): Promise<void> {
  await db.query('update players set failed_logins = 0, lock_count = 0, locked_until = null where id = $1 and (failed_logins <> 0 or lock_count <> 0 or locked_until is not null)', [playerId]);
}
