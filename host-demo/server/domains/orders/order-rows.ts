import type { OrderSummary, RefundState } from '../../../../sdk/commands/orders';
import type { Queryable } from '../../db/database';
import { grandPrizeStatusAt } from './grand-prize-rules';

/** An order as the list, the detail and the chase read it. */
export interface OrderRow {
  id: number;
  lottery_type: number;
  app_key: string;
  play_type: number;
  draw_id: number;
  phase: string;
  status: number;
  amount: number;
  entries: number;
  prize: number;
  created_at: Date;
  chase_id: number | null;
  prize_status: number | null;
  grand_prize_amount: number | null;
  prize_expires_at: Date | null;
  plan: number[][];
  multiples: number[];
  draw_count: number;
  /** The state of its sales-suspended refund (order_refunds), null when it has none. */
  refund_state: RefundState | null;
}

/**
 * Columns of {@link OrderRow} from `orders o join draws d`; the plan and its multiples are the
 * order's lines in order, one index probe per order (order_lines primary key), and a plan's draws
 * one primary-key probe of chases.
 */
export const ORDER_COLUMNS = `
  o.id, o.lottery_type, o.app_key, o.play_type, o.draw_id, d.phase, o.status, o.amount, o.entries, o.prize, o.created_at,
  o.chase_id, o.prize_status, o.grand_prize_amount, o.prize_expires_at,
  (select coalesce(json_agg(l.numbers order by l.line_no), '[]'::json) from order_lines l where l.order_id = o.id) as plan,
  (select coalesce(json_agg(l.multiple order by l.line_no), '[]'::json) from order_lines l where l.order_id = o.id) as multiples,
  coalesce((select c.draws_total from chases c where c.id = o.chase_id), 1) as draw_count,
  (select r.state from order_refunds r where r.order_id = o.id) as refund_state`;

/**
 * One row of the order list (SPEC §2 columns), as at `now`: a grand prize whose deadline has come
 * reads as expired (grand-prize-rules.ts) even before the scheduler's next run.
 */
export function toSummary(row: OrderRow, now: number): OrderSummary {
  return {
    orderId: String(row.id),
    lotteryType: row.lottery_type,
    appKey: row.app_key,
    playType: row.play_type,
    plan: row.plan,
    multiples: row.multiples,
    drawCount: Number(row.draw_count),
    phase: row.phase,
    status: row.status,
    amount: Number(row.amount),
    prizeAmount: Number(row.prize),
    purchaseTime: row.created_at.getTime(),
    chaseId: row.chase_id === null ? null : String(row.chase_id),
    orderPrizeStatus: row.prize_status === null || row.prize_expires_at === null ? row.prize_status : grandPrizeStatusAt(row.prize_status, row.prize_expires_at.getTime(), now),
    // As 103005 answers: a refunded order without a refund row was refunded at once (completed).
    refundState: Number(row.status) === 6 ? (row.refund_state ?? 'completed') : null,
  };
}

/** One of the player's orders, or null (another player's order is not found either). */
export async function playerOrder(db: Queryable, playerId: number, orderId: string): Promise<OrderRow | null> {
  if (!/^\d{1,18}$/.test(orderId)) return null;
  const { rows } = await db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o join draws d on d.id = o.draw_id where o.id = $1 and o.player_id = $2`,
    [orderId, playerId],
  );
  return rows[0] ?? null;
}
