import type { logout } from '../../../../sdk/commands/accounts';
import { requireSession, type CommandHandler } from '../handler';
import { endSession } from '../sessions/sessions';

/** 100002: ends the current session; its token then answers 401000002. */
export const logoutHandler: CommandHandler<typeof logout> = async (ctx) => {
  const { sessionId } = requireSession(ctx);
  await endSession(ctx.db, sessionId, ctx.clock.now(), 'logout');
  return {};
};
