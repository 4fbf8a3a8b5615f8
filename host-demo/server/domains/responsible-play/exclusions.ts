/**
 * Self-exclusions (type 1) and breaks (type 5) in force, and the data of 403000619 that chooses
 * the player's dialog (SPEC §8: type 1 the login-time popup with its end, type 5 home and the
 * break dialog, other types the self-exclusion dialog with end time, bet limit, remaining amount).
 */
import type { Queryable } from '../../db/database';

/** The exclusion or break in force: the one that ends last. */
export interface ActiveExclusion {
  exclusionType: 1 | 5;
  hours: number;
  startsAt: number;
  endsAt: number;
}

/**
 * The exclusion in force at `at`, or null. One indexed read (player_exclusions_by_end).
 * @example const exclusion = await activeExclusion(db, playerId, clock.now());
 */
export async function activeExclusion(db: Queryable, playerId: number, at: number): Promise<ActiveExclusion | null> {
  const { rows } = await db.query<{ exclusion_type: 1 | 5; hours: number; starts_at: Date; ends_at: Date }>(
    `select exclusion_type, hours, starts_at, ends_at from player_exclusions
      where player_id = $1 and ends_at > $2 order by ends_at desc limit 1`,
    [playerId, new Date(at)],
  );
  const r = rows[0];
  return r ? { exclusionType: r.exclusion_type, hours: r.hours, startsAt: r.starts_at.getTime(), endsAt: r.ends_at.getTime() } : null;
}

/** The data of 403000619 for an exclusion or break (read by the SDK dispatcher's self-exclusion policy). */
export function exclusionErrorData(exclusion: ActiveExclusion): Record<string, unknown> {
  return {
    userExclusionType: exclusion.exclusionType,
    exclusionType: exclusion.exclusionType,
    exclusionStartTime: exclusion.startsAt,
    exclusionEndTime: exclusion.endsAt,
    exclusionEndTimestamp: exclusion.endsAt,
  };
}

/** Session end reason when an exclusion starts (the old tokens answer 401000006 / session ended). */
export const EXCLUSION_END_REASON = 'self-excluded';

/**
 * Starts an exclusion inside the caller's transaction: refuses (returns null) when one in force
 * ends later or at the same time (SPEC §4: cannot be shortened or lifted early); otherwise inserts
 * it and ends every open session of the player, returning their ids for the session-ended events
 * the caller publishes after commit. The player row is locked first, so a login running at the
 * same moment either finishes before (and its session is ended here) or sees the exclusion.
 */
export async function startExclusion(
  tx: Queryable,
  input: { playerId: number; exclusionType: 1 | 5; hours: number; at: number; source: 'player' | 'family' },
): Promise<{ endsAt: number; endedSessionIds: number[] } | null> {
  await tx.query('select id from players where id = $1 for update', [input.playerId]);
  const endsAt = input.at + input.hours * 3_600_000;
  const current = await activeExclusion(tx, input.playerId, input.at);
  if (current && current.endsAt >= endsAt) return null;
  await tx.query(
    `insert into player_exclusions (player_id, exclusion_type, hours, starts_at, ends_at, source, created_at)
     values ($1, $2, $3, $4, $5, $6, $4)`,
    [input.playerId, input.exclusionType, input.hours, new Date(input.at), new Date(endsAt), input.source],
  );
  const ended = await tx.query<{ id: number }>(
    `update sessions set ended_at = $2, end_reason = $3 where player_id = $1 and ended_at is null returning id`,
    [input.playerId, new Date(input.at), EXCLUSION_END_REASON],
  );
  return { endsAt, endedSessionIds: ended.rows.map((r) => r.id) };
}
