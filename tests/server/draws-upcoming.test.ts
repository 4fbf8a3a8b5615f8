import { describe, expect, it } from 'vitest';
import { runDrawEngine } from '../../host-demo/server/domains/draws/draw-engine';
import { NO_TICKETS } from '../../host-demo/server/domains/draws/ticket-source';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { callHapi, tableSnapshot } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

interface Upcoming {
  draws: { phase: string; salesCloseAt: number; drawAt: number; seedHash: string | null }[];
  serverTime: number;
}

const DAY = 24 * 3600_000;

describe.each(availableBackends())('660003 upcoming draws on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const upcoming = async (data: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') => (await callHapi<Upcoming>(t.app, '660003', data, { method })).envelope;

  it('lists the draws still on sale soonest first, as many as asked, each with its close, draw time and commitment', async () => {
    // Nothing announced: an empty list, and the clock.
    expect(await upcoming({ lotteryType: 72 })).toMatchObject({ code: 0, data: { draws: [], serverTime: t.clock.now() } });
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);

    const all = (await upcoming({ lotteryType: 72 })).data!;
    expect(all.draws).toHaveLength(20);
    const next = (await callHapi<{ phase: string; salesCloseAt: number; drawAt: number }>(t.app, '660203', { lotteryType: 72 })).envelope.data!;
    expect(all.draws[0]).toEqual({ phase: next.phase, salesCloseAt: next.salesCloseAt, drawAt: next.drawAt, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // A daily game: one draw a day, each after the last, each closing before its draw.
    for (let i = 1; i < all.draws.length; i += 1) expect(all.draws[i]!.drawAt - all.draws[i - 1]!.drawAt).toBe(DAY);
    for (const d of all.draws) expect(d.salesCloseAt).toBeLessThanOrEqual(d.drawAt);

    const three = (await upcoming({ lotteryType: 72, count: 3 }, 'GET')).data!;
    expect(three.draws).toEqual(all.draws.slice(0, 3));

    // Once the first draw's sales close it is no longer listed.
    t.clock.set(all.draws[0]!.salesCloseAt);
    expect((await upcoming({ lotteryType: 72, count: 2 })).data!.draws.map((d) => d.phase)).toEqual([all.draws[1]!.phase, all.draws[2]!.phase]);
    // Color Prediction's second type number answers with the same draws; an unknown game with none.
    expect((await upcoming({ lotteryType: 93, count: 5 })).data!.draws).toEqual((await upcoming({ lotteryType: 67, count: 5 })).data!.draws);
    expect((await upcoming({ lotteryType: 9_999 })).data!.draws).toEqual([]);
  });

  it('writes nothing', async () => {
    await runDrawEngine(t.db, t.clock.now(), NO_TICKETS);
    const before = await tableSnapshot(t.db);
    expect((await upcoming({ lotteryType: 81 })).code).toBe(0);
    expect(await tableSnapshot(t.db)).toEqual(before);
  });

  it.each([
    ['no lottery type', {}],
    ['lottery type 0', { lotteryType: 0 }],
    ['lottery type 10000', { lotteryType: 10_000 }],
    ['count 0', { lotteryType: 72, count: 0 }],
    ['count 21', { lotteryType: 72, count: 21 }],
    ['a fractional count', { lotteryType: 72, count: 1.5 }],
    ['count as text', { lotteryType: 72, count: '3' }],
  ])('refuses %s with 400000012 and changes nothing', async (_label, data) => {
    const before = await tableSnapshot(t.db);
    expect((await upcoming(data)).code).toBe(ErrorCode.validationFailed);
    expect(await tableSnapshot(t.db)).toEqual(before);
  });
});
