/**
 * The amount rules of the responsible-play limits (SPEC §5 "Self-exclusion amount", §9): what the
 * amount box accepts as the player types, when an amount may be submitted, and what an edit of a
 * running limit may change. Plain functions returning a translation key or null, so the limit
 * dialogs and the server (issue 10) apply the same rules.
 *
 * The box holds whole dirhams as typed; everything else here is in minor units (fils), as money is
 * everywhere else in the SDK.
 */

/** Largest limit a player can type, in dirhams (SPEC §9 "max self-exclusion amount 10,000,000"). */
export const MAX_EXCLUSION_AMOUNT = 10_000_000;

/** Most characters the amount box keeps (SPEC §9 "10 characters"). */
export const MAX_EXCLUSION_AMOUNT_LENGTH = 10;

/** Config lists use -1 for "No Limits" (SPEC §3 exclusionRechargeAmountList). */
export const NO_LIMIT = -1;

/**
 * Cleans what the player typed into the limit amount box, keystroke by keystroke (SPEC §5): digits
 * only, at most 10 characters, a leading 0 becomes 1, and never more than the current limit (or
 * 10,000,000 dirhams when there is none).
 *
 * Typing `0` gives `1`, so a leading zero never stays; a pasted `05` becomes `15`, exactly what
 * typing `0` then `5` gives.
 *
 * @param typed the box's text after the keystroke
 * @param currentLimit the limit in force, in minor units; null, 0 or -1 (No Limits) for none
 * @returns the text the box shows, in whole dirhams ('' when nothing is left)
 * @example
 * normalizeExclusionAmountInput('1,5a0') // '150'
 * normalizeExclusionAmountInput('0')     // '1'
 * normalizeExclusionAmountInput('900', 50_000) // '500' (current limit AED 500)
 */
export function normalizeExclusionAmountInput(typed: string, currentLimit: number | null = null): string {
  let digits = typed.replace(/\D/g, '').slice(0, MAX_EXCLUSION_AMOUNT_LENGTH);
  if (digits.startsWith('0')) digits = `1${digits.slice(1)}`;
  if (digits === '') return '';
  const cap = exclusionAmountCap(currentLimit);
  return Number(digits) > cap ? String(cap) : digits;
}

/**
 * The highest amount, in dirhams, the box lets the player type: the current limit when there is
 * one, never above 10,000,000.
 * @example exclusionAmountCap(null) === 10_000_000; exclusionAmountCap(250_000) === 2_500
 */
export function exclusionAmountCap(currentLimit: number | null = null): number {
  if (currentLimit === null || currentLimit <= 0) return MAX_EXCLUSION_AMOUNT;
  return Math.min(Math.floor(currentLimit / 100), MAX_EXCLUSION_AMOUNT);
}

/**
 * The box's text as minor units, for the request and the rules below.
 * @example exclusionAmountToMinor('150') === 15_000; exclusionAmountToMinor('') === 0
 */
export function exclusionAmountToMinor(text: string): number {
  return /^\d+$/.test(text) ? Number(text) * 100 : 0;
}

/** Which limit an amount is for (SPEC §3 exclusionType 2 deposit, 4 wager). */
export type LimitKind = 'deposit' | 'wager';

/**
 * A deposit or wager limit must be above 0 (SPEC §5: error 'select deposit' or the wager tip).
 *
 * @param amount the chosen limit in minor units
 * @example exclusionAmountError(0, 'deposit') === 'validation.exclusionSelectDeposit'
 */
export function exclusionAmountError(
  amount: number,
  kind: LimitKind,
): 'validation.exclusionSelectDeposit' | 'validation.exclusionWagerTip' | null {
  if (Number.isFinite(amount) && amount > 0) return null;
  return kind === 'deposit' ? 'validation.exclusionSelectDeposit' : 'validation.exclusionWagerTip';
}

/** A limit as the dialogs hold it: amount in minor units, duration in minutes. */
export interface LimitSetting {
  amount: number;
  durationMinutes: number;
}

/**
 * What an edit of a running deposit limit may not do (SPEC §5 "Edit deposit limit"; DESIGN: a
 * lower limit applies at once, a higher one never before the current one ends). Checked in this
 * order: nothing changed ('unchanged'), a higher amount, a shorter duration, an amount below what
 * the player already deposited in the period ('noDeposit').
 *
 * @param current the limit in force and `used`, what it has already counted (minor units)
 * @param next the limit the player asks for
 * @example
 * limitEditError({ amount: 100_000, durationMinutes: 1440, used: 30_000 }, { amount: 20_000, durationMinutes: 1440 })
 * // 'validation.limitBelowUsed'
 */
export function limitEditError(
  current: LimitSetting & { used: number },
  next: LimitSetting,
): 'validation.limitUnchanged' | 'validation.limitAboveExisting' | 'validation.limitShorterDuration' | 'validation.limitBelowUsed' | null {
  if (next.amount === current.amount && next.durationMinutes === current.durationMinutes) return 'validation.limitUnchanged';
  if (next.amount > current.amount) return 'validation.limitAboveExisting';
  if (next.durationMinutes < current.durationMinutes) return 'validation.limitShorterDuration';
  if (next.amount < current.used) return 'validation.limitBelowUsed';
  return null;
}

/**
 * Durations shorter than the running limit's are shown disabled when editing (SPEC §5 "earlier
 * options disabled").
 * @example isDurationOptionDisabled(1440, 10_080) === true // 24 hours while 7 days run
 */
export function isDurationOptionDisabled(optionMinutes: number, currentMinutes: number | null): boolean {
  return currentMinutes !== null && optionMinutes < currentMinutes;
}

/**
 * The wager limit cannot be changed once its changes are used up and it is locked (SPEC §5:
 * remainChangeNum below 1 and limitStatus 1).
 * @example isWagerLimitLocked({ remainChangeNum: 0, limitStatus: 1 }) === true
 */
export function isWagerLimitLocked(status: { remainChangeNum: number; limitStatus: number }): boolean {
  return status.remainChangeNum < 1 && status.limitStatus === 1;
}
