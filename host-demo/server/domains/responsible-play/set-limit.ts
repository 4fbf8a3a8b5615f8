import type { setLimit } from '../../../../sdk/commands/responsible-play';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { NO_LIMIT, limitEditError } from '../../../../sdk/validation/self-exclusion-amount';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { DEPOSIT_LIMIT_DURATIONS, WAGER_LIMIT_DURATIONS } from '../system/limit-options';
import { limitNow, type LimitType } from './allowance';
import { MAX_LIMIT_CHANGES } from './records';

/** The SDK's edit rule keys, as the gateway's codes. */
const EDIT_ERROR_CODE = {
  'validation.limitUnchanged': ErrorCode.limitUnchanged,
  'validation.limitAboveExisting': ErrorCode.limitAboveExisting,
  'validation.limitShorterDuration': ErrorCode.limitShorterDuration,
  'validation.limitBelowUsed': ErrorCode.limitBelowUsed,
} as const;

/** The durations 010001 offers for a limit type (SPEC §9), in minutes. */
export function offeredLimitMinutes(type: LimitType): number[] {
  return (type === 2 ? DEPOSIT_LIMIT_DURATIONS : WAGER_LIMIT_DURATIONS).map((o) => o.durationMinute);
}

/**
 * Sets, lowers or renews one limit inside `tx`, under the limit's row lock so a deposit or bet
 * claiming the same limit waits (and is then measured against the new amount):
 * - none yet: starts it now, its first window and its term both `minutes` long;
 * - term over ('expired'): renew or change it, anything goes, the window and the edit count restart;
 * - term running: only the SDK's edit rule (limitEditError: not unchanged, not higher, not shorter,
 *   not below what the window already counted) with edits left (SPEC §5 remainChangeNum); a lower
 *   amount applies at once, a longer duration stretches the window and the term.
 * @returns the term's end, epoch ms
 */
export async function applyLimit(tx: Queryable, playerId: number, type: LimitType, amount: number, minutes: number, at: number): Promise<number> {
  const now = new Date(at);
  const end = new Date(at + minutes * 60_000);
  let current = await limitNow(tx, playerId, type, at, true);
  if (!current) {
    const inserted = await tx.query(
      `insert into player_limits (player_id, limit_type, amount, period_minutes, period_start, period_end, used, term_start, expires_at, change_count, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, 0, $5, $6, 0, $5, $5) on conflict (player_id, limit_type) do nothing returning player_id`,
      [playerId, type, amount, minutes, now, end],
    );
    if (inserted.rows.length > 0) return end.getTime();
    current = await limitNow(tx, playerId, type, at, true);
    if (!current) throw new Error('limit row vanished under its lock');
  }
  if (current.expiresAt.getTime() <= at) {
    await tx.query(
      `update player_limits set amount = $3, period_minutes = $4, period_start = $5, period_end = $6, used = 0,
              term_start = $5, expires_at = $6, change_count = 0, updated_at = $5
        where player_id = $1 and limit_type = $2`,
      [playerId, type, amount, minutes, now, end],
    );
    return end.getTime();
  }
  const editError = limitEditError({ amount: current.amount, durationMinutes: current.periodMinutes, used: current.used }, { amount, durationMinutes: minutes });
  if (editError === 'validation.limitUnchanged') throw new GatewayError(EDIT_ERROR_CODE[editError]);
  if (current.changeCount >= MAX_LIMIT_CHANGES) throw new GatewayError(ErrorCode.limitLocked);
  if (editError) throw new GatewayError(EDIT_ERROR_CODE[editError]);
  const { rows } = await tx.query<{ expires_at: Date }>(
    `update player_limits set amount = $3, period_minutes = $4,
            period_end = period_start + make_interval(mins => $4), expires_at = term_start + make_interval(mins => $4),
            change_count = change_count + 1, updated_at = $5
      where player_id = $1 and limit_type = $2 returning expires_at`,
    [playerId, type, amount, minutes, now],
  );
  return rows[0]!.expires_at.getTime();
}

/**
 * "No Limits" (-1 in the config lists, SPEC §3) inside `tx`, under the limit's row lock: no limit
 * is already the state when there is none; an expired limit is removed; a running one is refused
 * (403001306), since no limit is the highest limit of all and a limit is never raised or lifted
 * before its term ends (SPEC §4). A deposit or bet waiting on the row is then measured without it.
 */
export async function applyNoLimit(tx: Queryable, playerId: number, type: LimitType, at: number): Promise<void> {
  const { rows } = await tx.query<{ expired: boolean }>(
    'select expires_at <= $3 as expired from player_limits where player_id = $1 and limit_type = $2 for update',
    [playerId, type, new Date(at)],
  );
  if (!rows[0]) return;
  if (!rows[0].expired) throw new GatewayError(ErrorCode.limitNotExpired);
  await tx.query('delete from player_limits where player_id = $1 and limit_type = $2', [playerId, type]);
}

/**
 * 100156: sets, lowers or renews the deposit (2) or wager (4) limit (SPEC §4, §5; DESIGN: a lower
 * limit applies at once, a higher one never before the current one ends), or with -1 ("No
 * Limits") leaves the player without one where that is allowed ({@link applyNoLimit}). The
 * duration must be one the config offers (403001308).
 */
export const setLimitHandler: CommandHandler<typeof setLimit> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  if (!offeredLimitMinutes(data.exclusionType).includes(data.exclusionDuration)) throw new GatewayError(ErrorCode.durationNotOffered);
  const at = ctx.clock.now();
  if (data.exclusionValue === NO_LIMIT) {
    await ctx.db.transaction((tx) => applyNoLimit(tx, playerId, data.exclusionType, at));
    return { exclusionEndTime: 0, noLimit: true };
  }
  const amount = data.exclusionValue;
  const exclusionEndTime = await ctx.db.transaction((tx) => applyLimit(tx, playerId, data.exclusionType, amount, data.exclusionDuration, at));
  return { exclusionEndTime };
};
