import type { eInstantBet } from '../../../../sdk/commands/instant';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { bet, checkStudioSignature, sessionPlayer, TransactionIdTakenError } from './e-instant-wallet';

/**
 * 101314: the studio's bet call on a game session (./e-instant-wallet.ts has the rules).
 * The transaction id taken by a call of another session is 400000014. After a real-money
 * movement: the player's wallet event, so the page's balance follows; a real bet short of
 * balance: bet_insufficient, which offers a deposit.
 */
export const eInstantBetHandler: CommandHandler<typeof eInstantBet> = async (ctx, data) => {
  checkStudioSignature(ctx.config.eInstantStudioKey, data);
  try {
    const { move, playerId } = await ctx.db.transaction((tx) => bet(tx, data, ctx.clock.now()));
    if (playerId !== null) await ctx.events.publish({ kind: 'player', playerId, changeType: 'wallet' });
    return move;
  } catch (error) {
    if (error instanceof TransactionIdTakenError) throw new GatewayError(ErrorCode.idempotencyKeyReused);
    // The page's deposit offer (SPEC §8 'kindly deposit first'), as a ticket's purchase does.
    if (error instanceof GatewayError && error.code === ErrorCode.insufficientBalance) {
      const playerId = await sessionPlayer(ctx.db, data.sessionToken);
      if (playerId !== null) await ctx.events.publish({ kind: 'player', playerId, changeType: 'bet_insufficient' });
    }
    throw error;
  }
};
