import type { GameDefinition } from '../../../../sdk/games/catalogue';
import type { Queryable } from '../../db/database';

/**
 * When sales of a draw close: `salesCloseSeconds` of the game catalogue before the draw. The
 * catalogue (sdk/games/catalogue.ts) is the one source of this rule; the server keeps no figure
 * of its own, so the bet slip's countdown, the refusal of a late purchase (403001202), the close
 * of sales and the commitment published before it all follow the same number.
 *
 * @example salesCloseAt(gameByType(72)!, drawMs) === drawMs - gameByType(72)!.salesCloseSeconds * 1_000
 */
export function salesCloseAt(game: GameDefinition, drawMs: number): number {
  return drawMs - game.salesCloseSeconds * 1_000;
}

// Open draws whose stored close no longer matches the catalogue, moved in one statement: a range
// of draws_to_close (open sales still to close). A draw whose close has passed is left alone.
const REALIGN_SQL = `
  update draws d set sales_close_at = d.expected_at - make_interval(secs => c.seconds)
    from unnest($1::int[], $2::int[]) as c(lottery_type, seconds)
   where d.lottery_type = c.lottery_type and d.closed_at is null and d.sales_close_at > $3
     and d.sales_close_at <> d.expected_at - make_interval(secs => c.seconds)
  returning d.id`;

/**
 * Moves the sales close of every announced draw still on sale to what the catalogue says now.
 * Draws are announced weeks ahead with their close stored (the SQL of purchases and of the close
 * reads it), so a catalogue change would otherwise reach Lucky Day only 21 weeks later. Writes
 * nothing when they agree. Returns how many draws it moved.
 *
 * @example await realignSalesClose(db, GAMES, clock.now()) // 0 once every open draw follows the catalogue
 */
export async function realignSalesClose(db: Queryable, games: readonly GameDefinition[], now: number): Promise<number> {
  const { rows } = await db.query(REALIGN_SQL, [games.map((g) => g.lotteryType), games.map((g) => g.salesCloseSeconds), new Date(now)]);
  return rows.length;
}
