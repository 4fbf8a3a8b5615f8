/**
 * The deposit amount rules of SPEC §5: required, at least the minimum per transaction, at most the
 * maximum per transaction and of the payment channel. The figures come from the server's config
 * (SPEC: "values not shown"); amounts are minor units.
 */

/** The bounds that apply to one deposit, in minor units. */
export interface DepositBounds {
  /** Minimum per transaction. */
  minAmount: number;
  /** Maximum per transaction. */
  maxAmount: number;
  /** Maximum of the chosen payment channel, when it has one. */
  channelMaxAmount?: number | null;
}

/**
 * What is wrong with a deposit amount, as a translation key, or null. `validation.depositBelowMinimum`
 * takes `{ minAmount }`, the minimum as the player reads it (format it with `formatMoney`). Above
 * either maximum gives SPEC's one message, 'The deposit amount has exceeded the maximum limit of
 * the payment channel.'
 *
 * @param amount minor units; null when the box is empty
 * @example
 * const key = depositAmountError(500, { minAmount: 1_000, maxAmount: 1_000_000 });
 * t(key, { minAmount: formatMoney(1_000, language) }) // "Deposit amount can't be less than AED 10."
 */
export function depositAmountError(
  amount: number | null,
  bounds: DepositBounds,
): 'validation.required' | 'validation.depositBelowMinimum' | 'validation.depositAboveMaximum' | null {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return 'validation.required';
  if (amount < bounds.minAmount) return 'validation.depositBelowMinimum';
  const max = Math.min(bounds.maxAmount, bounds.channelMaxAmount ?? Number.POSITIVE_INFINITY);
  return amount > max ? 'validation.depositAboveMaximum' : null;
}
