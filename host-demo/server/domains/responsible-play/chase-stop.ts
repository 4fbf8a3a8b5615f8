/**
 * Stopping a player's undrawn consecutive-draw plans when an exclusion or break starts (SPEC §4:
 * "undrawn consecutive orders stopped and refunded"; DESIGN: "stop consecutive-draw plans with
 * refunds ... at once").
 *
 * NOTE: orders (domains/orders) are being built on another branch. Until the integrator wires
 * the real implementation in here, this is a no-op that reports no plan stopped: this branch has
 * no consecutive plans to stop. The real one must run inside `tx` (the exclusion's transaction),
 * post a 'chase_refund' movement per stopped plan through the ledger, scratch unscratched cards,
 * and answer how many plans it stopped (100138's unFinishChaseOrder).
 */
import type { Queryable } from '../../db/database';

/**
 * Stops every undrawn consecutive plan of the player and refunds its future draws.
 *
 * @returns how many plans were stopped (0 while domains/orders is not in this tree)
 * @example const stopped = await stopPlayerChases(tx, playerId, now);
 */
export async function stopPlayerChases(tx: Queryable, playerId: number, at: number): Promise<number> {
  void tx;
  void playerId;
  void at;
  return 0;
}
