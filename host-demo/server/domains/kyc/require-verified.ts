import { ErrorCode } from '../../../../sdk/errors/codes';
import { canTransact } from '../../../../sdk/kyc/kyc-rules';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type HandlerContext } from '../handler';
import { effectiveStatus } from './kyc-state';

/**
 * The KYC gate (SPEC §4, §6: only a verified player may deposit, withdraw or buy). Throws
 * 403000801 'Please verify your identity first.' unless the SDK's `canTransact` allows the
 * player's effective status (verified, with an unexpired document), the same rule the elements
 * apply before opening the wallet pages; answers the player id otherwise.
 *
 * EVERY handler that deposits, withdraws or buys (recharge 420544, card and CVV pay 420550/420551,
 * withdrawal, ticket and instant-game purchase) must call it first, before any other write. No
 * such command exists yet; tests/server/kyc.test.ts tests the gate directly.
 *
 * @example
 * export const rechargeHandler: CommandHandler<typeof recharge> = async (ctx, data) => {
 *   const playerId = await requireVerified(ctx);
 *   ...
 * };
 */
export async function requireVerified(ctx: HandlerContext): Promise<number> {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<{ verified_status: number; kyc_document_expires_at: Date | null }>(
    'select verified_status, kyc_document_expires_at from players where id = $1',
    [playerId],
  );
  const row = rows[0];
  if (!row || !canTransact(effectiveStatus(row.verified_status, row.kyc_document_expires_at, ctx.clock.now()))) {
    throw new GatewayError(ErrorCode.kycRequired);
  }
  return playerId;
}
