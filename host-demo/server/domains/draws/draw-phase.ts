import type { drawPhase } from '../../../../sdk/commands/draws';
import { gameByType } from '../../../../sdk/games/catalogue';
import type { CommandHandler } from '../handler';
import { PUBLIC_DRAW_COLUMNS, publishedPhase, type PublicDrawRow } from './published-phase';

// One probe of the (lottery_type, phase) unique index.
const PHASE_SQL = `select ${PUBLIC_DRAW_COLUMNS}, sales_close_at from draws where lottery_type = $1 and phase = $2`;

/** 660202: one phase by name, with what the draw verifier needs; null when there is none. */
export const drawPhaseHandler: CommandHandler<typeof drawPhase> = async (ctx, data) => {
  // Color Prediction is sold under two type numbers (SPEC §1 "67 and 93") with one draw.
  const lotteryType = gameByType(data.lotteryType)?.lotteryType ?? data.lotteryType;
  const { rows } = await ctx.db.query<PublicDrawRow & { sales_close_at: Date | null }>(PHASE_SQL, [lotteryType, data.phase]);
  const row = rows[0];
  return {
    draw: row ? { ...publishedPhase(row), lotteryType, salesCloseTimestamp: row.sales_close_at?.getTime() ?? null } : null,
  };
};
