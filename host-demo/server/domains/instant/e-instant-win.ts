import type { eInstantWin } from '../../../../sdk/commands/instant';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { checkStudioSignature, win, TransactionIdTakenError } from './e-instant-wallet';

/**
 * 101315: the studio's win call on a game session (./e-instant-wallet.ts has the rules).
 * The transaction id taken by a call of another session is 400000014. After a real-money
 * movement: the player's wallet event, so the page's balance follows.
 */
export const eInstantWinHandler: CommandHandler<typeof eInstantWin> = async (ctx, data) => {
  checkStudioSignature(ctx.config.eInstantStudioKey, data);
  try {
    const { move, playerId } = await ctx.db.transaction((tx) => win(tx, data, ctx.clock.now()));
    if (playerId !== null) await ctx.events.publish({ kind: 'player', playerId, changeType: 'wallet' });
    return move;
  } catch (error) {
    if (error instanceof TransactionIdTakenError) throw new GatewayError(ErrorCode.idempotencyKeyReused);
    throw error;
  }
};
