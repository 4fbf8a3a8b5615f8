/**
 * In which order a purchase spends a player's balance buckets (issue 8, SPEC §1 "a balance with a
 * withdrawable part"):
 *
 *   1. gift          promotional money, never withdrawable: spent first, it is the least useful
 *                    to the player;
 *   2. bet           deposits, playable but not withdrawable (money put in to play);
 *   3. withdrawable  winnings, last, so they stay withdrawable as long as other money can pay.
 *
 * Orders build their ledger legs from {@link spendPlan}; a refund of an order returns each part
 * to the bucket it came from (the order keeps the plan's legs).
 */
import type { PlayerAccountKind } from './ledger';

/** The order in which a purchase spends the buckets. */
export const SPEND_ORDER: readonly PlayerAccountKind[] = ['gift', 'bet', 'withdrawable'];

/** How much of a purchase each bucket pays; buckets paying nothing are left out. */
export type SpendPlan = { kind: PlayerAccountKind; amount: number }[];

/**
 * Splits `amount` (minor units, positive) over the buckets in {@link SPEND_ORDER}, or answers
 * null when the balances together cannot pay it. Pure: the ledger's locks and balance check still
 * decide at posting time.
 *
 * @example spendPlan({ gift: 500, bet: 1_000, withdrawable: 3_000 }, 2_000)
 * // → [{ kind: 'gift', amount: 500 }, { kind: 'bet', amount: 1_000 }, { kind: 'withdrawable', amount: 500 }]
 */
export function spendPlan(balances: Readonly<Record<PlayerAccountKind, number>>, amount: number): SpendPlan | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('a purchase amount is a positive integer of minor units');
  const plan: SpendPlan = [];
  let left = amount;
  for (const kind of SPEND_ORDER) {
    const take = Math.min(left, Math.max(0, balances[kind]));
    if (take > 0) plan.push({ kind, amount: take });
    left -= take;
    if (left === 0) return plan;
  }
  return null;
}
