import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../host-demo/server/db/database';
import { runDrawEngine } from '../../host-demo/server/domains/draws/draw-engine';
import { ORDER_TICKETS } from '../../host-demo/server/domains/orders/order-tickets';
import { settlePendingDraws } from '../../host-demo/server/domains/orders/settle-draw';
import { playerBalances } from '../../host-demo/server/domains/wallet/ledger';
import { reconcileBalances } from '../../host-demo/server/domains/wallet/reconcile';
import { InProcessEventBus, type GatewayEvent } from '../../host-demo/server/events/event-bus';
import { gameByType } from '../../sdk/games/catalogue';
import { settleTicket } from '../../sdk/games/settle-ticket';
import { availableBackends } from './helpers/backends';
import { announceDraws, buy, buyer, nextDraw } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';
import { ledgerTotals } from './helpers/withdrawals';

/** A Lucky Day line: six day numbers and the month. */
const LUCKY = { appKey: 'luckyday', lotteryType: 61, playType: 6101, amount: 2_000 };

describe.each(availableBackends())('settling a draw on $name', (backend) => {
  const t = gatewayPerTest(backend);

  /** Draws a phase with a chosen result, as the engine would (closed, then drawn). */
  async function drawWith(drawId: number, result: number[]) {
    await t.db.query('update draws set closed_at = $2, result = $3::int[], drawn_at = $2 where id = $1', [drawId, new Date(t.clock.now()), result]);
  }

  const orderRows = async () =>
    (await t.db.query<{ id: number; player_id: number; status: number; prize: number; prize_status: number | null; grand_prize_amount: number | null }>(
      'select id, player_id, status, prize, prize_status, grand_prize_amount from orders order by id',
    )).rows;

  const prizeMovements = async () => (await t.db.query<{ idempotency_key: string }>("select idempotency_key from ledger_movements where kind = 'prize' order by id")).rows.map((r) => r.idempotency_key);

  function collect(bus: InProcessEventBus): GatewayEvent[] {
    const seen: GatewayEvent[] = [];
    bus.subscribe((e) => seen.push(e));
    return seen;
  }

  it('pays a winning ticket into the withdrawable balance, marks the loser not won, and tells the winner', async () => {
    await announceDraws(t.db, t.clock);
    const winner = await buyer(t.db, t.clock, 1_000);
    const loser = await buyer(t.db, t.clock, 1_000);
    const won = (await buy(t.app, winner.token)).envelope.data!.id;
    const lost = (await buy(t.app, loser.token, { selections: [{ numbers: [4, 5, 6] }] })).envelope.data!.id;
    const draw = await nextDraw(t.db, 72, t.clock.now());
    await drawWith(draw.id, [1, 2, 3]);

    const bus = new InProcessEventBus();
    const seen = collect(bus);
    const [settlement] = await settlePendingDraws(t.db, t.clock.now(), bus);
    expect(settlement!.settledOrders).toBe(2);
    expect(await orderRows()).toEqual([
      { id: Number(won), player_id: winner.playerId, status: 3, prize: 100_000, prize_status: null, grand_prize_amount: null },
      { id: Number(lost), player_id: loser.playerId, status: 2, prize: 0, prize_status: null, grand_prize_amount: null },
    ]);
    expect(await playerBalances(t.db, winner.playerId)).toEqual({ gift: 0, bet: 800, withdrawable: 100_000 });
    expect(await prizeMovements()).toEqual([`prize:${won}`]);
    expect(seen).toEqual([
      // The popup names the game and the draw the ticket won in.
      { kind: 'player', playerId: winner.playerId, changeType: 'popup', body: { totalPrizeAmount: 100_000, lotteryType: 72, phase: draw.phase } },
      { kind: 'player', playerId: winner.playerId, changeType: 'wallet' },
    ]);
    expect((await t.db.query('select prize from order_lines where order_id = $1', [won])).rows).toEqual([{ prize: 100_000 }]);
    // Only winning lines are written; the losing order's status and prize 0 say it lost.
    expect((await t.db.query('select prize from order_lines where order_id = $1', [lost])).rows).toEqual([{ prize: null }]);
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
    expect(await reconcileBalances(t.db)).toEqual([]);
  });

  it('pays each order once when settlement runs again and five times at once', async () => {
    await announceDraws(t.db, t.clock);
    const players = await Promise.all([1, 2, 3].map(() => buyer(t.db, t.clock, 1_000)));
    for (const p of players) expect((await buy(t.app, p.token)).envelope.code).toBe(0);
    const draw = await nextDraw(t.db, 72, t.clock.now());
    await drawWith(draw.id, [1, 2, 3]);

    const bus = new InProcessEventBus();
    const seen = collect(bus);
    const runs = await Promise.all(Array.from({ length: 5 }, () => settlePendingDraws(t.db, t.clock.now(), bus)));
    await settlePendingDraws(t.db, t.clock.now(), bus);
    expect(runs.flat().reduce((n, s) => n + s.settledOrders, 0)).toBe(3);
    expect(await prizeMovements()).toHaveLength(3);
    for (const p of players) expect((await playerBalances(t.db, p.playerId)).withdrawable).toBe(100_000);
    expect(seen.filter((e) => e.kind === 'player' && e.changeType === 'popup')).toHaveLength(3);
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
  });

  /** The database as a process that dies at the `crashAt`-th ledger write of its settlement. */
  function dyingAt(crashAt: number): Database {
    let prizes = 0;
    return {
      ...t.db,
      engine: t.db.engine,
      query: (sql, params) => t.db.query(sql, params),
      exec: (sql) => t.db.exec(sql),
      close: () => t.db.close(),
      transaction: (fn) =>
        t.db.transaction((tx) => {
          const wrapped: Queryable = {
            exec: (sql) => tx.exec(sql),
            query: async (sql, params) => {
              if (sql.includes('insert into ledger_movements') && ++prizes === crashAt) throw new Error('process killed');
              return tx.query(sql, params);
            },
          };
          return fn(wrapped);
        }),
    };
  }

  it('after a crash in the middle of paying, the rerun pays every order exactly once', async () => {
    await announceDraws(t.db, t.clock);
    const players = await Promise.all([1, 2, 3].map(() => buyer(t.db, t.clock, 1_000)));
    for (const p of players) await buy(t.app, p.token);
    const draw = await nextDraw(t.db, 72, t.clock.now());
    await drawWith(draw.id, [1, 2, 3]);

    // The process dies while posting the prizes: the orders marked won and the lines' prizes
    // were written in the same transaction, which never commits.
    await expect(settlePendingDraws(dyingAt(1), t.clock.now(), new InProcessEventBus())).rejects.toThrow('process killed');
    expect(await prizeMovements()).toEqual([]);
    expect((await orderRows()).map((o) => o.status)).toEqual([1, 1, 1]);
    expect((await t.db.query('select prize from order_lines order by order_id')).rows).toEqual([{ prize: null }, { prize: null }, { prize: null }]);

    await settlePendingDraws(t.db, t.clock.now(), new InProcessEventBus());
    expect(await prizeMovements()).toHaveLength(3);
    for (const p of players) expect((await playerBalances(t.db, p.playerId)).withdrawable).toBe(100_000);
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
    expect(await reconcileBalances(t.db)).toEqual([]);
  });

  it('after a crash between two batches, the rerun pays the rest and never the first batch again', async () => {
    await announceDraws(t.db, t.clock);
    const players = await Promise.all([1, 2, 3, 4].map(() => buyer(t.db, t.clock, 1_000)));
    const orders: string[] = [];
    for (const p of players) orders.push((await buy(t.app, p.token)).envelope.data!.id);
    // The fourth player's ticket loses: a batch with no winner pays nothing and still settles.
    const lost = (await buy(t.app, players[3]!.token, { selections: [{ numbers: [7, 7, 7] }] })).envelope.data!.id;
    const draw = await nextDraw(t.db, 72, t.clock.now());
    await drawWith(draw.id, [1, 2, 3]);

    // Batches of two orders: the first commits (two players paid), the process dies in the second.
    const bus = new InProcessEventBus();
    const seen = collect(bus);
    await expect(settlePendingDraws(dyingAt(2), t.clock.now(), bus, 2)).rejects.toThrow('process killed');
    expect(await prizeMovements()).toEqual([`prize:${orders[0]}`, `prize:${orders[1]}`]);
    expect((await orderRows()).map((o) => o.status)).toEqual([3, 3, 1, 1, 1]);
    expect(await reconcileBalances(t.db)).toEqual([]);

    const [settlement] = await settlePendingDraws(t.db, t.clock.now(), bus, 2);
    expect(settlement!.settledOrders).toBe(3);
    expect(await prizeMovements()).toEqual(orders.map((id) => `prize:${id}`));
    expect((await orderRows()).map((o) => o.status)).toEqual([3, 3, 3, 3, 2]);
    expect((await orderRows()).find((o) => o.id === Number(lost))!.prize).toBe(0);
    for (const p of players) expect((await playerBalances(t.db, p.playerId)).withdrawable).toBe(100_000);
    // The popups of the batch committed before the crash are not sent again; the rerun tells its own winners.
    expect(seen.filter((e) => e.kind === 'player' && e.changeType === 'popup').map((e) => (e as { playerId: number }).playerId)).toEqual([players[2]!.playerId, players[3]!.playerId].sort((a, b) => a - b)); // in player order
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
    expect(await reconcileBalances(t.db)).toEqual([]);
  });

  it('credits a player one movement per draw for all their winning orders, and the ledger reconciles', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 10_000);
    const first = (await buy(t.app, p.token)).envelope.data!.id;
    await buy(t.app, p.token);
    await buy(t.app, p.token, { selections: [{ numbers: [9, 9, 9] }] });
    const draw = await nextDraw(t.db, 72, t.clock.now());
    await drawWith(draw.id, [1, 2, 3]);
    await settlePendingDraws(t.db, t.clock.now(), new InProcessEventBus());
    expect(await prizeMovements()).toEqual([`prize:${first}`]);
    const { rows } = await t.db.query<{ player_amount: number; balance_after: number }>("select player_amount, balance_after from ledger_movements where kind = 'prize'");
    expect(rows).toEqual([{ player_amount: 200_000, balance_after: 10_000 - 600 + 200_000 }]);
    expect(await playerBalances(t.db, p.playerId)).toEqual({ gift: 0, bet: 10_000 - 600, withdrawable: 200_000 });
    expect(await reconcileBalances(t.db)).toEqual([]);
  });

  it('refuses to settle a draw holding a line of a play type the game does not have, rather than call it lost', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 1_000);
    const id = (await buy(t.app, p.token)).envelope.data!.id;
    // A play type removed from the game after the ticket was sold (Pick 4's Exact on a Pick 3 ticket).
    await t.db.query('update orders set play_type = 9201 where id = $1', [id]);
    const draw = await nextDraw(t.db, 72, t.clock.now());
    await drawWith(draw.id, [1, 2, 3]);
    await expect(settlePendingDraws(t.db, t.clock.now(), new InProcessEventBus())).rejects.toThrow('play type the game does not have');
    expect((await orderRows()).map((o) => o.status)).toEqual([1]);
    expect(await prizeMovements()).toEqual([]);
  });

  it('records a grand prize as unclaimed (12) and never credits it; the popup names it', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 10_000);
    const id = (await buy(t.app, p.token, { ...LUCKY, selections: [{ numbers: [1, 2, 3, 4, 5, 6, 7] }] })).envelope.data!.id;
    const draw = await nextDraw(t.db, 61, t.clock.now());
    await drawWith(draw.id, [1, 2, 3, 4, 5, 6, 7]);
    const bus = new InProcessEventBus();
    const seen = collect(bus);
    await settlePendingDraws(t.db, t.clock.now(), bus);
    expect(await orderRows()).toEqual([{ id: Number(id), player_id: p.playerId, status: 3, prize: 0, prize_status: 12, grand_prize_amount: 10_000_000_000 }]);
    expect(await playerBalances(t.db, p.playerId)).toEqual({ gift: 0, bet: 8_000, withdrawable: 0 });
    expect(await prizeMovements()).toEqual([]);
    expect(seen).toEqual([{ kind: 'player', playerId: p.playerId, changeType: 'popup', body: { totalPrizeAmount: 0, lotteryType: 61, phase: draw.phase, winningBigAmount: 10_000_000_000, jumpType: 'grandPrize' } }]);
  });

  it('marks the orders of a plan 7 or 4 and completes the plan (2) when its last draw is settled', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 1_000);
    const chaseId = (await buy(t.app, p.token, { drawCount: 2, amount: 400 })).envelope.data!.chaseId;
    const first = await nextDraw(t.db, 72, t.clock.now());
    const second = await nextDraw(t.db, 72, t.clock.now(), 1);
    await drawWith(first.id, [1, 2, 3]);
    await settlePendingDraws(t.db, t.clock.now(), new InProcessEventBus());
    expect((await t.db.query('select state from chases where id = $1', [chaseId])).rows).toEqual([{ state: 1 }]);
    await drawWith(second.id, [9, 9, 9]);
    await settlePendingDraws(t.db, t.clock.now(), new InProcessEventBus());
    expect((await orderRows()).map((o) => o.status)).toEqual([7, 4]);
    expect((await t.db.query('select state from chases where id = $1', [chaseId])).rows).toEqual([{ state: 2 }]);
  });

  it('settles a draw the engine made, with the prizes settleTicket gives for its result', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 100_000);
    const lines = [[0, 0, 0], [1, 2, 3], [4, 5, 6], [7, 8, 9], [3, 3, 3]];
    for (const numbers of lines) await buy(t.app, p.token, { selections: [{ numbers }] });
    const draw = await nextDraw(t.db, 72, t.clock.now());
    await runDrawEngine(t.db, draw.expectedAt, ORDER_TICKETS);
    const { rows } = await t.db.query<{ result: number[]; ticket_count: number }>('select result, ticket_count from draws where id = $1', [draw.id]);
    expect(rows[0]!.ticket_count).toBe(5);
    await settlePendingDraws(t.db, draw.expectedAt, new InProcessEventBus());
    const expected = lines.map((numbers) => settleTicket(gameByType(72)!, 7201, { numbers }, rows[0]!.result).prize);
    expect((await orderRows()).map((o) => o.prize)).toEqual(expected);
    expect((await playerBalances(t.db, p.playerId)).withdrawable).toBe(expected.reduce((a, b) => a + b, 0));
  });
});
