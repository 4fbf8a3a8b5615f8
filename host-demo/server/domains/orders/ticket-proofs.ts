import type { ticketProofs } from '../../../../sdk/commands/orders';
import type { TicketTree } from '../../../../sdk/draws';
import { ticketTree } from '../../../../sdk/draws';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler, type HandlerContext } from '../handler';
import { ORDER_TICKETS, orderTicketId } from './order-tickets';

/** Refunded (a stopped plan's undrawn order): never in its draw's fingerprint (order-tickets.ts). */
const REFUNDED = 6;

interface OrderDraw {
  id: number;
  draw_id: number;
  status: number;
  lottery_type: number;
  phase: string;
  ticket_root: string | null;
  ticket_count: number | null;
  lines: { lineNo: number; numbers: number[] }[];
}

/**
 * One statement: the player's order (none for another player's: the same not-found), its draw's
 * fingerprint and its lines, by primary keys.
 */
const ORDER_DRAW_SQL = `
  select o.id, o.draw_id, o.status, d.lottery_type, d.phase, d.ticket_root, d.ticket_count,
         (select json_agg(json_build_object('lineNo', l.line_no, 'numbers', l.numbers) order by l.line_no)
            from order_lines l where l.order_id = o.id) as lines
    from orders o join draws d on d.id = o.draw_id
   where o.id = $1 and o.player_id = $2`;

/**
 * The tree of the draw's tickets: from this process's cache when the router gave one, else built
 * from the draw's tickets, read in one indexed statement (ORDER_TICKETS, index orders_draw).
 */
function drawTree(ctx: HandlerContext, drawId: number, root: string): Promise<TicketTree> {
  const load = () => ORDER_TICKETS.ticketLeaves(ctx.db, drawId);
  return ctx.ticketTrees ? ctx.ticketTrees.tree(root, load) : load().then(ticketTree);
}

/**
 * 101068: the inclusion proof of each ticket (line) of one of the player's orders in the
 * fingerprint its draw published at sales close, so the player can check with sdk/draws
 * `verifyTicketInDraw` (or `<nl-draw-verifier>`) that the ticket was in the draw. Before the close
 * there is no fingerprint: state `salesOpen`; a refunded order was never in the draw: `refunded`.
 * Reads the order and the draw's tickets only, however long the history.
 */
export const ticketProofsHandler: CommandHandler<typeof ticketProofs> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  if (!/^\d{1,18}$/.test(data.orderId)) throw new GatewayError(ErrorCode.orderNotFound);
  const { rows } = await ctx.db.query<OrderDraw>(ORDER_DRAW_SQL, [data.orderId, playerId]);
  const order = rows[0];
  if (!order) throw new GatewayError(ErrorCode.orderNotFound);
  const root = order.ticket_root;
  const answer = {
    lotteryType: order.lottery_type,
    phase: order.phase,
    ticketRoot: root,
    ticketCount: order.ticket_count === null ? null : Number(order.ticket_count),
  };
  if (order.status === REFUNDED) return { state: 'refunded', ...answer, tickets: [] };
  if (root === null) return { state: 'salesOpen', ...answer, tickets: [] };

  const tree = await drawTree(ctx, Number(order.draw_id), root);
  if (tree.root !== root) {
    // The tickets read now are not those fingerprinted at the close: the proofs below will not
    // verify against the published fingerprint, which is what the player's check should show.
    ctx.log.error({ drawId: order.draw_id, published: root, recomputed: tree.root }, 'ticket fingerprint differs from the tickets of the draw');
  }
  const tickets = await Promise.all(
    (order.lines ?? []).map(async ({ lineNo, numbers }) => {
      // The stored id, not the request's text: '0042' finds order 42, whose leaf is '42-0'.
      const leaf = { ticketId: orderTicketId(order.id, lineNo), numbers };
      // Every line of an order that is not refunded is a leaf of its draw's tree (ORDER_TICKETS).
      const proof = await tree.proof(leaf);
      if (!proof) throw new Error(`ticket ${leaf.ticketId} is missing from the tickets of draw ${order.draw_id}`);
      return { ...leaf, proof };
    }),
  );
  return { state: 'published', ...answer, tickets };
};
