import type { depositHistory } from '../../../../sdk/commands/deposits';
import { requireSession, type CommandHandler } from '../handler';
import { validationError } from '../validation';
import { effectiveState, failureText } from './deposit-orders';

const MAX_BIGINT = 9_223_372_036_854_775_807n;

interface HistoryRow {
  id: number;
  gateway_id: string;
  amount: number;
  state: 'PENDING' | 'SUCCESS' | 'FAILURE' | 'TIMEOUT';
  memo: string | null;
  expires_at: Date;
  created_at: Date;
  last4: string | null;
}

// One range scan of deposit_orders_player (player_id, id) backwards; the card by primary key.
const HISTORY_SQL = `
  select o.id, o.gateway_id, o.amount, o.state, o.memo, o.expires_at, o.created_at, c.last4
    from deposit_orders o left join saved_cards c on c.id = o.card_id
   where o.player_id = $1 and ($2::bigint is null or o.id < $2::bigint)
   order by o.id desc limit $3`;

/**
 * 420505: one page of the player's deposits, newest first (keyset: `cursor` is the last orderId of
 * the previous page). A PENDING deposit past its lifetime reads TIMEOUT, as 420545 answers it;
 * the read writes nothing.
 */
export const depositHistoryHandler: CommandHandler<typeof depositHistory> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  // 19 digits may still be beyond bigint: refused as a bad cursor rather than failing in SQL.
  if (data.cursor !== undefined && BigInt(data.cursor) > MAX_BIGINT) throw validationError([{ path: ['data', 'cursor'], message: 'validation.cursor' }]);
  const { rows } = await ctx.db.query<HistoryRow>(HISTORY_SQL, [playerId, data.cursor ?? null, data.pageSize + 1]);
  const page = rows.slice(0, data.pageSize);
  const now = ctx.clock.now();
  return {
    items: page.map((row) => {
      const state = effectiveState({ state: row.state, expiresAt: row.expires_at }, now);
      return {
        gatewayId: row.gateway_id,
        orderId: String(row.id),
        amount: Number(row.amount),
        rechargeStatus: state,
        gatewayMemo: state === 'SUCCESS' || state === 'PENDING' ? null : failureText(row.memo ?? (state === 'TIMEOUT' ? 'timeout' : null), ctx.language),
        ambiguousAccountNumber: row.last4 === null ? null : `•••• •••• •••• ${row.last4}`,
        createdAt: row.created_at.getTime(),
      };
    }),
    nextCursor: rows.length > data.pageSize ? String(page[page.length - 1]!.id) : null,
  };
};
