/** Largest count a badge shows before `99+`. */
export const BADGE_MAX = 99;

/**
 * Unread count for the notification bell: empty for none, `99+` above 99.
 * @example formatBadge(0) === ''; formatBadge(7) === '7'; formatBadge(120) === '99+'
 */
export function formatBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
