import type { eInstantAuthenticate } from '../../../../sdk/commands/instant';
import type { CommandHandler } from '../handler';
import { checkStudioSignature, redeemLaunch } from './e-instant-wallet';

/** 101312: the studio redeems a launch token, once, for the game session token (./e-instant-wallet.ts). */
export const eInstantAuthenticateHandler: CommandHandler<typeof eInstantAuthenticate> = async (ctx, data) => {
  checkStudioSignature(ctx.config.eInstantStudioKey, data);
  return redeemLaunch(ctx.db, data.launchToken, ctx.clock.now());
};
