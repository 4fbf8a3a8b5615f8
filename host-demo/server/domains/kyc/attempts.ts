import type { Queryable } from '../../db/database';
import { dubaiDay } from './kyc-state';

/** Verification attempts a player may open per calendar day in Dubai. */
export const MAX_DAILY_ATTEMPTS = 3;

/**
 * Today's use (Dubai day) of a player's attempts: attempts opened (an attempt the provider could
 * not serve does not count) and whether the provider reported its own daily limit. `forbidden`
 * is SPEC §3 forbidStatus 1.
 */
export async function todaysAttempts(db: Queryable, playerId: number, now: number): Promise<{ used: number; forbidden: boolean }> {
  const { rows } = await db.query<{ used: number; limited: boolean }>(
    `select count(*) filter (where outcome is distinct from 'unavailable')::bigint as used,
            coalesce(bool_or(outcome = 'limit-reached'), false) as limited
       from kyc_attempts where player_id = $1 and dubai_day = $2::date`,
    [playerId, dubaiDay(now)],
  );
  const used = rows[0]?.used ?? 0;
  return { used, forbidden: used >= MAX_DAILY_ATTEMPTS || (rows[0]?.limited ?? false) };
}
