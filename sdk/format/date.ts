/** Asia/Dubai is UTC+4 all year (no daylight saving), so a fixed offset is exact. */
export const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

const pad = (n: number) => n.toString().padStart(2, '0');

/**
 * Epoch milliseconds to `HH:mm, DD/MM/YYYY` in Dubai time, the product's clock.
 * @example formatDateTime(Date.UTC(2026, 10, 22, 17, 0)) === '21:00, 22/11/2026'
 */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs + DUBAI_OFFSET_MS);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}, ${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}
