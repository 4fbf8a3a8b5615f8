/**
 * What an amount box keeps while the player types dirhams: digits (Arabic-Indic digits become
 * 0-9; an Arabic decimal separator becomes a dot), one decimal point and at most two decimals.
 * Thousands separators and anything else are dropped.
 *
 * @example sanitizeAmount('1,250.509') === '1250.50'; sanitizeAmount('١٢٣٫٥') === '123.5'
 */
export function sanitizeAmount(typed: string): string {
  // Both Arabic-Indic digit blocks start at a code point ending in 0, so the low nibble is the digit.
  const ascii = typed.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf)).replace(/\u066b/g, '.');
  const [whole = '', ...rest] = ascii.replace(/[^\d.]/g, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '').slice(0, 10);
  return rest.length ? `${digits}.${rest.join('').slice(0, 2)}` : digits;
}

/**
 * The minor units (fils) of a sanitised amount, or null when the box is empty.
 * @example toMinorUnits('150.5') === 15050; toMinorUnits('') === null
 */
export function toMinorUnits(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}
