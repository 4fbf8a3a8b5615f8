import type { z } from 'zod';
import type { DrawnPhaseSchema, latestDraws } from '../../../../sdk/commands/draws';
import { COLOR_PREDICTION_ALIAS, gameByType } from '../../../../sdk/games/catalogue';
import type { CommandHandler } from '../handler';
import { PUBLIC_DRAW_COLUMNS, publishedPhase, type PublicDrawRow } from './published-phase';

type Row = { lottery_type: number } & { [K in keyof PublicDrawRow]: PublicDrawRow[K] | null };

/**
 * The newest `limit` drawn phases of each requested lottery type, in catalogue order, in ONE
 * statement: a LATERAL probe of the draws_latest_drawn index per type, so the cost grows with
 * the number of games, not with the draw history. Types without draws come back with no phase.
 */
const LATEST_DRAWS_SQL = `
  select g.lottery_type, d.*
    from games g
    left join lateral (
      select ${PUBLIC_DRAW_COLUMNS}, drawn_at
        from draws
       where draws.lottery_type = g.lottery_type and drawn_at is not null
       order by drawn_at desc, phase desc
       limit $2
    ) d on true
   where g.lottery_type is not null and ($1::int[] is null or g.lottery_type = any($1::int[]))
   order by g.sort_order, d.drawn_at desc, d.phase desc`;

type DrawnPhase = z.input<typeof DrawnPhaseSchema>;

/** 660200: latest drawn phase per lottery type plus `prePhases - 1` previous ones. */
export const latestDrawsHandler: CommandHandler<typeof latestDraws> = async (ctx, data) => {
  // Color Prediction is sold under two type numbers (SPEC §1 "67 and 93") with one draw.
  const types = data.lotteryTypeList === -1
    ? null
    : data.lotteryTypeList.map((t) => (t === COLOR_PREDICTION_ALIAS ? (gameByType(t)?.lotteryType ?? t) : t));
  const { rows } = await ctx.db.query<Row>(LATEST_DRAWS_SQL, [types, data.prePhases]);

  const byType = new Map<number, DrawnPhase[]>();
  for (const r of rows) {
    const phases = byType.get(r.lottery_type) ?? [];
    byType.set(r.lottery_type, phases);
    if (r.phase === null || r.expected_at === null) continue;
    phases.push(publishedPhase({ ...r, phase: r.phase, expected_at: r.expected_at }));
  }
  return {
    phaseResultResponseItems: [...byType].map(([lotteryType, [latest, ...previous]]) => ({
      lotteryType,
      latestDrawnPhaseItem: latest ?? null,
      previousPhaseItems: previous,
    })),
  };
};
