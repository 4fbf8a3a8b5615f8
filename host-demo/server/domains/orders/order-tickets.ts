import type { TicketLeaf } from '../../../../sdk/draws';
import type { Queryable } from '../../db/database';
import type { TicketSource } from '../draws/ticket-source';

/**
 * The id of an order line's leaf in its draw's fingerprint, `<orderId>-<lineNo>`: what the
 * ticket proofs (101068) answer the player. ORDER_TICKETS writes the same text in SQL.
 *
 * @example orderTicketId(1001, 0) // '1001-0'
 */
export function orderTicketId(orderId: number | string, lineNo: number): string {
  return `${orderId}-${lineNo}`;
}

/**
 * The tickets of a draw for its fingerprint at sales close: one leaf per order line, id
 * `<orderId>-<lineNo>` ({@link orderTicketId}, what the order detail offers the player to verify),
 * numbers as bought.
 * One statement over the draw's orders (index orders_draw); the tree sorts the leaves by hash
 * itself. Refunded orders of a stopped plan are left out: they were never in the draw.
 *
 * @example createDrawScheduler({ db, clock, tickets: ORDER_TICKETS });
 */
export const ORDER_TICKETS: TicketSource = {
  async ticketLeaves(tx: Queryable, drawId: number): Promise<TicketLeaf[]> {
    const { rows } = await tx.query<{ ticket_id: string; numbers: number[] }>(
      `select o.id || '-' || l.line_no as ticket_id, l.numbers
         from orders o join order_lines l on l.order_id = o.id
        where o.draw_id = $1 and o.status <> 6`,
      [drawId],
    );
    return rows.map((r) => ({ ticketId: r.ticket_id, numbers: r.numbers }));
  },
};
