import type { unclaimedGrandPrize } from '../../../../sdk/commands/orders';
import { requireSession, type CommandHandler } from '../handler';
import { grandPrizes, toGrandPrize } from './grand-prize-rows';
import { GRAND_PRIZE } from './grand-prize-rules';

/** 101078: the player's grand prizes still to claim (12, before their claim deadline): the user-info card. */
export const unclaimedGrandPrizeHandler: CommandHandler<typeof unclaimedGrandPrize> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  return { items: (await grandPrizes(ctx.db, playerId, [GRAND_PRIZE.unclaimed], 100, now)).map((row) => toGrandPrize(row, now)) };
};
