import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../host-demo/server/db/database';
import { PHASES_ANNOUNCED_AHEAD } from '../../host-demo/server/domains/draws/announce-phases';
import { runDrawEngine } from '../../host-demo/server/domains/draws/draw-engine';
import { realignSalesClose } from '../../host-demo/server/domains/draws/sales-close';
import { NO_TICKETS, type TicketSource } from '../../host-demo/server/domains/draws/ticket-source';
import { ticketTree, verifyDraw, verifyTicketInDraw, type TicketLeaf } from '../../sdk/draws';
import { GAMES, gameByType } from '../../sdk/games/catalogue';
import { availableBackends } from './helpers/backends';
import { countingDb } from './helpers/counting-db';
import { planWithoutSeqScan } from './helpers/query-plan';
import { callHapi } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

interface DrawRow {
  id: number;
  lottery_type: number;
  phase: string;
  expected_at: Date;
  sales_close_at: Date;
  created_at: Date;
  seed_hash: string;
  seed: string | null;
  result: number[] | null;
  drawn_at: Date | null;
  closed_at: Date | null;
  ticket_root: string | null;
  ticket_count: number | null;
  secret: string | null;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
/** 2026-03-14 in Dubai (UTC+4). */
const dubai = (hhmmss: string) => Date.parse(`2026-03-14T${hhmmss}+04:00`);
/**
 * When the catalogue (the one source of game rules) closes the sales of a game's draw at `drawMs`.
 * Computed here from `salesCloseSeconds` rather than by the server's own function, so a server
 * that closed at any other moment fails these tests.
 */
const catalogueClose = (lotteryType: number, drawMs: number) => drawMs - gameByType(lotteryType)!.salesCloseSeconds * SECOND;

async function draws(db: Queryable, where = 'true'): Promise<DrawRow[]> {
  const { rows } = await db.query<DrawRow>(
    `select d.*, s.seed as secret from draws d left join draw_seeds s on s.draw_id = d.id where ${where} order by d.lottery_type, d.expected_at`,
  );
  return rows;
}

interface PublishedDraw {
  lotteryType: number;
  phase: string;
  seedHash: string | null;
  seed?: string | null;
  result: number[] | null;
  ticketRoot?: string | null;
  ticketCount?: number | null;
  salesCloseTimestamp: number | null;
}

describe.each(availableBackends())('the draw engine on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const phaseOf = async (lotteryType: number, phase: string) =>
    (await callHapi<{ draw: PublishedDraw | null }>(t.app, '660202', { lotteryType, phase })).envelope.data!.draw;

  it('announces each game\'s next draws with a commitment before their sales close, and keeps the seed secret', async () => {
    const pass = await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    expect(pass.announced).toBe(GAMES.length * PHASES_ANNOUNCED_AHEAD);
    const rows = await draws(t.db);
    for (const game of GAMES) {
      const mine = rows.filter((r) => r.lottery_type === game.lotteryType);
      expect(mine, game.key).toHaveLength(PHASES_ANNOUNCED_AHEAD);
      for (const r of mine) {
        expect(r.expected_at.getTime()).toBeGreaterThan(t.clock.now());
        expect(r.sales_close_at.getTime()).toBeGreaterThan(t.clock.now());
        expect(r.sales_close_at.getTime()).toBeLessThan(r.expected_at.getTime());
        expect(r).toMatchObject({ seed: null, result: null, drawn_at: null, closed_at: null });
        expect(r.seed_hash).toBe(createHash('sha256').update(Buffer.from(r.secret!, 'hex')).digest('hex'));
      }
    }
    // The next Color Prediction draw (every 2 minutes) is at 09:28, sales close as the catalogue says (30 s before).
    const next = await phaseOf(93, '202603140928');
    expect(next).toMatchObject({ lotteryType: 67, seed: null, result: null, ticketRoot: null, salesCloseTimestamp: catalogueClose(67, dubai('09:28:00')) });
    expect(next!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // An announced phase is no result, and no answer carries a secret seed.
    const { envelope, response } = await callHapi<{ total: number }>(t.app, '660201', { lotteryType: 67 });
    expect(envelope.data!.total).toBe(0);
    const answers = [response.body, (await callHapi(t.app, '660200', { lotteryTypeList: -1, prePhases: 20 })).response.body];
    for (const r of rows.filter((x) => x.lottery_type === 67)) answers.push((await callHapi(t.app, '660202', { lotteryType: 67, phase: r.phase })).response.body);
    for (const r of rows) for (const body of answers) expect(body).not.toContain(r.secret!);
    // A second pass announces nothing more; a minute later, one more per-minute phase each.
    expect((await runDrawEngine(t.db, t.clock.now(), NO_TICKETS)).announced).toBe(0);
    t.clock.advance(MINUTE);
    const later = await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    // Every interval game: per-minute ones gained a draw; Color Prediction's 09:28 sale closed before 09:27:53.
    expect(later.announced).toBe(GAMES.filter((g) => g.schedule.kind === 'interval').length);
  });

  it('tells a bet slip the phase on sale, its sales close and draw time, and the server clock (660203)', async () => {
    const next = async (lotteryType: number) =>
      (await callHapi<{ phase: string | null; salesCloseAt: number | null; drawAt: number | null; serverTime: number }>(t.app, '660203', { lotteryType })).envelope.data!;
    // Nothing announced yet: no phase, but the clock still answers.
    expect(await next(72)).toEqual({ phase: null, salesCloseAt: null, drawAt: null, serverTime: t.clock.now() });
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    const close = catalogueClose(72, dubai('21:00:00'));
    expect(await next(72)).toEqual({ phase: '20260314001', salesCloseAt: close, drawAt: dubai('21:00:00'), serverTime: t.clock.now() });
    // At the close that phase is no longer on sale: the next day's is.
    t.clock.set(close);
    const after = await next(72);
    expect(after.phase).not.toBe('20260314001');
    expect(after.salesCloseAt).toBe(close + 24 * 60 * MINUTE);
    // Color Prediction's second type number answers with the same draw.
    expect(await next(93)).toEqual(await next(67));
  });

  it('closes every game\'s sales when the catalogue says: the countdown (660203), the stored close of each announced draw, and the close itself', async () => {
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    const rows = await draws(t.db);
    for (const game of GAMES) {
      const countdown = (await callHapi<{ salesCloseAt: number; drawAt: number }>(t.app, '660203', { lotteryType: game.lotteryType })).envelope.data!;
      expect(countdown.salesCloseAt, game.key).toBe(catalogueClose(game.lotteryType, countdown.drawAt));
      for (const r of rows.filter((x) => x.lottery_type === game.lotteryType)) {
        expect(r.sales_close_at.getTime(), `${game.key} ${r.phase}`).toBe(catalogueClose(game.lotteryType, r.expected_at.getTime()));
      }
    }
    // The engine closes each game's next draw at that moment, not a millisecond before (the
    // games taken in the order of those moments, as time only moves forward).
    const firsts = GAMES.map((game) => rows.find((r) => r.lottery_type === game.lotteryType)!)
      .map((r) => ({ key: gameByType(r.lottery_type)!.key, id: Number(r.id), close: catalogueClose(r.lottery_type, r.expected_at.getTime()) }))
      .sort((a, b) => a.close - b.close);
    for (const moment of new Set(firsts.map((f) => f.close))) {
      const due = firsts.filter((f) => f.close === moment);
      const before = (await runDrawEngine(t.db, moment - 1, NO_TICKETS)).closed;
      const at = (await runDrawEngine(t.db, moment, NO_TICKETS)).closed;
      for (const { key, id } of due) {
        expect(before, key).not.toContain(id);
        expect(at, key).toContain(id);
      }
    }
  });

  it('moves the close of draws announced under another rule to the catalogue\'s at the next pass, and leaves closed ones alone', async () => {
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    // As announced before the catalogue was the source: 10 minutes before every scheduled draw.
    await t.db.query(`update draws set sales_close_at = expected_at - interval '10 minutes' where lottery_type = 61`);
    const pass = await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    expect(pass.realigned).toBe(PHASES_ANNOUNCED_AHEAD);
    for (const r of await draws(t.db, 'd.lottery_type = 61')) expect(r.sales_close_at.getTime(), r.phase).toBe(catalogueClose(61, r.expected_at.getTime()));
    expect((await runDrawEngine(t.db, t.clock.now(), NO_TICKETS)).realigned).toBe(0);
  });

  it('finds the open draws to realign through an index, whatever the number of past draws', async () => {
    const counted = countingDb(t.db);
    await realignSalesClose(counted, GAMES, t.clock.now());
    expect(counted.statements).toHaveLength(1);
    expect(await planWithoutSeqScan(t.db, counted.statements[0]!)).not.toMatch(/Seq Scan on draws/);
  });

  it('fixes the ticket fingerprint at sales close and draws at draw time with the seed revealed, as the verifier re-computes', async () => {
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    const [pick3] = await draws(t.db, `d.lottery_type = 72 and d.phase = '20260314001'`);
    const tickets: TicketLeaf[] = [
      { ticketId: 'T-1', numbers: [1, 2, 3] },
      { ticketId: 'T-2', numbers: [4, 0, 4] },
      { ticketId: 'T-3', numbers: [9, 9, 9] },
    ];
    const asked: number[] = [];
    const source: TicketSource = {
      async ticketLeaves(_tx, drawId) {
        asked.push(drawId);
        return drawId === Number(pick3!.id) ? tickets : [];
      },
    };

    // Just before the catalogue's close: still open.
    const close = catalogueClose(72, dubai('21:00:00'));
    t.clock.set(close - 1);
    await runDrawEngine(t.db, t.clock.now(), source);
    expect((await phaseOf(72, '20260314001'))!.ticketRoot).toBeNull();
    expect(asked).not.toContain(Number(pick3!.id));

    t.clock.set(close);
    const atClose = await runDrawEngine(t.db, t.clock.now(), source);
    expect(atClose.closed).toContain(Number(pick3!.id));
    const closed = (await phaseOf(72, '20260314001'))!;
    const tree = await ticketTree(tickets);
    expect(closed).toMatchObject({ ticketRoot: tree.root, ticketCount: 3, seed: null, result: null });
    expect(await verifyTicketInDraw(tickets[1]!, (await tree.proof(tickets[1]!))!, closed.ticketRoot!)).toBe(true);

    t.clock.set(dubai('21:00:00'));
    const atDraw = await runDrawEngine(t.db, t.clock.now(), source);
    expect(atDraw.drawn.map((d) => `${d.lotteryType}:${d.phase}`)).toContain('72:20260314001');
    const drawn = (await phaseOf(72, '20260314001'))!;
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn.seedHash).toBe(closed.seedHash);
    expect(await verifyDraw(drawn)).toMatchObject({ ok: true });
    expect(drawn.ticketRoot).toBe(tree.root); // the fingerprint does not change at the draw
    // The secret copy is gone; the fingerprint was read once.
    expect((await draws(t.db, `d.id = ${Number(pick3!.id)}`))[0]!.secret).toBeNull();
    expect(asked.filter((id) => id === Number(pick3!.id))).toHaveLength(1);
    // 660200 and 660201 publish what the verifier needs.
    const { envelope } = await callHapi<{ list: PublishedDraw[] }>(t.app, '660201', { lotteryType: 72 });
    expect(envelope.data!.list[0]).toMatchObject({ phase: '20260314001', seed: drawn.seed, ticketRoot: tree.root, ticketCount: 3 });
  });

  it('after downtime draws every announced phase it missed, each once and in order', async () => {
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    // Down for 3 hours: the announced per-minute and two-minute phases, and Super Diamond's
    // 12:00 draw, went by undrawn.
    t.clock.advance(3 * 60 * MINUTE);
    const missedIds = (await draws(t.db, `d.expected_at <= to_timestamp(${t.clock.now() / 1000})`)).map((r) => Number(r.id));
    expect(missedIds).toHaveLength(4 * PHASES_ANNOUNCED_AHEAD + 1);
    const [first, second] = await Promise.all([
      runDrawEngine(t.db, t.clock.now(), NO_TICKETS),
      runDrawEngine(t.db, t.clock.now(), NO_TICKETS),
    ]);
    const drawnIds = [...first.drawn, ...second.drawn].map((d) => d.id);
    expect(new Set(drawnIds).size).toBe(drawnIds.length); // no phase drawn by both passes
    expect(drawnIds.sort()).toEqual(missedIds.sort());
    const missed = await draws(t.db, `d.expected_at <= to_timestamp(${t.clock.now() / 1000})`);
    for (const r of missed) {
      expect(r.drawn_at!.getTime()).toBe(t.clock.now());
      expect(r.closed_at).not.toBeNull();
      const verdict = await verifyDraw({ lotteryType: r.lottery_type, phase: r.phase, seed: r.seed, seedHash: r.seed_hash, result: r.result });
      expect(verdict.ok, `${r.lottery_type} ${r.phase}`).toBe(true);
    }
    // Each pass drew the missed draws of a game oldest first.
    for (const pass of [first, second]) {
      const quickFive = pass.drawn.filter((d) => d.lotteryType === 69).map((d) => d.phase);
      expect(quickFive).toEqual([...quickFive].sort());
    }
    // Draws never announced (while down) are not invented afterwards: the next ones are announced.
    expect((await runDrawEngine(t.db, t.clock.now(), NO_TICKETS)).drawn).toEqual([]);
    const ocean = await draws(t.db, `d.lottery_type = 65 and d.drawn_at is null`);
    expect(ocean).toHaveLength(PHASES_ANNOUNCED_AHEAD);
    expect(ocean[0]!.expected_at.getTime()).toBeGreaterThan(t.clock.now());
  });

  it('closes and draws each phase exactly once when two processes run passes at the same moment, lease or not', async () => {
    const other = await t.openAnother();
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    t.clock.advance(10 * MINUTE);
    const passes = await Promise.all([t.db, other, t.db, other].map((db) => runDrawEngine(db, t.clock.now(), NO_TICKETS)));
    const drawn = passes.flatMap((p) => p.drawn.map((d) => d.id));
    const closed = passes.flatMap((p) => p.closed);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(new Set(closed).size).toBe(closed.length);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::bigint as n from draws where drawn_at is not null');
    expect(drawn).toHaveLength(rows[0]!.n);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('keeps every draw history the demo seed wrote verifiable alongside the engine\'s own draws', async () => {
    const { seedDemo } = await import('../../host-demo/server/seed/seed-demo');
    await seedDemo(t.db, { now: t.clock.now() });
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    t.clock.advance(5 * MINUTE);
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    const { envelope } = await callHapi<{ phaseResultResponseItems: { lotteryType: number; latestDrawnPhaseItem: PublishedDraw; previousPhaseItems: PublishedDraw[] }[] }>(
      t.app, '660200', { lotteryTypeList: -1, prePhases: 5 },
    );
    let checked = 0;
    for (const item of envelope.data!.phaseResultResponseItems) {
      for (const p of [item.latestDrawnPhaseItem, ...item.previousPhaseItems]) {
        expect((await verifyDraw({ ...p, lotteryType: item.lotteryType })).ok, `${item.lotteryType} ${p.phase}`).toBe(true);
        expect(p.ticketRoot).toMatch(/^[0-9a-f]{64}$/);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(GAMES.length * 3);
    expect(gameByType(93)!.lotteryType).toBe(67);
  });
});

