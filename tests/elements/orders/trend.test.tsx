// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import '../../../elements/define';
import { setDefaultClient } from '../../../elements';
import { makeClient, mount, shadow, text, until } from '../helpers';
import { fakeGateway } from '../../support/fake-gateway';

const TREND = '660400';

afterEach(() => {
  document.body.innerHTML = '';
  setDefaultClient(null);
});

const digits = (draws: number) => ({
  data: { draws, numbers: Array.from({ length: 10 }, (_, number) => ({ number, count: number === 7 ? 4 : 1, lastSeenAgo: number === 9 ? null : number })) },
});

describe('<nl-trend>', () => {
  it('shows Pick 3 alone on /threeDigitTrend, each digit with its count and when last seen, and asks again for another window', async () => {
    const gateway = fakeGateway({ [TREND]: (data) => digits((data as { draws: number }).draws) });
    const root = shadow(mount('nl-trend', makeClient(gateway), { mode: 'three-digit' }));
    await until(() => root.querySelectorAll('.trend-row').length === 10);
    expect(root.querySelector('select[name="game"]')).toBeNull();
    expect(text(root.querySelector('h1'))).toBe('Number trends: Pick 3');
    const row = (n: number) => Array.from(root.querySelector(`[data-number="${n}"]`)!.children, (cell) => text(cell));
    expect(row(7)).toEqual(['7', '4', '7 draws ago']);
    expect(row(0)).toEqual(['0', '1', 'Latest draw']);
    expect(row(9)).toEqual(['9', '1', 'Not seen']);
    const draws = root.querySelector<HTMLSelectElement>('select[name="draws"]')!;
    draws.value = '200';
    draws.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => text(root.querySelector('caption')).includes('200'));
    expect(gateway.callsOf(TREND)).toEqual([{ lotteryType: 72, draws: 50 }, { lotteryType: 72, draws: 200 }]);
  });

  it('lets the player pick the game and says when it has no draws', async () => {
    const gateway = fakeGateway({ [TREND]: { data: { draws: 0, numbers: [] } } });
    const root = shadow(mount('nl-trend', makeClient(gateway), { 'lottery-type': '61' }));
    await until(() => root.querySelector('[part="empty"]'));
    const game = root.querySelector<HTMLSelectElement>('select[name="game"]')!;
    expect(game.value).toBe('61');
    game.value = '92';
    game.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => gateway.callsOf(TREND).length === 2);
    expect(gateway.callsOf(TREND)).toEqual([{ lotteryType: 61, draws: 50 }, { lotteryType: 92, draws: 50 }]);
  });
});

const DRAW_HISTORY = '660201';

/** Pick 3 draws as the draw history answers them, newest first. */
const history = (results: ((number | null)[] | null)[]) => ({
  data: {
    total: results.length,
    list: results.map((result, i) => ({ phase: `2026112${results.length - i}`, result, expectedPrizeTimestamp: 0, seedHash: null })),
  },
});

describe('<nl-trend mode="three-digit-old"> (/threeDigitOld)', () => {
  it("shows Pick 3's recent draws, each drawn digit marked in its position and the others counting the draws it has been missing", async () => {
    // Oldest last: 1 2 3, then 1 0 0, then (newest) 9 2 ?.
    const gateway = fakeGateway({ [DRAW_HISTORY]: history([[9, 2, null], [1, 0, 0], [1, 2, 3]]) });
    const root = shadow(mount('nl-trend', makeClient(gateway), { mode: 'three-digit-old' }));
    await until(() => root.querySelectorAll('.chart-row').length === 3);
    expect(gateway.callsOf(DRAW_HISTORY)).toEqual([{ lotteryType: 72, pageNo: 1, pageSize: 30 }]);
    expect(text(root.querySelector('h1'))).toBe('Pick 3 past results by position');
    expect(root.querySelector('select[name="game"]')).toBeNull();
    const newest = root.querySelector('.chart-row')!;
    expect(text(newest.querySelector('th'))).toBe('20261123');
    expect(text(newest.querySelector('.chart-result'))).toBe('9 2 ?');
    const cell = (row: Element, position: number, digit: number) => row.querySelector(`[data-position="${position}"][data-digit="${digit}"]`)!;
    expect(cell(newest, 1, 9).className).toContain('chart-hit');
    expect(text(cell(newest, 1, 9))).toBe('9 drawn');
    // 1 in the first position: drawn in the two older draws, missing in the newest one.
    expect(text(cell(newest, 1, 1))).toBe('1');
    // 2 in the second position: drawn in the oldest and the newest.
    expect(cell(newest, 2, 2).className).toContain('chart-hit');
    // The third position of the newest draw is missing: nothing is marked, 0 was drawn a draw ago.
    expect(newest.querySelectorAll('[data-position="3"].chart-hit')).toHaveLength(0);
    expect(text(cell(newest, 3, 0))).toBe('1');
    expect(text(cell(newest, 3, 3))).toBe('2');

    const draws = root.querySelector<HTMLSelectElement>('select[name="draws"]')!;
    draws.value = '50';
    draws.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => gateway.callsOf(DRAW_HISTORY).length === 2);
    expect(gateway.callsOf(DRAW_HISTORY)[1]).toEqual({ lotteryType: 72, pageNo: 1, pageSize: 50 });
  });

  it('speaks Arabic to an Arabic player', async () => {
    const gateway = fakeGateway({ [DRAW_HISTORY]: history([[1, 2, 3]]) });
    const root = shadow(mount('nl-trend', makeClient(gateway, { language: 'ar-AE' }), { mode: 'three-digit-old' }));
    await until(() => root.querySelector('.chart-row'));
    expect(text(root.querySelector('h1'))).toBe('نتائج اختر 3 السابقة حسب الموقع');
    expect(text(root.querySelector('.chart-position'))).toBe('الرقم الأول');
  });

  it('says when Pick 3 has no draws yet', async () => {
    const gateway = fakeGateway({ [DRAW_HISTORY]: history([]) });
    const root = shadow(mount('nl-trend', makeClient(gateway), { mode: 'three-digit-old' }));
    await until(() => root.querySelector('[part="empty"]'));
    expect(text(root.querySelector('[part="empty"]'))).toBe('No draws yet for this game.');
  });

  it('shows the loading state, then the error state with Retry, which asks again', async () => {
    const gateway = fakeGateway({ [DRAW_HISTORY]: { code: 500000001, message: 'down' } });
    // Held: the page shows its loading state until the answer comes.
    const release = gateway.hold(DRAW_HISTORY);
    const root = shadow(mount('nl-trend', makeClient(gateway), { mode: 'three-digit-old' }));
    await until(() => root.querySelector('[data-state="loading"]'));
    release();
    await until(() => root.querySelector('[part="error"]'));
    gateway.reply(DRAW_HISTORY, history([[1, 2, 3]]));
    (root.querySelector('[part="error"] button') as HTMLButtonElement).click();
    await until(() => root.querySelector('.chart-row'));
  });
});
