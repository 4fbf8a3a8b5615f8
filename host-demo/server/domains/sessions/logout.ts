import type { logout } from '../../../../sdk/commands/sessions';
import { requireSession, type CommandHandler } from '../handler';
import { endSession, publishSessionsEnded } from './sessions';

/** 100002: ends the current session; its token then answers 401000002, in every process at once. */
export const logoutHandler: CommandHandler<typeof logout> = async (ctx) => {
  const { sessionId } = requireSession(ctx);
  await publishSessionsEnded(ctx.events, await endSession(ctx.db, sessionId, ctx.clock.now(), 'logout'));
  return {};
};
