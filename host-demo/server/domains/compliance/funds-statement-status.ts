import type { fundsStatementStatus } from '../../../../sdk/commands/compliance';
import { requireSession, type CommandHandler } from '../handler';

/**
 * 100160: whether the funds-security declaration must be shown. Every player is asked
 * (alertStatus 1, agreeStatus 0) until they have agreed (100161); then alertStatus 0,
 * agreeStatus 1.
 */
export const fundsStatementStatusHandler: CommandHandler<typeof fundsStatementStatus> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query('select 1 from funds_statements where player_id = $1 and law_statement_type = $2', [playerId, data.lawStatementType]);
  return rows.length > 0 ? { alertStatus: 0, agreeStatus: 1 } : { alertStatus: 1, agreeStatus: 0 };
};
