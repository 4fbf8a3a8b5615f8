/**
 * Stopping a player's undrawn consecutive-draw plans when an exclusion or break starts (SPEC §4:
 * "undrawn consecutive orders stopped and refunded"; DESIGN: "stop consecutive-draw plans with
 * refunds ... at once"). Each plan in progress is stopped exactly as the player's own Stop does
 * (domains/orders/stop-chase.ts: undrawn orders refunded in one `chase_refund` movement, the plan
 * terminated), inside the exclusion's transaction. A plan whose remaining draws have all closed
 * has nothing left to refund and runs to its end. Unscratched scratch cards are revealed beside
 * this, by instant/reveal-cards.ts revealPlayerCards.
 */
import type { Queryable } from '../../db/database';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { stopPlayerChase } from '../orders/stop-chase';

/**
 * Stops every undrawn consecutive plan of the player and refunds its future draws.
 *
 * @returns how many plans were stopped (100138's unFinishChaseOrder)
 * @example const stopped = await stopPlayerChases(tx, playerId, now);
 */
export async function stopPlayerChases(tx: Queryable, playerId: number, at: number): Promise<number> {
  const { rows } = await tx.query<{ id: string }>('select id::text as id from chases where player_id = $1 and state = 1 order by id', [playerId]);
  let stopped = 0;
  for (const { id } of rows) {
    try {
      await stopPlayerChase(tx, playerId, id, at);
      stopped += 1;
    } catch (error) {
      if (!(error instanceof GatewayError && error.code === ErrorCode.chaseTerminationUnavailable)) throw error;
    }
  }
  return stopped;
}
