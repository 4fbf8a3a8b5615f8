/**
 * Where the device is, from the host (DESIGN "Host bridges"): the browser's
 * `navigator.geolocation` by default; a super-app or native host passes its own bridge to
 * `createClient({ geolocation })`.
 */

/** A position, or why there is none. `denied`: the player refused the permission (SPEC §4 geo popup). */
export type PositionResult =
  | { ok: true; latitude: number; longitude: number }
  | { ok: false; reason: 'denied' | 'unavailable' | 'timeout' };

/** @example const where = await bridge.currentPosition(); if (where.ok) send(where.latitude, where.longitude); */
export interface LocationBridge {
  /**
   * Where the device is. `fresh`: a new fix, not one the host kept (the geo popup's Refresh, after
   * the player moved or turned location on); a host that cannot tell may ignore it.
   */
  currentPosition(options?: { fresh?: boolean }): Promise<PositionResult>;
}

/** SPEC §9: a geo status check waits 30 s for a fix and takes one up to 5 minutes old. */
export const POSITION_OPTIONS = { timeout: 30_000, maximumAge: 5 * 60_000, enableHighAccuracy: false } as const;

type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

/**
 * The browser's bridge. Without `navigator.geolocation` (an old WebView, a server), every call
 * answers `unavailable`.
 *
 * @example const bridge = browserLocationBridge(); await bridge.currentPosition();
 */
export function browserLocationBridge(geolocation: GeolocationLike | undefined = (globalThis as { navigator?: Navigator }).navigator?.geolocation): LocationBridge {
  return {
    currentPosition: (options) =>
      new Promise((resolve) => {
        if (!geolocation) return resolve({ ok: false, reason: 'unavailable' });
        geolocation.getCurrentPosition(
          (position) => resolve({ ok: true, latitude: position.coords.latitude, longitude: position.coords.longitude }),
          // GeolocationPositionError: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
          (error) => resolve({ ok: false, reason: error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable' }),
          options?.fresh ? { ...POSITION_OPTIONS, maximumAge: 0 } : POSITION_OPTIONS,
        );
      }),
  };
}
