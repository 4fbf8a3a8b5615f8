import type { openEInstantDemo } from '../../../../sdk/commands/instant';
import type { CommandHandler } from '../handler';
import { launchGame } from './e-instant-wallet';

/**
 * 101311: a one-time launch token for a demo session of an e-instant game (issue 20): a virtual
 * balance that never touches the ledger, for a guest or a player alike (SPEC §2 demoLoginStatus 0).
 * A game that is not an e-instant one is 404000001, a suspended one 403000949.
 */
export const openEInstantDemoHandler: CommandHandler<typeof openEInstantDemo> = async (ctx, data) =>
  launchGame(ctx.db, { playerId: ctx.session?.playerId ?? null, appKey: data.appKey, demo: true, now: ctx.clock.now(), origin: ctx.origin });
