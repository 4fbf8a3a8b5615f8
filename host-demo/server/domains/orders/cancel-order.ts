import type { cancelOrder } from '../../../../sdk/commands/orders';
import { ErrorCode } from '../../../../sdk/errors/codes';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { postMovement, type PlayerAccountKind } from '../wallet/ledger';

// The decision in one statement: the order, if it is the player's single order still waiting and
// its draw's sales are open, locked FOR UPDATE (two cancellations: the second waits, then finds
// it refunded) with its draw FOR SHARE (the sales close locks the draw FOR UPDATE to fix the
// ticket fingerprint, so a cancelled ticket is never in it, and a ticket in it is never
// cancelled); it becomes refunded (6); and its stake leaves the wager limit's window when it
// counted there (bought inside the window the limit is counting, so with the limit in force: a
// limit set or renewed later starts its window after the purchase).
const CANCEL_SQL = `
  with target as (
    select o.id from orders o join draws d on d.id = o.draw_id
     where o.id = $1 and o.player_id = $2 and o.chase_id is null and o.status = 1
       and d.closed_at is null and d.drawn_at is null and d.sales_close_at > $3
       for update of o for share of d
  ), cancelled as (
    update orders o set status = 6, settled_at = $3 from target where o.id = target.id
    returning o.id, o.amount, o.created_at
  ), given_back as (
    update player_limits l set used = greatest(l.used - c.amount, 0), updated_at = $3
      from cancelled c
     where l.player_id = $2 and l.limit_type = 4 and l.period_start <= c.created_at and c.created_at < l.period_end
  )
  select id, amount from cancelled`;

// What the order's stake took from each of the player's balances (its `stake` movement).
const STAKE_LEGS_SQL = `
  select a.kind, -sum(e.amount) as amount
    from ledger_movements m
    join ledger_entries e on e.movement_id = m.id
    join ledger_accounts a on a.id = e.account_id
   where m.idempotency_key = $1 and a.player_id is not null
   group by a.kind`;

/**
 * Cancels the player's single order in the caller's transaction (see {@link CANCEL_SQL}) and
 * returns its stake to the balances it came from, in one `stake_refund` movement
 * `order-refund:<id>`: gift money stays gift, winnings stay withdrawable. Not the player's order:
 * 404001201; not cancellable: 403001206.
 */
export async function cancelPlayerOrder(tx: Queryable, playerId: number, orderId: string, now: number): Promise<{ refundAmount: number }> {
  const at = new Date(now);
  const { rows } = await tx.query<{ id: number; amount: number }>(CANCEL_SQL, [orderId, playerId, at]);
  const cancelled = rows[0];
  if (!cancelled) {
    const { rows: mine } = await tx.query('select 1 from orders where id = $1 and player_id = $2', [orderId, playerId]);
    throw new GatewayError(mine.length === 0 ? ErrorCode.orderNotFound : ErrorCode.orderNotCancellable);
  }
  const refundAmount = Number(cancelled.amount);
  await refundStake(tx, playerId, String(cancelled.id), refundAmount, `order ${cancelled.id} cancelled`, now);
  return { refundAmount };
}

/**
 * Returns an order's stake to the balances it was paid from (its original method: gift money stays
 * gift, winnings stay withdrawable), in one `stake_refund` movement `order-refund:<id>`, which the
 * ledger refuses twice. For a cancellation (103001) and a completed sales-suspension refund.
 */
export async function refundStake(tx: Queryable, playerId: number, orderId: string, amount: number, memo: string, now: number): Promise<void> {
  const { rows: paid } = await tx.query<{ kind: PlayerAccountKind; amount: number }>(STAKE_LEGS_SQL, [`order:${orderId}`]);
  const legs = paid.filter((p) => Number(p.amount) > 0).map((p) => ({ account: { playerId, kind: p.kind }, amount: Number(p.amount) }));
  if (legs.reduce((sum, l) => sum + l.amount, 0) !== amount) throw new Error(`order ${orderId}: its stake movement does not match its amount`);
  await postMovement(tx, {
    idempotencyKey: `order-refund:${orderId}`,
    kind: 'stake_refund',
    memo,
    reference: orderId,
    legs: [{ account: { house: 'house_sales' }, amount: -amount }, ...legs],
    at: now,
  });
}

/** 103001: cancels the player's order (see {@link cancelPlayerOrder}); the wallet event after commit. */
export const cancelOrderHandler: CommandHandler<typeof cancelOrder> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { refundAmount } = await ctx.db.transaction((tx) => cancelPlayerOrder(tx, playerId, data.orderId, ctx.clock.now()));
  await ctx.events.publish({ kind: 'player', playerId, changeType: 'wallet' });
  return { orderId: data.orderId, status: 6, refundAmount };
};
