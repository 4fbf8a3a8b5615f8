import type { drawHistory } from '../../../../sdk/commands/draws';
import { COLOR_PREDICTION_ALIAS, gameByType } from '../../../../sdk/games/catalogue';
import type { CommandHandler } from '../handler';
import { PUBLIC_DRAW_COLUMNS, publishedPhase, type PublicDrawRow } from './published-phase';

// Both statements walk the draws_latest_drawn index of one lottery type (newest first).
const COUNT_SQL = 'select count(*)::int as total from draws where lottery_type = $1 and drawn_at is not null';
const PAGE_SQL = `
  select ${PUBLIC_DRAW_COLUMNS}
    from draws
   where lottery_type = $1 and drawn_at is not null
   order by drawn_at desc, phase desc
   limit $2 offset $3`;

/** 660201: one page of a lottery's drawn phases, newest first, and how many there are in all. */
export const drawHistoryHandler: CommandHandler<typeof drawHistory> = async (ctx, data) => {
  // Color Prediction is sold under two type numbers (SPEC §1 "67 and 93") with one draw.
  const type = data.lotteryType === COLOR_PREDICTION_ALIAS ? (gameByType(data.lotteryType)?.lotteryType ?? data.lotteryType) : data.lotteryType;
  const { rows: counted } = await ctx.db.query<{ total: number }>(COUNT_SQL, [type]);
  const { rows } = await ctx.db.query<PublicDrawRow>(PAGE_SQL, [type, data.pageSize, (data.pageNo - 1) * data.pageSize]);
  return {
    total: counted[0]?.total ?? 0,
    list: rows.map(publishedPhase),
  };
};
