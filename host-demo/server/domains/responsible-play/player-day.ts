/**
 * The player's day (issue 10 net position "today"): players are in the UAE, so a day runs from
 * midnight to midnight in Asia/Dubai, UTC+4 all year (the UAE keeps no daylight saving time), not
 * in the server's time zone.
 */

/** The players' time zone. */
export const PLAYER_TIME_ZONE = 'Asia/Dubai';

/** Asia/Dubai's offset from UTC, ms: +04:00, with no daylight saving time. */
const DUBAI_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The day `at` falls in, in Asia/Dubai, as [start, end) epoch ms.
 * @example playerDay(Date.UTC(2026, 2, 14, 19, 59, 59)) // { start: Date.UTC(2026, 2, 13, 20), end: Date.UTC(2026, 2, 14, 20) }
 */
export function playerDay(at: number): { start: number; end: number } {
  const start = Math.floor((at + DUBAI_OFFSET_MS) / DAY_MS) * DAY_MS - DUBAI_OFFSET_MS;
  return { start, end: start + DAY_MS };
}
