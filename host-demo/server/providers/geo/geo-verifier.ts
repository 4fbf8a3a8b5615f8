/**
 * The geolocation verifier (DESIGN "Third parties"): it looks at where a player is and signs a
 * short-lived token saying whether that is inside the licensed territory; the gateway believes
 * the token, never the client. The domain code knows only this interface: the reference server
 * plugs in the simulator (./simulator.ts), a deployment a real verifier (which also checks the
 * network, VPNs and spoofed locations) without touching the domains.
 */

/** What the player's device reports. */
export interface LocationReport {
  /** The player, by public id (userOpenId): the token names them. */
  playerOpenId: string;
  latitude: number;
  longitude: number;
  /**
   * The country of the request's network address (ISO 3166-1 alpha-2), when known: a real
   * verifier looks it up itself; the simulator takes it from the request so tests can play a
   * VPN abroad.
   */
  ipCountry?: string;
}

/** The verifier's answer: its token and what it says. */
export interface IssuedGeoToken {
  token: string;
  verdict: 'inside' | 'outside';
  /** Epoch ms. */
  expiresAt: number;
}

/** A token the gateway received, read: whom it names, its verdict, or why it is not accepted. */
export type GeoTokenCheck =
  | { ok: true; playerOpenId: string; verdict: 'inside' | 'outside'; expiresAt: number }
  | { ok: false; problem: 'malformed' | 'bad-signature' | 'expired' };

/**
 * @example
 * const issued = await geo.locate({ playerOpenId: 'p-1', latitude: 25.2, longitude: 55.27 });
 * geo.check(issued.token, Date.now()) // { ok: true, playerOpenId: 'p-1', verdict: 'inside', … }
 */
export interface GeoVerifier {
  /** Where the SDK sends the location (010001 geoVerifyPath): a path on this server, or a URL. */
  readonly tokenUrl: string;
  locate(report: LocationReport): Promise<IssuedGeoToken>;
  /** Checks a token's signature and expiry (synchronously: it runs before every geo-checked command). */
  check(token: string, nowMs: number): GeoTokenCheck;
}
