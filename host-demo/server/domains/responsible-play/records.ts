/**
 * The player's exclusion and limit records as 100155, 100163 and 403000619 answer them (SPEC §3
 * Self-exclusion status and records).
 */
import type { ExclusionRecord } from '../../../../sdk/commands/responsible-play';
import { describeMinutes } from '../../../../sdk/validation/exclusion-durations';
import type { Queryable } from '../../db/database';
import { limitNow, type LimitNow, type LimitType } from './allowance';
import { activeExclusion, type ActiveExclusion } from './exclusions';

/** Edits a limit allows in one term (SPEC §3 remainChangeNum counts these down). */
export const MAX_LIMIT_CHANGES = 3;

/** SPEC §4 limit states: expired once the term ends, reached when the window has nothing left. */
export function limitState(limit: LimitNow, at: number): ExclusionRecord['state'] {
  if (limit.expiresAt.getTime() <= at) return 'expired';
  return limit.available <= 0 ? 'reached' : 'active';
}

/** A limit as a record. */
export function limitRecord(type: LimitType, limit: LimitNow, at: number): ExclusionRecord {
  const state = limitState(limit, at);
  const remainChangeNum = Math.max(0, MAX_LIMIT_CHANGES - limit.changeCount);
  const end = limit.expiresAt.getTime();
  return {
    exclusionType: type,
    exclusionValue: limit.amount,
    availableLimit: limit.available,
    exclusionStartTime: limit.termStart.getTime(),
    exclusionEndTime: end,
    exclusionEndTimestamp: end,
    exclusionDurationDesc: describeMinutes(limit.periodMinutes),
    durationMinute: limit.periodMinutes,
    remainChangeNum,
    // Locked: no edits left while the term runs (SPEC §5); an expired limit can always be renewed.
    limitStatus: remainChangeNum < 1 && state !== 'expired' ? 1 : 0,
    state,
    unFinishChaseOrder: 0,
    betAmountLimit: type === 4 ? limit.amount : null,
    remainAmount: type === 4 ? limit.available : null,
  };
}

/** An exclusion or break as a record (never editable: limitStatus 1). */
export function exclusionRecord(exclusion: ActiveExclusion): ExclusionRecord {
  return {
    exclusionType: exclusion.exclusionType,
    exclusionValue: exclusion.hours,
    availableLimit: null,
    exclusionStartTime: exclusion.startsAt,
    exclusionEndTime: exclusion.endsAt,
    exclusionEndTimestamp: exclusion.endsAt,
    exclusionDurationDesc: describeMinutes(exclusion.hours * 60),
    durationMinute: null,
    remainChangeNum: 0,
    limitStatus: 1,
    state: 'active',
    unFinishChaseOrder: 0,
    betAmountLimit: null,
    remainAmount: null,
  };
}

/** The record of one limit type, or null when the player has none. */
export async function limitRecordOf(db: Queryable, playerId: number, type: LimitType, at: number): Promise<ExclusionRecord | null> {
  const limit = await limitNow(db, playerId, type, at);
  return limit ? limitRecord(type, limit, at) : null;
}

/**
 * The records 100155 answers: -1 every record (the exclusion in force, then the limits), 2 or 4 one limit.
 * At most three indexed reads, whatever the player's history.
 */
export async function recordsOf(db: Queryable, playerId: number, filter: -1 | 2 | 4, at: number): Promise<ExclusionRecord[]> {
  const types: LimitType[] = filter === -1 ? [2, 4] : [filter];
  const [exclusion, ...limits] = await Promise.all([
    filter === -1 ? activeExclusion(db, playerId, at) : Promise.resolve(null),
    ...types.map((t) => limitRecordOf(db, playerId, t, at)),
  ]);
  return [...(exclusion ? [exclusionRecord(exclusion as ActiveExclusion)] : []), ...(limits.filter(Boolean) as ExclusionRecord[])];
}
