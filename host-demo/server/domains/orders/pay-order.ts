import { ErrorCode } from '../../../../sdk/errors/codes';
import type { Queryable } from '../../db/database';
import { GatewayError } from '../../errors/gateway-error';
import { sameRequestSql } from '../idempotency';
import { claimAllowanceSql, claimOutcome } from '../responsible-play/allowance';
import { wagerWindowOrRefuse } from '../responsible-play/wager-allowance';
import { InsufficientFundsError, lockPlayerAccountsSql, lockedAccountsOf, writeMovement, type PlayerAccountKind } from '../wallet/ledger';
import { spendPlan } from '../wallet/spend-plan';
import { refuseUnlessOnSale, type GameSaleRow, type PricedOrder } from './order-rules';

/** The wager limit's claim inside the locking statement: player $4, at $2, amount $5. */
const WAGER_CLAIM = claimAllowanceSql({ player: '$4', type: '4', at: '$2', amount: '$5', force: 'false' });

/** A row of the paying transaction's locking statement: the game's row, a draw, an account, the wager claim. */
interface LockedRow {
  part: 'game' | 'draw' | 'account' | 'house' | 'wager';
  draw_seq: number | null;
  id: number | null;
  phase: string | null;
  kind: string | null;
  balance: number | null;
  app_key: string;
  on_sale: boolean;
  sales_suspended: boolean;
  period_start: Date | null;
  has_limit: boolean;
}

/** A priced order being bought by a verified player. */
export interface Purchase {
  playerId: number;
  idempotencyKey: string;
  /** The request's fingerprint (domains/idempotency.ts), kept with the key on the first draw's order. */
  requestHash: Buffer;
  order: PricedOrder;
  now: number;
}

/** The bought order (the first draw's), and its plan when it covers several draws. */
export interface PlacedOrder {
  orderId: number;
  chaseId: number | null;
}

/** Another request with the same key got there first: answer its order instead. */
export class OrderKeyTakenError extends Error {
  override name = 'OrderKeyTakenError';
}

/** SPEC §4 order status of an order waiting for its draw: 1 single, 5 part of a plan. */
export const WAITING_SINGLE = 1;
export const WAITING_CHASE = 5;

/**
 * Pays an order in the caller's transaction: its draws, rows, lines and the ledger movement
 * commit together or not at all, so a refused purchase charges nothing.
 *
 * - Game: its row says it is on sale and not suspended (order-rules.ts refuseUnlessOnSale), read
 *   in the same statement as the locks below.
 * - Draws: the next `drawCount` phases of the game whose sales are open at `now`, locked FOR
 *   SHARE. Closing a phase (draws/close-sales.ts) locks it FOR UPDATE to fix the ticket
 *   fingerprint, so a ticket is either committed before the close reads the tickets (and is in
 *   the fingerprint) or sees the phase closed and is refused (403001202). When the request names
 *   the phase it was shown, a phase that closed meanwhile is refused rather than swapped.
 * - Money: the player's accounts are locked, then the balance is split over the buckets in the
 *   ledger's documented order (wallet/spend-plan.ts: gift, bet, withdrawable); not enough is
 *   403001201. The ledger refuses an overdraft again as a backstop.
 * - Wager limit: the bet is claimed against it in the locking statement (responsible-play/
 *   allowance.ts claimAllowanceSql, one UPDATE deciding); above what remains is 403000619 with
 *   the limit's record (wager-allowance.ts), checked after the money, as before.
 * - A plan (drawCount > 1) is a chase row and one order per draw (status 5), paid by one
 *   `chase_stake` movement `chase:<chaseId>`; a single order (status 1) by `stake` `order:<id>`.
 *   The chase keeps the wager window its amount counted in, for the refund of a stop.
 *
 * @throws OrderKeyTakenError when the key is already used (the caller answers that order)
 */
export async function payOrder(tx: Queryable, p: Purchase): Promise<PlacedOrder> {
  const { order, playerId, now } = p;
  const at = new Date(now);
  // One statement: the game's sale row; the draws locked FOR SHARE; the player's accounts locked
  // in id order (as the ledger's lockAccounts does, so purchases and credits of one player
  // serialise) with their balances; the house sales account the stake goes to; and the bet
  // counted against the wager limit (claimed whatever else is refused: any refusal below rolls
  // the transaction, and the claim, back).
  const { rows: locked } = await tx.query<LockedRow>(
    `with ${WAGER_CLAIM.cte},
     g as (select app_key, on_sale, sales_suspended from games where lottery_type = $1),
     d as (
       select id, phase, expected_at from draws
        where lottery_type = $1 and closed_at is null and drawn_at is null and sales_close_at > $2
        order by expected_at
        limit $3
        for share
     ),
     a as (${lockPlayerAccountsSql('$4')})
     select 'draw' as part, row_number() over (order by expected_at) as draw_seq, id, phase, null as kind, null::bigint as balance,
            null as app_key, null::boolean as on_sale, null::boolean as sales_suspended, null::timestamptz as period_start, null::boolean as has_limit from d
     union all
     select 'account', null, id, null, kind, balance, null, null, null, null, null from a
     union all
     select 'house', null, id, null, kind, null, null, null, null, null, null from ledger_accounts where player_id is null and kind = 'house_sales'
     union all
     select 'game', null, null, null, null, null, app_key, on_sale, sales_suspended, null, null from g
     union all
     select 'wager', null, null, null, null, null, null, null, null, ${WAGER_CLAIM.columns}`,
    [order.lotteryType, at, order.drawCount, playerId, order.amount],
  );
  refuseUnlessOnSale(locked.find((r) => r.part === 'game') as GameSaleRow | undefined, order.appKey);
  const draws = locked.filter((r) => r.part === 'draw').sort((a, b) => Number(a.draw_seq) - Number(b.draw_seq));
  if (draws.length < order.drawCount || (order.phase !== undefined && draws[0]!.phase !== order.phase)) {
    throw new GatewayError(ErrorCode.salesClosed);
  }

  const accounts = lockedAccountsOf(locked.filter((r) => r.part === 'account' || r.part === 'house').map((r) => ({ id: r.id!, kind: r.kind!, balance: r.balance, house: r.part === 'house' })));
  const balances: Record<PlayerAccountKind, number> = { bet: 0, gift: 0, withdrawable: 0 };
  for (const [kind, a] of accounts.player) balances[kind as PlayerAccountKind] = a.balance;
  const plan = spendPlan(balances, order.amount);
  if (!plan) throw new GatewayError(ErrorCode.insufficientBalance);
  const wagerWindow = wagerWindowOrRefuse(await claimOutcome(tx, locked.find((r) => r.part === 'wager')!, playerId, 4, now));

  const paid = (kind: string) => plan.find((b) => b.kind === kind)?.amount ?? 0;
  let chaseId: number | null = null;
  if (order.drawCount > 1) {
    // The window the plan's amount counted in, so stopping it gives its refund back there
    // (stop-chase.ts; 025_chase_wager_window.sql).
    const { rows } = await tx.query<{ id: number }>(
      `insert into chases (player_id, lottery_type, idempotency_key, draws_total, amount, paid_gift, paid_bet, paid_withdrawable, created_at, wager_window_start)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (player_id, idempotency_key) do nothing returning id`,
      [playerId, order.lotteryType, p.idempotencyKey, order.drawCount, order.amount, paid('gift'), paid('bet'), paid('withdrawable'), at, wagerWindow],
    );
    if (!rows[0]) throw new OrderKeyTakenError(p.idempotencyKey);
    chaseId = Number(rows[0].id);
  }

  // The order rows (one per draw) and their lines in one statement; a key already used inserts
  // no order, and so no line.
  const { rows: orders } = await tx.query<{ id: number }>(
    `with o as (
       insert into orders (player_id, lottery_type, app_key, play_type, draw_id, chase_id, idempotency_key, draw_seq, amount, entries, status, created_at, request_hash)
       select $1, $2, $3, $4, d.id, $5, $6, d.seq, $7, $8, $9, $10, case when d.seq = 1 then $13::bytea end
         from unnest($11::bigint[]) with ordinality as d(id, seq)
       on conflict (player_id, idempotency_key, draw_seq) do nothing
       returning id
     ),
     lines as (
       insert into order_lines (order_id, line_no, numbers, multiple, entries)
       select o.id, l.ord - 1,
              array(select x::int from jsonb_array_elements_text(l.value -> 'numbers') with ordinality as e(x, i) order by i),
              (l.value ->> 'multiple')::smallint, (l.value ->> 'entries')::int
         from o cross join jsonb_array_elements($12::jsonb) with ordinality as l(value, ord)
     )
     select id from o`,
    [playerId, order.lotteryType, order.appKey, order.playType, chaseId, p.idempotencyKey, order.amountPerDraw, order.entries,
      chaseId === null ? WAITING_SINGLE : WAITING_CHASE, at, draws.map((d) => d.id), JSON.stringify(order.lines), p.requestHash],
  );
  if (orders.length < order.drawCount) throw new OrderKeyTakenError(p.idempotencyKey);
  const orderIds = orders.map((o) => Number(o.id)).sort((a, b) => a - b);

  try {
    await writeMovement(tx, {
      idempotencyKey: chaseId === null ? `order:${orderIds[0]}` : `chase:${chaseId}`,
      kind: chaseId === null ? 'stake' : 'chase_stake',
      memo: chaseId === null ? `order ${orderIds[0]}` : `plan ${chaseId} (${order.drawCount} draws)`,
      legs: [
        ...plan.map((b) => ({ account: { playerId, kind: b.kind }, amount: -b.amount })),
        { account: { house: 'house_sales' as const }, amount: order.amount },
      ],
      at: now,
    }, accounts);
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new GatewayError(ErrorCode.insufficientBalance);
    throw error;
  }
  return { orderId: orderIds[0]!, chaseId };
}

/** The order a key bought (the first draw's), if any, and whether it was bought by the request whose fingerprint is `requestHash`. */
export async function orderByKey(db: Queryable, playerId: number, idempotencyKey: string, requestHash: Buffer): Promise<(PlacedOrder & { sameRequest: boolean }) | null> {
  const { rows } = await db.query<{ id: number; chase_id: number | null; same_request: boolean }>(
    `select id, chase_id, ${sameRequestSql('request_hash', '$3')} as same_request
       from orders where player_id = $1 and idempotency_key = $2 and draw_seq = 1`,
    [playerId, idempotencyKey, requestHash],
  );
  const row = rows[0];
  return row ? { orderId: Number(row.id), chaseId: row.chase_id === null ? null : Number(row.chase_id), sameRequest: row.same_request } : null;
}
