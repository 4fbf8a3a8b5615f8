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
