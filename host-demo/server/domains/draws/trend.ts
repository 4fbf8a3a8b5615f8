import type { trend } from '../../../../sdk/commands/draws';
import { gameByType } from '../../../../sdk/games/catalogue';
import type { CommandHandler } from '../handler';

/**
 * One statement over the newest `$2` drawn phases of a lottery (the draws_latest_drawn index,
 * newest first): each phase numbered by how many draws ago it was, its main numbers unnested
 * (`result[1:$3]` leaves out an extra ball such as Lucky Day's), grouped per number. The cost grows
 * with the window (at most 200 draws), never with the whole history. `draws` comes on every row; a
 * lottery without draws has no rows and counts 0.
 */
const TREND_SQL = `
  with recent as (
    select result, (row_number() over (order by drawn_at desc, phase desc) - 1)::int as ago
      from draws
     where lottery_type = $1 and drawn_at is not null
     order by drawn_at desc, phase desc
     limit $2
  )
  select n.number, count(*)::int as count, min(recent.ago)::int as last_seen_ago,
         (select count(*)::int from recent) as draws
    from recent
   cross join lateral unnest(recent.result[1:$3::int]) as n(number)
   where n.number is not null
   group by n.number`;

interface Row {
  number: number;
  count: number;
  last_seen_ago: number;
  draws: number;
}

/** 660400: how often each number of a game came up in its last N draws. */
export const trendHandler: CommandHandler<typeof trend> = async (ctx, data) => {
  const game = gameByType(data.lotteryType);
  // A type the catalogue does not know has no number range: nothing to count.
  if (!game) return { draws: 0, numbers: [] };
  const { rows } = await ctx.db.query<Row>(TREND_SQL, [game.lotteryType, data.draws, game.result.count]);
  const seen = new Map(rows.map((row) => [row.number, row]));
  const numbers = [];
  for (let number = game.result.min; number <= game.result.max; number++) {
    const row = seen.get(number);
    numbers.push({ number, count: row?.count ?? 0, lastSeenAgo: row ? row.last_seen_ago : null });
  }
  return { draws: rows[0]?.draws ?? 0, numbers };
};
