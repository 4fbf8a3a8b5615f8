/**
 * The field rules of SPEC §5 as small pure functions. The zod form schemas (./forms) and the
 * server both call these, so a rule the form shows is the rule the server enforces.
 */

/** Minimum age to play (SPEC §9); the server's config `minorVerification` carries the same value. */
export const MINIMUM_AGE = 18;

/**
 * Whole years between a `YYYY-MM-DD` birth date and `now`, in Dubai's calendar.
 * @example ageOn('2008-11-23', Date.UTC(2026, 10, 22)) === 17
 */
export function ageOn(birthDate: string, now: number): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return Number.NaN;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const today = new Date(now + 4 * 3600_000); // Dubai is UTC+4 all year
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A real calendar date in `YYYY-MM-DD`, not in the future. */
export function isValidBirthDate(value: string, now: number): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && date.getTime() <= now && Number(match[1]) >= 1900;
}

/** Digits of an Emirates ID without dashes or spaces. */
export function normalizeEmiratesId(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * An Emirates ID: 15 digits `784-YYYY-NNNNNNN-C`, starting 784 (the UAE's ISO code), a plausible
 * year, and a Luhn check digit.
 * @example isValidEmiratesId('784-1990-1234567-6')
 */
export function isValidEmiratesId(value: string): boolean {
  const digits = normalizeEmiratesId(value);
  if (!/^784\d{12}$/.test(digits)) return false;
  const year = Number(digits.slice(3, 7));
  if (year < 1900 || year > 2100) return false;
  return luhnValid(digits);
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Passport number: 6 to 9 letters and digits (ICAO 9303 allows up to 9). */
export function isValidPassportNumber(value: string): boolean {
  return /^[A-Za-z0-9]{6,9}$/.test(value.trim());
}

/** 8 to 20 characters with at least one digit, one letter and one special character (SPEC §5). */
export function isValidPassword(value: string): boolean {
  return value.length >= 8 && value.length <= 20 && /\d/.test(value) && /[A-Za-z]/.test(value) && /[^A-Za-z0-9\s]/.test(value);
}

/** Mobile number without the country code: digits only, no leading 0 (SPEC §5), 6 to 12 digits. */
export function isValidMobile(value: string): boolean {
  return /^[1-9]\d{5,11}$/.test(value);
}

/** A practical e-mail check (the code sent to it is the real proof). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** English letters, spaces, apostrophes, hyphens and dots; must start with a letter (SPEC §5). */
export function isEnglishName(value: string): boolean {
  return /^[A-Za-z][A-Za-z '.-]{0,49}$/.test(value.trim());
}

/** Street: at least 10 characters including a letter (SPEC §5). */
export function isValidStreet(value: string): boolean {
  return value.trim().length >= 10 && /[A-Za-z\u0600-\u06FF]/.test(value);
}

/** Postcode: optional in the UAE; when given, 3 to 10 letters, digits, spaces or hyphens. */
export function isValidPostcode(value: string): boolean {
  return value === '' || /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(value.trim());
}

/** A six-digit verification code. */
export function isValidCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}
