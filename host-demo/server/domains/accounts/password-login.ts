import type { passwordLogin } from '../../../../sdk/commands/accounts';
import type { Queryable } from '../../db/database';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { INCORRECT_MOBILE_OR_PASSWORD } from '../../errors/messages';
import type { CommandHandler } from '../handler';
import { accountLockedError, clearFailedLogins, recordFailedLogin } from './login-lock';
import { openLoginSession } from './login-session';
import { spendPasswordCheck, verifyPassword } from './passwords';
import { assertChannelVerified, type CodeTarget } from './targets';

interface CredentialRow {
  id: number;
  password_hash: string | null;
  locked_until: Date | null;
  mobile_verified: boolean;
  email_verified: boolean;
}

async function findByCredential(db: Queryable, target: CodeTarget): Promise<CredentialRow | null> {
  const columns = 'id, password_hash, locked_until, mobile_verified, email_verified';
  const { rows } =
    target.channel === 'mobile'
      ? await db.query<CredentialRow>(`select ${columns} from players where country_code = $1 and mobile = $2`, [target.countryCode, target.mobile])
      : await db.query<CredentialRow>(`select ${columns} from players where lower(email) = lower($1)`, [target.email.trim()]);
  return rows[0] ?? null;
}

/**
 * 100200: login with e-mail or mobile and password.
 *
 * - Unknown account or wrong password: 403000631, the same answer for both ('Incorrect E-mail
 *   address or password.', or the mobile form), after the same scrypt work.
 * - 5 wrong passwords in a row lock the account for 15 minutes, then 30, 60 ... up to 24 hours
 *   (403000632 'Your account is locked for {n} minutes.' / '... {n} hours.', data
 *   { lockedForSeconds }); while locked, even the right password is refused.
 * - Right password but the channel was not the verified one: 403000622 / 403000623.
 * - Success forgets the failures, ends the player's other sessions and opens one.
 */
export const passwordLoginHandler: CommandHandler<typeof passwordLogin> = async (ctx, data) => {
  const now = ctx.clock.now();
  const target: CodeTarget = data.accountType === 'mobile' ? { channel: 'mobile', countryCode: data.countryCode, mobile: data.mobile } : { channel: 'email', email: data.email };
  const incorrect = () => new GatewayError(ErrorCode.incorrectCredentials, data.accountType === 'mobile' ? INCORRECT_MOBILE_OR_PASSWORD : undefined);

  const account = await findByCredential(ctx.db, target);
  if (!account || !account.password_hash) {
    await spendPasswordCheck(data.password);
    throw incorrect();
  }
  if (account.locked_until && account.locked_until.getTime() > now) throw accountLockedError(account.locked_until, now);

  if (!(await verifyPassword(data.password, account.password_hash))) {
    const lockedUntil = await recordFailedLogin(ctx.db, account.id, now);
    throw lockedUntil ? accountLockedError(lockedUntil, now) : incorrect();
  }
  assertChannelVerified(account, target.channel);

  return ctx.db.transaction(async (tx) => {
    await clearFailedLogins(tx, account.id);
    return openLoginSession(tx, account.id, now, false);
  });
};
