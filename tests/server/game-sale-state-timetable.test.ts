import { describe, expect, it } from 'vitest';
import { GAMES } from '../../sdk/games/catalogue';
import { ErrorCode } from '../../sdk/errors/codes';
import { runDrawEngine } from '../../host-demo/server/domains/draws/draw-engine';
import { availableBackends } from './helpers/backends';
import { callHapi, tableSnapshot } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';
import { NO_TICKETS } from '../../host-demo/server/domains/draws/ticket-source';

interface OneSale {
  appKey: string;
  lotteryType: number | null;
  state: string;
  phase: string | null;
  salesCloseAt: number | null;
  drawAt: number | null;
  serverTime: number;
}
interface Timetable {
  games: { lotteryType: number; appKey: string; kind: string; at: string | null; weekday: number | null; minutes: number | null; salesCloseSeconds: number; price: number; nextDrawAt: number }[];
  serverTime: number;
}

describe.each(availableBackends())('660004 one game\'s sale state and 660100 draw timetable on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const sale = async (appKey: string) => (await callHapi<OneSale>(t.app, '660004', { appKey })).envelope;

  it('tells a game page whether its game is on sale, pending sale, suspended or not available, as 660009 does for all', async () => {
    expect((await sale('pick3')).data).toEqual({ appKey: 'pick3', lotteryType: 72, state: 'pendingSale', phase: null, salesCloseAt: null, drawAt: null, serverTime: t.clock.now() });
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    const next = (await callHapi<{ phase: string; salesCloseAt: number; drawAt: number }>(t.app, '660203', { lotteryType: 72 })).envelope.data!;
    expect((await sale('pick3')).data).toMatchObject({ state: 'onSale', phase: next.phase, salesCloseAt: next.salesCloseAt, drawAt: next.drawAt });
    await t.db.query("update games set sales_suspended = true where app_key = 'pick3'");
    await t.db.query("update games set on_sale = false where app_key = 'pick4'");
    expect((await sale('pick3')).data).toMatchObject({ state: 'salesSuspended', phase: null, salesCloseAt: null });
    expect((await sale('pick4')).data).toMatchObject({ state: 'notAvailable', phase: null });
    expect((await sale('golden-falcon')).data).toMatchObject({ lotteryType: null, state: 'onSale', phase: null });
  });

  it('answers an unknown game with 404000001 and a malformed key as invalid, writing nothing', async () => {
    const before = await tableSnapshot(t.db);
    expect((await sale('no-such-game')).code).toBe(ErrorCode.gameNotFound);
    expect((await sale('Pick3<script>')).code).toBe(ErrorCode.validationFailed);
    expect((await sale('a'.repeat(65))).code).toBe(ErrorCode.validationFailed);
    expect(await tableSnapshot(t.db)).toEqual(before);
  });

  it('lists every draw game\'s timetable from the catalogue the server runs, with its next draw', async () => {
    const { envelope } = await callHapi<Timetable>(t.app, '660100', {}, { method: 'GET' });
    expect(envelope.data!.games.map((g) => g.lotteryType)).toEqual(GAMES.map((g) => g.lotteryType));
    const pick3 = envelope.data!.games.find((g) => g.appKey === 'pick3')!;
    expect(pick3).toMatchObject({ kind: 'daily', at: '21:00', weekday: null, minutes: null, salesCloseSeconds: 300, price: 200 });
    expect(pick3.nextDrawAt).toBeGreaterThan(t.clock.now());
    expect(pick3.nextDrawAt - t.clock.now()).toBeLessThanOrEqual(86_400_000);
    // 21:00 in Dubai is 17:00 UTC.
    expect(new Date(pick3.nextDrawAt).toISOString()).toMatch(/T17:00:00\.000Z$/);
    expect(envelope.data!.games.find((g) => g.appKey === 'luckyday')).toMatchObject({ kind: 'weekly', weekday: 6, at: '20:30' });
    expect((await callHapi<Timetable>(t.app, '660100', { lotteryType: 72 })).envelope.data!.games.map((g) => g.appKey)).toEqual(['pick3']);
    expect((await callHapi<Timetable>(t.app, '660100', { lotteryType: 9_999 })).envelope.data!.games).toEqual([]);
    expect((await callHapi(t.app, '660100', { lotteryType: 0 })).envelope.code).toBe(ErrorCode.validationFailed);
  });
});
