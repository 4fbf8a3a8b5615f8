/** The order list's E-Instants tab (101065 tab instant): a player's real-money e-instant rounds as orders. */
import type { OrderSummary } from '../../../../sdk/commands/orders';
import type { Queryable } from '../../db/database';
import { INSTANT_PLAY_TYPE } from './scratch-orders';

const MAX_ID = 2n ** 63n - 1n;

/** Each filter's condition: unsettled is still open; win and not win once closed. */
const FILTERS = {
  all: 'true',
  unsettled: "r.status = 'open'",
  win: "r.status = 'closed' and r.win > 0",
  notWin: "r.status <> 'open' and r.win = 0",
} as const;

export interface RoundRow {
  id: string;
  app_key: string;
  round_id: string;
  status: 'open' | 'closed' | 'rolled_back';
  stake: string | number;
  win: string | number;
  opened_at: Date;
  closed_at: Date | null;
}
export const ROUND_COLUMNS = 'r.id::text as id, r.app_key, r.round_id, r.status, r.stake, r.win, r.opened_at, r.closed_at';

/** A round as an order: 1 open, 3 won, 2 not won, 6 rolled back (its stake returned). */
export function roundOrderSummary(row: RoundRow): OrderSummary {
  const win = Number(row.win);
  return {
    orderId: row.id,
    lotteryType: null,
    appKey: row.app_key,
    playType: INSTANT_PLAY_TYPE,
    plan: [],
    multiples: [],
    drawCount: 1,
    phase: null,
    status: row.status === 'open' ? 1 : row.status === 'rolled_back' ? 6 : win > 0 ? 3 : 2,
    // A round's amount is what it staked at its peak: a rolled-back one shows what was returned.
    amount: Number(row.stake),
    prizeAmount: win,
    purchaseTime: row.opened_at.getTime(),
    chaseId: null,
    orderPrizeStatus: null,
    eInstant: { roundId: row.round_id, state: row.status },
  };
}

/** One page of the player's real-money rounds, keyset by id over e_instant_rounds_player. */
export async function eInstantOrderPage(
  db: Queryable,
  playerId: number,
  q: { filter: keyof typeof FILTERS; sort: 'newest' | 'oldest'; pageSize: number; cursor?: string | undefined },
): Promise<{ items: OrderSummary[]; nextCursor: string | null }> {
  const newest = q.sort === 'newest';
  const params: unknown[] = [playerId, q.pageSize + 1];
  const where = ['r.player_id = $1', 'not r.demo', FILTERS[q.filter]];
  if (q.cursor !== undefined && BigInt(q.cursor) > MAX_ID) {
    if (!newest) return { items: [], nextCursor: null };
  } else if (q.cursor !== undefined) {
    params.push(q.cursor);
    where.push(`r.id ${newest ? '<' : '>'} $${params.length}`);
  }
  const { rows } = await db.query<RoundRow>(`select ${ROUND_COLUMNS} from e_instant_rounds r where ${where.join(' and ')} order by r.id ${newest ? 'desc' : 'asc'} limit $2`, params);
  const page = rows.slice(0, q.pageSize);
  return { items: page.map(roundOrderSummary), nextCursor: rows.length > q.pageSize ? page[page.length - 1]!.id : null };
}
