import type { DrawSchedule } from '../../sdk/games';
import type { BoundTranslate } from '../base/hooks';

/** A weekday's name (0 Sunday … 6 Saturday) in the player's language. */
function weekdayName(weekday: number, language: string): string {
  // 7 January 2024 was a Sunday: the day `weekday` days after it has that weekday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + weekday));
}

/**
 * When a game draws, exactly, from its catalogue schedule: "Every minute", "Every 2 minutes",
 * "Daily at 21:00", "Every Saturday at 20:30" (UAE time, as the catalogue gives it), in the
 * player's language with Arabic's plural forms.
 *
 * @example scheduleText({ kind: 'interval', minutes: 2 }, t, 'en-US') // 'Every 2 minutes'
 */
export function scheduleText(schedule: DrawSchedule, t: BoundTranslate, language: string): string {
  switch (schedule.kind) {
    case 'interval':
      return t('games.scheduleAt.every', { count: schedule.minutes });
    case 'daily':
      return t('games.scheduleAt.daily', { time: schedule.at });
    case 'weekly':
      return t('games.scheduleAt.weekly', { weekday: weekdayName(schedule.weekday, language), time: schedule.at });
  }
}
