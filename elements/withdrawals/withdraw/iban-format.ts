import { normalizeIban } from '../../../sdk/validation';

/** Longest IBAN (ISO 13616): 34 characters; with a space after every four, 42. */
export const MAX_IBAN_TYPED = 42;

/**
 * The IBAN as the player reads it: upper case, in groups of four, as they type. Anything but
 * letters and digits is dropped, and the text stops at 34 characters.
 *
 * @example groupIban('ae070331234567890123456') === 'AE07 0331 2345 6789 0123 456'
 */
export function groupIban(value: string): string {
  const compact = normalizeIban(value).replace(/[^A-Z0-9]/g, '').slice(0, 34);
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An account's IBAN as a player tells accounts apart without showing it whole: its country and
 * check digits, then its last four characters (issue 21: not a row of asterisks).
 * @example maskIban('AE070331234567890123456') === 'AE07 •••• 3456'
 */
export function maskIban(iban: string): string {
  const compact = normalizeIban(iban).replace(/[^A-Z0-9]/g, '');
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}
