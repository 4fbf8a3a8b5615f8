import type { sendWithdrawalCode } from '../../../../sdk/commands/withdrawals';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { codeMessage } from '../accounts/code-messages';
import { recipientOf, targetKey, type CodeTarget } from '../accounts/targets';
import { CODE_TTL_SECONDS, RESEND_AFTER_SECONDS, issueCode } from '../accounts/verification';
import type { CommandHandler } from '../handler';
import { requireVerified } from '../kyc/require-verified';
import { withdrawingPlayer } from './holder';

/**
 * The mobile number with all but its first two and last two digits hidden.
 *
 * @example maskMobile('971', '501234567') // '+971 50*****67'
 */
export function maskMobile(countryCode: string, mobile: string): string {
  return `+${countryCode} ${mobile.slice(0, 2)}${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-2)}`;
}

/**
 * 420607: sends the withdrawal code (SPEC §5 mobile verification code required) to the player's
 * own registered mobile, never to a number from the request. The code machinery of the accounts
 * domain: stored as an HMAC under the scene 'withdraw', 5 minutes, 5 wrong tries, at most one a
 * minute and five an hour per mobile (403000613, counted with the player's other codes); the
 * gateway's per-address limit of code sending applies too (security/rate-limits.ts).
 */
export const sendWithdrawalCodeHandler: CommandHandler<typeof sendWithdrawalCode> = async (ctx) => {
  const playerId = await requireVerified(ctx);
  const player = await withdrawingPlayer(ctx.db, playerId);
  if (!player.countryCode || !player.mobile) throw new GatewayError(ErrorCode.withdrawalMobileMissing);
  const target: CodeTarget = { channel: 'mobile', countryCode: player.countryCode, mobile: player.mobile };
  const code = await issueCode(ctx.db, { target: targetKey(target), channel: 'mobile', scene: 'withdraw', now: ctx.clock.now(), pepper: ctx.config.codePepper });
  await ctx.providers.messaging.send({ channel: 'sms', to: recipientOf(target), text: codeMessage('withdraw', code, ctx.language).text });
  return { maskedMobile: maskMobile(player.countryCode, player.mobile), expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: RESEND_AFTER_SECONDS };
};
