import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../host-demo/server/db/database';
import { GAMES } from '../../sdk/games/catalogue';
import { availableBackends } from './helpers/backends';
import { callHapi, testApp } from './helpers/gateway';
import { countingDb } from './helpers/counting-db';
import { gatewayPerTest } from './helpers/per-test';

interface PhaseItem {
  phase: string;
  result: (number | null)[] | null;
  expectedPrizeTimestamp: number;
  seedHash: string | null;
  seed?: string | null;
}
interface Item {
  lotteryType: number;
  latestDrawnPhaseItem: PhaseItem | null;
  previousPhaseItems: PhaseItem[];
}

const HOUR = 3_600_000;

async function insertDraw(db: Database, d: { type: number; phase: string; at: number; result?: number[] }) {
  const seed = `seed-${d.type}-${d.phase}`;
  const seedHash = createHash('sha256').update(seed).digest('hex');
  const drawn = d.result !== undefined;
  await db.query(
    `insert into draws (lottery_type, phase, expected_at, seed_hash, seed, result, drawn_at)
     values ($1, $2, $3, $4, $5, $6::int[], $7)`,
    [d.type, d.phase, new Date(d.at), seedHash, drawn ? seed : null, drawn ? d.result : null, drawn ? new Date(d.at) : null],
  );
}

describe.each(availableBackends())('660200 latest draws on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const latest = async (data: Record<string, unknown>) => {
    const { envelope } = await callHapi<{ phaseResultResponseItems: Item[] }>(t.app, '660200', data);
    expect(envelope.code).toBe(0);
    return envelope.data!.phaseResultResponseItems;
  };

  async function pick3History() {
    const now = t.clock.now();
    await insertDraw(t.db, { type: 72, phase: '20260311001', at: now - 72 * HOUR, result: [1, 1, 2] });
    await insertDraw(t.db, { type: 72, phase: '20260312001', at: now - 48 * HOUR, result: [3, 0, 9] });
    await insertDraw(t.db, { type: 72, phase: '20260313001', at: now - 24 * HOUR, result: [7, 7, 7] });
    // Announced (seed hash published) but not drawn yet: must never show as a result.
    await insertDraw(t.db, { type: 72, phase: '20260314001', at: now + 12 * HOUR });
  }

  it('660200 returns the latest drawn phase per lottery', async () => {
    await pick3History();
    await insertDraw(t.db, { type: 92, phase: '20260313001', at: t.clock.now() - 24 * HOUR, result: [0, 4, 0, 4] });
    const items = await latest({ lotteryTypeList: [72, 92] });
    expect(items).toEqual([
      {
        lotteryType: 72,
        latestDrawnPhaseItem: {
          phase: '20260313001',
          result: [7, 7, 7],
          expectedPrizeTimestamp: t.clock.now() - 24 * HOUR,
          seedHash: createHash('sha256').update('seed-72-20260313001').digest('hex'),
          seed: 'seed-72-20260313001',
          ticketRoot: null,
          ticketCount: null,
        },
        previousPhaseItems: [],
      },
      { lotteryType: 92, latestDrawnPhaseItem: expect.objectContaining({ phase: '20260313001', result: [0, 4, 0, 4] }), previousPhaseItems: [] },
    ]);
  });

  it('adds prePhases - 1 previous phases, newest first', async () => {
    await pick3History();
    const [item] = await latest({ lotteryTypeList: [72], prePhases: 3 });
    expect(item!.latestDrawnPhaseItem!.phase).toBe('20260313001');
    expect(item!.previousPhaseItems.map((p) => p.phase)).toEqual(['20260312001', '20260311001']);
    const [capped] = await latest({ lotteryTypeList: [72], prePhases: 20 });
    expect(capped!.previousPhaseItems).toHaveLength(2);
  });

  it('answers every lottery of the catalogue for -1, in catalogue order, with null where nothing is drawn', async () => {
    await pick3History();
    const items = await latest({ lotteryTypeList: -1, prePhases: 1 });
    expect(items.map((i) => i.lotteryType)).toEqual(GAMES.map((g) => g.lotteryType));
    for (const item of items) {
      if (item.lotteryType === 72) expect(item.latestDrawnPhaseItem).not.toBeNull();
      else expect(item).toEqual({ lotteryType: item.lotteryType, latestDrawnPhaseItem: null, previousPhaseItems: [] });
    }
  });

  it('reveals the seed with the result of a drawn phase, so anyone can check it against its hash', async () => {
    await pick3History();
    const [item] = await latest({ lotteryTypeList: [72], prePhases: 3 });
    for (const p of [item!.latestDrawnPhaseItem!, ...item!.previousPhaseItems]) {
      expect(p.seed).toBe(`seed-72-${p.phase}`);
      expect(p.seedHash).toBe(createHash('sha256').update(p.seed!).digest('hex'));
    }
  });

  it('answers with ONE set-based SQL statement whatever the number of games', async () => {
    await pick3History();
    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock);
    await callHapi(app, '660200', { lotteryTypeList: -1, prePhases: 5 });
    expect(counted.statements).toHaveLength(1);
    await app.close();
  });

  it('answers Color Prediction asked by its second type number 93 with the one draw of type 67', async () => {
    await insertDraw(t.db, { type: 67, phase: '202603130001', at: t.clock.now() - 2 * 60_000, result: [5] });
    const items = await latest({ lotteryTypeList: [93] });
    expect(items).toEqual([
      { lotteryType: 67, latestDrawnPhaseItem: expect.objectContaining({ phase: '202603130001', result: [5] }), previousPhaseItems: [] },
    ]);
  });

  it('skips lottery types that are not in the catalogue', async () => {
    expect(await latest({ lotteryTypeList: [9999] })).toEqual([]);
  });
});

describe.each(availableBackends())('660201 draw history on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const history = async (data: Record<string, unknown>) => {
    const { envelope } = await callHapi<{ total: number; list: PhaseItem[] }>(t.app, '660201', data);
    expect(envelope.code).toBe(0);
    return envelope.data!;
  };

  /** `count` daily Pick 3 draws ending yesterday (phase 20260101001 is the oldest), and one announced. */
  async function dailyDraws(count: number) {
    const now = t.clock.now();
    for (let day = 1; day <= count; day++) {
      const phase = `2026${String(Math.ceil(day / 28)).padStart(2, '0')}${String(((day - 1) % 28) + 1).padStart(2, '0')}001`;
      await insertDraw(t.db, { type: 72, phase, at: now - (count - day + 1) * 24 * HOUR, result: [day % 10, 0, 0] });
    }
    await insertDraw(t.db, { type: 72, phase: '20991231001', at: now + 12 * HOUR });
  }

  it('pages through every drawn phase of one lottery, newest first, with the total', async () => {
    await dailyDraws(23);
    const first = await history({ lotteryType: 72, pageNo: 1, pageSize: 10 });
    expect(first.total).toBe(23);
    expect(first.list).toHaveLength(10);
    const second = await history({ lotteryType: 72, pageNo: 2, pageSize: 10 });
    const third = await history({ lotteryType: 72, pageNo: 3, pageSize: 10 });
    expect(third.list).toHaveLength(3);
    const phases = [...first.list, ...second.list, ...third.list].map((p) => p.phase);
    expect(new Set(phases).size).toBe(23);
    expect(phases).toEqual([...phases].sort().reverse());
    expect(phases).not.toContain('20991231001');
    expect(third.list.at(-1)!.phase).toBe('20260101001');
  });

  it('answers an empty page past the end, and pages of 10 by default', async () => {
    await dailyDraws(12);
    expect(await history({ lotteryType: 72, pageNo: 5 })).toEqual({ total: 12, list: [] });
    expect((await history({ lotteryType: 72 })).list).toHaveLength(10);
  });

  it('answers a lottery without draws with nothing, and refuses a page size above 50', async () => {
    expect(await history({ lotteryType: 92 })).toEqual({ total: 0, list: [] });
    const { envelope } = await callHapi(t.app, '660201', { lotteryType: 72, pageSize: 51 });
    expect(envelope.code).not.toBe(0);
  });

  it('answers Color Prediction asked by its second type number 93 with the draws of type 67', async () => {
    await insertDraw(t.db, { type: 67, phase: '202603130001', at: t.clock.now() - 2 * 60_000, result: [5] });
    expect(await history({ lotteryType: 93 })).toEqual({ total: 1, list: [expect.objectContaining({ phase: '202603130001', result: [5] })] });
  });
});
