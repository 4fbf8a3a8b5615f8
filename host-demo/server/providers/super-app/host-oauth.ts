import { randomBytes } from 'node:crypto';

/**
 * The super-app's OAuth (SPEC §7 host-app OAuth), as the gateway sees it: the mini-program gets an
 * authorisation code from the host (kycAuthorize, in the browser) and the gateway exchanges it at
 * the host's token endpoint for who the player is on the host. The reference server plugs in the
 * simulator below; a deployment plugs in the real super-app behind the same interface.
 */

/** The player as the super-app knows them. */
export interface HostIdentity {
  /** The host's stable id of its user (for this client). */
  hostUserId: string;
  /** The user's mobile on the host: its country code and number, digits (971, 500000000). */
  countryCode: string;
  mobile: string;
  /** The user's e-mail on the host, when it has one. */
  email?: string;
}

export interface HostOAuthProvider {
  /** Exchanges a code for the host user, once; null for an unknown, used or expired code. */
  exchange(code: string, now: number): Promise<HostIdentity | null>;
}

/** How long a code lives: 5 minutes, as OAuth 2.0 recommends at most 10. */
export const HOST_CODE_TTL_MS = 5 * 60_000;

/** Longest code accepted anywhere (the exchange refuses longer input before looking it up). */
export const MAX_HOST_CODE_LENGTH = 128;

interface IssuedCode {
  identity: HostIdentity;
  clientId: string;
  expiresAt: number;
}

/**
 * The simulator's super-app users, by host token (the super-app simulator page picks one):
 * - `sim-host-token`: the demo player's mobile and e-mail, one lottery account (binding type 1);
 * - `sim-host-token-two`: Noor Unverified's mobile and the demo player's e-mail, two (type 2);
 * - `sim-host-token-new`: a mobile and e-mail no lottery account has (registration).
 */
export const SIMULATED_HOST_USERS: Readonly<Record<string, HostIdentity>> = {
  'sim-host-token': { hostUserId: 'sim-user-1', countryCode: '971', mobile: '500000000', email: 'demo.player@example.com' },
  'sim-host-token-two': { hostUserId: 'sim-user-2', countryCode: '971', mobile: '500000001', email: 'demo.player@example.com' },
  'sim-host-token-new': { hostUserId: 'sim-user-3', countryCode: '971', mobile: '509999999', email: 'new.host.user@example.com' },
};

/**
 * SIMULATOR of the super-app's OAuth server (not the real super-app): its users are the host tokens
 * it is given ({@link SIMULATED_HOST_USERS}); `kycAuthorize` answers `authCode` with
 * a code once the user consented to the client, else `authorize` (the mini-program asks); codes are
 * single use and expire after {@link HOST_CODE_TTL_MS}. In memory: a restart forgets consents.
 */
export class HostOAuthSimulator implements HostOAuthProvider {
  readonly #codes = new Map<string, IssuedCode>();
  readonly #consents = new Set<string>();
  readonly #users: ReadonlyMap<string, HostIdentity>;

  constructor(users: Readonly<Record<string, HostIdentity>> = SIMULATED_HOST_USERS) {
    this.#users = new Map(Object.entries(users));
  }

  /** The host user of a host token, or null. */
  userOf(hostToken: string): HostIdentity | null {
    return this.#users.get(hostToken) ?? null;
  }

  /** kycAuthorize: a code when the user already consented to `clientId`, else `authorize`. */
  authorize(hostToken: string, clientId: string, now: number): { type: 'authCode'; code: string } | { type: 'authorize' } | null {
    const identity = this.userOf(hostToken);
    if (!identity) return null;
    if (!this.#consents.has(`${identity.hostUserId}:${clientId}`)) return { type: 'authorize' };
    return { type: 'authCode', code: this.#issue(identity, clientId, now) };
  }

  /** The authorisation mini-program's Allow: records consent and answers a code. */
  consent(hostToken: string, clientId: string, now: number): string | null {
    const identity = this.userOf(hostToken);
    if (!identity) return null;
    this.#consents.add(`${identity.hostUserId}:${clientId}`);
    return this.#issue(identity, clientId, now);
  }

  async exchange(code: string, now: number): Promise<HostIdentity | null> {
    if (code.length === 0 || code.length > MAX_HOST_CODE_LENGTH) return null;
    const issued = this.#codes.get(code);
    // Deleted before anything else: of two exchanges of one code, one finds it.
    this.#codes.delete(code);
    if (!issued || issued.expiresAt <= now) return null;
    return issued.identity;
  }

  #issue(identity: HostIdentity, clientId: string, now: number): string {
    const code = randomBytes(24).toString('base64url');
    this.#codes.set(code, { identity, clientId, expiresAt: now + HOST_CODE_TTL_MS });
    return code;
  }
}
