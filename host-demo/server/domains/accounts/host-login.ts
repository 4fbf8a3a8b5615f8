import { createHash, randomBytes } from 'node:crypto';
import type { HostAccountChoice, hostLogin } from '../../../../sdk/commands/accounts';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { finishLogin, openLoginSession } from './login-session';

/** How long the account-binding dialog may take: 10 minutes. */
export const HOST_BINDING_TTL_MS = 10 * 60_000;

/** SHA-256 hex of a binding ticket: the only form in which it is stored. */
export function hashBindingTicket(ticket: string): string {
  return createHash('sha256').update(ticket, 'utf8').digest('hex');
}

/**
 * A mobile number shown to its owner without giving it away: the code, the first two and the
 * last two digits.
 *
 * @example maskMobile('971', '500000001') // '+971 50•••••01'
 */
export function maskMobile(countryCode: string, mobile: string): string {
  return `+${countryCode} ${mobile.slice(0, 2)}${'•'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-2)}`;
}

/**
 * An e-mail address shown to its owner: the first letter of the local part, then the domain.
 *
 * @example maskEmail('demo.player@example.com') // 'd•••@example.com'
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

interface MatchRow {
  id: number;
  by_mobile: boolean;
  country_code: string | null;
  mobile: string | null;
  email: string | null;
}

/**
 * 100232: the super-app user behind an authorisation code (SPEC §4 Host app). The code is
 * exchanged with the super-app's OAuth server once (providers.hostOAuth); an unknown, used or
 * expired code answers 403000662 and writes nothing.
 *
 * - Bound already (host_accounts): a login, as a password login opens it.
 * - Not bound: the lottery accounts with the super-app user's mobile, or e-mail, in one indexed
 *   read: one account is binding type 1, two different ones (one per channel) type 2 (SPEC §5
 *   "account-binding dialog type 1 or 2 when one or both accounts exist"). The answer carries a
 *   ticket for 100233, which replaces the user's earlier ticket in the same statement.
 * - No account matches: 'register'.
 */
export const hostLoginHandler: CommandHandler<typeof hostLogin> = async (ctx, data) => {
  const now = ctx.clock.now();
  const identity = await ctx.providers.hostOAuth.exchange(data.code, now);
  if (!identity) throw new GatewayError(ErrorCode.hostCodeInvalid);

  const bound = await ctx.db.query<{ player_id: number }>('select player_id from host_accounts where host_user_id = $1', [identity.hostUserId]);
  const boundId = bound.rows[0]?.player_id;
  if (boundId !== undefined) {
    const login = await ctx.db.transaction((tx) => openLoginSession(tx, { playerId: Number(boundId), now, isNew: false, language: ctx.language }));
    return { outcome: 'login', login: await finishLogin(ctx.events, login) };
  }

  // Both channels' unique keys (players by country_code + mobile, by lower(email)).
  const { rows } = await ctx.db.query<MatchRow>(
    `select id, true as by_mobile, country_code, mobile, email from players where country_code = $1 and mobile = $2
     union all
     select id, false, country_code, mobile, email from players where $3::text is not null and lower(email) = lower($3)
     order by by_mobile desc`,
    [identity.countryCode, identity.mobile, identity.email ?? null],
  );
  const matches = rows.filter((row, i) => rows.findIndex((other) => Number(other.id) === Number(row.id)) === i);
  if (matches.length === 0) return { outcome: 'register' };

  const accounts: HostAccountChoice[] = matches.map((row, index) =>
    row.by_mobile
      ? { index, accountType: 'mobile', hint: maskMobile(row.country_code ?? identity.countryCode, row.mobile ?? identity.mobile) }
      : { index, accountType: 'email', hint: maskEmail(row.email ?? '') },
  );
  const ticket = randomBytes(32).toString('base64url');
  await ctx.db.query(
    `with replaced as (delete from host_binding_tickets where host_user_id = $2)
     insert into host_binding_tickets (ticket_hash, host_user_id, player_ids, expires_at) values ($1, $2, $3, $4)`,
    [hashBindingTicket(ticket), identity.hostUserId, matches.map((row) => Number(row.id)), new Date(now + HOST_BINDING_TTL_MS)],
  );
  return { outcome: 'bind', bindingType: matches.length === 2 ? 2 : 1, ticket, accounts };
};
