import type { PlatformCode } from '../commands/envelope';
import type { Environment } from '../env/environment';
import type { PositionResult } from '../geo/location-bridge';
import { browserBridge, nativeAppBridge } from './browser-bridge';
import { detectHostKind } from './detect-host';
import { LOCATION_DENIED, LOCATION_UNAVAILABLE, type HostBridge, type HostKind, type LocationResult } from './host-bridge';
import { superAppBridge } from './super-app-bridge';

/**
 * The bridge of the host running this page, detected once per client (`client.host()` loads this
 * module on first use): the super-app when the user agent has `mpadapter`, the native app when the
 * client's platform is 1 or 2, else the browser.
 *
 * @example const host = hostBridgeFor({ env, platform: 2, userAgent: navigator.userAgent }); host.kind // 'native'
 */
export function hostBridgeFor({ env, platform, userAgent, kind: known }: { env: Environment; platform: PlatformCode; userAgent: string; kind?: HostKind }): HostBridge {
  const query = new URLSearchParams(platform === 1 || platform === 2 ? `platform=${platform}` : '');
  const kind = known ?? detectHostKind({ userAgent, query, inApp: false });
  if (kind === 'super-app') return superAppBridge({ timers: env.timers, storage: env.storage, fetch: env.fetch });
  if (kind === 'native' && (platform === 1 || platform === 2)) return nativeAppBridge(platform, { fetch: env.fetch });
  return browserBridge({ fetch: env.fetch });
}

/**
 * A host location as the geo check's position: -1 denied, -2 and 0 (unknown) no position.
 * @example positionOf({ ok: false, code: -1 }) // { ok: false, reason: 'denied' }
 */
export function positionOf(result: LocationResult): PositionResult {
  if (result.ok) return { ok: true, latitude: result.latitude, longitude: result.longitude };
  return { ok: false, reason: result.code === LOCATION_DENIED ? 'denied' : result.code === LOCATION_UNAVAILABLE ? 'unavailable' : 'timeout' };
}
