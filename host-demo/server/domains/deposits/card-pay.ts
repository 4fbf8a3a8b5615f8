import type { cardPay } from '../../../../sdk/commands/deposits';
import { cardExpiryError } from '../../../../sdk/validation/card';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { requireVerifiedToPlay } from '../kyc/require-verified';
import { payWithCard } from './pay-with-card';

/**
 * 420550: pays a deposit with a new card (SPEC §3 Card payment form, §4 card payment result).
 * The number, expiry and CVV live only in this request: they go to the acquirer, and only its
 * token, the brand, the last four digits, the expiry and the holder are kept. See payWithCard.
 */
export const cardPayHandler: CommandHandler<typeof cardPay> = async (ctx, data) => {
  const playerId = await requireVerifiedToPlay(ctx);
  // SPEC §5: a past date is 'The expiration date is incorrect.', the same rule as the form's.
  const expiryError = cardExpiryError(data.expireDate, ctx.clock.now());
  if (expiryError) throw new GatewayError(ErrorCode.validationFailed, undefined, { issues: [{ path: ['data', 'expireDate'], message: expiryError }] });
  const [month, year] = data.expireDate.split('/').map(Number) as [number, number];
  return payWithCard(ctx, playerId, data.gatewayId, data.money, {
    kind: 'new',
    details: { number: data.cardNo, expiryMonth: month, expiryYear: year, holderName: data.holderName },
    cvv: data.cvv,
    replaceOtherAccounts: data.replaceExistingCard === true,
  });
};
