import type { revealScratchCard } from '../../../../sdk/commands/instant';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { playerCard, toScratchCard } from './card-rows';
import { revealCard } from './reveal-cards';

/**
 * 101302: scratches one of the player's cards (./reveal-cards.ts): scratched, and a win credited
 * once however often it is asked. Another player's card is 404001201, as an order is.
 * After a credit: the wallet event.
 */
export const revealScratchCardHandler: CommandHandler<typeof revealScratchCard> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { revealed, prize } = await ctx.db.transaction((tx) => revealCard(tx, playerId, data.cardId, ctx.clock.now()));
  const row = await playerCard(ctx.db, playerId, data.cardId);
  if (!row) throw new GatewayError(ErrorCode.orderNotFound);
  if (revealed && prize > 0) await ctx.events.publish({ kind: 'player', playerId, changeType: 'wallet' });
  return { card: toScratchCard(row) };
};
