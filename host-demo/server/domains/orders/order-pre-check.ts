import type { orderPreCheck } from '../../../../sdk/commands/orders';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { requireVerifiedToPlay } from '../kyc/require-verified';
import { playerBalances } from '../wallet/ledger';
import { priceOrRefuse } from './order-rules';

/**
 * 101105: the checks of 101101 that need no lock, and the price: refused the same way (403000801,
 * 400000012, 403000949, 403001203, 403001202 when too few draws are open), answering whether the
 * balance covers it. Reads only; 101101 decides again under its locks.
 */
export const orderPreCheckHandler: CommandHandler<typeof orderPreCheck> = async (ctx, data) => {
  const playerId = await requireVerifiedToPlay(ctx);
  const order = await priceOrRefuse(ctx.db, data);
  const { rows } = await ctx.db.query<{ phase: string }>(
    `select phase from draws
      where lottery_type = $1 and closed_at is null and drawn_at is null and sales_close_at > $2
      order by expected_at limit $3`,
    [order.lotteryType, new Date(ctx.clock.now()), order.drawCount],
  );
  if (rows.length < order.drawCount || (order.phase !== undefined && rows[0]!.phase !== order.phase)) throw new GatewayError(ErrorCode.salesClosed);
  const balances = await playerBalances(ctx.db, playerId);
  return { amount: order.amount, balanceSufficient: balances.gift + balances.bet + balances.withdrawable >= order.amount };
};
