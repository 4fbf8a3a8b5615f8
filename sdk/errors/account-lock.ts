/**
 * How long an account lock (403000632, data { lockedForSeconds }) is said to last. SPEC §8 words it
 * "locked for {n} minutes or hours"; the server's message and the login form's fallback both
 * count with {@link lockDurationParts}, so they always agree.
 */

/**
 * From this many seconds on, a lock is told in hours; below it, in minutes. One hour: "60
 * minutes" becomes "1 hour".
 *
 * @example lockDurationParts(LOCK_HOURS_FROM_SECONDS) // { unit: 'hours', n: 1 }
 */
export const LOCK_HOURS_FROM_SECONDS = 3600;

/** A lock's length as said to the player. @example const parts: LockDuration = { unit: 'minutes', n: 15 }; */
export interface LockDuration {
  readonly unit: 'minutes' | 'hours';
  /** Whole units, rounded up (never less than the time left) and at least 1. */
  readonly n: number;
}

/**
 * The time left of a lock in whole minutes below {@link LOCK_HOURS_FROM_SECONDS}, else in whole
 * hours, rounded up so the player is never told less than is left.
 *
 * @param seconds time left; anything not a positive number counts as the shortest lock
 * @example lockDurationParts(900)   // { unit: 'minutes', n: 15 }
 * @example lockDurationParts(3540)  // { unit: 'minutes', n: 59 }
 * @example lockDurationParts(3660)  // { unit: 'hours', n: 2 }
 */
export function lockDurationParts(seconds: number): LockDuration {
  const left = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  if (left < LOCK_HOURS_FROM_SECONDS) return { unit: 'minutes', n: Math.max(1, Math.ceil(left / 60)) };
  return { unit: 'hours', n: Math.ceil(left / 3600) };
}
