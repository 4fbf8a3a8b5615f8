import type { codeLogin } from '../../../../sdk/commands/accounts';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { clearFailedLogins } from './login-lock';
import { finishLogin, openLoginSession } from './login-session';
import { assertChannelVerified, findAccount, targetKey, type CodeTarget } from './targets';
import { useCode } from './verification';

/**
 * 100202: login with a one-time code of scene 'login' (sent by 001001/001012), checked here.
 * Unknown account: 403000601 with no message; channel not verified: 403000622 / 403000623; wrong
 * code: 403000810 (403000811 after 5, 403000812 expired or used). A password lock does not stop
 * a code login: the code proves the player holds the phone or mailbox, and it clears the lock.
 */
export const codeLoginHandler: CommandHandler<typeof codeLogin> = async (ctx, data) => {
  const now = ctx.clock.now();
  const target: CodeTarget = data.channel === 'mobile' ? { channel: 'mobile', countryCode: data.countryCode, mobile: data.mobile } : { channel: 'email', email: data.email };
  const account = await findAccount(ctx.db, target);
  if (!account) throw new GatewayError(ErrorCode.accountNotFound);
  assertChannelVerified(account, target.channel);
  const login = await useCode(ctx.db, { target: targetKey(target), scene: 'login', code: data.code, now, pepper: ctx.config.codePepper }, async (tx) => {
    await clearFailedLogins(tx, account.id);
    return openLoginSession(tx, { playerId: account.id, now, isNew: false, language: ctx.language, purpose: data.purpose });
  });
  return finishLogin(ctx.events, login);
};
