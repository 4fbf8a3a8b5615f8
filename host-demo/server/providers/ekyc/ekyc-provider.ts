/**
 * The eKYC (identity verification) provider, as the kyc domain sees it. The reference server plugs
 * in the simulator (./simulator.ts); a deployment plugs in its real provider without touching
 * domains/kyc.
 *
 * The flow: the domain opens a session for an attempt (100145), asks for the provider's page
 * (100146, shown in /account/kycIframe; the provider sends the player back to `returnPath` with
 * `?ticketId=`), then reads the verdict (100147).
 */

/** Why a document was rejected. The first three are SPEC §8 reasons 15, 16 and 17. */
export type EkycRejection = 'name-mismatch' | 'under-18' | 'birth-date-mismatch' | 'expired-document' | 'invalid-document';

/** The provider's verdict on one attempt. */
export type EkycVerdict =
  | {
      outcome: 'verified';
      /** Expiry of the verified document, epoch ms. */
      documentExpiresAt: number;
      /**
       * The document is genuine and the person's, but the name on it differs from the account's
       * in a way the provider does not call a mismatch (spelling, transliteration, a missing
       * middle name): SPEC §5's name-mismatch warning. Absent: the names agree.
       */
      nameWarning?: boolean;
    }
  | { outcome: 'under-review' }
  | { outcome: 'rejected'; reason: EkycRejection }
  /** The provider could not check (its own outage); the attempt does not count. */
  | { outcome: 'unavailable' }
  /** The provider's own daily limit for this person is reached. */
  | { outcome: 'limit-reached' };

/** 1 Emirates ID (front and back), 2 passport (first page). */
export type EkycIdType = 1 | 2;

/** Thrown by a provider that cannot be reached; the domain answers 403000724. */
export class EkycUnavailableError extends Error {
  override name = 'EkycUnavailableError';
}

export interface EkycProvider {
  /**
   * Opens a verification session for the attempt `ticketId` and returns the provider's access
   * token for it. Throws EkycUnavailableError when the provider cannot be reached.
   */
  openSession(input: { ticketId: string; idType: EkycIdType; now: number }): Promise<{ accessToken: string }>;
  /**
   * The page where the player shows their document, returning to `returnPath` (a path on this
   * site) with `?ticketId=` when done.
   */
  pageUrl(input: { ticketId: string; returnPath: string; language: 'en-US' | 'ar-AE'; now: number }): Promise<string>;
  /** The verdict, or null while the player has not finished. */
  verdict(ticketId: string): Promise<EkycVerdict | null>;
}
