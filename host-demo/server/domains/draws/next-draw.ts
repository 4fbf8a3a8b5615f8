import type { nextDraw } from '../../../../sdk/commands/draws';
import { gameByType } from '../../../../sdk/games/catalogue';
import type { CommandHandler } from '../handler';

// The engine announces upcoming phases ahead (announce-phases.ts) with their sales close; the
// earliest one still on sale is the one a bet slip sells. One range probe of draws_by_time
// (lottery_type, expected_at): sales close at or before the draw, so a phase on sale is still to be drawn.
const NEXT_SQL = `
  select phase, sales_close_at, expected_at from draws
   where lottery_type = $1 and expected_at > to_timestamp($2 / 1000.0) and sales_close_at > to_timestamp($2 / 1000.0)
   order by expected_at limit 1`;

/** 660203: the phase of a game on sale now, its sales close and draw time, and the server clock. */
export const nextDrawHandler: CommandHandler<typeof nextDraw> = async (ctx, data) => {
  // Color Prediction is sold under two type numbers (SPEC §1 "67 and 93") with one draw.
  const lotteryType = gameByType(data.lotteryType)?.lotteryType ?? data.lotteryType;
  const now = ctx.clock.now();
  const { rows } = await ctx.db.query<{ phase: string; sales_close_at: Date; expected_at: Date }>(NEXT_SQL, [lotteryType, now]);
  const row = rows[0];
  return {
    phase: row?.phase ?? null,
    salesCloseAt: row?.sales_close_at.getTime() ?? null,
    drawAt: row?.expected_at.getTime() ?? null,
    serverTime: now,
  };
};
