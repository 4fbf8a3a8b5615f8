/** Reality-check intervals a player can choose, minutes (0: off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;

/** Where the player's choice of interval is kept (this device only). */
export const REALITY_CHECK_KEY = 'nl_reality_check_minutes';
/** Where the start of the playing session is kept, per player. */
export const SESSION_START_KEY = 'nl_play_session_start';

/**
 * Elapsed time as h:mm:ss.
 * @example elapsedText(3_725_000) === '1:02:05'
 */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** How many reality checks are due after `elapsedMs` at `minutes` apart (0: none). */
export function checksDue(elapsedMs: number, minutes: number): number {
  return minutes > 0 ? Math.floor(elapsedMs / (minutes * 60_000)) : 0;
}
