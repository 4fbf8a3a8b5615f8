import { gameByType } from '../../../../sdk/games/catalogue';
import { settleTicket } from '../../../../sdk/games/settle-ticket';
import type { Database, Queryable } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import { postMovement } from '../wallet/ledger';
import { GRAND_PRIZE_CLAIM_MS } from './grand-prize-rules';

/**
 * SPEC §4 statuses after the draw, by kind of order (the mapping documented in 016_orders.sql):
 * a single order 3 won / 2 not won, an order of a plan 7 won / 4 not won.
 */
const WON = { single: 3, chase: 7 } as const;
const LOST = { single: 2, chase: 4 } as const;


/** One winning player of a settled draw, for the popup and the wallet event. */
export interface DrawWinner {
  playerId: number;
  /** Credited winnings of the draw, minor units. */
  totalPrizeAmount: number;
  /** The grand prize won (claimed, not credited), when any. */
  winningBigAmount?: number;
}

/** What settling one draw did. */
export interface DrawSettlement {
  drawId: number;
  settledOrders: number;
  winners: DrawWinner[];
}

interface LineRow {
  order_id: number;
  player_id: number;
  play_type: number;
  chase_id: number | null;
  line_no: number;
  numbers: number[];
  multiple: number;
}

/**
 * Settles every waiting order of a drawn phase, in one transaction:
 *
 * 1. the draw's waiting orders are locked (FOR UPDATE) with their lines, so a second settlement
 *    running at the same time waits, then finds them settled and does nothing;
 * 2. each line is settled in Node with the SDK's `settleTicket` (the function the order detail
 *    and the verifier use);
 * 3. one UPDATE writes every line's prize and one UPDATE every order's status, prize and, for a
 *    grand prize, status 12 (unclaimed; never credited here), both set-based from arrays;
 * 4. each order with winnings gets one ledger movement `prize:<orderId>` (house_prizes →
 *    withdrawable), whose key makes a rerun that got past step 1 harmless too;
 * 5. plans whose every order is settled become completed (2).
 *
 * A crash anywhere rolls the whole draw back; the rerun (see {@link settlePendingDraws}) settles
 * it again from the start, so each order is paid exactly once.
 */
export async function settleDraw(tx: Queryable, drawId: number, now: number): Promise<DrawSettlement> {
  const { rows: draws } = await tx.query<{ lottery_type: number; result: number[] | null }>(
    'select lottery_type, result from draws where id = $1',
    [drawId],
  );
  const draw = draws[0];
  if (!draw?.result) return { drawId, settledOrders: 0, winners: [] };
  const game = gameByType(draw.lottery_type);
  if (!game) throw new Error(`lottery type ${draw.lottery_type} is not in the game catalogue`);

  const { rows: lines } = await tx.query<LineRow>(
    `select o.id as order_id, o.player_id, o.play_type, o.chase_id, l.line_no, l.numbers, l.multiple
       from orders o join order_lines l on l.order_id = o.id
      where o.draw_id = $1 and o.settled_at is null and o.status in (1, 5)
      order by o.id, l.line_no
        for update of o`,
    [drawId],
  );
  if (lines.length === 0) return { drawId, settledOrders: 0, winners: [] };

  const orders = new Map<number, { playerId: number; chase: boolean; prize: number; grand: number }>();
  const linePrizes: number[] = [];
  for (const line of lines) {
    const outcome = settleTicket(game, line.play_type, { numbers: line.numbers, multiple: line.multiple }, draw.result);
    linePrizes.push(outcome.prize);
    const order = orders.get(line.order_id) ?? { playerId: Number(line.player_id), chase: line.chase_id !== null, prize: 0, grand: 0 };
    if (outcome.grandPrize) order.grand += outcome.prize;
    else order.prize += outcome.prize;
    orders.set(line.order_id, order);
  }

  const at = new Date(now);
  await tx.query(
    `update order_lines l set prize = x.prize
       from unnest($1::bigint[], $2::int[], $3::bigint[]) as x(order_id, line_no, prize)
      where l.order_id = x.order_id and l.line_no = x.line_no`,
    [lines.map((l) => l.order_id), lines.map((l) => l.line_no), linePrizes],
  );
  const ids = [...orders.keys()];
  const entries = [...orders.values()];
  const { rows: settled } = await tx.query<{ id: number }>(
    `update orders o
        set status = x.status, prize = x.prize, settled_at = $6,
            grand_prize_amount = nullif(x.grand, 0),
            prize_status = case when x.grand > 0 then 12 end,
            prize_expires_at = case when x.grand > 0 then $7::timestamptz end
       from unnest($1::bigint[], $2::smallint[], $3::bigint[], $4::bigint[]) as x(id, status, prize, grand)
      where o.id = x.id and o.settled_at is null and o.draw_id = $5
      returning o.id`,
    [
      ids,
      entries.map((o) => (o.prize + o.grand > 0 ? WON : LOST)[o.chase ? 'chase' : 'single']),
      entries.map((o) => o.prize),
      entries.map((o) => o.grand),
      drawId,
      at,
      new Date(now + GRAND_PRIZE_CLAIM_MS),
    ],
  );

  const winners = new Map<number, DrawWinner>();
  for (const { id } of settled) {
    const order = orders.get(Number(id))!;
    if (order.prize > 0) {
      await postMovement(tx, {
        idempotencyKey: `prize:${id}`,
        kind: 'prize',
        memo: `order ${id}`,
        legs: [
          { account: { house: 'house_prizes' }, amount: -order.prize },
          { account: { playerId: order.playerId, kind: 'withdrawable' }, amount: order.prize },
        ],
        at: now,
      });
    }
    if (order.prize > 0 || order.grand > 0) {
      const winner = winners.get(order.playerId) ?? { playerId: order.playerId, totalPrizeAmount: 0 };
      winner.totalPrizeAmount += order.prize;
      if (order.grand > 0) winner.winningBigAmount = (winner.winningBigAmount ?? 0) + order.grand;
      winners.set(order.playerId, winner);
    }
  }

  await tx.query(
    `update chases c set state = 2
      where c.state = 1
        and c.id in (select distinct chase_id from orders where draw_id = $1 and chase_id is not null)
        and not exists (select 1 from orders o where o.chase_id = c.id and o.settled_at is null)`,
    [drawId],
  );
  return { drawId, settledOrders: settled.length, winners: [...winners.values()] };
}

/**
 * Settles every drawn phase that still has waiting orders, one transaction per phase, then tells
 * each winner: the win popup (`totalPrizeAmount` floored to whole fils; `winningBigAmount` and
 * `jumpType: 'grandPrize'` for a grand prize, SPEC §4 "grand prize button goes to
 * ordersGrandPrize") and the wallet event, after commit. Run after each draw (the scheduler's
 * `onDrawn`) and at start-up, it also finishes a settlement a crash interrupted.
 *
 * @example createDrawScheduler({ db, clock, tickets: ORDER_TICKETS, onDrawn: () => void settlePendingDraws(db, clock.now(), events) });
 */
export async function settlePendingDraws(db: Database, now: number, events: EventBus): Promise<DrawSettlement[]> {
  const { rows } = await db.query<{ draw_id: number }>(
    `select o.draw_id from orders o join draws d on d.id = o.draw_id and d.drawn_at is not null
      where o.settled_at is null
      group by o.draw_id
      order by o.draw_id`,
  );
  const done: DrawSettlement[] = [];
  for (const { draw_id } of rows) {
    const settlement = await db.transaction((tx) => settleDraw(tx, Number(draw_id), now));
    done.push(settlement);
    for (const w of settlement.winners) {
      const body: Record<string, unknown> = { totalPrizeAmount: Math.floor(w.totalPrizeAmount) };
      if (w.winningBigAmount !== undefined) Object.assign(body, { winningBigAmount: w.winningBigAmount, jumpType: 'grandPrize' });
      await events.publish({ kind: 'player', playerId: w.playerId, changeType: 'popup', body });
      if (w.totalPrizeAmount > 0) await events.publish({ kind: 'player', playerId: w.playerId, changeType: 'wallet' });
    }
  }
  return done;
}

/**
 * Serialises settlement runs of one process: a run asked for while one is going starts once it
 * ends (one more run covers every draw drawn meanwhile). Runs in other processes are safe anyway.
 */
export function settlementRunner(db: Database, clock: { now(): number }, events: EventBus, onError: (error: unknown) => void) {
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  return {
    kick(): Promise<void> {
      if (queued) return running;
      queued = true;
      running = running.then(async () => {
        queued = false;
        await settlePendingDraws(db, clock.now(), events).catch(onError);
      });
      return running;
    },
  };
}
