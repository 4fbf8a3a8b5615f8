import type { resetPassword } from '../../../../sdk/commands/accounts';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { endPlayerSessions, publishSessionsEnded } from '../sessions/sessions';
import { hashPassword } from './passwords';
import { assertChannelVerified, findAccount, targetKey, type CodeTarget } from './targets';
import { useTicket } from './verification';

/**
 * 100203: sets a new password with a reset-password ticket (001013) for the account's verified
 * mobile or e-mail. Ends every open session of the account (their tokens then answer 401000002)
 * and clears the login lock. Unknown account 403000601; unverified channel 403000622 / 403000623;
 * bad ticket 403000813.
 */
export const resetPasswordHandler: CommandHandler<typeof resetPassword> = async (ctx, data) => {
  const now = ctx.clock.now();
  const target: CodeTarget = data.channel === 'mobile' ? { channel: 'mobile', countryCode: data.countryCode, mobile: data.mobile } : { channel: 'email', email: data.email };
  const account = await findAccount(ctx.db, target);
  if (!account) throw new GatewayError(ErrorCode.accountNotFound);
  assertChannelVerified(account, target.channel);
  const passwordHash = await hashPassword(data.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await useTicket(tx, { ticket: data.verificationTicket, target: targetKey(target), scene: 'reset-password', now });
    await tx.query('update players set password_hash = $2, failed_logins = 0, lock_count = 0, locked_until = null where id = $1', [account.id, passwordHash]);
    return endPlayerSessions(tx, account.id, now, 'password-reset');
  });
  await publishSessionsEnded(ctx.events, ended);
  return {};
};
