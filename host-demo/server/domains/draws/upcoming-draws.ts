import type { upcomingDraws } from '../../../../sdk/commands/draws';
import { gameByType } from '../../../../sdk/games/catalogue';
import type { CommandHandler } from '../handler';

// As 660203 reads the one phase on sale, the first `$3` of them: one range probe of draws_by_time
// (lottery_type, expected_at). Sales close at or before the draw, so a phase on sale is undrawn.
const UPCOMING_SQL = `
  select phase, sales_close_at, expected_at, seed_hash from draws
   where lottery_type = $1 and expected_at > to_timestamp($2 / 1000.0) and sales_close_at > to_timestamp($2 / 1000.0)
   order by expected_at limit $3`;

/** 660003: the next phases of a game still on sale, soonest first; a read. */
export const upcomingDrawsHandler: CommandHandler<typeof upcomingDraws> = async (ctx, data) => {
  // Color Prediction is sold under two type numbers (SPEC §1 "67 and 93") with one draw.
  const lotteryType = gameByType(data.lotteryType)?.lotteryType ?? data.lotteryType;
  const now = ctx.clock.now();
  const { rows } = await ctx.db.query<{ phase: string; sales_close_at: Date; expected_at: Date; seed_hash: string | null }>(UPCOMING_SQL, [
    lotteryType,
    now,
    data.count,
  ]);
  return {
    draws: rows.map((r) => ({ phase: r.phase, salesCloseAt: r.sales_close_at.getTime(), drawAt: r.expected_at.getTime(), seedHash: r.seed_hash })),
    serverTime: now,
  };
};
