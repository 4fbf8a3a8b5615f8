/**
 * The player's geo status (SPEC §3 geo state, §4 "Geo", §8 "Geo-call failure sets geo state
 * error") as a pure function of the last geo check (100206). Geo-checked commands carry a geo JWT
 * while the status is not valid (SPEC §7); the transport asks `valid`.
 */

/** SPEC §3 userGeoStatus. */
export type GeoStatus = 'whiteList' | 'valid' | 'invalid' | 'error';

/** What the geo check answered, or that it failed (network, timeout, non-zero code). */
export type GeoCheck =
  | { ok: true; whiteListed: boolean; /** When the server's cached location stops counting, epoch ms. */ cacheExpiresAt: number | null }
  | { ok: false };

/** SPEC §3 userGeoStatus with isUserGeoStatusValid. */
export interface GeoState {
  status: GeoStatus;
  valid: boolean;
}

/**
 * The geo state after a check: a whitelisted player is valid whatever the location; otherwise
 * valid while the server's cached location lasts at least `gapMs` more; a failed check is an
 * error and not valid, so the next geo-checked command proves its location again.
 *
 * @param gapMs the configured gap: how long the cached location must still last
 * @example
 * geoStateAfterCheck({ ok: false }, Date.now(), 60_000) // { status: 'error', valid: false }
 */
export function geoStateAfterCheck(check: GeoCheck, now: number, gapMs: number): GeoState {
  if (!check.ok) return { status: 'error', valid: false };
  if (check.whiteListed) return { status: 'whiteList', valid: true };
  const lasting = check.cacheExpiresAt !== null && check.cacheExpiresAt - now >= gapMs;
  return lasting ? { status: 'valid', valid: true } : { status: 'invalid', valid: false };
}

/**
 * Why no location could be proved; the geo popup says it (elements' restriction dialogs).
 * `outside-territory`: the verifier placed the device outside the territory (when it says so).
 */
export type GeoProblem = 'permission-denied' | 'position-unavailable' | 'verifier-failed' | 'outside-territory';

/**
 * The client's geo store (`client.stores.geo`): the state of SPEC §3, until when a valid state
 * holds (epoch ms; null for no end, a whitelisted player), and, when a location could not be
 * proved, why.
 */
export interface GeoSnapshot extends GeoState {
  validUntil: number | null;
  problem: GeoProblem | null;
}

/** Before any check: not valid, nothing known. */
export const GEO_UNKNOWN: GeoSnapshot = Object.freeze({ status: 'invalid', valid: false, validUntil: null, problem: null });

/**
 * Whether geo-checked commands may go without a token at `now`: valid, and not past its end.
 *
 * @example isGeoSnapshotValid({ status: 'valid', valid: true, validUntil: 2_000, problem: null }, 1_000) // true
 */
export function isGeoSnapshotValid(state: GeoSnapshot, now: number): boolean {
  return state.valid && (state.validUntil === null || now < state.validUntil);
}
