import type { passwordLogin } from '../../../../sdk/commands/accounts';
import type { Queryable } from '../../db/database';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { INCORRECT_MOBILE_OR_PASSWORD } from '../../errors/messages';
import type { CommandHandler } from '../handler';
import { accountLockedError, claimPasswordCheck, clearFailedLogins, lockIfStreakSpent } from './login-lock';
import { finishLogin, openLoginSession } from './login-session';
import { spendPasswordCheck, verifyPassword } from './passwords';
import { assertChannelVerified, targetKey, type CodeTarget } from './targets';
import { useTicket } from './verification';

interface CredentialRow {
  id: number;
  password_hash: string | null;
  mobile_verified: boolean;
  email_verified: boolean;
}

async function findByCredential(db: Queryable, target: CodeTarget): Promise<CredentialRow | null> {
  const columns = 'id, password_hash, mobile_verified, email_verified';
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
 *   { lockedForSeconds }); while locked, even the right password is refused unchecked. Each try
 *   claims its check in the database first, so parallel tries get no more checks than that.
 * - Right password but the channel was not the verified one: 403000622 / 403000623; an e-mail
 *   login with `emailTicket` (a 'verify-email' ticket for this address, 001013) verifies the
 *   address and goes on (a ticket that is not one: 403000813, and nothing changes).
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
  // The lock is decided in the database before the hash is compared, so parallel guesses cannot
  // all pass a lock that was read before any of them failed (login-lock.ts).
  const claim = await claimPasswordCheck(ctx.db, account.id, now);
  if (!claim.granted) throw claim.error;

  if (!(await verifyPassword(data.password, account.password_hash))) {
    const lockedUntil = await lockIfStreakSpent(ctx.db, account.id, claim.attempt, now);
    throw lockedUntil ? accountLockedError(lockedUntil, now) : incorrect();
  }
  // The right password ends the streak of wrong ones, even on the unverified channel.
  await clearFailedLogins(ctx.db, account.id);
  // An unverified address with a 'verify-email' ticket for it: the code proved the address, the
  // password the account; the address is verified in the login's own transaction.
  const verifyEmail = data.accountType === 'email' && !account.email_verified && data.emailTicket !== undefined ? data.emailTicket : null;
  if (verifyEmail === null) assertChannelVerified(account, target.channel);

  return finishLogin(
    ctx.events,
    await ctx.db.transaction(async (tx) => {
      if (verifyEmail !== null) {
        await useTicket(tx, { ticket: verifyEmail, target: targetKey(target), scene: 'verify-email', now });
        await tx.query('update players set email_verified = true where id = $1', [account.id]);
      }
      return openLoginSession(tx, { playerId: account.id, now, isNew: false, language: ctx.language, purpose: data.purpose });
    }),
  );
};
