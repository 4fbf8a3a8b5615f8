import type { eInstantRound } from '../../../../sdk/commands/instant';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { ROUND_COLUMNS, type RoundRow } from './e-instant-orders';

/**
 * 101317: one of the player's real-money e-instant rounds with its wallet calls (the E-Instants
 * tab's detail). Another player's round, a demo round or an unknown id is 404001201, as an order is.
 * A rolled-back round shows the stake it had before its rollback.
 */
export const eInstantRoundHandler: CommandHandler<typeof eInstantRound> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<RoundRow>(`select ${ROUND_COLUMNS} from e_instant_rounds r where r.id = $1 and r.player_id = $2 and not r.demo`, [data.orderId, playerId]);
  const round = rows[0];
  if (!round) throw new GatewayError(ErrorCode.orderNotFound);
  const { rows: calls } = await ctx.db.query<{ kind: 'bet' | 'win' | 'rollback'; amount: string | number; transaction_id: string; created_at: Date }>(
    'select kind, amount, transaction_id, created_at from e_instant_transactions where round_pk = $1 order by id',
    [round.id],
  );
  const staked = calls.filter((c) => c.kind === 'bet').reduce((sum, c) => sum + Number(c.amount), 0);
  return {
    orderId: round.id,
    appKey: round.app_key,
    roundId: round.round_id,
    state: round.status,
    stake: staked,
    win: Number(round.win),
    openedAt: round.opened_at.getTime(),
    closedAt: round.closed_at?.getTime() ?? null,
    transactions: calls.map((c) => ({ kind: c.kind, amount: Number(c.amount), transactionId: c.transaction_id, time: c.created_at.getTime() })),
  };
};
