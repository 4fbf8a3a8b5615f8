import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { GeoTokenCheck, GeoVerifier, IssuedGeoToken, LocationReport } from './geo-verifier';
import { readGeoToken, signGeoToken } from './geo-token';
import { isInside, UAE_TERRITORY } from './territory';

/** Where the simulator takes locations on this server (./simulator-routes.ts). */
export const GEO_VERIFIER_SIMULATOR_PATH = '/simulators/geo-verifier/token';

/** SPEC §9: a location fix is good for 5 minutes, and so is the token made from it. */
export const GEO_TOKEN_LIFETIME_MS = 5 * 60_000;

export const GEO_SIMULATOR_ISSUER = 'nl-geo-verifier-simulator';

export interface GeoVerifierSimulatorOptions {
  clock: Clock;
  /** HS256 key shared with the gateway (GEO_VERIFIER_KEY); random per process by default. */
  key?: string;
}

/**
 * SIMULATOR of the geolocation verifier: it believes the coordinates the browser reports (a real
 * verifier does not), says `inside` when they fall in the UAE polygon of ./territory.ts and the
 * network country, when given, is AE, and signs an HS256 token for 5 minutes.
 *
 * @example const geo = new GeoVerifierSimulator({ clock, key: 'a-key-of-16-chars-or-more' });
 */
export class GeoVerifierSimulator implements GeoVerifier {
  readonly tokenUrl = GEO_VERIFIER_SIMULATOR_PATH;
  readonly #clock: Clock;
  readonly #key: string;

  constructor(options: GeoVerifierSimulatorOptions) {
    this.#clock = options.clock;
    this.#key = options.key ?? randomBytes(32).toString('base64url');
  }

  async locate(report: LocationReport): Promise<IssuedGeoToken> {
    const onMap = isInside([report.longitude, report.latitude], UAE_TERRITORY);
    const network = report.ipCountry === undefined || report.ipCountry.toUpperCase() === 'AE';
    const verdict = onMap && network ? 'inside' : 'outside';
    const now = this.#clock.now();
    const expiresAt = now + GEO_TOKEN_LIFETIME_MS;
    const token = signGeoToken(
      { iss: GEO_SIMULATOR_ISSUER, sub: report.playerOpenId, verdict, iat: Math.floor(now / 1000), exp: Math.floor(expiresAt / 1000) },
      this.#key,
    );
    return { token, verdict, expiresAt: Math.floor(expiresAt / 1000) * 1000 };
  }

  check(token: string, nowMs: number): GeoTokenCheck {
    const read = readGeoToken(token, this.#key, nowMs);
    if (!read.ok) return read;
    if (read.claims.iss !== GEO_SIMULATOR_ISSUER) return { ok: false, problem: 'bad-signature' };
    return { ok: true, playerOpenId: read.claims.sub, verdict: read.claims.verdict, expiresAt: read.claims.exp * 1000 };
  }
}
