import { writeSystemNotifications } from '../notifications/notification-store';
import { gameByType } from '../../../../sdk/games/catalogue';
import type { Database, Queryable } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import { GRAND_PRIZE_CLAIM_MS } from './grand-prize-rules';
import { lineOutcomeSql } from './line-outcome-sql';

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

/**
 * Orders settled per transaction (see {@link settleDraw}). A winner gets one prize movement per
 * batch holding winning orders of theirs, so fewer, larger batches mean fewer movements (the
 * ledger is most of settlement's cost beyond marking the orders); the orders' row locks are only
 * those of a drawn phase, which no purchase takes, and the winners' accounts are locked only for
 * the batch's last two statements, so a large batch does not hold purchases up for long.
 */
export const SETTLEMENT_BATCH_ORDERS = 250_000;

/** One player's part of a settled batch. */
interface BatchWinner {
  player_id: number;
  prize: number;
  grand: number;
  /** The player's lowest credited order of the batch: names the prize movement. */
  first_paid: number | null;
  paid_orders: number;
}

/**
 * Settles every waiting order of a drawn phase, set-based, in batches of `batchOrders` orders
 * taken in id order, each batch one transaction of three statements whatever its size:
 *
 * 1. one statement computes every line's outcome in the database with the SDK's rules
 *    ({@link lineOutcomeSql}), marks the batch's orders won or lost with their prize (status 3/2,
 *    7/4 for a plan; a grand prize is recorded as unclaimed, 12, never credited), writes the
 *    prize of each winning line (a losing line of a settled order keeps no prize: most lines
 *    lose, and rewriting them all would double settlement's writes), completes the plans whose
 *    last order this was (2), and answers the winners
 *    per player. Only orders still unsettled are updated (`settled_at is null`, re-checked after
 *    the row lock), so a second settlement running at once waits, then settles nothing twice;
 * 2. the winners' ledger accounts are locked in id order (as postMovement does);
 * 3. one statement credits each winner of the batch with one `prize` movement (house_prizes →
 *    withdrawable) for all their winning orders of the batch, its two entries and the balance
 *    row. The key `prize:<lowest order id>` names an order settled in this very transaction, so
 *    it can never have been used: a clash is a bug and rolls the batch back.
 *
 * A crash rolls back only the batch in progress; the orders of committed batches are settled and
 * paid, the rest still waiting, so the rerun (see {@link settlePendingDraws}) pays each order
 * exactly once. The winners of a batch committed before a crash are not sent their popup again.
 */
export async function settleDraw(db: Database, drawId: number, now: number, batchOrders = SETTLEMENT_BATCH_ORDERS): Promise<DrawSettlement> {
  const { rows: draws } = await db.query<{ lottery_type: number; result: number[] | null }>(
    'select lottery_type, result from draws where id = $1',
    [drawId],
  );
  const draw = draws[0];
  if (!draw?.result) return { drawId, settledOrders: 0, winners: [] };
  const game = gameByType(draw.lottery_type);
  if (!game) throw new Error(`lottery type ${draw.lottery_type} is not in the game catalogue`);
  const rules = lineOutcomeSql(game, draw.result, { playType: 'o.play_type', numbers: 'l.numbers' });
  const prizes = rules.outcomes.map((o) => o.prize);
  const grand = rules.outcomes.map((o) => o.grand);

  let settledOrders = 0;
  let after = 0;
  const winners = new Map<number, DrawWinner>();
  for (;;) {
    const { rows: bounds } = await db.query<{ last: number | null }>(
      `select max(id) as last from (
         select id from orders where draw_id = $1 and id > $2 and settled_at is null and status in (1, 5) order by id limit $3
       ) b`,
      [drawId, after, batchOrders],
    );
    const last = bounds[0]?.last;
    if (last === null || last === undefined) break;
    const batch = await db.transaction((tx) => settleBatch(tx, { drawId, from: after, to: Number(last), now, outcome: rules.outcome, prizes, grand }));
    settledOrders += batch.settled;
    for (const w of batch.winners) {
      const winner = winners.get(w.playerId) ?? { playerId: w.playerId, totalPrizeAmount: 0 };
      winner.totalPrizeAmount += w.totalPrizeAmount;
      if (w.winningBigAmount !== undefined) winner.winningBigAmount = (winner.winningBigAmount ?? 0) + w.winningBigAmount;
      winners.set(w.playerId, winner);
    }
    after = Number(last);
  }
  return { drawId, settledOrders, winners: [...winners.values()] };
}

interface Batch {
  drawId: number;
  /** Orders with from < id <= to. */
  from: number;
  to: number;
  now: number;
  outcome: string;
  prizes: number[];
  grand: boolean[];
}

async function settleBatch(tx: Queryable, b: Batch): Promise<{ settled: number; winners: DrawWinner[] }> {
  const { rows } = await tx.query<BatchWinner & { settled: number; unknown: number }>(
    `with line as materialized (
       select l.order_id, l.line_no, l.multiple, ${b.outcome} as k
         from orders o join order_lines l on l.order_id = o.id
        where o.draw_id = $1 and o.id > $2 and o.id <= $3 and o.settled_at is null and o.status in (1, 5)
     ),
     per_order as (
       select order_id,
              coalesce(sum(($4::bigint[])[k] * multiple) filter (where not ($5::boolean[])[k]), 0) as prize,
              coalesce(sum(($4::bigint[])[k] * multiple) filter (where ($5::boolean[])[k]), 0) as grand
         from line group by order_id
     ),
     settled as (
       update orders o
          set status = case when x.prize + x.grand > 0
                            then case when o.chase_id is null then ${WON.single} else ${WON.chase} end
                            else case when o.chase_id is null then ${LOST.single} else ${LOST.chase} end end,
              prize = x.prize, settled_at = $6,
              grand_prize_amount = nullif(x.grand, 0),
              prize_status = case when x.grand > 0 then 12 end,
              prize_expires_at = case when x.grand > 0 then $7::timestamptz end
         from per_order x
        where o.id = x.order_id and o.settled_at is null and o.draw_id = $1
       returning o.id, o.player_id, o.chase_id, x.prize, x.grand
     ),
     lines as (
       update order_lines l set prize = ($4::bigint[])[x.k] * x.multiple
         from line x join settled s on s.id = x.order_id
        where l.order_id = x.order_id and l.line_no = x.line_no and ($4::bigint[])[x.k] > 0
     ),
     plans as (
       update chases c set state = 2
        where c.state = 1
          and c.id in (select chase_id from settled where chase_id is not null)
          and not exists (select 1 from orders o where o.chase_id = c.id and o.settled_at is null
                             and not exists (select 1 from settled s where s.id = o.id))
     )
     select null::bigint as player_id, 0::bigint as prize, 0::bigint as grand, null::bigint as first_paid, 0 as paid_orders,
            (select count(*) from settled)::int as settled, (select count(*) from line where k = 0)::int as unknown
     union all
     select player_id, sum(prize)::bigint, sum(grand)::bigint, min(id) filter (where prize > 0), (count(*) filter (where prize > 0))::int, 0, 0
       from settled group by player_id having sum(prize) + sum(grand) > 0`,
    [b.drawId, b.from, b.to, b.prizes, b.grand, new Date(b.now), new Date(b.now + GRAND_PRIZE_CLAIM_MS)],
  );
  const totals = rows.find((r) => r.player_id === null);
  // A play type the game no longer has: settling it as lost would take the player's stake for
  // nothing, so the batch is rolled back and the draw stays waiting for a fix.
  if (totals && totals.unknown > 0) throw new Error(`settlement of draw ${b.drawId}: ${totals.unknown} lines have a play type the game does not have`);
  const settled = totals?.settled ?? 0;
  // In player order, so the popups go out in the same order whatever plan the database chose.
  const winners = rows.filter((r) => r.player_id !== null).sort((x, y) => Number(x.player_id) - Number(y.player_id));
  const paid = winners.filter((w) => Number(w.prize) > 0);
  if (paid.length > 0) {
    const players = paid.map((w) => Number(w.player_id));
    // Locked in id order, as postMovement and payOrder lock one player's: no deadlock with them.
    await tx.query('select count(*) from (select id from ledger_accounts where player_id = any($1::bigint[]) order by id for update) a', [players]);
    const { rows: credited } = await tx.query<{ n: number }>(
      `with w as (
         select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::int[]) as w(player_id, amount, first_paid, orders)
       ),
       acc as (
         select a.player_id, sum(a.balance) as total, max(a.id) filter (where a.kind = 'withdrawable') as wid
           from ledger_accounts a join w on w.player_id = a.player_id
          group by a.player_id
       ),
       house as (select id from ledger_accounts where player_id is null and kind = 'house_prizes'),
       mv as (
         insert into ledger_movements (idempotency_key, kind, memo, created_at, player_id, player_amount, balance_after)
         select 'prize:' || w.first_paid, 'prize',
                case when w.orders = 1 then 'order ' || w.first_paid else 'draw ' || $5 || ': ' || w.orders || ' orders from ' || w.first_paid end,
                $6, w.player_id, w.amount, acc.total + w.amount
           from w join acc on acc.player_id = w.player_id and acc.wid is not null
          -- Movement ids follow the order ids they pay, whatever join the planner picks.
          order by w.first_paid
         returning id, player_id, player_amount
       ),
       bal as (
         update ledger_accounts a set balance = a.balance + mv.player_amount
           from mv join acc on acc.player_id = mv.player_id
          where a.id = acc.wid
       ),
       entries as (
         insert into ledger_entries (movement_id, account_id, amount, created_at)
         select mv.id, e.account_id, e.amount, $6
           from mv join acc on acc.player_id = mv.player_id cross join house
          cross join lateral (values (house.id, -mv.player_amount), (acc.wid, mv.player_amount)) as e(account_id, amount)
       )
       select count(*)::int as n from mv`,
      [players, paid.map((w) => Number(w.prize)), paid.map((w) => Number(w.first_paid)), paid.map((w) => w.paid_orders), b.drawId, new Date(b.now)],
    );
    // Every winner has a withdrawable account (createPlayer opens it); if one did not, the batch
    // must not commit orders marked paid without their money.
    if (credited[0]?.n !== paid.length) throw new Error(`settlement of draw ${b.drawId}: ${paid.length - (credited[0]?.n ?? 0)} winners have no withdrawable account`);
    // Each winner's inbox, in one statement for the batch (honouring their `winnings` setting).
    await writeSystemNotifications(
      tx,
      paid.map((w) => ({ playerId: Number(w.player_id), topic: 'win-credited' as const, params: { amount: Number(w.prize), reference: String(w.first_paid) }, sourceKey: `prize:${w.first_paid}` })),
      b.now,
    );
  }
  return {
    settled,
    winners: winners.map((w) => ({
      playerId: Number(w.player_id),
      totalPrizeAmount: Number(w.prize),
      ...(Number(w.grand) > 0 ? { winningBigAmount: Number(w.grand) } : {}),
    })),
  };
}

/**
 * Settles every drawn phase that still has waiting orders ({@link settleDraw}), then tells
 * each winner: the win popup (`totalPrizeAmount` floored to whole fils, the draw's `lotteryType`
 * and `phase` so the popup names the game and draw; `winningBigAmount` and `jumpType:
 * 'grandPrize'` for a grand prize, SPEC §4 "grand prize button goes to ordersGrandPrize") and the
 * wallet event, after commit. Run after each draw (the scheduler's
 * `onDrawn`) and at start-up, it also finishes a settlement a crash interrupted.
 *
 * @example createDrawScheduler({ db, clock, tickets: ORDER_TICKETS, onDrawn: () => void settlePendingDraws(db, clock.now(), events) });
 */
export async function settlePendingDraws(db: Database, now: number, events: EventBus, batchOrders = SETTLEMENT_BATCH_ORDERS): Promise<DrawSettlement[]> {
  const { rows } = await db.query<{ draw_id: number }>(
    `select o.draw_id from orders o join draws d on d.id = o.draw_id and d.drawn_at is not null
      where o.settled_at is null
      group by o.draw_id
      order by o.draw_id`,
  );
  const done: DrawSettlement[] = [];
  for (const { draw_id } of rows) {
    const settlement = await settleDraw(db, Number(draw_id), now, batchOrders);
    done.push(settlement);
    // One primary-key read per drawn phase with winners, for the popup to name the game and draw.
    const draw = settlement.winners.length
      ? (await db.query<{ lottery_type: number; phase: string }>('select lottery_type, phase from draws where id = $1', [draw_id])).rows[0]
      : undefined;
    for (const w of settlement.winners) {
      const body: Record<string, unknown> = { totalPrizeAmount: Math.floor(w.totalPrizeAmount) };
      if (draw) Object.assign(body, { lotteryType: draw.lottery_type, phase: draw.phase });
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
