import type { claimGrandPrize, grandPrizeOrders, GrandPrizeSchema, unclaimedGrandPrize } from '../../../../sdk/commands/orders';
import type * as z from 'zod/mini';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { gameByType } from '../../../../sdk/games/catalogue';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { claimReceivedEmail } from './grand-prize-messages';
import { GRAND_PRIZE, GRAND_PRIZE_COMPLETION_MS, grandPrizeStatusAt } from './grand-prize-rules';

interface GrandPrizeRow {
  id: number;
  lottery_type: number;
  grand_prize_amount: number;
  prize_status: number;
  prize_expires_at: Date;
  lotto_logo: string;
}

const COLUMNS = 'o.id, o.lottery_type, o.grand_prize_amount, o.prize_status, o.prize_expires_at, g.lotto_logo';

/** The prize as answered at `now`: a deadline that has come reads as expired even before the scheduler's next run. */
function toGrandPrize(row: GrandPrizeRow, now: number): z.input<typeof GrandPrizeSchema> {
  return {
    orderId: String(row.id),
    winningBigAmount: Number(row.grand_prize_amount),
    winningBigConfigAmount: gameByType(row.lottery_type)?.topPrize ?? Number(row.grand_prize_amount),
    winningBigPicUrl: row.lotto_logo,
    winningBigExpiredTimestamp: row.prize_expires_at.getTime(),
    orderPrizeStatus: grandPrizeStatusAt(row.prize_status, row.prize_expires_at.getTime(), now),
  };
}

async function grandPrizes(db: Queryable, playerId: number, statuses: number[], limit: number, now?: number): Promise<GrandPrizeRow[]> {
  const { rows } = await db.query<GrandPrizeRow>(
    `select ${COLUMNS} from orders o join games g on g.app_key = o.app_key
      where o.player_id = $1 and o.prize_status = any($2::smallint[]) ${now === undefined ? '' : 'and o.prize_expires_at > $4'}
      order by o.id desc limit $3`,
    now === undefined ? [playerId, statuses, limit] : [playerId, statuses, limit, new Date(now)],
  );
  return rows;
}

/** 101078: the player's grand prizes still to claim (12, before their claim deadline): the user-info card. */
export const unclaimedGrandPrizeHandler: CommandHandler<typeof unclaimedGrandPrize> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  return { items: (await grandPrizes(ctx.db, playerId, [GRAND_PRIZE.unclaimed], 100, now)).map((row) => toGrandPrize(row, now)) };
};

/** 101063 tabs: 1 to claim (12), 2 claimed or paid (13, 14), 3 every grand prize (12-16). */
const TABS: Record<number, number[]> = {
  1: [GRAND_PRIZE.unclaimed],
  2: [GRAND_PRIZE.claimed, GRAND_PRIZE.paid],
  3: Object.values(GRAND_PRIZE),
};

/** 101063: the /account/order/grandPrize page, newest first (SPEC §9 page size 100). */
export const grandPrizeOrdersHandler: CommandHandler<typeof grandPrizeOrders> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  return { items: (await grandPrizes(ctx.db, playerId, TABS[data.prizeTabStatus]!, data.pageSize)).map((row) => toGrandPrize(row, now)) };
};

/**
 * 101079: claims a grand prize, 12 → 13 once (one conditional UPDATE: a second claim, another
 * player's order or an expired prize is refused with 403001205 / 404001201), then e-mails the
 * player that the claim was received. The claim starts the completion period: the prize's
 * deadline becomes the claim time plus {@link GRAND_PRIZE_COMPLETION_MS} (grand-prize-rules.ts).
 * The money is paid by the operator later (14, `npm run grand-prize:pay`), never here.
 */
export const claimGrandPrizeHandler: CommandHandler<typeof claimGrandPrize> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  if (!/^\d{1,18}$/.test(data.orderId)) throw new GatewayError(ErrorCode.orderNotFound);
  const now = new Date(ctx.clock.now());
  const { rows } = await ctx.db.query<{ id: number }>(
    `update orders set prize_status = $5, prize_claimed_at = $3, prize_expires_at = $4
      where id = $1 and player_id = $2 and prize_status = $6 and prize_expires_at > $3
      returning id`,
    [data.orderId, playerId, now, new Date(now.getTime() + GRAND_PRIZE_COMPLETION_MS), GRAND_PRIZE.claimed, GRAND_PRIZE.unclaimed],
  );
  const { rows: found } = await ctx.db.query<GrandPrizeRow & { email: string | null }>(
    `select ${COLUMNS}, p.email from orders o join games g on g.app_key = o.app_key join players p on p.id = o.player_id
      where o.id = $1 and o.player_id = $2 and o.prize_status is not null`,
    [data.orderId, playerId],
  );
  const prize = found[0];
  if (!prize) throw new GatewayError(ErrorCode.orderNotFound);
  if (rows.length === 0) throw new GatewayError(ErrorCode.grandPrizeNotClaimable);
  if (prize.email) {
    const email = claimReceivedEmail({ orderId: Number(prize.id), amount: Number(prize.grand_prize_amount), deadline: prize.prize_expires_at.getTime() }, ctx.language);
    await ctx.providers.messaging.send({ channel: 'email', to: prize.email, ...email });
  }
  return toGrandPrize(prize, now.getTime());
};
