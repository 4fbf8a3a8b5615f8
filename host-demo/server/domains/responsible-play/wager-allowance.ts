import type { Queryable } from '../../db/database';

/**
 * Takes `amount` (minor units) of the player's wager allowance at `at` (epoch ms), inside the
 * purchase's transaction, before any money moves: a bet above the remaining wager limit (SPEC §4
 * self-exclusion type 4) must throw so the purchase rolls back and nothing is charged.
 *
 * Today a no-op: the responsible-play work fills it in (limits, the counter decided under a row
 * lock in this same transaction). Orders call it on every purchase already.
 *
 * @example await claimWagerAllowance(tx, playerId, 600, clock.now());
 */
export async function claimWagerAllowance(tx: Queryable, playerId: number, amount: number, at: number): Promise<void> {
  void tx;
  void playerId;
  void amount;
  void at;
}
