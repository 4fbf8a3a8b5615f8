import type { rechargeStatus } from '../../../../sdk/commands/deposits';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { effectiveState, failureText, findPlayerOrder } from './deposit-orders';

/**
 * 420545 (getOrderStatus of SPEC §7): the state of one of the player's deposits, polled by the
 * deposit dialog. PENDING past the deposit's lifetime reads TIMEOUT; a read never writes.
 */
export const rechargeStatusHandler: CommandHandler<typeof rechargeStatus> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const order = await findPlayerOrder(ctx.db, playerId, data.gatewayId);
  if (!order) throw new GatewayError(ErrorCode.depositNotFound);
  const state = effectiveState(order, ctx.clock.now());
  return {
    gatewayId: order.gatewayId,
    orderId: String(order.id),
    rechargeStatus: state,
    gatewayMemo: state === 'SUCCESS' || state === 'PENDING' ? null : failureText(order.memo ?? (state === 'TIMEOUT' ? 'timeout' : null), ctx.language),
    amount: order.amount,
  };
};
