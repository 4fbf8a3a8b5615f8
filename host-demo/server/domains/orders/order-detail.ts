import type { orderDetail } from '../../../../sdk/commands/orders';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { gameByType } from '../../../../sdk/games/catalogue';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { VAT_RATE_BASIS_POINTS } from '../system/system-config';
import { playerOrder, toSummary } from './order-rows';

/**
 * The VAT contained in a VAT-inclusive total at `rate` basis points, rounded to the fils (UAE
 * lottery prices are shown VAT-inclusive).
 * @example vatOf(200, 500) // 10: AED 2.00 includes AED 0.10 at 5 %
 */
export function vatOf(total: number, rate: number): number {
  return Math.round((total * rate) / (10_000 + rate));
}

/**
 * 101066: every field of SPEC §2 order detail for one of the player's orders (another player's
 * order is not found, 404001201). Prices are VAT-inclusive: `total` and `totalInclVat` are the
 * amount paid, `vat` the part of it that is VAT at the configured rate (010001 vatRate).
 */
export const orderDetailHandler: CommandHandler<typeof orderDetail> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const order = await playerOrder(ctx.db, playerId, data.orderId);
  if (!order) throw new GatewayError(ErrorCode.orderNotFound);
  const { rows } = await ctx.db.query<{ expected_at: Date; result: number[] | null; draws_total: number | null; multiple: number }>(
    `select d.expected_at, d.result, c.draws_total, (select max(multiple) from order_lines where order_id = $1) as multiple
       from orders o join draws d on d.id = o.draw_id left join chases c on c.id = o.chase_id
      where o.id = $1`,
    [order.id],
  );
  const extra = rows[0]!;
  const game = gameByType(order.lottery_type)!;
  const subtotal = Number(order.amount);
  const discount = 0;
  const total = subtotal - discount;
  return {
    order: toSummary(order, ctx.clock.now()),
    drawTime: extra.expected_at.getTime(),
    entryPrice: game.price,
    entries: order.entries,
    multiple: extra.multiple,
    draws: extra.draws_total ?? 1,
    schedule: `games.schedule.${game.schedule.kind}`,
    subtotal,
    discount,
    total,
    vat: vatOf(total, VAT_RATE_BASIS_POINTS),
    totalInclVat: total,
    result: extra.result,
  };
};
