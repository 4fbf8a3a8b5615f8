import type { GameSaleState, gameSaleStates } from '../../../../sdk/commands/apps';
import type { CommandHandler } from '../handler';

export interface SaleRow {
  app_key: string;
  lottery_type: number | null;
  category: 'lottery' | 'scratch' | 'e_instant';
  on_sale: boolean;
  sales_suspended: boolean;
  sales_close_at: Date | null;
  /** A scratch-card game: whether a pool on sale still has a card (null for other games). */
  has_ticket: boolean | null;
}

// A scratch-card game's pool on sale with a card left (the partial unique index scratch_pools_open
// holds at most one such pool per game): without one, the game's tickets are unavailable.
const SCRATCH_TICKET_JOIN = `left join lateral (
      select exists (select 1 from scratch_pools p where p.app_key = g.app_key and p.closed_at is null and p.next_card < p.card_count) as has_ticket
    ) t on g.category = 'scratch'`;

// One game (app key $1) and its draw on sale now: the same decision as SALE_SQL for one row.
export const ONE_SALE_SQL = `
  select g.app_key, g.lottery_type, g.category, g.on_sale, g.sales_suspended, d.sales_close_at, d.phase, d.expected_at, t.has_ticket
    from games g
    left join lateral (
      select phase, sales_close_at, expected_at from draws
       where lottery_type = g.lottery_type and expected_at > to_timestamp($2 / 1000.0) and sales_close_at > to_timestamp($2 / 1000.0)
       order by expected_at limit 1
    ) d on g.lottery_type is not null
    ${SCRATCH_TICKET_JOIN}
   where g.app_key = $1`;

// One statement: every game (or one category) in display order, and for a draw game its draw open
// for sale now, one probe of draws_by_time (lottery_type, expected_at) per game, as 660203 reads it.
const SALE_SQL = `
  select g.app_key, g.lottery_type, g.category, g.on_sale, g.sales_suspended, d.sales_close_at, t.has_ticket
    from games g
    left join lateral (
      select sales_close_at from draws
       where lottery_type = g.lottery_type and expected_at > to_timestamp($1 / 1000.0) and sales_close_at > to_timestamp($1 / 1000.0)
       order by expected_at limit 1
    ) d on g.lottery_type is not null
    ${SCRATCH_TICKET_JOIN}
   where $2::text is null or g.category = $2::text
   order by g.sort_order, g.app_key`;

/** The state a game is in, from its row (the order the purchase checks it in, order-rules.ts). */
export function saleState(row: SaleRow): GameSaleState {
  if (!row.on_sale) return 'notAvailable';
  if (row.sales_suspended) return 'salesSuspended';
  if (row.category === 'lottery' && row.sales_close_at === null) return 'pendingSale';
  if (row.category === 'scratch' && row.has_ticket === false) return 'ticketUnavailable';
  return 'onSale';
}

/** 660009: the sale state of every game (or one category); a read. */
export const gameSaleStatesHandler: CommandHandler<typeof gameSaleStates> = async (ctx, data) => {
  const now = ctx.clock.now();
  const { rows } = await ctx.db.query<SaleRow>(SALE_SQL, [now, data.category ?? null]);
  return {
    games: rows.map((row) => {
      const state = saleState(row);
      return { appKey: row.app_key, lotteryType: row.lottery_type, state, salesCloseAt: state === 'onSale' && row.sales_close_at ? row.sales_close_at.getTime() : null };
    }),
    serverTime: now,
  };
};
