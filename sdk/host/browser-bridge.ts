import type { PlatformCode } from '../commands/envelope';
import {
  DEFAULT_EXPIRE_TIME,
  LOCATION_DENIED,
  LOCATION_UNAVAILABLE,
  LOCATION_UNKNOWN,
  boundedCount,
  type ChooseFileResult,
  type HostBridge,
  type HostKind,
  type LocationResult,
  type UploadFileRequest,
  type UploadFileResult,
} from './host-bridge';

type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

/** What the browser bridge takes from the page; every part defaults to the browser's own. */
export interface BrowserBridgeDeps {
  /** Default `navigator.geolocation`, read at each call. */
  geolocation?: () => GeolocationLike | undefined;
  /** Makes the hidden file input. Default `document.createElement('input')`. */
  createInput?: () => HTMLInputElement | null;
  /** Default the global `fetch`. */
  fetch?: typeof globalThis.fetch;
}

/** SPEC §9: a geo fix is awaited 30 s. */
const LOCATION_TIMEOUT_MS = 30_000;
const DEFAULT_UPLOAD_TIMEOUT_MS = 60_000;

/**
 * The browser's bridge: `navigator.geolocation`, a file input, `fetch` for uploads; no payment
 * sheet (the product's card form, redirect or frame pays) and no host authorisation.
 * {@link nativeAppBridge} is the same with the native app's platform.
 *
 * @example const host = browserBridge(); const files = await host.chooseFile({ count: 5, accept: ['image/png'] });
 */
export function browserBridge(deps: BrowserBridgeDeps = {}, kind: HostKind = 'browser', platform: PlatformCode | null = null): HostBridge {
  const g = globalThis as { navigator?: Navigator; document?: Document };
  const geolocation = deps.geolocation ?? (() => g.navigator?.geolocation);
  const createInput = deps.createInput ?? (() => g.document?.createElement('input') ?? null);
  const fetchFn = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return {
    kind,
    platform,
    hostPayment: false,
    getLocation: (request = {}) =>
      new Promise<LocationResult>((resolve) => {
        const geo = geolocation();
        if (!geo) return resolve({ ok: false, code: LOCATION_UNAVAILABLE });
        geo.getCurrentPosition(
          (position) =>
            resolve({
              ok: true,
              latitude: position.coords.latitude,
              longitude: position.coords.longitude,
              ...(request.altitude && position.coords.altitude !== null ? { altitude: position.coords.altitude } : {}),
            }),
          // GeolocationPositionError: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
          (error) => resolve({ ok: false, code: error.code === 1 ? LOCATION_DENIED : error.code === 2 ? LOCATION_UNAVAILABLE : LOCATION_UNKNOWN }),
          { enableHighAccuracy: request.isHighAccuracy ?? false, maximumAge: request.expireTime ?? DEFAULT_EXPIRE_TIME, timeout: LOCATION_TIMEOUT_MS },
        );
      }),
    // Must be called from the player's click: the input's click() needs that activation.
    chooseFile: (request = {}) =>
      new Promise<ChooseFileResult>((resolve) => {
        const input = createInput();
        if (!input) return resolve({ ok: false, reason: 'failed' });
        input.type = 'file';
        input.accept = (request.accept ?? ['image/*']).join(',');
        const count = boundedCount(request.count);
        input.multiple = count > 1;
        if (request.select === 'camera') input.setAttribute('capture', 'environment');
        input.addEventListener('change', () => {
          const files = Array.from(input.files ?? []).slice(0, count);
          resolve(files.length ? { ok: true, files: files.map((blob) => ({ name: blob.name, type: blob.type, size: blob.size, blob })) } : { ok: false, reason: 'cancelled' });
        });
        input.addEventListener('cancel', () => resolve({ ok: false, reason: 'cancelled' }));
        input.click();
      }),
    uploadFile: (request) => uploadWithFetch(fetchFn, request),
    requestPayment: () => Promise.resolve({ status: 'unsupported' }),
    authorize: () => Promise.resolve({ status: 'fail' }),
  };
}

/**
 * The native app's webview: the browser's abilities, with its platform code (1 iOS, 2 Android,
 * SPEC §9) for `clientInfo.platform`.
 *
 * @example nativeAppBridge(2).platform // 2
 */
export function nativeAppBridge(platform: PlatformCode, deps: BrowserBridgeDeps = {}): HostBridge {
  return browserBridge(deps, 'native', platform);
}

/** Sends a file with `fetch`: PUT sends the bytes as the body, POST a form with its fields. */
async function uploadWithFetch(fetchFn: typeof globalThis.fetch, request: UploadFileRequest): Promise<UploadFileResult> {
  const blob = request.file.blob;
  if (!blob) return { ok: false, reason: 'failed' };
  const controller = typeof AbortController === 'function' ? new AbortController() : null;
  const timer = setTimeout(() => controller?.abort(), request.timeout ?? DEFAULT_UPLOAD_TIMEOUT_MS);
  try {
    let body: BodyInit;
    const headers: Record<string, string> = { ...request.header };
    if ((request.method ?? 'POST') === 'PUT') {
      body = blob;
      headers['Content-Type'] = request.contentType ?? request.file.type;
    } else {
      const form = new FormData();
      for (const [key, value] of Object.entries(request.formData ?? {})) form.append(key, value);
      form.append(request.name ?? 'file', blob, request.file.name);
      body = form;
    }
    const response = await fetchFn(request.url, { method: request.method ?? 'POST', body, headers, signal: controller?.signal });
    return { ok: true, status: response.status, body: await response.text() };
  } catch {
    return { ok: false, reason: controller?.signal.aborted ? 'timeout' : 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
