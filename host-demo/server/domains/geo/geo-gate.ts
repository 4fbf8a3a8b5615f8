/**
 * The geo restriction (SPEC §3 geo state, §4 Geo, §7 geo JWT; issue 9): the one place the gateway
 * decides whether a player may bet or pay from where they are. The router calls it for every
 * command the table marks `geoHeader` (sdk/commands: 101101, 101105, 420544, 420550, 420551),
 * after the session and before the handler, so a refused request reaches no transaction: nothing
 * is charged, no order and no deposit is written.
 *
 * In this order: config geoRestrict off → pass; a whitelisted player → pass; a location proved
 * inside that still counts (player_geo_cache) → pass; else the request's geo token must be the
 * verifier's, unexpired, name this player and say `inside` (then the location counts again for
 * config geo.cacheSeconds); otherwise 403001022 (no token), 403001023 (bad, expired or another
 * player's token) or 403001024 (outside the territory).
 */
import { ErrorCode } from '../../../../sdk/errors/codes';
import type { GeoSettings } from '../../config';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import type { GeoVerifier } from '../../providers/geo/geo-verifier';
import type { PlayerStanding } from '../players/player-standing';

/** What the gate knows of a player: whitelisted, and until when a location proved inside counts. */
export interface GeoStanding {
  openId: string;
  whitelisted: boolean;
  /** Epoch ms; null when no location is on file. */
  cacheExpiresAt: number | null;
}

/** The geo part of a player's standing (players/player-standing.ts). */
export function geoStandingOf(standing: PlayerStanding): GeoStanding {
  return { openId: standing.openId, whitelisted: standing.geoWhitelisted, cacheExpiresAt: standing.geoCacheExpiresAt };
}

/** The outcome of the geo rule, as a pure function of what is known. */
export type GeoVerdict =
  | { pass: true; refreshCache: boolean }
  | { pass: false; code: typeof ErrorCode.geoTokenMissing | typeof ErrorCode.geoTokenInvalid | typeof ErrorCode.geoOutsideTerritory };

/**
 * The rule of this module's comment, without side effects.
 *
 * @example decideGeo({ openId: 'p', whitelisted: true, cacheExpiresAt: null }, null, verifier, Date.now()) // { pass: true, refreshCache: false }
 */
export function decideGeo(standing: GeoStanding, token: string | null, verifier: GeoVerifier, nowMs: number): GeoVerdict {
  if (standing.whitelisted) return { pass: true, refreshCache: false };
  if (standing.cacheExpiresAt !== null && standing.cacheExpiresAt > nowMs) return { pass: true, refreshCache: false };
  if (token === null) return { pass: false, code: ErrorCode.geoTokenMissing };
  const read = verifier.check(token, nowMs);
  if (!read.ok || read.playerOpenId !== standing.openId) return { pass: false, code: ErrorCode.geoTokenInvalid };
  if (read.verdict !== 'inside') return { pass: false, code: ErrorCode.geoOutsideTerritory };
  return { pass: true, refreshCache: true };
}

/** Longest geo token read from a header; anything longer is not a token of ours. */
export const MAX_GEO_TOKEN_LENGTH = 2048;

/**
 * Applies the geo rule to one request of a geo-checked command: returns when the player may go
 * on, else throws the refusal. A token saying inside refreshes the cached location with one
 * upsert (which never shortens a later expiry written by a concurrent request).
 */
export async function enforceGeo(
  deps: { db: Queryable; settings: GeoSettings; verifier: GeoVerifier },
  playerId: number,
  standingOf: () => Promise<PlayerStanding>,
  token: string | null,
  nowMs: number,
): Promise<void> {
  if (!deps.settings.restrict) return;
  const standing = geoStandingOf(await standingOf());
  const bounded = token !== null && token.length <= MAX_GEO_TOKEN_LENGTH ? token : token === null ? null : '';
  const verdict = decideGeo(standing, bounded, deps.verifier, nowMs);
  if (!verdict.pass) throw new GatewayError(verdict.code);
  if (verdict.refreshCache) {
    await deps.db.query(
      `insert into player_geo_cache (player_id, checked_at, expires_at) values ($1, $2, $3)
       on conflict (player_id) do update
         set checked_at = excluded.checked_at, expires_at = greatest(player_geo_cache.expires_at, excluded.expires_at)`,
      [playerId, new Date(nowMs), new Date(nowMs + deps.settings.cacheSeconds * 1000)],
    );
  }
}
