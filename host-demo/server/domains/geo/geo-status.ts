import type { geoStatus } from '../../../../sdk/commands/geo';
import { requireSession, type CommandHandler } from '../handler';
import { readPlayerStanding } from '../players/player-standing';
import { geoStandingOf } from './geo-gate';

/**
 * 100206: the player's geo standing (SPEC §4): whitelisted, and until when the location last
 * proved inside counts (null when none does, or it has passed). One indexed read, no write.
 */
export const geoStatusHandler: CommandHandler<typeof geoStatus> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const standing = geoStandingOf(await readPlayerStanding(ctx.db, playerId));
  const lasting = standing.cacheExpiresAt !== null && standing.cacheExpiresAt > ctx.clock.now();
  return { userInWitheList: standing.whitelisted, userGeoCacheExpireTime: lasting ? standing.cacheExpiresAt : null };
};
