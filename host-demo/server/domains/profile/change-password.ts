import type { changePassword } from '../../../../sdk/commands/profile';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { requireSession, type CommandHandler } from '../handler';
import { endPlayerSessions, publishSessionsEnded } from '../sessions/sessions';

/**
 * 100113: changes the password. The request schema has already checked the new password's rules,
 * the confirmation and that it differs from the current one. A wrong current password answers
 * 403000630 'Wrong current password.' (shown in the form, never toasted). Success ends the
 * player's other sessions; this one stays.
 */
export const changePasswordHandler: CommandHandler<typeof changePassword> = async (ctx, data) => {
  const { playerId, sessionId } = requireSession(ctx);
  const { rows } = await ctx.db.query<{ password_hash: string | null }>('select password_hash from players where id = $1', [playerId]);
  if (!(await verifyPassword(data.currentPassword, rows[0]?.password_hash))) throw new GatewayError(ErrorCode.wrongCurrentPassword);
  const passwordHash = await hashPassword(data.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.query('update players set password_hash = $2 where id = $1', [playerId, passwordHash]);
    return endPlayerSessions(tx, playerId, ctx.clock.now(), 'password-changed', sessionId);
  });
  await publishSessionsEnded(ctx.events, ended);
  return {};
};
