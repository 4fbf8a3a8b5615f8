/**
 * The host bridge (DESIGN "Host bridges", SPEC §7): what the product asks of whatever runs it, a
 * browser, a native app's webview or the super-app's mini-program webview. One interface, three
 * implementations (`browser-bridge.ts`, `super-app-bridge.ts`, `native-bridge.ts`), chosen once by
 * {@link detectHostKind} and injectable through `createClient({ host })`.
 *
 * Expected failures come back as values (SPEC §8 "Bridge failures"): a location answers
 * {@link LOCATION_DENIED} (-1), {@link LOCATION_UNAVAILABLE} (-2) or {@link LOCATION_UNKNOWN} (0);
 * an authorisation that fails answers `status: 'fail'`; a payment answers `fail` or `timeout`.
 */
import type { PlatformCode } from '../commands/envelope';

/** Which host runs the product. */
export type HostKind = 'browser' | 'super-app' | 'native';

/** SPEC §8: the host refused the location permission. */
export const LOCATION_DENIED = -1;
/** SPEC §8: the host could not find the device (no fix, location off). */
export const LOCATION_UNAVAILABLE = -2;
/** SPEC §8: the host failed for a reason it did not say. */
export const LOCATION_UNKNOWN = 0;
/** A location failure code of SPEC §8. */
export type LocationFailureCode = typeof LOCATION_DENIED | typeof LOCATION_UNAVAILABLE | typeof LOCATION_UNKNOWN;

/** SPEC §7 getLocation options. Defaults: no altitude, low accuracy, a fix up to 5 minutes old. */
export interface LocationRequest {
  /** Ask for the altitude too. Default false. */
  altitude?: boolean;
  /** Ask for a precise fix (GPS) rather than a quick one. Default false. */
  isHighAccuracy?: boolean;
  /** How old a kept fix may be, ms; 0 asks for a new one. Default 300 000 (SPEC §9). */
  expireTime?: number;
}

/** Where the device is, or the SPEC §8 code of why not. */
export type LocationResult =
  | { ok: true; latitude: number; longitude: number; altitude?: number }
  | { ok: false; code: LocationFailureCode };

/** SPEC §7 chooseFile options. */
export interface ChooseFileRequest {
  /** Most files the player may pick, 1 to 9. Default 1. */
  count?: number;
  /** Where from: the album, the camera, or either. Default both. */
  select?: 'album' | 'camera' | 'both';
  /** Offer cropping before the file comes back (the host's own editor). Default false. */
  crop?: boolean;
  /** Content types accepted, e.g. `['image/jpeg', 'image/png']`. Default any image. */
  accept?: readonly string[];
}

/**
 * A file the player chose. In a browser it carries the `blob` itself; in the super-app only a
 * host path (`filePath`), which {@link HostBridge.uploadFile} sends to a URL.
 */
export interface ChosenFile {
  name: string;
  /** The content type the host reports (checked again by the gateway on upload). */
  type: string;
  /** Size in bytes. */
  size: number;
  /** The file's content, where the page can read it (browser, native webview). */
  blob?: Blob;
  /** The host's handle of the file (super-app), for `uploadFile`. */
  filePath?: string;
}

/** The player chose files, cancelled, or the host failed. */
export type ChooseFileResult = { ok: true; files: ChosenFile[] } | { ok: false; reason: 'cancelled' | 'failed' };

/** SPEC §7 uploadFile options. */
export interface UploadFileRequest {
  /** The chosen file: its host path (super-app) or the file itself. */
  file: ChosenFile;
  /** Where to send it (absolute, or a path on the product's origin). */
  url: string;
  /** Form field name of the file. Default `file`. */
  name?: string;
  /** HTTP method. Default POST. */
  method?: 'POST' | 'PUT';
  /** Content type of the body; with PUT the file is the whole body. Default the file's type. */
  contentType?: string;
  /** Give up after this many ms. Default 60 000. */
  timeout?: number;
  /** Extra form fields sent with the file. */
  formData?: Record<string, string>;
  /** Extra request headers (the session token). */
  header?: Record<string, string>;
}

/** The server's answer to an upload (its status and body text), or why there is none. */
export type UploadFileResult = { ok: true; status: number; body: string } | { ok: false; reason: 'timeout' | 'failed' };

/** SPEC §7 requestPayment: the trade the gateway opened (420544), paid in the host's own sheet. */
export interface PaymentRequest {
  /** The trade id (420544's gatewayId for a host payment). */
  tradeId: string;
  /** Let the host show its loading indicator while the sheet opens. Default true. */
  loading?: boolean;
}

/**
 * How a host payment ended (SPEC §8): `success`, `fail` (the pay-fail dialog) or `timeout` (the
 * pay-timeout dialog, which offers to view the order or refresh). `unsupported`: this host has
 * no payment sheet; the product's own card form or redirect pays instead.
 */
export type PaymentResult = { status: 'success' | 'fail' | 'timeout' | 'unsupported' };

/** SPEC §7 host-app OAuth: what the product sends to the host's kycAuthorize. */
export interface AuthorizeRequest {
  clientId: string;
  scope: string;
  state: string;
  redirectUri: string;
  /** `en` or `ar`. */
  lang: string;
}

/** The host's authorisation code, or `fail` (SPEC §8: an authorisation failure yields status fail). */
export type AuthorizeResult = { status: 'success'; code: string } | { status: 'fail' };

/**
 * One interface over every host. Each call resolves with a result value; none rejects.
 *
 * @example
 * const host = await client.host();
 * const where = await host.getLocation({ isHighAccuracy: true });
 * if (!where.ok && where.code === LOCATION_DENIED) showGeoPopup();
 */
export interface HostBridge {
  readonly kind: HostKind;
  /** The native app's platform code (1 iOS, 2 Android), or null outside the native app. */
  readonly platform: PlatformCode | null;
  /** Whether the host pays in its own sheet (`requestPayment`) instead of the product's card form. */
  readonly hostPayment: boolean;
  getLocation(request?: LocationRequest): Promise<LocationResult>;
  chooseFile(request?: ChooseFileRequest): Promise<ChooseFileResult>;
  uploadFile(request: UploadFileRequest): Promise<UploadFileResult>;
  requestPayment(request: PaymentRequest): Promise<PaymentResult>;
  /** The host's OAuth authorisation code (super-app); other hosts answer `fail`. */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
}

/** SPEC §9: a geo check takes a fix up to 5 minutes old. */
export const DEFAULT_EXPIRE_TIME = 5 * 60_000;
/** Most files one chooseFile may return. */
export const MAX_CHOOSE_COUNT = 9;

/** `count` bounded to 1..9 (a host given 0 or 1000 would misbehave). */
export function boundedCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return 1;
  return Math.min(MAX_CHOOSE_COUNT, Math.max(1, Math.floor(count)));
}
