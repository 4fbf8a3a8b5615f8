import type { eInstantBalance } from '../../../../sdk/commands/instant';
import type { CommandHandler } from '../handler';
import { checkStudioSignature, sessionState } from './e-instant-wallet';

/** 101313: a game session's balance, for its studio (./e-instant-wallet.ts). A read: writes nothing. */
export const eInstantBalanceHandler: CommandHandler<typeof eInstantBalance> = async (ctx, data) => {
  checkStudioSignature(ctx.config.eInstantStudioKey, data);
  return sessionState(ctx.db, data.sessionToken, ctx.clock.now());
};
