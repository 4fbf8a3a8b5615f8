/**
 * The durations a player may choose for a self-exclusion (type 1) or a break (type 5), in hours,
 * as 100138 sends them (SPEC §9). Months and years are calendar-free (30 and 365 days), as the
 * limit options of 010001 count them, so both sides compute the same end.
 *
 * @example SELF_EXCLUSION_HOURS.includes(4_320) // 6 months
 */
const DAY = 24;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** SPEC §9 short break: 72 hours, 7, 14, 30, 42 days. */
export const TAKE_A_BREAK_HOURS: readonly number[] = [72, 7 * DAY, 14 * DAY, 30 * DAY, 42 * DAY];

/** SPEC §9 long self-exclusion: 6 months, 1 year, 18 months, 2 years, 5 years. */
export const SELF_EXCLUSION_HOURS: readonly number[] = [6 * MONTH, YEAR, 18 * MONTH, 2 * YEAR, 5 * YEAR];

/** SPEC §9 the older dialog's list: 24h, 48h, 7d, 30d, 6m, 1y, 18m, 3y, 5y. */
export const OLDER_SELF_EXCLUSION_HOURS: readonly number[] = [24, 48, 7 * DAY, 30 * DAY, 6 * MONTH, YEAR, 18 * MONTH, 3 * YEAR, 5 * YEAR];

/**
 * Whether 100138 accepts this duration for this type.
 * @example isOfferedExclusionHours(5, 72) === true; isOfferedExclusionHours(5, 73) === false
 */
export function isOfferedExclusionHours(exclusionType: 1 | 5, hours: number): boolean {
  if (exclusionType === 5) return TAKE_A_BREAK_HOURS.includes(hours);
  return SELF_EXCLUSION_HOURS.includes(hours) || OLDER_SELF_EXCLUSION_HOURS.includes(hours);
}

/**
 * A duration in minutes as the records word it (SPEC §3 exclusionDurationDesc: '24 Hours',
 * '7 Days', '3 Months'): the largest whole unit.
 * @example describeMinutes(1_440) === '24 Hours'; describeMinutes(129_600) === '3 Months'
 */
export function describeMinutes(minutes: number): string {
  const hours = minutes / 60;
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (Number.isInteger(hours / YEAR)) return plural(hours / YEAR, 'Year');
  if (Number.isInteger(hours / MONTH)) return plural(hours / MONTH, 'Month');
  if (hours > 72 && Number.isInteger(hours / DAY)) return plural(hours / DAY, 'Day');
  if (Number.isInteger(hours)) return plural(hours, 'Hour');
  return plural(minutes, 'Minute');
}
