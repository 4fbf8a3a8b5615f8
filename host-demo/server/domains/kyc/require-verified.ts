import { ErrorCode } from '../../../../sdk/errors/codes';
import { canTransact } from '../../../../sdk/kyc/kyc-rules';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type HandlerContext } from '../handler';
import { readPlayerStanding, type PlayerStanding } from '../players/player-standing';
import { effectiveStatus } from './kyc-state';

/**
 * The KYC gate (SPEC §4, §6: only a verified player may deposit, withdraw or buy). Throws
 * 403000801 'Please verify your identity first.' unless the SDK's `canTransact` allows the
 * player's effective status (verified, with an unexpired document), the same rule the elements
 * apply before opening the wallet pages; answers the player id otherwise.
 *
 * EVERY handler that deposits, withdraws or buys (recharge 420544, card and CVV pay 420550/420551,
 * withdrawal, ticket purchase) must call it first, before any other write; those that deposit or
 * wager call {@link requireVerifiedToPlay}, which adds the name-mismatch warning.
 *
 * @example
 * export const rechargeHandler: CommandHandler<typeof recharge> = async (ctx, data) => {
 *   const playerId = await requireVerified(ctx);
 *   ...
 * };
 */
export async function requireVerified(ctx: HandlerContext): Promise<number> {
  return (await verifiedStanding(ctx)).playerId;
}

/** The session's player and standing, refused with 403000801 unless they may transact. */
async function verifiedStanding(ctx: HandlerContext): Promise<{ playerId: number; standing: PlayerStanding }> {
  const { playerId } = requireSession(ctx);
  // The request's standing when the router read it already (the geo gate of a bet), else one read.
  const standing = ctx.playerStanding ? await ctx.playerStanding() : await readPlayerStanding(ctx.db, playerId);
  if (!canTransact(effectiveStatus(standing.verifiedStatus, standing.kycDocumentExpiresAt, ctx.clock.now()))) {
    throw new GatewayError(ErrorCode.kycRequired);
  }
  return { playerId, standing };
}

/**
 * The KYC gate of a deposit or a wager: {@link requireVerified}, and then SPEC §5's name-mismatch
 * warning (the ID's name differs from the account's): while it stands, 403000803, until a new
 * verification without it clears it. Withdrawals use `requireVerified` alone, so a warned player
 * can still take their money out. One read of the player's standing, as `requireVerified`.
 *
 * @example
 * export const placeOrderHandler: CommandHandler<typeof placeOrder> = async (ctx, data) => {
 *   const playerId = await requireVerifiedToPlay(ctx);
 *   ...
 * };
 */
export async function requireVerifiedToPlay(ctx: HandlerContext): Promise<number> {
  const { playerId, standing } = await verifiedStanding(ctx);
  if (standing.kycNameWarning) throw new GatewayError(ErrorCode.kycNameWarning);
  return playerId;
}
