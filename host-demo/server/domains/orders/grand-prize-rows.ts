/** The grand-prize rows of a player's orders as 101078, 101063 and 101079 answer them. */
import type { GrandPrizeSchema } from '../../../../sdk/commands/orders';
import type * as z from 'zod/mini';
import { gameByType } from '../../../../sdk/games/catalogue';
import type { Queryable } from '../../db/database';
import { grandPrizeStatusAt } from './grand-prize-rules';

export interface GrandPrizeRow {
  id: number;
  lottery_type: number;
  grand_prize_amount: number;
  prize_status: number;
  prize_expires_at: Date;
  lotto_logo: string;
}

export const COLUMNS = 'o.id, o.lottery_type, o.grand_prize_amount, o.prize_status, o.prize_expires_at, g.lotto_logo';

/** The prize as answered at `now`: a deadline that has come reads as expired even before the scheduler's next run. */
export function toGrandPrize(row: GrandPrizeRow, now: number): z.input<typeof GrandPrizeSchema> {
  return {
    orderId: String(row.id),
    winningBigAmount: Number(row.grand_prize_amount),
    winningBigConfigAmount: gameByType(row.lottery_type)?.topPrize ?? Number(row.grand_prize_amount),
    winningBigPicUrl: row.lotto_logo,
    winningBigExpiredTimestamp: row.prize_expires_at.getTime(),
    orderPrizeStatus: grandPrizeStatusAt(row.prize_status, row.prize_expires_at.getTime(), now),
  };
}

export async function grandPrizes(db: Queryable, playerId: number, statuses: number[], limit: number, now?: number): Promise<GrandPrizeRow[]> {
  const { rows } = await db.query<GrandPrizeRow>(
    `select ${COLUMNS} from orders o join games g on g.app_key = o.app_key
      where o.player_id = $1 and o.prize_status = any($2::smallint[]) ${now === undefined ? '' : 'and o.prize_expires_at > $4'}
      order by o.id desc limit $3`,
    now === undefined ? [playerId, statuses, limit] : [playerId, statuses, limit, new Date(now)],
  );
  return rows;
}

