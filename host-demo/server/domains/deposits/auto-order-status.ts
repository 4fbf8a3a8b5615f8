import type { autoOrderStatus } from '../../../../sdk/commands/deposits';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { ORDER_COLUMNS, type OrderRow, effectiveState, failureText, orderOf } from './deposit-orders';

/**
 * 101077 auto order status (SPEC §4): whether the deposit `orderId` (420545's orderId) is paid.
 * 300000009 (silent, "still waiting") while it is open, so the poller counts it; orderPayStatus
 * 2 once credited (couponId: the coupon credited with it, else null), 3 once it failed or timed out.
 */
export const autoOrderStatusHandler: CommandHandler<typeof autoOrderStatus> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const id = /^\d{1,18}$/.test(data.orderId) ? Number(data.orderId) : NaN;
  if (!Number.isSafeInteger(id)) throw new GatewayError(ErrorCode.depositNotFound);
  const { rows } = await ctx.db.query<OrderRow>(`select ${ORDER_COLUMNS} from deposit_orders where id = $1 and player_id = $2`, [id, playerId]);
  if (!rows[0]) throw new GatewayError(ErrorCode.depositNotFound);
  const order = orderOf(rows[0]);
  const state = effectiveState(order, ctx.clock.now());
  if (state === 'PENDING') throw new GatewayError(ErrorCode.orderStillWaiting);
  if (state === 'SUCCESS') {
    const coupon = await ctx.db.query<{ id: number }>('select id from coupons where deposit_order_id = $1 and used_at is not null', [id]);
    return { orderPayStatus: 2, couponId: coupon.rows[0] ? String(coupon.rows[0].id) : null, message: null };
  }
  return { orderPayStatus: 3, couponId: null, message: failureText(order.memo ?? 'timeout', ctx.language) };
};
