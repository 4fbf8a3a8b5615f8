import type { globalRestrictions } from '../../../../sdk/commands/responsible-play';
import { requireSession, type CommandHandler } from '../handler';
import { activeExclusion } from './exclusions';
import { exclusionRecord, limitRecordOf } from './records';

/** 100316 bizType of the responsible-gaming points popup (SPEC §7: 1/0 popup shown). */
export const POPUP_SHOWN_BIZ_TYPE = 1;

/**
 * 100163: what restricts the player now (SPEC §3 Global restrictions): AML (1) before an
 * exclusion (2); the deposit-limit popups: the configuration popup until the player has a limit,
 * the expiry popup while the limit is expired; the responsible-gaming points popup until the
 * player has reported it shown (100316 1/0). A read: four indexed lookups.
 */
export const globalRestrictionsHandler: CommandHandler<typeof globalRestrictions> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const at = ctx.clock.now();
  const [player, exclusion, depositLimit, popupSeen] = await Promise.all([
    ctx.db.query<{ rg_restriction: string | null }>('select rg_restriction from players where id = $1', [playerId]),
    activeExclusion(ctx.db, playerId, at),
    limitRecordOf(ctx.db, playerId, 2, at),
    ctx.db.query('select 1 from tip_reports where player_id = $1 and biz_type = $2 limit 1', [playerId, POPUP_SHOWN_BIZ_TYPE]),
  ]);
  const aml = player.rows[0]?.rg_restriction === 'aml';
  return {
    isRestricted: aml || exclusion !== null,
    restrictedReason: aml ? 1 : exclusion ? 2 : null,
    exclusionInfo: exclusion ? exclusionRecord(exclusion) : null,
    showDepositLimitConfigPopup: depositLimit === null,
    showDepositLimitPopup: depositLimit?.state === 'expired',
    showHighRiskUserPopup: popupSeen.rows.length === 0,
  };
};
