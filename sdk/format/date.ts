import type { Language } from '../i18n/language';

/** Asia/Dubai is UTC+4 all year (no daylight saving), so a fixed offset is exact. */
export const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

const pad = (n: number) => n.toString().padStart(2, '0');

/**
 * What stands between the time and the date: the comma of the language, as Intl writes it
 * (ar-AE's date-time pattern uses the Arabic comma '،', U+060C).
 */
export const DATE_TIME_SEPARATOR: Record<Language, string> = { 'en-US': ', ', 'ar-AE': '\u060C ' };

/**
 * Epoch milliseconds to `DD/MM/YYYY`, the day in Dubai time.
 * @example formatDate(Date.UTC(2026, 10, 22, 21, 0)) === '23/11/2026'
 */
export function formatDate(epochMs: number): string {
  const d = new Date(epochMs + DUBAI_OFFSET_MS);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/**
 * Epoch milliseconds to `HH:mm, DD/MM/YYYY` in Dubai time, the product's clock, with the
 * language's comma: `HH:mm، DD/MM/YYYY` in Arabic.
 * @example formatDateTime(Date.UTC(2026, 10, 22, 17, 0), 'en-US') === '21:00, 22/11/2026'
 * @example formatDateTime(Date.UTC(2026, 10, 22, 17, 0), 'ar-AE') === '21:00، 22/11/2026'
 */
export function formatDateTime(epochMs: number, language: Language): string {
  const d = new Date(epochMs + DUBAI_OFFSET_MS);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${DATE_TIME_SEPARATOR[language]}${formatDate(epochMs)}`;
}

/**
 * A calendar date `YYYY-MM-DD` as `DD/MM/YYYY`, the one order the product shows and takes dates
 * in; anything else comes back as given.
 * @example formatDayMonthYear('1990-12-31') === '31/12/1990'
 */
export function formatDayMonthYear(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/**
 * `DD/MM/YYYY` as the calendar date `YYYY-MM-DD` it names, or null when it is incomplete or no
 * such day exists (31/02/1990).
 * @example parseDayMonthYear('31/12/1990') === '1990-12-31'; parseDayMonthYear('31/02/1990') === null
 */
export function parseDayMonthYear(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])));
  return Number(match[3]) > 0 && date.toISOString().slice(0, 10) === iso ? iso : null;
}

const GROUP_SIZES = [2, 2, 4] as const;

/**
 * What a date box shows while the player types `DD/MM/YYYY`: digits (Arabic-Indic digits
 * become 0-9), a slash after the day and the month, at most ten characters. Any non-digit closes
 * a day or month of one digit (`1/2/1990` becomes `01/02/1990`); a pasted or autofilled
 * `YYYY-MM-DD` is turned around.
 * @example maskDayMonthYear('31121990') === '31/12/1990'; maskDayMonthYear('311') === '31/1'
 */
export function maskDayMonthYear(typed: string): string {
  // Both Arabic-Indic digit blocks start at a code point ending in 0, so the low nibble is the digit.
  const ascii = typed.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
  if (/^\d{4}-\d{2}-\d{2}$/.test(ascii.trim())) return formatDayMonthYear(ascii.trim());
  const groups = ['', '', ''];
  let group = 0;
  for (const char of ascii) {
    if (/\d/.test(char)) {
      if (groups[group]!.length === GROUP_SIZES[group] && group < 2) group += 1;
      if (groups[group]!.length < GROUP_SIZES[group]!) groups[group] += char;
    } else if (groups[group]!.length > 0 && group < 2) {
      groups[group] = groups[group]!.padStart(GROUP_SIZES[group]!, '0');
      group += 1;
    }
  }
  return groups.slice(0, group + 1).join('/');
}
