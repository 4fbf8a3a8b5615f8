import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The geo JWT (SPEC §7 geo header): a compact JWS, HS256, signed with the verifier's key. Node's
 * crypto does it in a few lines, so no JWT library is added for one fixed algorithm; the
 * algorithm in the header is checked to be exactly HS256 (no `none`, no confusion).
 */

/** What the token says. Times are epoch seconds, as JWT has them. */
export interface GeoClaims {
  /** The verifier that signed it. */
  iss: string;
  /** The player: their public id (userOpenId). */
  sub: string;
  /** The verdict on the player's location. */
  verdict: 'inside' | 'outside';
  iat: number;
  exp: number;
}

const b64url = (text: string | Buffer) => Buffer.from(text).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** @example signGeoToken({ iss: 'x', sub: 'p1', verdict: 'inside', iat: 1, exp: 301 }, key) // 'eyJ…' */
export function signGeoToken(claims: GeoClaims, key: string): string {
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** Why a token is not accepted. */
export type GeoTokenProblem = 'malformed' | 'bad-signature' | 'expired';

/**
 * The claims of a token signed with `key` and not expired at `nowMs`, or why not. Nothing of an
 * unsigned part is believed: the signature is checked before the payload is read.
 *
 * @example readGeoToken(token, key, Date.now()) // { ok: true, claims: { sub: 'p1', verdict: 'inside', … } }
 */
export function readGeoToken(token: string, key: string, nowMs: number): { ok: true; claims: GeoClaims } | { ok: false; problem: GeoTokenProblem } {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, problem: 'malformed' };
  const expected = createHmac('sha256', key).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'bad-signature' };
  let claims: GeoClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as GeoClaims;
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (typeof claims?.sub !== 'string' || (claims.verdict !== 'inside' && claims.verdict !== 'outside') || !Number.isFinite(claims.exp)) {
    return { ok: false, problem: 'malformed' };
  }
  if (claims.exp * 1000 <= nowMs) return { ok: false, problem: 'expired' };
  return { ok: true, claims };
}
