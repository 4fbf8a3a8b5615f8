/**
 * The durations of the responsible-play tools (SPEC §9), in hours for 100138, and the wording of
 * any duration in minutes. Months and years are counted in whole days (30 and 365) so the server
 * and the summary compute the same expiry.
 */
import type { BoundTranslate } from '../../base/hooks';

const DAY = 24;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Self-exclusion (type 1) in the newer dialog: 6 months, 1 year, 18 months, 2 years, 5 years. */
export const SELF_EXCLUSION_HOURS = [6 * MONTH, YEAR, 18 * MONTH, 2 * YEAR, 5 * YEAR] as const;
/** Take a break (type 5): 72 hours, 7, 14, 30, 42 days. */
export const TAKE_A_BREAK_HOURS = [72, 7 * DAY, 14 * DAY, 30 * DAY, 42 * DAY] as const;
/** The older dialog's time exclusion (type 1): 24h, 48h, 7d, 30d, 6m, 1y, 18m, 3y, 5y. */
export const OLDER_EXCLUSION_HOURS = [24, 48, 7 * DAY, 30 * DAY, 6 * MONTH, YEAR, 18 * MONTH, 3 * YEAR, 5 * YEAR] as const;

/**
 * A duration in minutes as the player reads it: '10 minutes', '72 hours', '7 days', '6 months',
 * '1 year'. Whole years first, then months from 90 days on, then days, hours, minutes.
 * @example durationText(t, 72 * 60) // '72 hours'
 */
export function durationText(t: BoundTranslate, minutes: number): string {
  const hours = minutes / 60;
  const say = (unit: string, count: number) => t(`responsiblePlay.duration.${count === 1 ? unit : `${unit}s`}`, { count });
  if (minutes % 60 === 0 && hours % YEAR === 0) return say('year', hours / YEAR);
  if (minutes % 60 === 0 && hours >= 3 * MONTH && hours % MONTH === 0) return say('month', hours / MONTH);
  if (minutes % 60 === 0 && hours > 72 && hours % DAY === 0) return say('day', hours / DAY);
  if (minutes % 60 === 0) return say('hour', hours);
  return say('minute', minutes);
}
