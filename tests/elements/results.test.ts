// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../elements/define';
import { parseLotteryTypes } from '../../elements';
import { formatDateTime } from '../../sdk';
import { byName, makeClient, mount, shadow, styleSheetsOf, text, until } from './helpers';
import { fakeGateway } from '../support/fake-gateway';

const LATEST_DRAWS = '660200';
const DRAWN_AT = Date.UTC(2026, 0, 10, 17, 0); // 21:00 in Dubai

beforeAll(() => {
  document.addEventListener('nl-navigate-request', (event) => event.preventDefault());
});
afterEach(() => {
  document.body.innerHTML = '';
});

function item(lotteryType: number, result: (number | string | null)[] | null, phase = '20260110') {
  return { lotteryType, latestDrawnPhaseItem: { phase, result, expectedPrizeTimestamp: DRAWN_AT, seedHash: null }, previousPhaseItems: [] };
}

function results(items: unknown[], attributes: Record<string, string> = {}, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway({ [LATEST_DRAWS]: { data: { phaseResultResponseItems: items } } });
  const element = mount('nl-results', makeClient(gateway, { language }), attributes);
  return { gateway, element, root: shadow(element) };
}

const balls = (card: Element | null | undefined) => Array.from(card?.querySelectorAll('.nl-ball-value') ?? [], (b) => b.textContent);
const card = (root: ShadowRoot, type: number) => root.querySelector(`[data-lottery-type="${type}"]`);

describe('<nl-results>', () => {
  it('shows the latest draw of each lottery with name, phase and draw time', async () => {
    const { root, gateway } = results([item(72, [7, 0, 3]), item(81, [1, 12, 23, 30, 35])]);
    const pick3 = await until(() => card(root, 72));
    expect(text(pick3.querySelector('h3'))).toBe('Pick 3');
    expect(text(pick3.querySelector('.draw-phase'))).toBe('Draw 20260110');
    expect(text(pick3.querySelector('.draw-time'))).toBe(`Drawn at ${formatDateTime(DRAWN_AT, 'en-US')}`);
    expect(text(pick3.querySelector('.draw-time'))).toBe('Drawn at 21:00, 10/01/2026');
    expect(balls(pick3)).toEqual(['7', '0', '3']);
    expect(balls(card(root, 81))).toEqual(['1', '12', '23', '30', '35']);
    expect(gateway.calls.map(({ code, data }) => ({ code, data }))).toEqual([{ code: LATEST_DRAWS, data: { lotteryTypeList: -1, prePhases: 1 } }]);
    expect(pick3.querySelector('.draw-link')?.getAttribute('href')).toBe('/lottery/pick3/results');
  });

  it('results show ? for a missing number and drop a leading zero', async () => {
    const { root } = results([item(82, [7, null, 20, 1, 3])]);
    const diamond = await until(() => card(root, 82));
    expect(balls(diamond)).toEqual(['7', '?', '20', '1', '3']);
    expect(balls(diamond)).not.toContain('07');
    expect(diamond.querySelector('[data-missing="true"]')).toBeTruthy();
  });

  it('shows one ? per number before a draw has a result', async () => {
    const { root } = results([item(72, null)]);
    const pick3 = await until(() => card(root, 72));
    expect(balls(pick3)).toEqual(['?', '?', '?']);
    expect(text(pick3.querySelector('.draw-pending'))).toBe('Awaiting result');
  });

  it('sets the extra number apart: Lucky Day month and Super Diamond diamond', async () => {
    const { root } = results([item(61, [3, 9, 14, 22, 27, 31, 12]), item(82, [1, 2, 3, 4, 5])]);
    const lucky = await until(() => card(root, 61));
    const luckyExtra = lucky.querySelectorAll('.nl-ball-extra');
    expect(luckyExtra).toHaveLength(1);
    expect(luckyExtra[0]?.classList.contains('nl-ball-month')).toBe(true);
    expect(text(luckyExtra[0])).toBe('Month 12');
    const diamond = card(root, 82)!.querySelector('.nl-ball-extra');
    expect(diamond?.classList.contains('nl-ball-diamond')).toBe(true);
    expect(text(diamond)).toBe('Diamond 5');
    expect(card(root, 82)!.querySelectorAll('.nl-ball:not(.nl-ball-extra)')).toHaveLength(4);
  });

  it('shows the Color Prediction digit in its colours', async () => {
    const { root } = results([item(67, [0]), item(93, [7])]);
    const zero = await until(() => card(root, 67)?.querySelector('.nl-ball-colour'));
    expect(zero.getAttribute('data-colours')).toBe('red violet');
    expect(text(zero)).toContain('0, red and violet');
    expect(card(root, 93)?.querySelector('.nl-ball-colour')?.getAttribute('data-colours')).toBe('green');
    expect(text(card(root, 93)?.querySelector('h3'))).toBe('Color Prediction');
  });

  it('shows a Color Prediction colour item (SPEC §1) as a ball of that colour, named in English and in Arabic, never ?', async () => {
    for (const [language, names] of [['en-US', ['violet', 'red', 'green']], ['ar-AE', ['بنفسجي', 'أحمر', 'أخضر']]] as const) {
      const { root } = results([item(67, ['violet']), item(93, ['red', 'green'])], {}, language);
      const violet = await until(() => card(root, 67)?.querySelector('.nl-ball-colour'));
      expect(violet.getAttribute('data-colours')).toBe('violet');
      expect(violet.classList.contains('nl-colour-violet')).toBe(true);
      expect(text(violet)).toBe(names[0]);
      expect(violet.getAttribute('title')).toBe(names[0]);
      const alias = Array.from(card(root, 93)!.querySelectorAll('.nl-ball-colour'));
      expect(alias.map((b) => [b.getAttribute('data-colours'), text(b)])).toEqual([['red', names[1]], ['green', names[2]]]);
      expect(text(root)).not.toContain('?');
      document.body.innerHTML = '';
    }
  });

  it('restricts to the lottery-types attribute', async () => {
    const { root, gateway } = results([item(72, [1, 2, 3]), item(92, [1, 2, 3, 4]), item(81, [1, 2, 3, 4, 5])], { 'lottery-types': '72, 92' });
    await until(() => card(root, 72));
    expect(root.querySelectorAll('.draw-card')).toHaveLength(2);
    expect(card(root, 81)).toBeNull();
    expect(gateway.calls[0]?.data).toEqual({ lotteryTypeList: [72, 92], prePhases: 1 });
    expect(parseLotteryTypes('72,x, 92 ,72')).toEqual([72, 92]);
  });

  it('skips lottery types it does not know', async () => {
    const { root } = results([item(999, [1]), item(72, [1, 2, 3])]);
    await until(() => card(root, 72));
    expect(root.querySelectorAll('.draw-card')).toHaveLength(1);
  });

  it('shows an empty state without results', async () => {
    const { root } = results([]);
    expect(text(await until(() => root.querySelector('[data-state="empty"]')))).toBe('No results yet.');
  });

  it('shows a loading state, then an error with a retry', async () => {
    const gateway = fakeGateway({ [LATEST_DRAWS]: { code: 500000001, message: 'down' } });
    const release = gateway.hold(LATEST_DRAWS);
    const root = shadow(mount('nl-results', makeClient(gateway)));
    await until(() => root.querySelector('[data-state="loading"]'));
    release();
    const error = await until(() => root.querySelector('[data-state="error"]'));
    expect(text(error)).toContain('The results could not be loaded.');
    gateway.reply(LATEST_DRAWS, { data: { phaseResultResponseItems: [item(72, [4, 5, 6])] } });
    byName(error, 'Retry')!.click();
    expect(balls(await until(() => card(root, 72)))).toEqual(['4', '5', '6']);
  });

  it('is in Arabic with the balls kept left to right', async () => {
    const { root } = results([item(72, [7, 0, 3])], {}, 'ar-AE');
    const pick3 = await until(() => card(root, 72));
    expect(root.querySelector('.nl-root')?.getAttribute('dir')).toBe('rtl');
    expect(text(pick3.querySelector('h3'))).toBe('اختر 3');
    expect(pick3.querySelector('.nl-balls')?.getAttribute('dir')).toBe('ltr');
    // "Past results" points the way the page reads: its chevron is mirrored in Arabic (issue 21).
    const chevron = pick3.querySelector('.draw-link svg')!;
    expect(chevron.classList.contains('nl-mirror')).toBe(true);
    await until(() => styleSheetsOf(root).some((css) => /\[dir="rtl"\] \.nl-mirror \{ transform: scaleX\(-1\); \}/.test(css)));
    expect(chevron.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('asks the host to open past results', async () => {
    const { root, element } = results([item(92, [1, 2, 3, 4])]);
    const paths: string[] = [];
    element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
    // Named with its game: ten cards each say "Past results".
    (await until(() => byName(root, 'Past results Pick 4'))).click();
    expect(paths).toEqual(['/lottery/pick4/results']);
  });
});

const DRAW_HISTORY = '660201';

/** A gateway holding `count` drawn Pick 3 phases (newest first) that answers pages like the server. */
function historyGateway(count: number) {
  const phases = Array.from({ length: count }, (_, i) => ({
    phase: `2026${String(count - i).padStart(5, '0')}`,
    result: [i % 10, 1, 2],
    expectedPrizeTimestamp: DRAWN_AT - i * 86_400_000,
    seedHash: null,
  }));
  return fakeGateway({
    [DRAW_HISTORY]: (data) => {
      const { pageNo, pageSize } = data as { pageNo: number; pageSize: number };
      return { data: { total: count, list: phases.slice((pageNo - 1) * pageSize, pageNo * pageSize) } };
    },
  });
}

function history(gateway: ReturnType<typeof fakeGateway>, language: 'en-US' | 'ar-AE' = 'en-US') {
  const element = mount('nl-results', makeClient(gateway, { language }), { 'lottery-types': '72', mode: 'history' });
  return { element, root: shadow(element) };
}

const shownPhases = (root: ShadowRoot) => Array.from(root.querySelectorAll('[part="draw"]'), (draw) => draw.getAttribute('data-phase'));

describe('<nl-results mode="history">', () => {
  it("pages through one game's past draws ten at a time, newest first, with Next and Previous", async () => {
    const gateway = historyGateway(23);
    const { root } = history(gateway);
    await until(() => shownPhases(root).length === 10);
    expect(text(root.querySelector('h2'))).toBe('Pick 3: past draws');
    expect(shownPhases(root)[0]).toBe('202600023');
    expect(text(root.querySelector('.pager-status'))).toBe('Page 1 of 3');
    expect(byName(root, 'Previous')!.getAttribute('aria-disabled')).toBe('true');

    byName(root, 'Next')!.click();
    await until(() => shownPhases(root)[0] === '202600013');
    expect(text(root.querySelector('.pager-status'))).toBe('Page 2 of 3');
    await until(() => root.activeElement === root.querySelector('h2'));
    byName(root, 'Next')!.click();
    await until(() => shownPhases(root).length === 3);
    expect(shownPhases(root).at(-1)).toBe('202600001');
    expect(byName(root, 'Next')!.getAttribute('aria-disabled')).toBe('true');
    byName(root, 'Next')!.click();
    byName(root, 'Previous')!.click();
    await until(() => shownPhases(root)[0] === '202600013');
    expect(gateway.callsOf(DRAW_HISTORY)).toEqual([
      { lotteryType: 72, pageNo: 1, pageSize: 10 },
      { lotteryType: 72, pageNo: 2, pageSize: 10 },
      { lotteryType: 72, pageNo: 3, pageSize: 10 },
      { lotteryType: 72, pageNo: 2, pageSize: 10 },
    ]);
  });

  it('shows each past draw with its time and numbers, and no link back to itself', async () => {
    const { root } = history(historyGateway(3));
    await until(() => shownPhases(root).length === 3);
    const newest = root.querySelector('[part="draw"]')!;
    expect(text(newest.querySelector('h3'))).toBe('Draw 202600003');
    expect(text(newest.querySelector('.draw-time'))).toBe('Drawn at 21:00, 10/01/2026');
    expect(balls(newest)).toEqual(['0', '1', '2']);
    expect(root.querySelector('a[href="/lottery/pick3/results"]')).toBeNull();
    expect(root.querySelector('[part="pager"]'), 'one page needs no pager').toBeNull();
  });

  it('says so when the game has no draws yet', async () => {
    const { root } = history(historyGateway(0));
    const empty = await until(() => root.querySelector('[data-state="empty"]'));
    expect(text(empty)).toBe('This game has no draws yet.');
  });

  it('offers a retry when the history cannot be loaded', async () => {
    const gateway = fakeGateway({ [DRAW_HISTORY]: { code: 500000001, message: 'down' } });
    const { root } = history(gateway);
    const retry = await until(() => byName(root, 'Retry'));
    expect(text(root.querySelector('[role="alert"]'))).toContain('The past draws could not be loaded.');
    gateway.reply(DRAW_HISTORY, { data: { total: 1, list: [{ phase: '20260110', result: [1, 2, 3], expectedPrizeTimestamp: DRAWN_AT, seedHash: null }] } });
    retry.click();
    await until(() => shownPhases(root).length === 1);
  });

  it('reads the page status in Arabic with the numbers kept left-to-right', async () => {
    const { root } = history(historyGateway(12), 'ar-AE');
    const status = await until(() => root.querySelector('.pager-status'));
    expect(text(status)).toBe('الصفحة 1 من 2');
    expect(status.querySelector('[dir="ltr"]')).toBeTruthy();
    expect(byName(root, 'التالي')).toBeTruthy();
  });
});
