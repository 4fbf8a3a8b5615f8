import { publishSystemPopup } from '../notifications/notification-store';
import type { kycStatus } from '../../../../sdk/commands/kyc';
import { EkycUnavailableError } from '../../providers/ekyc/ekyc-provider';
import { requireSession, type CommandHandler, type HandlerContext } from '../handler';
import { todaysAttempts } from './attempts';
import { effectiveStatus } from './kyc-state';
import { subtitleIn, type KycOutcome } from './kyc-texts';
import { recordVerdict } from './verdicts';

/**
 * Settles the player's latest undecided attempt when the provider has a verdict for it, so the
 * status is right even when the player left the provider page before 100147 was called (a real
 * provider would also call back). A provider outage leaves it undecided.
 */
async function settleLatestAttempt(ctx: HandlerContext, playerId: number, now: number): Promise<void> {
  const { rows } = await ctx.db.query<{ id: number; ticket_id: string }>(
    'select id, ticket_id from kyc_attempts where player_id = $1 and outcome is null order by id desc limit 1',
    [playerId],
  );
  const attempt = rows[0];
  if (!attempt) return;
  try {
    const verdict = await ctx.providers.ekyc.verdict(attempt.ticket_id);
    const recorded = verdict ? await recordVerdict(ctx.db, attempt.id, playerId, verdict, now) : null;
    if (recorded?.notified) await publishSystemPopup(ctx.events, playerId, recorded.notified, {});
  } catch (error) {
    if (!(error instanceof EkycUnavailableError)) throw error;
  }
}

/** A verified document expiring within this many days raises the expiry warning. */
export const EXPIRY_WARNING_DAYS = 30;

/**
 * 100111: the player's verification status now (7 once the verified document has expired), the
 * failure reason and text when failed, the expiry warning (eKycExpireWarnStatus 1 when verified
 * and the document expires within 30 days), the name-mismatch warning (nameMismatchWarnStatus 1,
 * SPEC §5), forbidStatus 1 when today's attempts are used up,
 * and the document's expiry. A finished but unread attempt is settled first.
 */
export const kycStatusHandler: CommandHandler<typeof kycStatus> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  await settleLatestAttempt(ctx, playerId, now);
  const { rows } = await ctx.db.query<{
    verified_status: number;
    id_type: number | null;
    kyc_outcome: KycOutcome | null;
    kyc_fail_reason: 15 | 16 | 17 | null;
    kyc_document_expires_at: Date | null;
    kyc_name_warning: boolean;
  }>('select verified_status, id_type, kyc_outcome, kyc_fail_reason, kyc_document_expires_at, kyc_name_warning from players where id = $1', [playerId]);
  const p = rows[0]!;
  const status = effectiveStatus(p.verified_status, p.kyc_document_expires_at, now);
  const expiresAt = p.kyc_document_expires_at?.getTime() ?? null;
  const { forbidden } = await todaysAttempts(ctx.db, playerId, now);
  return {
    status,
    registerIdCardType: p.id_type === 2 ? 2 : 1,
    remark: status === 4 ? subtitleIn(p.kyc_outcome, ctx.language) : '',
    verifiedFailReason: status === 4 ? p.kyc_fail_reason : null,
    eKycExpireWarnStatus: status === 3 && expiresAt !== null && expiresAt - now <= EXPIRY_WARNING_DAYS * 86_400_000 ? 1 : 0,
    nameMismatchWarnStatus: status === 3 && p.kyc_name_warning ? 1 : 0,
    forbidStatus: forbidden ? 1 : 0,
    expireDate: status === 3 || status === 7 ? expiresAt : null,
  };
};
