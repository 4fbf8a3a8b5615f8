import type { fundsStatementStatus } from '../../../../sdk/commands/compliance';
import { requireSession, type CommandHandler } from '../handler';

/**
 * 100160: whether the funds-security declaration must be shown. A verified player (the only
 * kind who may deposit or play) is asked (alertStatus 1, agreeStatus 0) until they have agreed
 * (100161); then alertStatus 0, agreeStatus 1. An unverified player is not asked yet: the
 * declaration belongs to the first money movement, not to the minutes after registration.
 */
export const fundsStatementStatusHandler: CommandHandler<typeof fundsStatementStatus> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<{ agreed: boolean; verified: boolean }>(
    `select exists (select 1 from funds_statements where player_id = $1 and law_statement_type = $2) as agreed,
            (select verified_status = 3 from players where id = $1) as verified`,
    [playerId, data.lawStatementType],
  );
  const { agreed, verified } = rows[0] ?? { agreed: false, verified: false };
  if (agreed) return { alertStatus: 0, agreeStatus: 1 };
  return { alertStatus: verified ? 1 : 0, agreeStatus: 0 };
};
