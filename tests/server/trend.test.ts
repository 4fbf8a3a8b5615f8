import { describe, expect, it } from 'vitest';
import type { Database } from '../../host-demo/server/db/database';
import { availableBackends } from './helpers/backends';
import { callHapi } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

interface TrendNumber {
  number: number;
  count: number;
  lastSeenAgo: number | null;
}

const MINUTE = 60_000;

/** Drawn phases, oldest first, one minute apart, ending a minute before now. */
async function drawn(db: Database, type: number, now: number, results: (number | null)[][]) {
  for (const [index, result] of results.entries()) {
    const at = new Date(now - (results.length - index) * MINUTE);
    await db.query(`insert into draws (lottery_type, phase, expected_at, result, drawn_at) values ($1, $2, $3, $4::int[], $3)`, [type, `p${String(index).padStart(4, '0')}`, at, result]);
  }
}

describe.each(availableBackends())('660400 trend on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const trend = async (data: Record<string, unknown>) => {
    const { envelope } = await callHapi<{ draws: number; numbers: TrendNumber[] }>(t.app, '660400', data);
    expect(envelope.code).toBe(0);
    return envelope.data!;
  };

  it('counts each Pick 3 digit over the last N draws, repeats included, and how many draws ago it was last seen', async () => {
    // Oldest to newest: eleven draws, so the oldest falls outside a window of ten.
    const history = [[9, 9, 9], ...Array.from({ length: 9 }, () => [1, 2, 3]), [7, 7, 1]];
    await drawn(t.db, 72, t.clock.now(), history);
    const result = await trend({ lotteryType: 72, draws: 10 });
    expect(result.draws).toBe(10);
    expect(result.numbers.map((n) => n.number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const by = new Map(result.numbers.map((n) => [n.number, n]));
    expect(by.get(7)).toEqual({ number: 7, count: 2, lastSeenAgo: 0 });
    expect(by.get(1)).toEqual({ number: 1, count: 10, lastSeenAgo: 0 });
    expect(by.get(2)).toEqual({ number: 2, count: 9, lastSeenAgo: 1 });
    // The draw of 9 9 9 is the eleventh newest: outside the window.
    expect(by.get(9)).toEqual({ number: 9, count: 0, lastSeenAgo: null });
    expect(by.get(0)).toEqual({ number: 0, count: 0, lastSeenAgo: null });
    const wider = await trend({ lotteryType: 72, draws: 20 });
    expect(wider.draws).toBe(11);
    expect(wider.numbers.find((n) => n.number === 9)).toEqual({ number: 9, count: 3, lastSeenAgo: 10 });
  });

  it('counts only the main numbers of Lucky Day, not its extra ball, and ignores other games and undrawn phases', async () => {
    await drawn(t.db, 61, t.clock.now(), [[1, 2, 3, 4, 5, 6, 12]]);
    await drawn(t.db, 72, t.clock.now(), [[4, 4, 4]]);
    await t.db.query(`insert into draws (lottery_type, phase, expected_at) values (61, 'future', $1)`, [new Date(t.clock.now() + MINUTE)]);
    const result = await trend({ lotteryType: 61, draws: 10 });
    expect(result.draws).toBe(1);
    expect(result.numbers).toHaveLength(31);
    expect(result.numbers.filter((n) => n.count > 0).map((n) => n.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers a lottery without draws with every number at zero', async () => {
    const result = await trend({ lotteryType: 92 });
    expect(result.draws).toBe(0);
    expect(result.numbers.every((n) => n.count === 0 && n.lastSeenAgo === null)).toBe(true);
  });

  it('refuses a window outside 10 to 200 draws', async () => {
    for (const draws of [9, 201]) {
      const { envelope } = await callHapi(t.app, '660400', { lotteryType: 72, draws });
      expect(envelope.code).toBe(400000012);
    }
  });
});
