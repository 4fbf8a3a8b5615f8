import type { placeOrder } from '../../../../sdk/commands/orders';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { refuseOtherRequest, requestFingerprint } from '../idempotency';
import { validationError } from '../validation';
import { requireVerifiedToPlay } from '../kyc/require-verified';
import { priceByRules } from './order-rules';
import { OrderKeyTakenError, orderByKey, payOrder, type PlacedOrder } from './pay-order';

const answer = (placed: PlacedOrder) => ({ id: String(placed.orderId), chaseId: placed.chaseId === null ? null : String(placed.chaseId) });

/**
 * 101101: buys an order (SPEC §4; DESIGN "Games"). Refused, charging nothing, in this order: a
 * guest (the router: 401), an unverified player (403000801); an invalid plan or game (400000012),
 * a price other than the server's (403001203); then, in the paying transaction (./pay-order.ts),
 * a game not on sale or suspended (403000949), a closed sale (403001202), a balance that cannot
 * pay (403001201, and `bet_insufficient` on the player's socket), a wager limit
 * (responsible-play/wager-allowance.ts). A retried key answers its order and does nothing else;
 * the key sent with another order is refused (400000014, domains/idempotency.ts), buying nothing.
 *
 * Geo: the router refuses a player not proved inside the territory (403001022-403001024) before
 * this handler runs, as for every command the table marks geoHeader (domains/geo/geo-gate.ts).
 *
 * After commit: the wallet event.
 */
export const placeOrderHandler: CommandHandler<typeof placeOrder> = async (ctx, data) => {
  const playerId = await requireVerifiedToPlay(ctx);
  const idempotencyKey = data.idempotencyKey;
  if (idempotencyKey === undefined) throw validationError([{ path: ['data', 'idempotencyKey'], message: 'validation.required' }]);
  const requestHash = requestFingerprint(data);
  let placed: PlacedOrder;
  try {
    const order = priceByRules(data);
    placed = await ctx.db.transaction((tx) => payOrder(tx, { playerId, idempotencyKey, requestHash, order, now: ctx.clock.now() }));
  } catch (error) {
    // A retried key answers its order whatever would refuse it now (a sale closed since, a balance
    // spent since), if it is the same order: the key is looked up only when the purchase did not
    // go through, so a new purchase costs no statement for it. The key's unique index let only one
    // of two orders racing under it be written, so the other always lands here.
    if (error instanceof OrderKeyTakenError || error instanceof GatewayError) {
      const earlier = await orderByKey(ctx.db, playerId, idempotencyKey, requestHash);
      if (earlier) {
        refuseOtherRequest(earlier.sameRequest);
        return answer(earlier);
      }
    }
    if (error instanceof GatewayError && error.code === ErrorCode.insufficientBalance) {
      await ctx.events.publish({ kind: 'player', playerId, changeType: 'bet_insufficient' });
    }
    throw error;
  }
  await ctx.events.publish({ kind: 'player', playerId, changeType: 'wallet' });
  return answer(placed);
};
