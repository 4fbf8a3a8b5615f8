import type { CodeScene } from '../../../../sdk/commands/accounts';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { HandlerContext } from '../handler';
import { codeMessage } from './code-messages';
import { assertChannelVerified, assertKnownCountryCode, findAccount, recipientOf, targetKey, type CodeTarget } from './targets';
import { CODE_TTL_SECONDS, RESEND_AFTER_SECONDS, issueCode } from './verification';

/**
 * Sends a code for a scene (001001 SMS, 001012 e-mail). Account rules first, so no message goes
 * out for nothing:
 * - register: the mobile or e-mail must be free (403000640 / 403000641);
 * - login, reset-password: an account must use it (403000601, no message) and this channel
 *   must be its verified one (403000622 / 403000623);
 * - family: the applicant of a family exclusion (100181) need not have an account;
 * - verify-email: an account must hold this e-mail address (403000601), verified or not.
 * Then the rate limit (403000613), the code, and the message through the MessageSender.
 */
export async function sendCode(ctx: HandlerContext, target: CodeTarget, scene: CodeScene): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }> {
  if (target.channel === 'mobile') assertKnownCountryCode(target.countryCode);
  // 'family': the applicant of a family exclusion proves their mobile; they need no account.
  const account = scene === 'family' ? null : await findAccount(ctx.db, target);
  if (scene === 'family') {
    if (target.channel !== 'mobile') throw new GatewayError(ErrorCode.validationFailed);
  } else if (scene === 'verify-email') {
    // Only to the address an account already holds: nothing is verified before 100200 also checks
    // the password, so the owner of a mistyped address gains nothing from the code.
    if (target.channel !== 'email') throw new GatewayError(ErrorCode.validationFailed);
    if (!account) throw new GatewayError(ErrorCode.accountNotFound);
  } else if (scene === 'register') {
    if (account) throw new GatewayError(target.channel === 'mobile' ? ErrorCode.mobileTaken : ErrorCode.emailTaken);
  } else {
    if (!account) throw new GatewayError(ErrorCode.accountNotFound);
    assertChannelVerified(account, target.channel);
  }

  const code = await issueCode(ctx.db, { target: targetKey(target), channel: target.channel, scene, now: ctx.clock.now(), pepper: ctx.config.codePepper });
  const message = codeMessage(scene, code, ctx.language);
  await ctx.providers.messaging.send(
    target.channel === 'mobile'
      ? { channel: 'sms', to: recipientOf(target), text: message.text }
      : { channel: 'email', to: recipientOf(target), subject: message.subject, text: message.text },
  );
  return { expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: RESEND_AFTER_SECONDS };
}
