import type { Queryable } from '../../db/database';

/**
 * Puts a player on the geo whitelist (SPEC §3 userGeoWhiteList) or takes them off: an operator's
 * decision (`npm run player:geo-whitelist`). Whether the player was found.
 *
 * @example await setGeoWhitelisted(db, 42, true) // true
 */
export async function setGeoWhitelisted(db: Queryable, playerId: number, whitelisted: boolean): Promise<boolean> {
  const { rows } = await db.query('update players set geo_whitelisted = $2 where id = $1 returning id', [playerId, whitelisted]);
  return rows.length > 0;
}
