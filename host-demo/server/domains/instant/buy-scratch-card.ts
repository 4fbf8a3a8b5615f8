import type { buyScratchCard } from '../../../../sdk/commands/instant';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { refuseOtherRequest, requestFingerprint } from '../idempotency';
import { requireVerified } from '../kyc/require-verified';
import { playerCard, toScratchCard } from './card-rows';
import { CardKeyTakenError, cardByKey, payCard } from './pay-card';

/**
 * 101301: buys the next card of a scratch-card game (issue 20). Refused, charging nothing, as a
 * ticket is (orders/place-order.ts): a guest (401), an unverified player (403000801), the location
 * (the router's geo gate), then in the paying transaction (./pay-card.ts) a game that is not a
 * scratch-card game (404000001), suspended (403000949), a balance short (403001201), the wager
 * limit (403000619), no card on sale (403001202), a price other than the pool's (403001203).
 * Self-exclusion and breaks stop the session before it (responsible-play/session-guard.ts). A
 * retried key answers its card; the key with another request is 400000014.
 *
 * After commit: the wallet event.
 */
export const buyScratchCardHandler: CommandHandler<typeof buyScratchCard> = async (ctx, data) => {
  const playerId = await requireVerified(ctx);
  const requestHash = requestFingerprint(data);
  let cardId: string;
  try {
    ({ cardId } = await ctx.db.transaction((tx) => payCard(tx, { playerId, appKey: data.appKey, amount: data.amount, idempotencyKey: data.idempotencyKey, requestHash, now: ctx.clock.now() })));
  } catch (error) {
    // As 101101: the key is looked up only when the purchase did not go through.
    if (error instanceof CardKeyTakenError || error instanceof GatewayError) {
      const earlier = await cardByKey(ctx.db, playerId, data.idempotencyKey, requestHash);
      if (earlier) {
        refuseOtherRequest(earlier.sameRequest);
        return { card: toScratchCard((await playerCard(ctx.db, playerId, earlier.cardId))!) };
      }
    }
    if (error instanceof GatewayError && error.code === ErrorCode.insufficientBalance) {
      await ctx.events.publish({ kind: 'player', playerId, changeType: 'bet_insufficient' });
    }
    throw error;
  }
  await ctx.events.publish({ kind: 'player', playerId, changeType: 'wallet' });
  return { card: toScratchCard((await playerCard(ctx.db, playerId, cardId))!) };
};
