import type { recentWinners } from '../../../../sdk/commands/orders';
import type { CommandHandler } from '../handler';

interface WinRow {
  id: number;
  lottery_type: number;
  app_key: string;
  prize: number;
  settled_at: Date;
  first_name: string;
}

/**
 * A first name as a public list may show it: its first and last letters around three stars
 * ('Aisha' → 'A***a'), one letter and stars for a name of one or two letters. By code points, so
 * an Arabic or accented name is cut between letters.
 *
 * @example maskWinnerName('Aisha') // 'A***a'
 */
export function maskWinnerName(firstName: string): string {
  const letters = [...firstName.trim()];
  if (letters.length === 0) return '***';
  if (letters.length <= 2) return `${letters[0]}***`;
  return `${letters[0]}***${letters[letters.length - 1]}`;
}

// Both filters walk their partial index (020_recent_winners.sql) newest first and stop at `limit`.
const ALL_SQL = `
  select o.id, o.lottery_type, o.app_key, o.prize, o.settled_at, p.first_name
    from orders o join players p on p.id = o.player_id
   where o.status in (3, 7) and o.prize > 0
   order by o.settled_at desc, o.id desc
   limit $1`;
const GAME_SQL = `
  select o.id, o.lottery_type, o.app_key, o.prize, o.settled_at, p.first_name
    from orders o join players p on p.id = o.player_id
   where o.status in (3, 7) and o.prize > 0 and o.lottery_type = $2
   order by o.settled_at desc, o.id desc
   limit $1`;

/**
 * 101067: the newest credited wins, newest first, with the winner's first name masked here so the
 * name never leaves the server. Public (the Quick Five ticker shows it to guests too). A grand
 * prize is claimed, not credited (prize 0), so it is not listed as a win of an amount.
 */
export const recentWinnersHandler: CommandHandler<typeof recentWinners> = async (ctx, data) => {
  const { rows } = data.lotteryType === undefined
    ? await ctx.db.query<WinRow>(ALL_SQL, [data.limit])
    : await ctx.db.query<WinRow>(GAME_SQL, [data.limit, data.lotteryType]);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      maskedName: maskWinnerName(row.first_name),
      lotteryType: row.lottery_type,
      appKey: row.app_key,
      amount: Number(row.prize),
      wonAt: row.settled_at.getTime(),
    })),
  };
};
