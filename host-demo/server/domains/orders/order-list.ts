import type { orderList } from '../../../../sdk/commands/orders';
import { gameByType } from '../../../../sdk/games/catalogue';
import { requireSession, type CommandHandler } from '../handler';
import { eInstantOrderPage } from '../instant/e-instant-orders';
import { scratchOrderPage } from '../instant/scratch-orders';
import { ORDER_COLUMNS, toSummary, type OrderRow } from './order-rows';

/** The largest bigint: no order id is above it. */
const MAX_ID = 2n ** 63n - 1n;

/** The status condition of each filter (SPEC §2: All, Unsettled, Win, Not win); each has its partial index. */
const FILTERS = {
  all: 'true',
  unsettled: 'o.settled_at is null',
  win: 'o.status in (3, 7)',
  notWin: 'o.status in (2, 4)',
} as const;

/**
 * 101065: the player's orders, newest (or oldest) first, a page at a time by keyset on the order
 * id (`cursor`: the last id of the previous page), so a page costs the same however long the
 * history. `game` narrows to one lottery type, or 'future' to orders whose draw is still to come;
 * `phase` with a lottery type to the orders of that one draw.
 * The Scratch Cards tab lists the player's cards (instant/scratch-orders.ts), the E-Instants tab
 * their real-money rounds (instant/e-instant-orders.ts).
 */
export const orderListHandler: CommandHandler<typeof orderList> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  if (data.tab === 'scratch') return scratchOrderPage(ctx.db, playerId, data);
  if (data.tab === 'instant') return eInstantOrderPage(ctx.db, playerId, data);
  const params: unknown[] = [playerId, data.pageSize + 1];
  const where = ['o.player_id = $1', FILTERS[data.filter]];
  if (data.game === 'future') where.push('o.settled_at is null and o.status in (1, 5)');
  else if (data.game !== undefined) {
    params.push(gameByType(data.game)?.lotteryType ?? data.game);
    where.push(`o.lottery_type = $${params.length}`);
    if (data.phase !== undefined) {
      // One draw: its id by the (lottery_type, phase) key, then the player's orders of it by
      // orders_player_draw, so the cost is that draw's orders, not the player's history.
      params.push(data.phase);
      where.push(`o.draw_id = (select id from draws where lottery_type = $${params.length - 1} and phase = $${params.length})`);
    }
  }
  const newest = data.sort === 'newest';
  // A cursor beyond bigint is past every id: nothing comes after it, every order before it.
  if (data.cursor !== undefined && BigInt(data.cursor) > MAX_ID) {
    if (!newest) return { items: [], nextCursor: null };
  } else if (data.cursor !== undefined) {
    params.push(data.cursor);
    where.push(`o.id ${newest ? '<' : '>'} $${params.length}`);
  }
  const { rows } = await ctx.db.query<OrderRow>(
    `select ${ORDER_COLUMNS} from orders o join draws d on d.id = o.draw_id
      where ${where.join(' and ')}
      order by o.id ${newest ? 'desc' : 'asc'}
      limit $2`,
    params,
  );
  const page = rows.slice(0, data.pageSize);
  const now = ctx.clock.now();
  return { items: page.map((row) => toSummary(row, now)), nextCursor: rows.length > data.pageSize ? String(page[page.length - 1]!.id) : null };
};
