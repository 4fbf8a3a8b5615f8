import type { todayNetPosition } from '../../../../sdk/commands/responsible-play';
import { requireSession, type CommandHandler } from '../handler';
import { PLAY_KINDS_CONDITION } from '../wallet/transaction-kinds';
import { playerDay } from './player-day';

/**
 * 100157: the session player's play today (Asia/Dubai): what they staked net of refunds, what
 * they won, and the difference. One aggregate over one range of the partial index
 * ledger_movements_player_play_day (player, created_at), index-only: its cost is today's play
 * movements, never the player's history. A read: it writes nothing.
 */
export const todayNetPositionHandler: CommandHandler<typeof todayNetPosition> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const day = playerDay(ctx.clock.now());
  const { rows } = await ctx.db.query<{ won: number | null; staked: number | null }>(
    `select sum(player_amount) filter (where kind = 'prize') as won,
            sum(player_amount) filter (where kind <> 'prize') as staked
       from ledger_movements
      where ${PLAY_KINDS_CONDITION} and player_id = $1 and created_at >= $2 and created_at < $3`,
    [playerId, new Date(day.start), new Date(day.end)],
  );
  const won = Number(rows[0]?.won ?? 0);
  // Stakes are negative for the player, refunds positive: what was spent is their sum, turned round.
  const spent = -Number(rows[0]?.staked ?? 0);
  return { won, spent, net: won - spent, dayStart: day.start, dayEnd: day.end };
};
