import type { globalRestrictions } from '../../../../sdk/commands/responsible-play';
import { canTransact } from '../../../../sdk/kyc/kyc-rules';
import { requireSession, type CommandHandler } from '../handler';
import { effectiveStatus } from '../kyc/kyc-state';
import { activeExclusion } from './exclusions';
import { exclusionRecord, limitRecordOf } from './records';

/** 100316 bizType of the responsible-gaming points popup (SPEC §7: 1/0 popup shown). */
export const POPUP_SHOWN_BIZ_TYPE = 1;

/** 100316 bizType of the player's answer to the set-a-deposit-limit popup (SPEC §7: 0/0 yes, 0/1 no). */
export const DEPOSIT_LIMIT_ANSWER_BIZ_TYPE = 0;

/** How long an answer to the set-a-deposit-limit popup keeps it away: asked again after 30 days, not at every login. */
export const DEPOSIT_LIMIT_ASK_AGAIN_MS = 30 * 86_400_000;

/**
 * 100163: what restricts the player now (SPEC §3 Global restrictions): AML (1) before an
 * exclusion (2); the deposit-limit popups: the configuration popup while a player who can deposit
 * (verified, SPEC §4) has no limit and has not answered it (100316 0/x) in the last 30 days (a new
 * player is not asked over the verification they must do first), the expiry popup while the limit is expired; the responsible-gaming points popup (SPEC §7
 * showHighRiskUserPopup) for a player at risk: whose latest self-assessment said at risk, until
 * the player has reported the popup shown after it (100316 1/0). Asking it of every player would
 * put a modal in front of each new player's first page. A read: five indexed lookups.
 */
export const globalRestrictionsHandler: CommandHandler<typeof globalRestrictions> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const at = ctx.clock.now();
  const [player, exclusion, depositLimit, highRisk, answered] = await Promise.all([
    ctx.db.query<{ rg_restriction: string | null; verified_status: number; kyc_document_expires_at: Date | null }>(
      'select rg_restriction, verified_status, kyc_document_expires_at from players where id = $1',
      [playerId],
    ),
    activeExclusion(ctx.db, playerId, at),
    limitRecordOf(ctx.db, playerId, 2, at),
    ctx.db.query<{ show: boolean }>(
      `select a.result = 'at-risk' and not exists (
                select 1 from tip_reports t where t.player_id = $1 and t.biz_type = $2 and t.created_at >= a.created_at
              ) as show
         from assessments a where a.player_id = $1 order by a.id desc limit 1`,
      [playerId, POPUP_SHOWN_BIZ_TYPE],
    ),
    ctx.db.query<{ id: number }>('select id from tip_reports where player_id = $1 and biz_type = $2 and created_at > $3 limit 1', [
      playerId,
      DEPOSIT_LIMIT_ANSWER_BIZ_TYPE,
      new Date(at - DEPOSIT_LIMIT_ASK_AGAIN_MS),
    ]),
  ]);
  const row = player.rows[0];
  const aml = row?.rg_restriction === 'aml';
  const canDeposit = !!row && canTransact(effectiveStatus(row.verified_status, row.kyc_document_expires_at, at));
  return {
    isRestricted: aml || exclusion !== null,
    restrictedReason: aml ? 1 : exclusion ? 2 : null,
    exclusionInfo: exclusion ? exclusionRecord(exclusion) : null,
    showDepositLimitConfigPopup: canDeposit && depositLimit === null && answered.rows.length === 0,
    showDepositLimitPopup: depositLimit?.state === 'expired',
    showHighRiskUserPopup: highRisk.rows[0]?.show === true,
  };
};
