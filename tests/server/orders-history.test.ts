import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/errors/codes';
import type { OrderSummary } from '../../sdk/commands/orders';
import { settlePendingDraws } from '../../host-demo/server/domains/orders/settle-draw';
import { playerBalances } from '../../host-demo/server/domains/wallet/ledger';
import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { availableBackends } from './helpers/backends';
import { outbox } from './helpers/accounts';
import { callHapi } from './helpers/gateway';
import { announceDraws, buy, buyer, nextDraw, totalBalance } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';
import { DAY_MINUTES, MINUTE, limitRecord, setLimit } from './helpers/responsible-play';
import { ledgerTotals } from './helpers/withdrawals';

type Page = { items: OrderSummary[]; nextCursor: string | null };

describe.each(availableBackends())('plans, order history and grand prizes on $name', (backend) => {
  const t = gatewayPerTest(backend);

  async function drawWith(drawId: number, result: number[]) {
    await t.db.query('update draws set closed_at = $2, result = $3::int[], drawn_at = $2 where id = $1', [drawId, new Date(t.clock.now()), result]);
    await settlePendingDraws(t.db, t.clock.now(), new InProcessEventBus());
  }

  describe('stopping a plan (101071, 101072)', () => {
    it('refunds the undrawn orders once, to the buckets that paid, and terminates the plan', async () => {
      await announceDraws(t.db, t.clock);
      const p = await buyer(t.db, t.clock, 1_000);
      const chaseId = (await buy(t.app, p.token, { drawCount: 4, amount: 800 })).envelope.data!.chaseId!;
      await drawWith((await nextDraw(t.db, 72, t.clock.now())).id, [9, 9, 9]);

      const before = await callHapi<{ state: number; stoppable: boolean; drawsDone: number }>(t.app, '101071', { chaseId }, { token: p.token });
      expect(before.envelope.data).toMatchObject({ state: 1, stoppable: true, drawsDone: 1, drawsTotal: 4 });
      // What Buy Again needs to buy the same plan: each line's multiple and the plan's draws.
      const listed = await callHapi<Page>(t.app, '101065', {}, { token: p.token });
      expect(listed.envelope.data!.items.map((o) => ({ plan: o.plan, multiples: o.multiples, drawCount: o.drawCount }))).toEqual(
        Array(4).fill({ plan: [[1, 2, 3]], multiples: [1], drawCount: 4 }),
      );

      const stops = await Promise.all(Array.from({ length: 5 }, () => callHapi(t.app, '101072', { chaseId }, { token: p.token })));
      const codes = stops.map((s) => s.envelope.code);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c === ErrorCode.chaseTerminationUnavailable)).toHaveLength(4);
      expect(stops.find((s) => s.envelope.code === 0)!.envelope.data).toEqual({ refundedOrders: 3, refundAmount: 600 });
      expect(await playerBalances(t.db, p.playerId)).toEqual({ gift: 0, bet: 800, withdrawable: 0 });
      expect((await t.db.query("select count(*)::int as n from ledger_movements where kind = 'chase_refund'")).rows).toEqual([{ n: 1 }]);
      const after = await callHapi<{ state: number; stoppable: boolean; orders: OrderSummary[] }>(t.app, '101071', { chaseId }, { token: p.token });
      expect(after.envelope.data!.state).toBe(3);
      expect(after.envelope.data!.stoppable).toBe(false);
      expect(after.envelope.data!.orders.map((o) => o.status)).toEqual([4, 6, 6, 6]);
      expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
    });

    it('gives the refunded stake back to the wager limit, once however many stops race, so it can be bet again in the same period', async () => {
      await announceDraws(t.db, t.clock);
      const p = await buyer(t.db, t.clock, 2_000);
      expect((await setLimit(t.app, p.token, 4, 800, DAY_MINUTES)).envelope.code).toBe(0);
      const chaseId = (await buy(t.app, p.token, { drawCount: 4, amount: 800 })).envelope.data!.chaseId!;
      expect((await buy(t.app, p.token)).envelope).toMatchObject({ code: ErrorCode.selfExcluded, data: { remainAmount: 0 } });
      await drawWith((await nextDraw(t.db, 72, t.clock.now())).id, [9, 9, 9]);

      const stops = await Promise.all(Array.from({ length: 5 }, () => callHapi(t.app, '101072', { chaseId }, { token: p.token })));
      expect(stops.map((s) => s.envelope.code).filter((c) => c === 0)).toHaveLength(1);
      // The three refunded draws (AED 6) no longer count; the drawn one (AED 2) still does.
      expect(await limitRecord(t.app, p.token, 4)).toMatchObject({ betAmountLimit: 800, remainAmount: 600 });
      expect((await buy(t.app, p.token, { drawCount: 3, amount: 600 })).envelope.code).toBe(0);
      expect((await buy(t.app, p.token)).envelope).toMatchObject({ code: ErrorCode.selfExcluded, data: { remainAmount: 0 } });
      expect(await totalBalance(t.db, p.playerId)).toBe(2_000 - 800 + 600 - 600);
      expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
    });

    it('gives nothing back to a later period of the wager limit, which never counted the plan', async () => {
      await announceDraws(t.db, t.clock);
      const p = await buyer(t.db, t.clock, 5_000);
      expect((await setLimit(t.app, p.token, 4, 1_000, DAY_MINUTES)).envelope.code).toBe(0);
      const chaseId = (await buy(t.app, p.token, { drawCount: 4, amount: 800 })).envelope.data!.chaseId!;
      t.clock.advance(DAY_MINUTES * MINUTE + MINUTE);
      const { token } = await openSession(t.db, p.playerId, t.clock.now());
      expect((await buy(t.app, token)).envelope.code).toBe(0);
      const stopped = await callHapi<{ refundedOrders: number }>(t.app, '101072', { chaseId }, { token });
      expect(stopped.envelope.code).toBe(0);
      expect(stopped.envelope.data!.refundedOrders).toBeGreaterThanOrEqual(2);
      expect(await limitRecord(t.app, token, 4)).toMatchObject({ betAmountLimit: 1_000, remainAmount: 800 });
    });

    it('answers termination unavailable when no future draw of the plan is open, refunding nothing', async () => {
      await announceDraws(t.db, t.clock);
      const p = await buyer(t.db, t.clock, 1_000);
      const chaseId = (await buy(t.app, p.token, { drawCount: 2, amount: 400 })).envelope.data!.chaseId!;
      const second = await nextDraw(t.db, 72, t.clock.now(), 1);
      await drawWith((await nextDraw(t.db, 72, t.clock.now())).id, [9, 9, 9]);
      await t.db.query('update draws set closed_at = $2 where id = $1', [second.id, new Date(t.clock.now())]);
      const { envelope } = await callHapi(t.app, '101072', { chaseId }, { token: p.token });
      expect(envelope.code).toBe(ErrorCode.chaseTerminationUnavailable);
      expect(await totalBalance(t.db, p.playerId)).toBe(600);
    });

    it('does not show or stop another player\'s plan', async () => {
      await announceDraws(t.db, t.clock);
      const owner = await buyer(t.db, t.clock, 1_000);
      const other = await buyer(t.db, t.clock, 0);
      const chaseId = (await buy(t.app, owner.token, { drawCount: 2, amount: 400 })).envelope.data!.chaseId!;
      expect((await callHapi(t.app, '101071', { chaseId }, { token: other.token })).envelope.code).toBe(ErrorCode.orderNotFound);
      expect((await callHapi(t.app, '101072', { chaseId }, { token: other.token })).envelope.code).toBe(ErrorCode.orderNotFound);
      expect(await totalBalance(t.db, owner.playerId)).toBe(600);
    });
  });

  describe('order list and detail (101065, 101066)', () => {
    it('filters by outcome and game, and pages by cursor without gaps or repeats', async () => {
      await announceDraws(t.db, t.clock);
      const p = await buyer(t.db, t.clock, 100_000);
      const won: string[] = [];
      const lost: string[] = [];
      for (let i = 0; i < 3; i++) won.push((await buy(t.app, p.token)).envelope.data!.id);
      for (let i = 0; i < 2; i++) lost.push((await buy(t.app, p.token, { selections: [{ numbers: [4, 5, 6] }] })).envelope.data!.id);
      await drawWith((await nextDraw(t.db, 72, t.clock.now())).id, [1, 2, 3]);
      const future = (await buy(t.app, p.token)).envelope.data!.id;
      const colour = (await buy(t.app, p.token, { appKey: 'colorprediction', lotteryType: 67, playType: 6702, selections: [{ numbers: [5] }], amount: 100 })).envelope.data;

      const list = async (data: Record<string, unknown>) => (await callHapi<Page>(t.app, '101065', data, { token: p.token })).envelope.data!;
      const ids = (page: Page) => page.items.map((o) => o.orderId);
      expect(ids(await list({ filter: 'win' }))).toEqual([...won].reverse());
      expect(ids(await list({ filter: 'notWin' }))).toEqual([...lost].reverse());
      expect(ids(await list({ filter: 'unsettled', game: 72 }))).toEqual([future]);
      expect(ids(await list({ game: 'future' }))).toEqual([colour!.id, future]);
      expect(ids(await list({ tab: 'scratch' }))).toEqual([]);

      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ sort: 'oldest', pageSize: 3, ...(cursor ? { cursor } : {}) });
        seen.push(...ids(page));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual([...won, ...lost, future, colour!.id]);
      expect(ids(await list({ cursor: '9999999999999999999' }))).toEqual([...seen].reverse());
      expect(ids(await list({ cursor: '9999999999999999999', sort: 'oldest' }))).toEqual([]);

      const winner = (await list({ filter: 'win', pageSize: 1 })).items[0]!;
      expect(winner).toMatchObject({ status: 3, prizeAmount: 100_000, amount: 200, plan: [[1, 2, 3]], multiples: [1], drawCount: 1, appKey: 'pick3' });
      const detail = await callHapi<Record<string, unknown>>(t.app, '101066', { orderId: winner.orderId }, { token: p.token });
      expect(detail.envelope.data).toMatchObject({ entryPrice: 200, entries: 1, multiple: 1, draws: 1, subtotal: 200, discount: 0, total: 200, vat: 10, totalInclVat: 200, result: [1, 2, 3] });
    });

    it("lists only the player's own orders of one draw by its phase, however many later draws a plan bought, and refuses a phase without a game", async () => {
      await announceDraws(t.db, t.clock);
      const p = await buyer(t.db, t.clock, 100_000);
      const other = await buyer(t.db, t.clock, 1_000);
      const first = await nextDraw(t.db, 72, t.clock.now());
      const won = (await buy(t.app, p.token)).envelope.data!.id;
      const lost = (await buy(t.app, p.token, { selections: [{ numbers: [4, 5, 6] }] })).envelope.data!.id;
      // A plan of 20 draws: its 19 later orders are newer than the two above and fill a first page.
      expect((await buy(t.app, p.token, { drawCount: 20, amount: 4_000, selections: [{ numbers: [7, 8, 9] }] })).envelope.code).toBe(0);
      expect((await buy(t.app, other.token)).envelope.code).toBe(0);
      await drawWith(first.id, [1, 2, 3]);

      const list = async (data: Record<string, unknown>) => (await callHapi<Page>(t.app, '101065', data, { token: p.token })).envelope;
      const ofDraw = (await list({ game: 72, phase: first.phase, pageSize: 50 })).data!;
      expect(ofDraw.items.map((o) => [o.phase, o.status, o.prizeAmount]).sort()).toEqual(
        [[first.phase, 2, 0], [first.phase, 3, 100_000], [first.phase, 4, 0]].sort(),
      );
      expect(ofDraw.items.map((o) => o.orderId)).toContain(won);
      expect(ofDraw.items.map((o) => o.orderId)).toContain(lost);
      expect(ofDraw.nextCursor).toBeNull();
      // The first page without the phase holds none of the draw's single orders.
      expect((await list({ game: 72, pageSize: 20 })).data!.items.map((o) => o.orderId)).not.toContain(won);
      expect((await list({ game: 72, phase: 'no-such-phase' })).data!.items).toEqual([]);
      expect((await list({ phase: first.phase })).code).toBe(ErrorCode.validationFailed);
      expect((await list({ game: 'future', phase: first.phase })).code).toBe(ErrorCode.validationFailed);
      expect((await list({ game: 72, phase: 'x'.repeat(21) })).code).toBe(ErrorCode.validationFailed);
    });

    it('does not show another player\'s order', async () => {
      await announceDraws(t.db, t.clock);
      const owner = await buyer(t.db, t.clock, 1_000);
      const other = await buyer(t.db, t.clock, 0);
      const id = (await buy(t.app, owner.token)).envelope.data!.id;
      expect((await callHapi(t.app, '101066', { orderId: id }, { token: other.token })).envelope.code).toBe(ErrorCode.orderNotFound);
      expect((await callHapi<Page>(t.app, '101065', {}, { token: other.token })).envelope.data!.items).toEqual([]);
    });
  });

  describe('grand prize (101078, 101063, 101079)', () => {
    it('is claimed once (12 → 13), with an e-mail, and never credited', async () => {
      await announceDraws(t.db, t.clock);
      const p = await buyer(t.db, t.clock, 10_000);
      const id = (await buy(t.app, p.token, { appKey: 'luckyday', lotteryType: 61, playType: 6101, amount: 2_000, selections: [{ numbers: [1, 2, 3, 4, 5, 6, 7] }] })).envelope.data!.id;
      await drawWith((await nextDraw(t.db, 61, t.clock.now())).id, [1, 2, 3, 4, 5, 6, 7]);

      const unclaimed = await callHapi<{ items: { orderId: string; orderPrizeStatus: number; winningBigAmount: number }[] }>(t.app, '101078', {}, { token: p.token });
      expect(unclaimed.envelope.data!.items).toMatchObject([{ orderId: id, orderPrizeStatus: 12, winningBigAmount: 10_000_000_000 }]);

      const other = await buyer(t.db, t.clock, 0);
      expect((await callHapi(t.app, '101079', { orderId: id }, { token: other.token })).envelope.code).toBe(ErrorCode.orderNotFound);

      const claims = await Promise.all([1, 2, 3].map(() => callHapi<{ orderPrizeStatus: number }>(t.app, '101079', { orderId: id }, { token: p.token })));
      expect(claims.map((c) => c.envelope.code).sort()).toEqual([0, ErrorCode.grandPrizeNotClaimable, ErrorCode.grandPrizeNotClaimable].sort());
      expect(claims.find((c) => c.envelope.code === 0)!.envelope.data!.orderPrizeStatus).toBe(13);
      const { rows } = await t.db.query<{ email: string }>('select email from players where id = $1', [p.playerId]);
      const mails = await outbox(t.app, rows[0]!.email);
      expect(mails.filter((m) => /grand prize/i.test(m.text))).toHaveLength(1);

      expect((await callHapi<{ items: unknown[] }>(t.app, '101078', {}, { token: p.token })).envelope.data!.items).toEqual([]);
      expect((await callHapi<{ items: { orderPrizeStatus: number }[] }>(t.app, '101063', { prizeTabStatus: 2 }, { token: p.token })).envelope.data!.items.map((i) => i.orderPrizeStatus)).toEqual([13]);
      expect(await playerBalances(t.db, p.playerId)).toEqual({ gift: 0, bet: 8_000, withdrawable: 0 });
    });
  });
});
