import type { StorageLike, Timers } from '../env/environment';
import {
  DEFAULT_EXPIRE_TIME,
  LOCATION_DENIED,
  LOCATION_UNAVAILABLE,
  LOCATION_UNKNOWN,
  boundedCount,
  type AuthorizeResult,
  type ChooseFileResult,
  type HostBridge,
  type LocationResult,
  type PaymentResult,
  type UploadFileResult,
} from './host-bridge';

/**
 * The functions the super-app injects into its webview as `window.mpadapter` (SPEC §7 host bridge
 * functions). Each returns a promise; a rejection is a failure of the host. The reference super-app
 * simulator (`/simulators/super-app`) implements exactly this object.
 */
export interface SuperAppHostApi {
  /** True once the host finished wiring the bridge; the product polls for it every 100 ms (SPEC §9). */
  ready?: boolean;
  getLocation(options: { altitude: boolean; isHighAccuracy: boolean; expireTime: number }): Promise<{ latitude: number; longitude: number; altitude?: number } | { code: number }>;
  /** Opens the location-permission mini-program; `code` 1 means the player allowed it (SPEC §4). */
  openLocationPermission(): Promise<{ code: number }>;
  chooseFile(options: { count: number; select: 'album' | 'camera' | 'both'; crop: boolean }): Promise<{ files: Array<{ filePath: string; name: string; type: string; size: number }> } | { code: number }>;
  uploadFile(options: { filePath: string; url: string; contentType: string; method: 'POST' | 'PUT'; timeout: number; formData: Record<string, string>; header: Record<string, string>; name: string }): Promise<{ statusCode: number; data: string } | { code: number }>;
  requestPayment(options: { tradeId: string; loading: boolean }): Promise<{ status: string }>;
  /** The host token and the address of the host's kycAuthorize endpoint (SPEC §7 host-app OAuth). */
  getAuthToken(): Promise<{ token: string; authorizeUrl: string }>;
  /** Launches the host's authorisation mini-program; answers the code, or none when refused. */
  openAuthorization(options: { clientId: string; scope: string; state: string }): Promise<{ code?: string }>;
}

/** SPEC §9: the host's readiness is polled every 100 ms. */
export const HOST_READY_POLL_MS = 100;
/** Polls before the host counts as absent: 50 × 100 ms = 5 s. */
export const HOST_READY_MAX_POLLS = 50;
/** SPEC §3: stored once the host gave a location, so the next check asks directly. */
export const LOCATION_SUCCESS_KEY = 'getLocationSuccess';
/** SPEC §4: the permission mini-program's answer that the player allowed location. */
export const PERMISSION_GRANTED = 1;

/** What the super-app bridge takes from the page. */
export interface SuperAppBridgeDeps {
  /** Reads the host's object. Default `window.mpadapter`. */
  api?: () => SuperAppHostApi | undefined;
  timers: Timers;
  storage: StorageLike;
  fetch: typeof globalThis.fetch;
}

/**
 * Waits until the host's object is there and says it is ready, polling every
 * {@link HOST_READY_POLL_MS} at most {@link HOST_READY_MAX_POLLS} times; null when it never is.
 *
 * @example const api = await waitForHost(() => window.mpadapter, timers);
 */
export function waitForHost(read: () => SuperAppHostApi | undefined, timers: Timers): Promise<SuperAppHostApi | null> {
  return new Promise((resolve) => {
    let polls = 0;
    const check = (): boolean => {
      const api = read();
      if (api && api.ready !== false) {
        resolve(api);
        return true;
      }
      return false;
    };
    if (check()) return;
    const handle = timers.setInterval(() => {
      polls += 1;
      if (check()) return timers.clearInterval(handle);
      if (polls >= HOST_READY_MAX_POLLS) {
        timers.clearInterval(handle);
        resolve(null);
      }
    }, HOST_READY_POLL_MS);
  });
}

/** SPEC §8: -1 and -2 keep their meaning; any other failure is 0, unknown. */
function locationCode(code: unknown): -1 | -2 | 0 {
  return code === LOCATION_DENIED ? LOCATION_DENIED : code === LOCATION_UNAVAILABLE ? LOCATION_UNAVAILABLE : LOCATION_UNKNOWN;
}

/**
 * The super-app's bridge over `window.mpadapter`, awaited once (readiness poll). Location follows
 * SPEC §4: with the stored success flag it asks directly; otherwise it opens the permission
 * mini-program first, and only its code 1 leads to the request. Authorisation POSTs to the host's
 * kycAuthorize with the host token; `type: 'authCode'` gives the code, otherwise the authorisation
 * mini-program is launched.
 *
 * @example
 * const host = superAppBridge({ timers, storage: localStorage, fetch });
 * const paid = await host.requestPayment({ tradeId: 'T-1' });
 * if (paid.status === 'timeout') showPayTimeoutDialog();
 */
export function superAppBridge(deps: SuperAppBridgeDeps): HostBridge {
  const read = deps.api ?? (() => (globalThis as { mpadapter?: SuperAppHostApi }).mpadapter);
  let ready: Promise<SuperAppHostApi | null> | null = null;
  const host = (): Promise<SuperAppHostApi | null> => {
    const waiting = (ready ??= waitForHost(read, deps.timers));
    // A host that never came is looked for again on the next call.
    void waiting.then((api) => {
      if (!api && ready === waiting) ready = null;
    });
    return waiting;
  };

  async function askLocation(api: SuperAppHostApi, request: { altitude?: boolean; isHighAccuracy?: boolean; expireTime?: number }): Promise<LocationResult> {
    const answer = await api.getLocation({ altitude: request.altitude ?? false, isHighAccuracy: request.isHighAccuracy ?? false, expireTime: request.expireTime ?? DEFAULT_EXPIRE_TIME });
    if ('code' in answer || typeof answer.latitude !== 'number' || typeof answer.longitude !== 'number') return { ok: false, code: locationCode('code' in answer ? answer.code : undefined) };
    deps.storage.setItem(LOCATION_SUCCESS_KEY, '1');
    return { ok: true, latitude: answer.latitude, longitude: answer.longitude, ...(request.altitude && typeof answer.altitude === 'number' ? { altitude: answer.altitude } : {}) };
  }

  return {
    kind: 'super-app',
    platform: null,
    hostPayment: true,
    async getLocation(request = {}) {
      const api = await host();
      if (!api) return { ok: false, code: LOCATION_UNKNOWN };
      try {
        if (deps.storage.getItem(LOCATION_SUCCESS_KEY) !== '1') {
          const permission = await api.openLocationPermission();
          if (permission.code !== PERMISSION_GRANTED) return { ok: false, code: LOCATION_DENIED };
        }
        const result = await askLocation(api, request);
        // A refusal after an earlier success: ask through the permission mini-program next time.
        if (!result.ok && result.code === LOCATION_DENIED) deps.storage.removeItem(LOCATION_SUCCESS_KEY);
        return result;
      } catch {
        return { ok: false, code: LOCATION_UNKNOWN };
      }
    },
    async chooseFile(request = {}): Promise<ChooseFileResult> {
      const api = await host();
      if (!api) return { ok: false, reason: 'failed' };
      try {
        const answer = await api.chooseFile({ count: boundedCount(request.count), select: request.select ?? 'both', crop: request.crop ?? false });
        if ('code' in answer) return { ok: false, reason: 'failed' };
        const files = answer.files.slice(0, boundedCount(request.count));
        return files.length ? { ok: true, files: files.map((f) => ({ name: f.name, type: f.type, size: f.size, filePath: f.filePath })) } : { ok: false, reason: 'cancelled' };
      } catch {
        return { ok: false, reason: 'failed' };
      }
    },
    async uploadFile(request): Promise<UploadFileResult> {
      const api = await host();
      if (!api || !request.file.filePath) return { ok: false, reason: 'failed' };
      try {
        const answer = await api.uploadFile({
          filePath: request.file.filePath,
          url: request.url,
          contentType: request.contentType ?? request.file.type,
          method: request.method ?? 'POST',
          timeout: request.timeout ?? 60_000,
          formData: request.formData ?? {},
          header: request.header ?? {},
          name: request.name ?? 'file',
        });
        if ('code' in answer) return { ok: false, reason: answer.code === -3 ? 'timeout' : 'failed' };
        return { ok: true, status: answer.statusCode, body: answer.data };
      } catch {
        return { ok: false, reason: 'failed' };
      }
    },
    async requestPayment(request): Promise<PaymentResult> {
      const api = await host();
      if (!api) return { status: 'fail' };
      try {
        const answer = await api.requestPayment({ tradeId: request.tradeId, loading: request.loading ?? true });
        return { status: answer.status === 'success' ? 'success' : answer.status === 'timeout' ? 'timeout' : 'fail' };
      } catch {
        return { status: 'fail' };
      }
    },
    async authorize(request): Promise<AuthorizeResult> {
      const api = await host();
      if (!api) return { status: 'fail' };
      try {
        const { token, authorizeUrl } = await api.getAuthToken();
        const query = new URLSearchParams({ response_type: 'code', scope: request.scope, client_id: request.clientId, state: request.state, redirect_uri: request.redirectUri, lang: request.lang });
        const response = await deps.fetch(`${authorizeUrl}${authorizeUrl.includes('?') ? '&' : '?'}${query}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
        const body = (await response.json().catch(() => null)) as { data?: { type?: string; code?: string } } | null;
        if (response.ok && body?.data?.type === 'authCode' && typeof body.data.code === 'string' && body.data.code) return { status: 'success', code: body.data.code };
        if (!response.ok && response.status !== 401 && response.status !== 403) return { status: 'fail' };
        // Not yet authorised: the host's authorisation mini-program asks the player.
        const launched = await api.openAuthorization({ clientId: request.clientId, scope: request.scope, state: request.state });
        return typeof launched.code === 'string' && launched.code ? { status: 'success', code: launched.code } : { status: 'fail' };
      } catch {
        return { status: 'fail' };
      }
    },
  };
}
