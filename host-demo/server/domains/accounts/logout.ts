import type { logout } from '../../../../sdk/commands/accounts';
import { requireSession, type CommandHandler } from '../handler';
import { endSession } from '../sessions/sessions';

/**
 * 100002: ends the current session; its token then answers 401000002. The ending is published
 * after it is written, so the session's sockets close in every process (another tab sharing the
 * token learns of the logout at once); a bus failure does not undo the logout.
 */
export const logoutHandler: CommandHandler<typeof logout> = async (ctx) => {
  const { sessionId, playerId } = requireSession(ctx);
  await endSession(ctx.db, sessionId, ctx.clock.now(), 'logout');
  await ctx.events.publish({ kind: 'session-ended', sessionId, playerId, reason: 'logout' }).catch((error: unknown) => {
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'session ending not published');
  });
  return {};
};
