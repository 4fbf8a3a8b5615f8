/**
 * 101067 recent winners, the Quick Five winner ticker's read: the newest credited wins, names
 * masked by the server, open to guests, bounded, and one index range scan whatever the history.
 */
import { describe, expect, it } from 'vitest';
import type { RecentWinner } from '../../sdk/commands/orders';
import { ErrorCode } from '../../sdk/errors/codes';
import { maskWinnerName } from '../../host-demo/server/domains/orders/recent-winners';
import { settlePendingDraws } from '../../host-demo/server/domains/orders/settle-draw';
import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { availableBackends } from './helpers/backends';
import { callHapi, testApp } from './helpers/gateway';
import { countingDb } from './helpers/counting-db';
import { planWithoutSeqScan } from './helpers/query-plan';
import { announceDraws, buy, buyer, nextDraw } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';

type Winners = { items: RecentWinner[] };

describe('masking a winner name', () => {
  it.each([
    ['Aisha', 'A***a'],
    ['محمد', 'م***د'],
    ['Al', 'A***'],
    ['J', 'J***'],
    ['  ', '***'],
    ['Zoë', 'Z***ë'],
  ])('%s → %s', (name, masked) => {
    expect(maskWinnerName(name)).toBe(masked);
  });
});

describe.each(availableBackends())('recent winners (101067) on $name', (backend) => {
  const t = gatewayPerTest(backend);

  async function drawWith(lotteryType: number, result: number[]) {
    const draw = await nextDraw(t.db, lotteryType, t.clock.now());
    await t.db.query('update draws set closed_at = $2, result = $3::int[], drawn_at = $2 where id = $1', [draw.id, new Date(t.clock.now()), result]);
    await settlePendingDraws(t.db, t.clock.now(), new InProcessEventBus());
  }

  async function namedBuyer(firstName: string) {
    const p = await buyer(t.db, t.clock, 10_000);
    await t.db.query('update players set first_name = $2 where id = $1', [p.playerId, firstName]);
    return p;
  }

  it('lists credited wins newest first with masked names, to a guest, and leaves losers out', async () => {
    await announceDraws(t.db, t.clock);
    const aisha = await namedBuyer('Aisha');
    const omar = await namedBuyer('عمر');
    const loser = await namedBuyer('Loser');
    await buy(t.app, aisha.token);
    await buy(t.app, loser.token, { selections: [{ numbers: [9, 9, 9] }] });
    await drawWith(72, [1, 2, 3]);
    t.clock.advance(60_000);
    // Octaluck: one number, drawn (prize per AED 2: AED 3.20).
    await buy(t.app, omar.token, { appKey: 'octaluck', lotteryType: 83, playType: 8301, selections: [{ numbers: [4] }], amount: 200 });
    await drawWith(83, [4, 5, 6]);

    const all = await callHapi<Winners>(t.app, '101067', {});
    expect(all.envelope.code).toBe(0);
    expect(all.envelope.data!.items.map(({ maskedName, appKey, lotteryType, amount }) => ({ maskedName, appKey, lotteryType, amount }))).toEqual([
      { maskedName: 'ع***ر', appKey: 'octaluck', lotteryType: 83, amount: 320 },
      { maskedName: 'A***a', appKey: 'pick3', lotteryType: 72, amount: 100_000 },
    ]);
    expect(JSON.stringify(all.envelope.data)).not.toMatch(/Aisha|عمر|Loser/);

    const pick3 = await callHapi<Winners>(t.app, '101067', { lotteryType: 72 });
    expect(pick3.envelope.data!.items.map((w) => w.maskedName)).toEqual(['A***a']);
    const quickFive = await callHapi<Winners>(t.app, '101067', { lotteryType: 69 });
    expect(quickFive.envelope.data!.items).toEqual([]);
    const one = await callHapi<Winners>(t.app, '101067', { limit: 1 });
    expect(one.envelope.data!.items.map((w) => w.maskedName)).toEqual(['ع***ر']);
  });

  it.each([
    ['a limit above 20', { limit: 21 }],
    ['a limit of 0', { limit: 0 }],
    ['a lottery type out of range', { lotteryType: 100_000 }],
    ['a lottery type that is text', { lotteryType: '72; drop table orders' }],
  ])('refuses %s with a clear error, never a 500', async (_case, data) => {
    const reply = await callHapi(t.app, '101067', data);
    expect(reply.envelope.code).not.toBe(0);
    expect(reply.envelope.code).not.toBe(ErrorCode.unexpected);
    expect(reply.response.statusCode).toBe(200);
  });

  it('reads a partial index newest first and stops at the limit: no sequential scan, no sort, whatever the history', async () => {
    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock);
    expect((await callHapi(app, '101067', {})).envelope.code).toBe(0);
    expect((await callHapi(app, '101067', { lotteryType: 69, limit: 5 })).envelope.code).toBe(0);
    await app.close();
    const reads = counted.statements.filter((s) => /from orders o join players/.test(s.sql));
    expect(reads).toHaveLength(2);
    for (const { sql, params } of reads) {
      const plan = await planWithoutSeqScan(t.db, { sql, params });
      expect(plan, sql).toMatch(/orders_recent_wins/);
      expect(plan, sql).not.toMatch(/Seq Scan on orders|Sort/);
    }
  });
});
