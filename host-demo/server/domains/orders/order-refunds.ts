/**
 * Sales suspension and the refunds it brings (SPEC §4: sales-suspended cancellation refunded to
 * the original method; refund states under review, refunding, completed, unsuccessful). The
 * operator's tools: `npm run game:suspend` ({@link suspendGameSales}) and `npm run refund:review`
 * ({@link reviewRefund}); the player reads a refund with 103005.
 */
import type { Database } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import { refundStake } from './cancel-order';

export type RefundState = 'underReview' | 'refunding' | 'completed' | 'unsuccessful';
export const REFUND_ACTIONS = ['approve', 'complete', 'fail'] as const;
export type RefundAction = (typeof REFUND_ACTIONS)[number];

// One statement: the game's sales stop, and its orders still waiting for a draw whose sales have
// not closed (a closed draw's tickets are fixed in its commitment: they are drawn) become refunded
// (6), each with a refund under review. The draws are locked FOR SHARE as a cancellation does, so
// the sales close never fixes a ticket that is being cancelled.
const SUSPEND_SQL = `
  with game as (
    update games set sales_suspended = true where app_key = $1 returning app_key
  ), target as (
    select o.id, o.player_id, o.amount from orders o join draws d on d.id = o.draw_id join game g on g.app_key = o.app_key
     where o.status in (1, 5) and d.closed_at is null and d.drawn_at is null
       for update of o for share of d
  ), cancelled as (
    update orders o set status = 6, settled_at = $2 from target where o.id = target.id returning o.id, o.player_id, o.amount
  ), refunds as (
    insert into order_refunds (order_id, player_id, amount, reason, state, created_at, updated_at)
    select id, player_id, amount, 'salesSuspended', 'underReview', $2, $2 from cancelled returning order_id
  )
  select (select count(*) from game)::int as games, (select count(*) from refunds)::int as refunds`;

/** Suspends a game's sales and cancels its waiting orders into refunds under review. Null: no such game. */
export async function suspendGameSales(db: Database, appKey: string, now: number): Promise<{ refunds: number } | null> {
  const { rows } = await db.query<{ games: number; refunds: number }>(SUSPEND_SQL, [appKey, new Date(now)]);
  return Number(rows[0]!.games) === 0 ? null : { refunds: Number(rows[0]!.refunds) };
}

/** The state each action moves a refund from, and to. */
const STEPS: Record<RefundAction, { from: RefundState[]; to: RefundState }> = {
  approve: { from: ['underReview'], to: 'refunding' },
  complete: { from: ['refunding'], to: 'completed' },
  fail: { from: ['underReview', 'refunding'], to: 'unsuccessful' },
};

export interface RefundReview {
  /** The refund's state before and after; null when there is no refund for that order. */
  before: RefundState;
  after: RefundState;
  changed: boolean;
}

/**
 * Moves one refund a step: in one conditional UPDATE on its state (two operators at once: one
 * moves it, the other finds it moved and changes nothing). Completing it returns the stake to the
 * balances it was paid from in the same transaction; the player's page hears the wallet event.
 */
export async function reviewRefund(deps: { db: Database; events: EventBus }, orderId: number, action: RefundAction, now: number): Promise<RefundReview | null> {
  const step = STEPS[action];
  const outcome = await deps.db.transaction(async (tx) => {
    const { rows: current } = await tx.query<{ state: RefundState }>('select state from order_refunds where order_id = $1', [orderId]);
    if (!current[0]) return null;
    const { rows } = await tx.query<{ player_id: number; amount: number }>(
      `update order_refunds set state = $2, updated_at = $4 where order_id = $1 and state = any($3::text[]) returning player_id, amount`,
      [orderId, step.to, step.from, new Date(now)],
    );
    const moved = rows[0];
    if (!moved) {
      const { rows: now_ } = await tx.query<{ state: RefundState }>('select state from order_refunds where order_id = $1', [orderId]);
      return { before: current[0].state, after: now_[0]!.state, changed: false, playerId: null };
    }
    if (step.to === 'completed') await refundStake(tx, Number(moved.player_id), String(orderId), Number(moved.amount), `order ${orderId} refunded: sales suspended`, now);
    return { before: current[0].state, after: step.to, changed: true, playerId: Number(moved.player_id) };
  });
  if (!outcome) return null;
  if (outcome.changed && outcome.playerId !== null) await deps.events.publish({ kind: 'player', playerId: outcome.playerId, changeType: 'wallet' });
  return { before: outcome.before, after: outcome.after, changed: outcome.changed };
}
