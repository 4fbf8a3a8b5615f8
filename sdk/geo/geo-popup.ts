/**
 * When the geo popup may open without the player asking (SPEC §3 geo state checkForceLicense and
 * popup interval, §9 "popup interval configurable in minutes").
 *
 * What 010001's three geoCheckForceLicense fields mean here. SPEC names them in the global config
 * and the geo state and gives the interval in minutes, but no other behaviour. The interval only
 * means something for a popup the player did not cause: a bet or deposit refused for the location
 * must say why each time, or the player's tap would seem to do nothing. So:
 * - `geoCheckForceLicense`: the client proves the location as soon as a player is logged in (at
 *   start or at login), not at the first bet or deposit, and opens the geo popup when it cannot
 *   (location refused or unavailable, verifier down, outside the territory);
 * - `geoCheckForceLicensePopIntervalTime`: after the player closed the geo popup, that forced
 *   check does not open it again for so many minutes (kept in storage, so a reload or another
 *   login does not nag again); a refusal of what the player just did opens it whatever the time;
 * - `geoCheckForceLicensePopType`: SPEC gives it no values and the product has one geo popup
 *   (Refuse / Refresh), so it is only passed through, for a host that draws popups of its own.
 */

import type { StorageLike } from '../env/environment';

/** Storage key: when the player last closed the geo popup, epoch ms (SPEC §3 "dialog timestamps"). */
export const GEO_POPUP_CLOSED_KEY = 'geo_popup_closed_at';

/**
 * Whether the forced check may open the geo popup at `now`: never closed, or closed at least
 * `intervalMinutes` ago (0: always). A clock set back before the closing counts as elapsed, so a
 * wrong clock cannot hide the popup for longer than the interval.
 *
 * @example geoPopupDue(Date.now() - 10 * 60_000, 30, Date.now()) // false: closed 10 minutes ago
 */
export function geoPopupDue(closedAt: number | null, intervalMinutes: number, now: number): boolean {
  if (closedAt === null || now < closedAt) return true;
  return now - closedAt >= intervalMinutes * 60_000;
}

/**
 * The stored closing time, or null when there is none or it is not a time.
 *
 * @example readGeoPopupClosedAt(localStorage) // 1773464400000
 */
export function readGeoPopupClosedAt(storage: Pick<StorageLike, 'getItem'>): number | null {
  const raw = storage.getItem(GEO_POPUP_CLOSED_KEY);
  const at = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(at) && at > 0 ? at : null;
}
