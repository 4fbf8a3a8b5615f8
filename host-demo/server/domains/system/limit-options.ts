/**
 * Responsible-play limit options published in 010001. Amounts are minor units; -1 means
 * "No limits". Duration options carry `value` = the duration in minutes (the value 100156
 * sends back), except family exclusion's lifetime, whose value is -1.
 */
import type { z } from 'zod';
import type { DurationOptionSchema } from '../../../../sdk/commands/system';

type DurationOption = z.infer<typeof DurationOptionSchema>;

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Calendar-free month and year, so a limit's end is computable without a calendar. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;
const AED = 100;

function options(minutes: number[], defaultMinutes: number): DurationOption[] {
  return minutes.map((m) => ({ value: m, default: m === defaultMinutes, durationMinute: m }));
}

/** Deposit-limit amounts: No limits, AED 100, 500, 1,000, 5,000, 10,000. */
export const DEPOSIT_LIMIT_AMOUNTS = [-1, 100 * AED, 500 * AED, 1_000 * AED, 5_000 * AED, 10_000 * AED];

/** SPEC §9 deposit limit durations: 10 minutes, 24 hours, 7 and 30 days, 3 and 6 months, 1 year. */
export const DEPOSIT_LIMIT_DURATIONS = options([10 * MINUTE, 24 * HOUR, 7 * DAY, 30 * DAY, 3 * MONTH, 6 * MONTH, YEAR], 30 * DAY);

/** Wager-limit amounts: No limits, AED 50, 200, 500, 1,000, 5,000. */
export const WAGER_LIMIT_AMOUNTS = [-1, 50 * AED, 200 * AED, 500 * AED, 1_000 * AED, 5_000 * AED];

/** SPEC §9 wager limit durations: 24 hours, 7 days, 30 days. */
export const WAGER_LIMIT_DURATIONS = options([24 * HOUR, 7 * DAY, 30 * DAY], 7 * DAY);

/** SPEC §9 family exclusion: 6 months to lifetime (lifetime: value -1, counted as 100 years). */
export const FAMILY_EXCLUSION_DURATIONS: DurationOption[] = [
  ...options([6 * MONTH, YEAR, 2 * YEAR, 5 * YEAR], 6 * MONTH),
  { value: -1, default: false, durationMinute: 100 * YEAR },
];
