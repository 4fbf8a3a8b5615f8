import type { depositOptions } from '../../../../sdk/commands/deposits';
import { requireSession, type CommandHandler } from '../handler';
import { savedCards } from './saved-cards';

/**
 * 420552: the bounds of one deposit (config `deposits`, SPEC §5) and the player's saved cards.
 * `depositLimitRemaining` is null until the responsible-play deposit limits exist.
 */
export const depositOptionsHandler: CommandHandler<typeof depositOptions> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const { minAmount, maxAmount, channels } = ctx.config.deposits;
  return {
    minAmount,
    maxAmount,
    channels: channels.map((c) => ({ channelType: c.channelType, maxAmount: Math.min(c.maxAmount, maxAmount) })),
    cards: await savedCards(ctx.db, playerId, ctx.clock.now()),
    depositLimitRemaining: null,
  };
};
