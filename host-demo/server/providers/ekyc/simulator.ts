import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { EkycUnavailableError, type EkycIdType, type EkycProvider, type EkycVerdict } from './ekyc-provider';
import { verdictOf, type EkycTestIdentity } from './test-identities';

/** How long a simulator session (and the page's cookie) stays usable. */
export const SIMULATOR_SESSION_MS = 30 * 60_000;

/** How long the one-time token of a page link may wait to be exchanged for the page's cookie. */
export const SIMULATOR_LINK_MS = 2 * 60_000;

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

  /**
   * Mints the page link: its token is one-time and lives SIMULATOR_LINK_MS, to be exchanged at
   * once for the page's cookie ({@link exchangeLinkToken}). A new link closes the page opened by
   * an older one.
   */
  async pageUrl(input: { ticketId: string; returnPath: string; language: 'en-US' | 'ar-AE'; now: number }): Promise<string> {
    const token = newToken();
    const { rows } = await this.#db.query(
      `update ekyc_simulator_sessions
          set page_token_hash = $2, page_token_expires_at = $3, page_session_hash = null, return_path = $4, language = $5, expires_at = $6
        where ticket_id = $1 returning ticket_id`,
      [input.ticketId, sha256(token), new Date(input.now + SIMULATOR_LINK_MS), input.returnPath, input.language, new Date(input.now + SIMULATOR_SESSION_MS)],
    );
    if (rows.length === 0) throw new EkycUnavailableError('eKYC simulator: no session for this ticket');
    const query = new URLSearchParams({ token, returnUrl: input.returnPath, lang: input.language });
    return `${SIMULATOR_PATH}/${encodeURIComponent(input.ticketId)}?${query.toString()}`;
  }

  /**
   * Spends a page link's token (one statement: of two requests with it, one wins) and answers the
   * secret of the page's cookie, or null when the token is unknown, used or older than
   * SIMULATOR_LINK_MS.
   */
  async exchangeLinkToken(ticketId: string, token: string): Promise<string | null> {
    if (!token) return null;
    const secret = newToken();
    const now = new Date(this.#clock.now());
    const { rows } = await this.#db.query(
      `update ekyc_simulator_sessions set page_token_hash = null, page_token_expires_at = null, page_session_hash = $3
        where ticket_id = $1 and page_token_hash = $2 and page_token_expires_at > $4 and expires_at > $4
        returning ticket_id`,
      [ticketId, sha256(token), sha256(secret), now],
    );
    return rows.length > 0 ? secret : null;
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

  /**
   * The session the page's cookie secret (or the provider API's access token) opens, or null
   * when unknown or expired. The link token is not enough: it must be exchanged first.
   */
  async session(ticketId: string, credential: string): Promise<SimulatorSession | null> {
    const { rows } = await this.#db.query<{
      id_type: number;
      access_token_hash: string;
      page_session_hash: string | null;
      return_path: string | null;
      language: string | null;
      expires_at: Date;
      submitted_at: Date | null;
    }>(
      `select id_type, access_token_hash, page_session_hash, return_path, language, expires_at, submitted_at
         from ekyc_simulator_sessions where ticket_id = $1`,
      [ticketId],
    );
    const row = rows[0];
    if (!row || !credential) return null;
    const hash = sha256(credential);
    if (!sameHash(row.page_session_hash, hash) && !sameHash(row.access_token_hash, hash)) return null;
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
