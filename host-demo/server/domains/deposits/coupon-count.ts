import type { couponCount } from '../../../../sdk/commands/deposits';
import { requireSession, type CommandHandler } from '../handler';

/**
 * 102011: how many of the session player's coupons are available now (not used, validity not
 * over): one count over the unused range of the player's partial index from now on.
 */
export const couponCountHandler: CommandHandler<typeof couponCount> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<{ n: number }>(
    'select count(*)::int as n from coupons c where c.player_id = $1 and c.used_at is null and c.valid_until > $2',
    [playerId, new Date(ctx.clock.now())],
  );
  return { available: Number(rows[0]!.n) };
};
