import { describe, expect, it } from 'vitest';
import { seedDemo, DEMO_SESSION_TOKEN } from '../../host-demo/server/seed/seed-demo';
import { availableBackends } from './helpers/backends';
import { callHapi, testApp } from './helpers/gateway';
import { countingDb } from './helpers/counting-db';
import { planWithoutSeqScan } from './helpers/query-plan';
import { gatewayPerTest } from './helpers/per-test';

describe.each(availableBackends())('indexes on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('every lookup the gateway makes can be answered from an index (no sequential scan)', async () => {
    await seedDemo(t.db, { now: t.clock.now() });
    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock);
    const calls: [string, unknown][] = [
      ['100124', {}],
      ['660200', { lotteryTypeList: -1, prePhases: 3 }],
      ['660200', { lotteryTypeList: [72, 92] }],
      ['660201', { lotteryType: 72, pageNo: 2, pageSize: 10 }],
      ['660202', { lotteryType: 72, phase: '20260313001' }],
      ['660203', { lotteryType: 72 }],
      ['700014', {}],
      ['700014', { category: 'scratch' }],
      ['700005', { showKey: 'pick3' }],
      ['700005', { appKey: 'pick3' }],
      ['200025', { tabType: [23, 7], businessLine: 'h5-new' }],
      // Scratch cards (issue 20): the game's pools, the player's cards by game and state, the tab's filters.
      ['660301', { appKey: 'golden-falcon' }],
      ['101303', {}],
      ['101303', { appKey: 'golden-falcon', state: 'unscratched', pageSize: 1 }],
      ['101303', { cursor: '1000' }],
      ['101065', { tab: 'scratch', filter: 'unsettled' }],
      ['101065', { tab: 'scratch', filter: 'win' }],
      ['101065', { tab: 'scratch', filter: 'notWin' }],
      // The player's orders of one draw (issue 21: a per-minute game's outcome as the draw lands).
      ['101065', { game: 72, phase: '20260313001', pageSize: 50 }],
    ];
    for (const [code, data] of calls) {
      expect((await callHapi(app, code, data, { token: DEMO_SESSION_TOKEN })).envelope.code, code).toBe(0);
    }
    await app.close();
    expect(counted.statements.length).toBeGreaterThanOrEqual(calls.length);

    for (const { sql, params } of counted.statements) {
      const plan = await planWithoutSeqScan(t.db, { sql, params });
      expect(plan, sql).not.toMatch(/Seq Scan/);
    }
  });
});
