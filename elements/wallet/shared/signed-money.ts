import { formatMoney, type Language } from '../../../sdk';

/**
 * A signed movement as the player reads it: `+` for money in, `-` for money out, then the amount
 * with its currency symbol (`+AED 20`, `-د.إ 1,234.50`). Zero has no sign.
 *
 * @param minor signed minor units
 * @example signedMoney(-123450, 'en-US') === '-AED 1,234.50'
 */
export function signedMoney(minor: number, language: Language): string {
  const sign = minor > 0 ? '+' : minor < 0 ? '-' : '';
  return `${sign}${formatMoney(Math.abs(minor), language)}`;
}
