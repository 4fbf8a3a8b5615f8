import type { orderRefund } from '../../../../sdk/commands/orders';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import type { RefundState } from './order-refunds';

interface Row {
  status: number;
  chase_id: string | null;
  amount: string | number;
  settled_at: Date | null;
  created_at: Date;
  r_state: RefundState | null;
  r_amount: string | number | null;
  r_created: Date | null;
  r_updated: Date | null;
}

/**
 * 103005: the refund of one of the session player's orders (one read of the order and its refund
 * row). A refunded order (6) without a refund row was refunded at once: by its cancellation
 * (103001) or its plan's stop (101072), so completed when it was settled.
 */
export const orderRefundHandler: CommandHandler<typeof orderRefund> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<Row>(
    `select o.status, o.chase_id, o.amount, o.settled_at, o.created_at,
            r.state as r_state, r.amount as r_amount, r.created_at as r_created, r.updated_at as r_updated
       from orders o left join order_refunds r on r.order_id = o.id
      where o.id = $1 and o.player_id = $2`,
    [data.orderId, playerId],
  );
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.orderNotFound);
  if (row.r_state) {
    return {
      orderId: data.orderId,
      refund: { reason: 'salesSuspended', state: row.r_state, amount: Number(row.r_amount), createdAt: row.r_created!.getTime(), updatedAt: row.r_updated!.getTime() },
    };
  }
  if (Number(row.status) !== 6) return { orderId: data.orderId, refund: null };
  const at = (row.settled_at ?? row.created_at).getTime();
  return { orderId: data.orderId, refund: { reason: row.chase_id === null ? 'cancelled' : 'planStopped', state: 'completed', amount: Number(row.amount), createdAt: at, updatedAt: at } };
};
