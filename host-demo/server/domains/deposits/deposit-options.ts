import type { depositOptions } from '../../../../sdk/commands/deposits';
import { limitNow } from '../responsible-play/allowance';
import { requireSession, type CommandHandler } from '../handler';
import { savedCards } from './saved-cards';

/**
 * 420552: the bounds of one deposit (config `deposits`, SPEC §5), the player's saved cards and
 * what their deposit limit still allows now (SPEC §4), so the amount step refuses an amount above
 * it before a deposit is opened.
 *
 * The remainder is read from the limit's own row (its primary key: the counting window rolled in
 * the answer, `used` holding what the window's deposits and open reservations took), so its cost
 * does not grow with the player's deposits; 420544 and the card payment check it again.
 */
export const depositOptionsHandler: CommandHandler<typeof depositOptions> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const { minAmount, maxAmount, channels } = ctx.config.deposits;
  const now = ctx.clock.now();
  const [cards, limit] = await Promise.all([savedCards(ctx.db, playerId, now), limitNow(ctx.db, playerId, 2, now)]);
  return {
    minAmount,
    maxAmount,
    channels: channels.map((c) => ({ channelType: c.channelType, maxAmount: Math.min(c.maxAmount, maxAmount) })),
    cards,
    depositLimitRemaining: limit ? limit.available : null,
  };
};
