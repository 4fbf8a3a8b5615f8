import type { cvvPay } from '../../../../sdk/commands/deposits';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { requireVerifiedToPlay } from '../kyc/require-verified';
import { payWithCard } from './pay-with-card';

/**
 * 420551: pays a deposit with a saved card and its CVV (SPEC §3 CVV form). `bankCardId` is one of
 * the player's saved cards (420552); another player's card is as unknown as a made-up id.
 */
export const cvvPayHandler: CommandHandler<typeof cvvPay> = async (ctx, data) => {
  const playerId = await requireVerifiedToPlay(ctx);
  const cardId = /^\d{1,18}$/.test(data.bankCardId) ? Number(data.bankCardId) : NaN;
  if (!Number.isSafeInteger(cardId)) {
    throw new GatewayError(ErrorCode.validationFailed, undefined, { issues: [{ path: ['data', 'bankCardId'], message: 'validation.outOfRange' }] });
  }
  return payWithCard(ctx, playerId, data.gatewayId, data.money, { kind: 'saved', cardId, cvv: data.cvv });
};
