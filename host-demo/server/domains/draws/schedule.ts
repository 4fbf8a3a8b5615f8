/**
 * Draw times and phase names from a game's schedule (sdk/games/catalogue.ts). Schedules are in
 * Asia/Dubai time, UTC+4 all year (no daylight saving), so a fixed offset is exact.
 */
import type { DrawSchedule } from '../../../../sdk/games/catalogue';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const DUBAI_OFFSET_MS = 4 * 60 * MINUTE;

/** Dubai wall-clock fields of an instant. */
function dubai(ms: number) {
  const d = new Date(ms + DUBAI_OFFSET_MS);
  return { y: d.getUTCFullYear(), mo: d.getUTCMonth(), d: d.getUTCDate(), h: d.getUTCHours(), mi: d.getUTCMinutes(), wd: d.getUTCDay() };
}

/** The instant of Dubai time `HH:MM` on the Dubai calendar day of `ms`. */
function atDubaiTime(ms: number, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const t = dubai(ms);
  return Date.UTC(t.y, t.mo, t.d, h, m) - DUBAI_OFFSET_MS;
}

/**
 * The `count` most recent scheduled draw instants at or before `nowMs`, newest first.
 * Weekly `weekday` uses JavaScript's numbering (0 Sunday ... 6 Saturday).
 *
 * @example previousDrawTimes({ kind: 'interval', minutes: 2 }, now, 3)
 */
export function previousDrawTimes(schedule: DrawSchedule, nowMs: number, count: number): number[] {
  let latest: number;
  let step: number;
  switch (schedule.kind) {
    case 'interval':
      // Dubai's offset is a whole number of hours, so UTC-aligned slots are Dubai-aligned too.
      step = schedule.minutes * MINUTE;
      latest = Math.floor(nowMs / step) * step;
      break;
    case 'daily':
      step = DAY;
      latest = atDubaiTime(nowMs, schedule.at);
      if (latest > nowMs) latest -= DAY;
      break;
    case 'weekly': {
      step = 7 * DAY;
      latest = atDubaiTime(nowMs, schedule.at);
      const back = (dubai(nowMs).wd - schedule.weekday + 7) % 7;
      latest -= back * DAY;
      if (latest > nowMs) latest -= 7 * DAY;
      break;
    }
  }
  return Array.from({ length: count }, (_, i) => latest - i * step);
}

/**
 * The `count` next scheduled draw instants strictly after `nowMs`, soonest first.
 *
 * @example nextDrawTimes({ kind: 'daily', at: '21:00' }, now, 2) // today's 21:00 (if still ahead), tomorrow's
 */
export function nextDrawTimes(schedule: DrawSchedule, nowMs: number, count: number): number[] {
  const [latest] = previousDrawTimes(schedule, nowMs, 1) as [number];
  const step = schedule.kind === 'interval' ? schedule.minutes * MINUTE : schedule.kind === 'daily' ? DAY : 7 * DAY;
  return Array.from({ length: count }, (_, i) => latest + (i + 1) * step);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * Phase name of the draw at `drawMs`: `YYYYMMDD` + 3-digit sequence for daily and weekly games
 * (one draw a day, sequence 001), `YYYYMMDDHHmm` for interval games. Dubai calendar.
 *
 * @example phaseName({ kind: 'daily', at: '21:00' }, t) === '20261121001'
 */
export function phaseName(schedule: DrawSchedule, drawMs: number): string {
  const t = dubai(drawMs);
  const date = `${t.y}${pad(t.mo + 1)}${pad(t.d)}`;
  return schedule.kind === 'interval' ? `${date}${pad(t.h)}${pad(t.mi)}` : `${date}001`;
}
