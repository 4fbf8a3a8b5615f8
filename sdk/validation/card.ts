/**
 * The card payment form of SPEC §5 (and §3 "cardNo (spaces stripped before sending)"): number,
 * expiry, CVV, holder name and optional e-mail. Plain functions returning a translation key or
 * null; the deposit dialog (issue 8) shows the key, the server checks the same rules.
 */
import { DUBAI_OFFSET_MS } from '../format/date';
import { isValidEmail } from './rules';

/** Digits a card number has, spaces left out (SPEC §9 "Card: 16-23 digits"). */
export const CARD_NUMBER_MIN_DIGITS = 16;
export const CARD_NUMBER_MAX_DIGITS = 23;
/** Digits of a CVV (SPEC §9). */
export const CVV_LENGTH = 3;
/** Characters of an expiry date, `MM/YY` (SPEC §9). */
export const CARD_EXPIRY_LENGTH = 5;

/**
 * The card number as the box shows it while typing: digits only, grouped by 4 (SPEC §5), at most
 * 23 digits.
 * @example formatCardNumberInput('4111111111111111') === '4111 1111 1111 1111'
 */
export function formatCardNumberInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The number as sent to the gateway: spaces stripped (SPEC §3).
 * @example cardNumberForSending('4111 1111 1111 1111') === '4111111111111111'
 */
export function cardNumberForSending(value: string): string {
  return value.replace(/\s/g, '');
}

/**
 * Digits and spaces only, 16 to 23 digits without the spaces, not starting with 0 (SPEC §5).
 * @example cardNumberError('4111 1111 1111 1111') === null; cardNumberError('0111 1111 1111 1111') === 'validation.cardNumber'
 */
export function cardNumberError(value: string): 'validation.required' | 'validation.cardNumber' | null {
  if (value.trim() === '') return 'validation.required';
  if (!/^[\d ]+$/.test(value)) return 'validation.cardNumber';
  const digits = cardNumberForSending(value);
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS || digits.startsWith('0')) return 'validation.cardNumber';
  return null;
}

/**
 * Expiry `MM/YY` (5 characters), month 01 to 12, not in the past (SPEC §5). A card is good through
 * the last day of its expiry month, in Dubai time; a past month gives 'date incorrect' ('The
 * expiration date is incorrect.').
 *
 * @param now epoch ms from the caller's clock
 * @example cardExpiryError('13/30', Date.now()) === 'validation.cardExpiry'
 */
export function cardExpiryError(
  value: string,
  now: number,
): 'validation.required' | 'validation.cardExpiry' | 'validation.cardExpiryIncorrect' | null {
  if (value.trim() === '') return 'validation.required';
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return 'validation.cardExpiry';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'validation.cardExpiry';
  // Compare as months counted from year 0: the card is good through its whole expiry month.
  const today = new Date(now + DUBAI_OFFSET_MS);
  const expiryMonth = (2000 + Number(match[2])) * 12 + month;
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return expiryMonth < thisMonth ? 'validation.cardExpiryIncorrect' : null;
}

/**
 * Exactly 3 digits (SPEC §5).
 * @example cvvError('123') === null; cvvError('12a') === 'validation.cvv'
 */
export function cvvError(value: string): 'validation.required' | 'validation.cvv' | null {
  if (value === '') return 'validation.required';
  return value.length === CVV_LENGTH && /^\d+$/.test(value) ? null : 'validation.cvv';
}

/**
 * The holder name the form shows, read-only: the player's real name, else the user name (SPEC §3).
 * Whether it matches the card is for the acquirer to say.
 * @example cardHolderName({ realName: '', userName: 'sara.k' }) === 'sara.k'
 */
export function cardHolderName(user: { realName?: string | null; userName?: string | null }): string {
  return user.realName?.trim() || user.userName?.trim() || '';
}

/**
 * The holder name is required (SPEC §5).
 * @example cardHolderError('') === 'validation.required'
 */
export function cardHolderError(value: string): 'validation.required' | null {
  return value.trim() === '' ? 'validation.required' : null;
}

/**
 * The e-mail is optional, valid if given (SPEC §5).
 * @example cardEmailError('') === null; cardEmailError('sara@') === 'validation.email'
 */
export function cardEmailError(value: string): 'validation.email' | null {
  const email = value.trim();
  return email === '' || isValidEmail(email) ? null : 'validation.email';
}
