import type { removeSavedCard } from '../../../../sdk/commands/deposits';
import { requireSession, type CommandHandler } from '../handler';

/**
 * 420543: removes one of the player's saved cards. Whose card it is is decided in the DELETE
 * itself (id and player together), so another player's card is never touched and two removals
 * sent together remove it once: the second finds nothing. A deposit paid with the card keeps its
 * record (deposit_orders.card_id is set null by the foreign key).
 */
export const removeSavedCardHandler: CommandHandler<typeof removeSavedCard> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query('delete from saved_cards where id = $1::bigint and player_id = $2 returning id', [data.bankCardId, playerId]);
  return { removed: rows.length > 0 };
};
