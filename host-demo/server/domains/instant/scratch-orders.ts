/** The order list's Scratch Cards tab (101065 tab scratch): a player's cards as orders. */
import type { OrderSummary } from '../../../../sdk/commands/orders';
import type { Queryable } from '../../db/database';
import { CARD_COLUMNS, cardNumber, type CardRow } from './card-rows';

/** SPEC §4 play type of an instant game. */
export const INSTANT_PLAY_TYPE = 400006;
const MAX_ID = 2n ** 63n - 1n;

/** The status condition of each filter: unsettled is not yet scratched; win and not win once scratched. */
const FILTERS = {
  all: 'true',
  unsettled: 'c.scratched_at is null',
  win: 'c.scratched_at is not null and c.prize > 0',
  notWin: 'c.scratched_at is not null and c.prize = 0',
} as const;

/** A card as an order: status 1 until scratched, then 3 won or 2 not won; the prize once scratched. */
export function cardOrderSummary(row: CardRow): OrderSummary {
  const scratched = row.scratched_at !== null;
  const prize = Number(row.prize);
  return {
    orderId: String(row.id),
    lotteryType: null,
    appKey: row.app_key,
    playType: INSTANT_PLAY_TYPE,
    plan: [],
    multiples: [],
    drawCount: 1,
    phase: null,
    status: !scratched ? 1 : prize > 0 ? 3 : 2,
    amount: Number(row.amount),
    prizeAmount: scratched ? prize : 0,
    purchaseTime: row.sold_at.getTime(),
    chaseId: null,
    orderPrizeStatus: null,
    instant: { cardId: String(row.id), cardNumber: cardNumber(Number(row.pool_no), Number(row.card_index)), state: scratched ? 'scratched' : 'unscratched' },
  };
}

/**
 * One page of the player's cards, newest (or oldest) first, keyset by card id over the partial
 * index of a player's cards; each card's pool read by primary key.
 */
export async function scratchOrderPage(
  db: Queryable,
  playerId: number,
  q: { filter: keyof typeof FILTERS; sort: 'newest' | 'oldest'; pageSize: number; cursor?: string | undefined },
): Promise<{ items: OrderSummary[]; nextCursor: string | null }> {
  const newest = q.sort === 'newest';
  const params: unknown[] = [playerId, q.pageSize + 1];
  const where = ['c.player_id = $1', FILTERS[q.filter]];
  if (q.cursor !== undefined && BigInt(q.cursor) > MAX_ID) {
    if (!newest) return { items: [], nextCursor: null };
  } else if (q.cursor !== undefined) {
    params.push(q.cursor);
    where.push(`c.id ${newest ? '<' : '>'} $${params.length}`);
  }
  const { rows } = await db.query<CardRow>(
    `select ${CARD_COLUMNS} from scratch_cards c join scratch_pools p on p.id = c.pool_id
      where ${where.join(' and ')} order by c.id ${newest ? 'desc' : 'asc'} limit $2`,
    params,
  );
  const page = rows.slice(0, q.pageSize);
  return { items: page.map(cardOrderSummary), nextCursor: rows.length > q.pageSize ? String(page[page.length - 1]!.id) : null };
}
