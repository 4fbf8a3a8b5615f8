/**
 * The client's geo module (SPEC §3 geo state, §4 Geo, §7 geo JWT), loaded on the first
 * geo-checked command that finds the geo state not valid, so the SDK's entry does not carry it.
 * It keeps the state current from 100206 and, when the player has no location on file, asks the
 * host for the device's position and the geolocation verifier for a token to attach.
 */
import type EventEmitter from 'eventemitter3';
import type { ClientEvents } from '../client/events';
import { GEO_UNKNOWN, geoStateAfterCheck, type GeoCheck, type GeoSnapshot } from './geo-status';
import type { GeoStatusReply } from '../commands/geo';
import type { SystemConfig } from '../commands/system';
import type { Environment } from '../env/environment';
import { browserLocationBridge, type LocationBridge } from './location-bridge';
import { geoPopupDue, readGeoPopupClosedAt } from './geo-popup';

/** SPEC §4: the server's cached location must last at least this long to count as valid. */
export const GEO_VALID_GAP_MS = 60_000;

/** A token is not reused in its last half minute: the command might reach the gateway after it expires. */
const TOKEN_MARGIN_MS = 30_000;

export interface GeoSessionDeps {
  /** 100206, answered as a {@link GeoCheck} (a failure as `{ ok: false }`). */
  checkStatus(): Promise<GeoCheck>;
  /** The host's position. */
  location: LocationBridge;
  /**
   * Posts a position to the verifier (010001 geoVerifyPath) with the session token; its token,
   * expiry (epoch ms) and, when the verifier tells, its verdict; null when the verifier could not
   * be reached or refused.
   */
  requestToken(position: { latitude: number; longitude: number }): Promise<VerifierToken | null>;
  /** The session token now: a token is kept for one session only. */
  sessionToken(): string | null;
  now(): number;
  /** Where the snapshot goes (the client's geo store). */
  publish(next: GeoSnapshot): void;
}

/**
 * One client's geo session.
 *
 * @example
 * const geo = createGeoSession({ checkStatus, location: browserLocationBridge(), requestToken, sessionToken, now: Date.now, publish: store.set });
 * const jwt = await geo.token(); // null when the location on file is valid (or none could be had)
 */
export function createGeoSession(deps: GeoSessionDeps) {
  let held: { token: string; expiresAt: number; session: string | null } | null = null;
  let inFlight: Promise<string | null> | null = null;

  async function acquire(fresh: boolean): Promise<string | null> {
    const check = await deps.checkStatus();
    const state = geoStateAfterCheck(check, deps.now(), GEO_VALID_GAP_MS);
    if (state.valid) {
      const validUntil = state.status === 'valid' && check.ok && check.cacheExpiresAt !== null ? check.cacheExpiresAt - GEO_VALID_GAP_MS : null;
      deps.publish({ ...state, validUntil, problem: null });
      return null;
    }
    const position = await deps.location.currentPosition(fresh ? { fresh } : undefined);
    if (!position.ok) {
      deps.publish({ ...state, validUntil: null, problem: position.reason === 'denied' ? 'permission-denied' : 'position-unavailable' });
      return null;
    }
    const issued = await deps.requestToken({ latitude: position.latitude, longitude: position.longitude });
    deps.publish({ ...state, validUntil: null, problem: !issued ? 'verifier-failed' : issued.verdict === 'outside' ? 'outside-territory' : null });
    if (!issued) return null;
    // A token saying outside is still sent: the gateway's refusal (403001024) carries its own words.
    held = { token: issued.token, expiresAt: issued.expiresAt, session: deps.sessionToken() };
    return issued.token;
  }

  function start(fresh: boolean): Promise<string | null> {
    const request = (inFlight = acquire(fresh));
    const done = () => void (inFlight === request && (inFlight = null));
    request.then(done, done);
    return request;
  }

  return {
    /**
     * The token to attach to a geo-checked command, or null when none is needed (the location on
     * file still counts, or the player is whitelisted) or none could be had (the gateway then
     * refuses with a geo code and the geo popup opens). Callers at the same moment share one
     * location request.
     */
    token(): Promise<string | null> {
      if (held && held.session === deps.sessionToken() && held.expiresAt - TOKEN_MARGIN_MS > deps.now()) return Promise.resolve(held.token);
      held = null;
      return inFlight ?? start(false);
    },
    /**
     * Proves the location again with a new fix of the device (the geo popup's Refresh): the token
     * held and a kept position are not reused, since the player may have moved or allowed the
     * location since. Later callers of {@link token} share this request.
     */
    refresh(): Promise<string | null> {
      held = null;
      return start(true);
    },
    /** Drops the token held (the gateway refused it, or the player logged out). */
    forget(): void {
      held = null;
    },
  };
}

/** The verifier's answer: a token for the gateway, until when it holds, and where it placed the device (if it says). */
export interface VerifierToken {
  token: string;
  expiresAt: number;
  verdict?: 'inside' | 'outside';
}

/** What the client lends its geo session (sdk/client/create-client.ts). */
export interface GeoHost {
  /**
   * The client's events: a geo refusal opens the geo dialog, which spends what was thought valid;
   * the forced check opens it too.
   */
  events: Pick<EventEmitter<ClientEvents>, 'on' | 'emit'>;
  /** The logged-in player's store: a logout forgets the location. */
  userInfo: { subscribe(listener: () => void): () => void; getSnapshot(): unknown };
  /** The geo store's state now. */
  snapshot(): GeoSnapshot;
  call(name: 'geoStatus', data: Record<string, never>, options: { hideToast: true; ignoreCodes: 'all' }): Promise<{ ok: true; data: GeoStatusReply } | { ok: false }>;
  env: Pick<Environment, 'fetch' | 'timers' | 'clock' | 'storage'>;
  baseUrl?: string;
  geolocation?: LocationBridge;
  config(): Pick<SystemConfig, 'geoVerifyPath' | 'authKey' | 'geoRestrict' | 'geoCheckForceLicense' | 'geoCheckForceLicensePopIntervalTime'> | null;
  sessionToken(): string | null;
  publish(next: GeoSnapshot): void;
}

/**
 * The geo session of a client, wired to its gateway (100206), its host's position and the
 * verifier of 010001 geoVerifyPath (a path on the gateway's host, or a URL).
 *
 * @example const geo = geoSessionFor({ call, env, config: () => systemConfig.getSnapshot(), sessionToken, publish: store.set });
 */
export function geoSessionFor(host: GeoHost): ClientGeoSession {
  const session = createGeoSession({
    checkStatus: () => host.call('geoStatus', {}, { hideToast: true, ignoreCodes: 'all' }).then(geoCheckOf),
    location: host.geolocation ?? browserLocationBridge(),
    requestToken: (position) => {
      const config = host.config();
      const path = config?.geoVerifyPath;
      if (!config || !path) return Promise.resolve(null);
      const url = /^https?:\/\//.test(path) ? path : `${(host.baseUrl ?? '/').replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
      return postPosition(host.env, url, { header: config.authKey, token: host.sessionToken() }, position);
    },
    sessionToken: host.sessionToken,
    now: () => host.env.clock.now(),
    publish: host.publish,
  });
  // The gateway refused the location (SPEC §8 geo codes open the geo dialog): what the client
  // thought valid is not, and a token held is spent. The problem stays, for the popup to say.
  host.events.on('dialog', ({ name }) => {
    if (name !== 'geo') return;
    session.forget();
    host.publish({ ...host.snapshot(), status: 'invalid', valid: false, validUntil: null });
  });
  // A logged-out player's location proves nothing for the next one.
  host.userInfo.subscribe(() => {
    if (host.userInfo.getSnapshot()) return;
    session.forget();
    host.publish(GEO_UNKNOWN);
  });
  return {
    ...session,
    /**
     * 010001 geoCheckForceLicense (sdk/geo/geo-popup.ts): proves the location now, and opens the
     * geo popup when it cannot, unless the player closed it less than the popup interval ago.
     * Whether the popup was opened.
     */
    async forcedCheck(): Promise<boolean> {
      const config = host.config();
      if (!config?.geoRestrict || !config.geoCheckForceLicense) return false;
      const player = host.sessionToken();
      if (!player) return false;
      await session.token();
      const state = host.snapshot();
      // Proved (or whitelisted, or a token is held), or the player left meanwhile: nothing to say.
      if (state.valid || state.problem === null || host.sessionToken() !== player) return false;
      if (!geoPopupDue(readGeoPopupClosedAt(host.env.storage), config.geoCheckForceLicensePopIntervalTime, host.env.clock.now())) return false;
      host.events.emit('dialog', { name: 'geo', props: { forced: true } });
      return true;
    },
  };
}

export type GeoSession = ReturnType<typeof createGeoSession>;
/** A client's geo session: the session, and the check 010001 geoCheckForceLicense asks for. */
export type ClientGeoSession = GeoSession & { forcedCheck(): Promise<boolean> };

/**
 * 100206's reply as the pure state function takes it.
 *
 * @example geoCheckOf({ ok: true, data: { userInWitheList: false, userGeoCacheExpireTime: null } }) // { ok: true, whiteListed: false, cacheExpiresAt: null }
 */
export function geoCheckOf(reply: { ok: true; data: { userInWitheList: boolean; userGeoCacheExpireTime: number | null } } | { ok: false }): GeoCheck {
  return reply.ok ? { ok: true, whiteListed: reply.data.userInWitheList, cacheExpiresAt: reply.data.userGeoCacheExpireTime } : { ok: false };
}

/**
 * Posts a position to the verifier's token endpoint, as the reference gateway's simulator takes
 * it (POST { latitude, longitude } with the session header → { token, expiresAt, verdict }; a verdict is optional).
 */
export async function postPosition(
  env: Pick<Environment, 'fetch' | 'timers'>,
  url: string,
  session: { header: string; token: string | null },
  position: { latitude: number; longitude: number },
  timeoutMs = 30_000,
): Promise<VerifierToken | null> {
  if (!session.token) return null;
  const controller = new AbortController();
  const timer = env.timers.setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await env.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [session.header]: session.token },
      body: JSON.stringify(position),
      signal: controller.signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { token?: unknown; expiresAt?: unknown; verdict?: unknown };
    if (typeof body.token !== 'string' || typeof body.expiresAt !== 'number') return null;
    const verdict = body.verdict === 'inside' || body.verdict === 'outside' ? body.verdict : undefined;
    return { token: body.token, expiresAt: body.expiresAt, ...(verdict ? { verdict } : {}) };
  } catch {
    return null;
  } finally {
    env.timers.clearTimeout(timer);
  }
}
