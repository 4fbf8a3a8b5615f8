import type { submitFundsStatement } from '../../../../sdk/commands/compliance';
import { requireSession, type CommandHandler } from '../handler';

/**
 * 100161: records the declaration: the source of funds (memo) and both statements ticked (the
 * request schema refuses anything but true). Submitting again updates the source and the time.
 */
export const submitFundsStatementHandler: CommandHandler<typeof submitFundsStatement> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  await ctx.db.query(
    `insert into funds_statements (player_id, law_statement_type, source_of_funds, own_funds, not_proceeds_of_crime, agreed_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (player_id, law_statement_type) do update set source_of_funds = excluded.source_of_funds, agreed_at = excluded.agreed_at`,
    [playerId, data.lawStatementType, data.memo, data.ownFunds, data.notProceedsOfCrime, new Date(ctx.clock.now())],
  );
  return {};
};
