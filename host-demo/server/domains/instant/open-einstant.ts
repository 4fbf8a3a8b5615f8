import type { openEInstant } from '../../../../sdk/commands/instant';
import type { CommandHandler } from '../handler';
import { requireVerifiedToPlay } from '../kyc/require-verified';
import { launchGame } from './e-instant-wallet';

/**
 * 101310: a one-time launch token for the verified player in one e-instant game (issue 20). The
 * router has checked the session (self-exclusion, AML) and the location (geoHeader); here KYC
 * (403000801, 403000803) and the game (404000001, 403000949). Every bet is checked again by the
 * wallet (./e-instant-wallet.ts).
 */
export const openEInstantHandler: CommandHandler<typeof openEInstant> = async (ctx, data) => {
  const playerId = await requireVerifiedToPlay(ctx);
  return launchGame(ctx.db, { playerId, appKey: data.appKey, demo: false, now: ctx.clock.now(), origin: ctx.origin });
};
