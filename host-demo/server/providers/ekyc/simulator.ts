import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { EkycUnavailableError, type EkycIdType, type EkycProvider, type EkycVerdict } from './ekyc-provider';
import { verdictOf, type EkycTestIdentity } from './test-identities';

/** How long a simulator session (and its page link) stays usable. */
export const SIMULATOR_SESSION_MS = 30 * 60_000;

/** Base path of the simulator's pages on this server. */
export const SIMULATOR_PATH = '/simulators/ekyc';

export interface EkycSimulatorOptions {
  db: Queryable;
  clock: Clock;
  /** Simulates an outage: openSession throws EkycUnavailableError (tests). */
  outage?: boolean;
}

/** A simulator session as the page sees it. */
export interface SimulatorSession {
  ticketId: string;
  idType: EkycIdType;
  returnPath: string | null;
  language: 'en-US' | 'ar-AE';
  submitted: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

function sameHash(a: string | null, b: string): boolean {
  return a !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * SIMULATOR of the eKYC provider: no identity is checked. It keeps its own records in the
 * `ekyc_simulator_sessions` table (as a real provider keeps them on its side), serves its page on
 * this server at /simulators/ekyc/<ticketId> (./simulator-routes.ts), and answers the verdict of
 * the test identity chosen on that page (./test-identities.ts, EKYC_TEST_IDENTITIES). Tokens are
 * stored as SHA-256 only.
 *
 * @example const ekyc = new EkycSimulator({ db, clock });
 */
export class EkycSimulator implements EkycProvider {
  readonly #db: Queryable;
  readonly #clock: Clock;
  readonly #outage: boolean;

  constructor(options: EkycSimulatorOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#outage = options.outage ?? false;
  }

  async openSession(input: { ticketId: string; idType: EkycIdType; now: number }): Promise<{ accessToken: string }> {
    if (this.#outage) throw new EkycUnavailableError('eKYC simulator: outage simulated');
    const accessToken = newToken();
    await this.#db.query(
      `insert into ekyc_simulator_sessions (ticket_id, id_type, access_token_hash, created_at, expires_at)
       values ($1, $2, $3, $4, $5)`,
      [input.ticketId, input.idType, sha256(accessToken), new Date(input.now), new Date(input.now + SIMULATOR_SESSION_MS)],
    );
    return { accessToken };
  }

  /** Mints a page token (the access token is not kept in clear, so the page gets its own). */
  async pageUrl(input: { ticketId: string; returnPath: string; language: 'en-US' | 'ar-AE'; now: number }): Promise<string> {
    const token = newToken();
    const { rows } = await this.#db.query(
      `update ekyc_simulator_sessions set page_token_hash = $2, return_path = $3, language = $4, expires_at = $5
        where ticket_id = $1 returning ticket_id`,
      [input.ticketId, sha256(token), input.returnPath, input.language, new Date(input.now + SIMULATOR_SESSION_MS)],
    );
    if (rows.length === 0) throw new EkycUnavailableError('eKYC simulator: no session for this ticket');
    const query = new URLSearchParams({ token, returnUrl: input.returnPath, lang: input.language });
    return `${SIMULATOR_PATH}/${encodeURIComponent(input.ticketId)}?${query.toString()}`;
  }

  async verdict(ticketId: string): Promise<EkycVerdict | null> {
    const { rows } = await this.#db.query<{ identity: EkycTestIdentity | null; submitted_at: Date | null }>(
      'select identity, submitted_at from ekyc_simulator_sessions where ticket_id = $1',
      [ticketId],
    );
    const row = rows[0];
    if (!row?.identity || !row.submitted_at) return null;
    return verdictOf(row.identity, row.submitted_at.getTime());
  }

  /** The session a page token (or the access token) opens, or null when unknown or expired. */
  async session(ticketId: string, token: string): Promise<SimulatorSession | null> {
    const { rows } = await this.#db.query<{
      id_type: number;
      access_token_hash: string;
      page_token_hash: string | null;
      return_path: string | null;
      language: string | null;
      expires_at: Date;
      submitted_at: Date | null;
    }>(
      `select id_type, access_token_hash, page_token_hash, return_path, language, expires_at, submitted_at
         from ekyc_simulator_sessions where ticket_id = $1`,
      [ticketId],
    );
    const row = rows[0];
    if (!row || !token) return null;
    const hash = sha256(token);
    if (!sameHash(row.page_token_hash, hash) && !sameHash(row.access_token_hash, hash)) return null;
    // A submitted session stays readable (the page says so); an unsubmitted one expires.
    if (!row.submitted_at && row.expires_at.getTime() <= this.#clock.now()) return null;
    return {
      ticketId,
      idType: row.id_type === 2 ? 2 : 1,
      returnPath: row.return_path,
      language: row.language === 'ar-AE' ? 'ar-AE' : 'en-US',
      submitted: row.submitted_at !== null,
    };
  }

  /** Records the chosen test identity once; false when the session was already submitted. */
  async submit(ticketId: string, identity: EkycTestIdentity, documentCount: number): Promise<boolean> {
    const { rows } = await this.#db.query(
      `update ekyc_simulator_sessions set identity = $2, submitted_at = $3, document_count = $4
        where ticket_id = $1 and submitted_at is null returning ticket_id`,
      [ticketId, identity, new Date(this.#clock.now()), documentCount],
    );
    return rows.length > 0;
  }
}
