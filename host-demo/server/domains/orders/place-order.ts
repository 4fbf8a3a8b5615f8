import type { placeOrder } from '../../../../sdk/commands/orders';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { validationError } from '../validation';
import { requireVerified } from '../kyc/require-verified';
import { priceOrRefuse } from './order-rules';
import { OrderKeyTakenError, orderByKey, payOrder, type PlacedOrder } from './pay-order';

const answer = (placed: PlacedOrder) => ({ id: String(placed.orderId), chaseId: placed.chaseId === null ? null : String(placed.chaseId) });

/**
 * 101101: buys an order (SPEC §4; DESIGN "Games"). Refused, charging nothing, in this order: a
 * guest (the router: 401), an unverified player (403000801); a retried key answers its order and
 * does nothing else; an invalid plan or game (400000012), a suspended sale (403000949), a price
 * other than the server's (403001203); then, in the paying transaction (./pay-order.ts), a closed
 * sale (403001202), a balance that cannot pay (403001201, and `bet_insufficient` on the player's
 * socket), a wager limit (responsible-play/wager-allowance.ts).
 *
 * Geo: the router refuses a player not proved inside the territory (403001022-403001024) before
 * this handler runs, as for every command the table marks geoHeader (domains/geo/geo-gate.ts).
 *
 * After commit: the wallet event.
 */
export const placeOrderHandler: CommandHandler<typeof placeOrder> = async (ctx, data) => {
  const playerId = await requireVerified(ctx);
  const idempotencyKey = data.idempotencyKey;
  if (idempotencyKey === undefined) throw validationError([{ path: ['data', 'idempotencyKey'], message: 'validation.required' }]);
  const earlier = await orderByKey(ctx.db, playerId, idempotencyKey);
  if (earlier) return answer(earlier);
  const order = await priceOrRefuse(ctx.db, data);
  let placed: PlacedOrder;
  try {
    placed = await ctx.db.transaction((tx) => payOrder(tx, { playerId, idempotencyKey, order, now: ctx.clock.now() }));
  } catch (error) {
    if (error instanceof OrderKeyTakenError) {
      const winner = await orderByKey(ctx.db, playerId, idempotencyKey);
      if (winner) return answer(winner);
    }
    if (error instanceof GatewayError && error.code === ErrorCode.insufficientBalance) {
      await ctx.events.publish({ kind: 'player', playerId, changeType: 'bet_insufficient' });
    }
    throw error;
  }
  await ctx.events.publish({ kind: 'player', playerId, changeType: 'wallet' });
  return answer(placed);
};
