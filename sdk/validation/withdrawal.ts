/**
 * The withdrawal form rules of SPEC §5 that a client can check: the amount (required, at least
 * the minimum, not above the withdrawable balance, within the channel's limit) and the IBAN.
 * Whose name the account is in, its deposit history and how many accounts are kept are the
 * server's to check (issue 8).
 */

/** The bounds that apply to one withdrawal, in minor units. */
export interface WithdrawalBounds {
  /** Minimum per withdrawal. */
  minAmount: number;
  /** The player's withdrawable balance (SPEC §3 withdrawableAmount). */
  withdrawable: number;
  /** Maximum of the chosen channel, when it has one. */
  channelMaxAmount?: number | null;
}

/**
 * What is wrong with a withdrawal amount, as a translation key, or null. Above the withdrawable
 * balance gives 'Insufficient withdrawable amount.'; `validation.withdrawalBelowMinimum` takes
 * `{ minAmount }`, formatted for the player.
 *
 * @param amount minor units; null when the box is empty
 * @example withdrawalAmountError(60_000, { minAmount: 5_000, withdrawable: 50_000 }) === 'validation.insufficientWithdrawable'
 */
export function withdrawalAmountError(
  amount: number | null,
  bounds: WithdrawalBounds,
): 'validation.required' | 'validation.withdrawalBelowMinimum' | 'validation.insufficientWithdrawable' | 'validation.withdrawalAboveMaximum' | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return 'validation.required';
  if (amount > bounds.withdrawable) return 'validation.insufficientWithdrawable';
  if (amount < bounds.minAmount) return 'validation.withdrawalBelowMinimum';
  if (bounds.channelMaxAmount != null && amount > bounds.channelMaxAmount) return 'validation.withdrawalAboveMaximum';
  return null;
}

/** Length of a UAE IBAN: AE, 2 check digits, 3-digit bank code, 16-digit account. */
export const UAE_IBAN_LENGTH = 23;

/**
 * The IBAN as stored and sent: spaces removed, letters upper-cased.
 * @example normalizeIban('ae07 0331 2345 6789 0123 456') === 'AE070331234567890123456'
 */
export function normalizeIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/**
 * A valid IBAN (ISO 13616): country letters, check digits that pass mod 97, 15 to 34 characters;
 * a UAE IBAN is 23 characters of digits after `AE`.
 * @example isValidIban('AE07 0331 2345 6789 0123 456') === true
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('AE') && !/^AE\d{21}$/.test(iban)) return false;
  // Move the first four characters to the end, letters to numbers (A=10 ... Z=35), mod 97 must be 1.
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * The IBAN field's message: required, else valid (SPEC §5 "valid IBAN").
 * @example ibanError('AE00 0000') === 'validation.iban'
 */
export function ibanError(value: string): 'validation.required' | 'validation.iban' | null {
  if (value.trim() === '') return 'validation.required';
  return isValidIban(value) ? null : 'validation.iban';
}
