import { publishSystemPopup } from '../notifications/notification-store';
import type { ekycResult } from '../../../../sdk/commands/kyc';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { Language } from '../../errors/messages';
import { EkycUnavailableError } from '../../providers/ekyc/ekyc-provider';
import { requireSession, type CommandHandler } from '../handler';
import { FAIL_REASONS, subtitleIn, subtitleOf, type KycOutcome } from './kyc-texts';
import { recordVerdict } from './verdicts';

/** 100147's subtitle for a verification with SPEC §5's name-mismatch warning. */
const NAME_WARNING_TEXT: Record<Language, string> = {
  'en-US': 'Your identity has been verified, but the name on your ID does not fully match the name on your account. Deposits and purchases are paused until you verify again with matching details; you can still withdraw.',
  'ar-AE': 'تم التحقق من هويتك، لكن الاسم في هويتك لا يطابق تماماً الاسم المسجل في حسابك. تم إيقاف الإيداع والشراء مؤقتاً إلى أن تتحقق مجدداً ببيانات مطابقة؛ ولا يزال بإمكانك السحب.',
};

type ResultReply = { status: 2 | 3 | 4 | 6; verifiedFailReason: 15 | 16 | 17 | null; subtitle: string };

/** The answer for a recorded outcome; failures without a numbered reason and errors throw. */
function answer(outcome: KycOutcome, nameWarning: boolean, language: Language): ResultReply {
  const subtitle = subtitleIn(outcome, language);
  switch (outcome) {
    case 'verified':
      return { status: 3, verifiedFailReason: null, subtitle: nameWarning ? NAME_WARNING_TEXT[language] : subtitle };
    case 'under-review':
      return { status: 2, verifiedFailReason: null, subtitle };
    case 'name-mismatch':
    case 'under-18':
    case 'birth-date-mismatch':
      return { status: 4, verifiedFailReason: FAIL_REASONS[outcome]!, subtitle };
    case 'expired-document':
    case 'invalid-document':
      // SPEC §8: 403000815 failed, with the server's subtitle (the failed dialog shows it).
      throw new GatewayError(ErrorCode.kycFailed, subtitleOf(outcome), { subtitle });
    case 'unavailable':
      throw new GatewayError(ErrorCode.kycServiceUnavailable);
    case 'limit-reached':
      throw new GatewayError(ErrorCode.kycAttemptsExceeded);
  }
}

/**
 * 100147: the verdict of an attempt of this player by ticketId (404000002 otherwise).
 *
 * - Not finished yet: code 0, status 6 (verifying).
 * - Verified: status 3 (with the name-mismatch warning, SPEC §5, its subtitle says deposits and
 *   purchases are paused); under review: status 2; failed for name (15), age (16) or birth date
 *   (17): code 0, status 4 with verifiedFailReason and subtitle.
 * - Failed for an expired or invalid ID: 403000815 with the subtitle as message and data.subtitle.
 * - Provider outage: 403000724 (the attempt does not count); provider's daily limit: 403000725.
 *
 * The first read records the verdict and updates the player's verification status and document
 * expiry; later reads answer the same.
 */
export const ekycResultHandler: CommandHandler<typeof ekycResult> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  const { rows } = await ctx.db.query<{ id: number; outcome: KycOutcome | null; name_warning: boolean }>(
    'select id, outcome, name_warning from kyc_attempts where ticket_id = $1 and player_id = $2',
    [data.ticketId, playerId],
  );
  const attempt = rows[0];
  if (!attempt) throw new GatewayError(ErrorCode.kycAttemptNotFound);

  let outcome = attempt.outcome;
  let nameWarning = attempt.name_warning;
  if (outcome === null) {
    let verdict;
    try {
      verdict = await ctx.providers.ekyc.verdict(data.ticketId);
    } catch (error) {
      if (error instanceof EkycUnavailableError) throw new GatewayError(ErrorCode.kycServiceUnavailable);
      throw error;
    }
    if (!verdict) return { status: 6, verifiedFailReason: null, subtitle: '' };
    const recorded = await recordVerdict(ctx.db, attempt.id, playerId, verdict, now);
    ({ outcome, nameWarning } = recorded);
    if (recorded.notified) await publishSystemPopup(ctx.events, playerId, recorded.notified, {});
  }
  return answer(outcome, nameWarning, ctx.language);
};
