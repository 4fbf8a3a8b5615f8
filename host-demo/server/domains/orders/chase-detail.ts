import type { chaseDetail } from '../../../../sdk/commands/orders';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { ORDER_COLUMNS, toSummary, type OrderRow } from './order-rows';

/**
 * 101071: a consecutive plan of the player's (SPEC §4: 1 in progress, 2 completed, 3 terminated),
 * its orders in draw order, and whether it can still be stopped (some order waits for a draw whose
 * sales are open; else the page shows the termination-unavailable notice). Another player's plan
 * is not found (404001201).
 */
export const chaseDetailHandler: CommandHandler<typeof chaseDetail> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  if (!/^\d{1,18}$/.test(data.chaseId)) throw new GatewayError(ErrorCode.orderNotFound);
  const { rows: chases } = await ctx.db.query<{ id: number; lottery_type: number; state: 1 | 2 | 3; draws_total: number }>(
    'select id, lottery_type, state, draws_total from chases where id = $1 and player_id = $2',
    [data.chaseId, playerId],
  );
  const chase = chases[0];
  if (!chase) throw new GatewayError(ErrorCode.orderNotFound);
  const { rows } = await ctx.db.query<OrderRow & { open: boolean }>(
    `select ${ORDER_COLUMNS}, (d.closed_at is null and d.sales_close_at > $2) as open
       from orders o join draws d on d.id = o.draw_id
      where o.chase_id = $1
      order by o.draw_seq`,
    [chase.id, new Date(ctx.clock.now())],
  );
  return {
    chaseId: String(chase.id),
    lotteryType: chase.lottery_type,
    state: chase.state,
    drawsTotal: chase.draws_total,
    drawsDone: rows.filter((o) => o.status !== 5 && o.status !== 6).length,
    stoppable: chase.state === 1 && rows.some((o) => o.status === 5 && o.open),
    orders: rows.map((row) => toSummary(row, ctx.clock.now())),
  };
};
