import type { bindHostAccount } from '../../../../sdk/commands/accounts';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { hashBindingTicket } from './host-login';
import { accountLockedError, claimPasswordCheck, clearFailedLogins, lockIfStreakSpent } from './login-lock';
import { finishLogin, openLoginSession } from './login-session';
import { spendPasswordCheck, verifyPassword } from './passwords';

/**
 * 100233: binds the super-app user of a 100232 ticket to the account it offered at `index`, once
 * that account's password is proved, and logs in.
 *
 * - The ticket is read first and spent only in the transaction that binds, by one conditional
 *   DELETE: of two bindings racing with one ticket, one binds and the other answers 403000663.
 * - The password is checked as a login checks it (claimed first, so parallel guesses count
 *   towards the lock; 403000631 / 403000632).
 * - host_accounts' two unique keys decide the binding: an account bound to another super-app user
 *   answers 403000664 and the transaction, ticket included, is rolled back.
 */
export const bindHostAccountHandler: CommandHandler<typeof bindHostAccount> = async (ctx, data) => {
  const now = ctx.clock.now();
  const ticketHash = hashBindingTicket(data.ticket);
  const { rows } = await ctx.db.query<{ player_id: number | null; password_hash: string | null }>(
    `select p.id as player_id, p.password_hash
       from host_binding_tickets t left join players p on p.id = t.player_ids[$2::int + 1]
      where t.ticket_hash = $1 and t.expires_at > $3`,
    [ticketHash, data.index, new Date(now)],
  );
  const offered = rows[0];
  if (!offered || offered.player_id === null) throw new GatewayError(ErrorCode.hostBindingInvalid);
  const playerId = Number(offered.player_id);
  if (!offered.password_hash) {
    await spendPasswordCheck(data.password);
    throw new GatewayError(ErrorCode.incorrectCredentials);
  }
  const claim = await claimPasswordCheck(ctx.db, playerId, now);
  if (!claim.granted) throw claim.error;
  if (!(await verifyPassword(data.password, offered.password_hash))) {
    const lockedUntil = await lockIfStreakSpent(ctx.db, playerId, claim.attempt, now);
    throw lockedUntil ? accountLockedError(lockedUntil, now) : new GatewayError(ErrorCode.incorrectCredentials);
  }
  await clearFailedLogins(ctx.db, playerId);

  const login = await ctx.db.transaction(async (tx) => {
    const spent = await tx.query<{ host_user_id: string }>(
      'delete from host_binding_tickets where ticket_hash = $1 and expires_at > $2 and player_ids[$3::int + 1] = $4 returning host_user_id',
      [ticketHash, new Date(now), data.index, playerId],
    );
    const hostUserId = spent.rows[0]?.host_user_id;
    if (hostUserId === undefined) throw new GatewayError(ErrorCode.hostBindingInvalid);
    const bound = await tx.query(
      `insert into host_accounts (host_user_id, player_id, bound_at) values ($1, $2, $3)
       on conflict do nothing returning player_id`,
      [hostUserId, playerId, new Date(now)],
    );
    if (bound.rows.length === 0) {
      // Either key was taken: this very pair (a binding that raced with another ticket of the
      // same user) logs in; any other owner refuses.
      const same = await tx.query('select 1 from host_accounts where host_user_id = $1 and player_id = $2', [hostUserId, playerId]);
      if (same.rows.length === 0) throw new GatewayError(ErrorCode.hostAccountTaken);
    }
    return openLoginSession(tx, { playerId, now, isNew: false, language: ctx.language });
  });
  return finishLogin(ctx.events, login);
};
