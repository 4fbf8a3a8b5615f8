import type { Database } from '../../db/database';
import type { EkycVerdict } from '../../providers/ekyc/ekyc-provider';
import { FAIL_REASONS, type KycOutcome } from './kyc-texts';
import { writeSystemNotifications } from '../notifications/notification-store';

/** An attempt's recorded verdict: its outcome, and the name-mismatch warning of a verified one. */
export interface RecordedVerdict {
  outcome: KycOutcome;
  nameWarning: boolean;
  /** The system message this call wrote (a fresh verified or failed verdict), for its popup; absent otherwise. */
  notified?: 'kyc-verified' | 'kyc-failed';
}

/** The outcome a verdict is stored as. */
export function outcomeOf(verdict: EkycVerdict): KycOutcome {
  return verdict.outcome === 'rejected' ? verdict.reason : verdict.outcome;
}

/** The player status an outcome sets, or null for outcomes that leave the player as they were. */
function statusOf(outcome: KycOutcome): 2 | 3 | 4 | null {
  if (outcome === 'verified') return 3;
  if (outcome === 'under-review') return 2;
  if (outcome === 'unavailable' || outcome === 'limit-reached') return null;
  return 4;
}

/**
 * Records a provider's verdict on an attempt, once (a second reader finds it recorded), and
 * applies it to the player in the same transaction: verified 3 with the document's expiry, under
 * review 2, failed 4 with the SPEC §8 reason when it has one. A verified verdict sets or clears
 * the name-mismatch warning (SPEC §5; `players.kyc_name_warning`). A verdict other than 'verified'
 * never demotes a player who is verified with a valid document (an older attempt finishing late).
 * Returns the attempt's outcome and whether it carries the name warning.
 */
export async function recordVerdict(db: Database, attemptId: number, playerId: number, verdict: EkycVerdict, now: number): Promise<RecordedVerdict> {
  const outcome = outcomeOf(verdict);
  const expiresAt = verdict.outcome === 'verified' ? new Date(verdict.documentExpiresAt) : null;
  const nameWarning = verdict.outcome === 'verified' && verdict.nameWarning === true;
  return db.transaction(async (tx) => {
    const recorded = await tx.query<{ outcome: KycOutcome; name_warning: boolean }>(
      `update kyc_attempts set outcome = $2, document_expires_at = $3, decided_at = $4, name_warning = $5
        where id = $1 and outcome is null returning outcome, name_warning`,
      [attemptId, outcome, expiresAt, new Date(now), nameWarning],
    );
    if (recorded.rows.length === 0) {
      const { rows } = await tx.query<{ outcome: KycOutcome; name_warning: boolean }>('select outcome, name_warning from kyc_attempts where id = $1', [attemptId]);
      return { outcome: rows[0]!.outcome, nameWarning: rows[0]!.name_warning };
    }
    const status = statusOf(outcome);
    let notified: RecordedVerdict['notified'];
    if (status === 3 || status === 4) {
      const topic = status === 3 ? 'kyc-verified' : 'kyc-failed';
      const written = await writeSystemNotifications(tx, [{ playerId, topic, params: {}, sourceKey: `kyc:${attemptId}` }], now);
      if (written.length > 0) notified = topic;
    }
    if (status === 3) {
      await tx.query(
        // A verdict with the name warning sets it; one without clears an earlier warning.
        `update players set verified_status = 3, kyc_outcome = 'verified', kyc_fail_reason = null, kyc_document_expires_at = $2, kyc_name_warning = $3 where id = $1`,
        [playerId, expiresAt, nameWarning],
      );
    } else if (status !== null) {
      await tx.query(
        `update players set verified_status = $2, kyc_outcome = $3, kyc_fail_reason = $4
          where id = $1 and not (verified_status = 3 and coalesce(kyc_document_expires_at > $5, true))`,
        [playerId, status, outcome, FAIL_REASONS[outcome] ?? null, new Date(now)],
      );
    }
    return notified ? { outcome, nameWarning, notified } : { outcome, nameWarning };
  });
}
