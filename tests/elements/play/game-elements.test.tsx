// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { GAMES, formatMoney } from '../../../sdk';
import { PLAYER, text, until, hostNavigations } from '../helpers';
import { NOW, openGame, planLines, press, ready, saleReplies, total } from './play-helpers';

const SALE_STATE = '660004';
import { GAME_GLYPHS } from '../../../elements/games/play/game-icon';

const navigations = hostNavigations();

const ELEMENTS = [
  ['nl-pick3', 'pick3', 'Pick 3', ['1st digit', '2nd digit', '3rd digit']],
  ['nl-pick4', 'pick4', 'Pick 4', ['1st digit', '2nd digit', '3rd digit', '4th digit']],
  ['nl-lucky-day', 'luckyday', 'Lucky Day', ['Day numbers', 'Month number']],
  ['nl-magic5', 'magic5', 'Magic5', ['Numbers']],
  ['nl-fivetastic', 'fivetastic', 'Fivetastic', ['Numbers']],
  ['nl-super-diamond', 'super-diamond', 'Super Diamond', ['Numbers', 'Diamond']],
  ['nl-quick-five', 'quick-five', 'Quick Five', ['Numbers']],
  ['nl-octaluck', 'octaluck', 'Octaluck', ['Numbers']],
  ['nl-super-ocean', 'super-ocean', 'Super Ocean', ['Numbers']],
  ['nl-color-prediction', 'colorprediction', 'Color Prediction', ['Options']],
] as const;

describe('each game element', () => {
  it.each(ELEMENTS)('<%s> renders its game, and an Easy Pick line is bought at the game price', async (tag, key, name, grids) => {
    const { root } = openGame(tag, { user: PLAYER });
    await ready(root);
    expect(text(root.querySelector('h1'))).toBe(name);
    expect(Array.from(root.querySelectorAll('.number-grid'), (g) => g.getAttribute('aria-label'))).toEqual(grids);
    await press(root, 'Easy Pick');
    await until(() => root.querySelector('.line-status[data-valid="true"]'));
    await press(root, 'Add');
    await until(() => planLines(root).length === 1);
    expect(total(root)).toBe(formatMoney(GAMES.find((g) => g.key === key)!.price, 'en-US'));
  });

  it('<nl-quick-five> offers the methods nap, prediction and group, each with its sizes', async () => {
    const { root } = openGame('nl-quick-five', { user: PLAYER });
    await ready(root);
    expect(Array.from(root.querySelectorAll('[role="radio"]'), (c) => text(c))).toEqual(['Nap', 'Group', 'Prediction']);
    expect(Array.from(root.querySelectorAll('.member option'), (o) => text(o))).toEqual(['Nap 1', 'Nap 2', 'Nap 3', 'Nap 4', 'Nap 5']);
  });

  it('<nl-super-diamond> takes 4 numbers from 01 to 20 plus 1 of 5 diamonds', async () => {
    const { root } = openGame('nl-super-diamond', { user: PLAYER });
    await ready(root);
    const [numbers, diamonds] = Array.from(root.querySelectorAll('.number-grid'), (g) => Array.from(g.querySelectorAll('button'), (b) => text(b)));
    expect(numbers).toHaveLength(20);
    expect(numbers![0]).toBe('01');
    expect(diamonds).toEqual(['1', '2', '3', '4', '5']);
  });

  it('opens the game info dialog with icon, name, top prize, price range, Play demo and Play now', async () => {
    const { root } = openGame('nl-octaluck', { user: PLAYER });
    await ready(root);
    await press(root, 'Game info');
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    expect(text(dialog.querySelector('.nl-dialog-title'))).toBe('Octaluck');
    expect(dialog.querySelector('.game-icon')).toBeTruthy();
    const facts = Array.from(dialog.querySelectorAll('.facts div'), (row) => [text(row.querySelector('dt')), text(row.querySelector('dd'))]);
    // A line of one entry: AED 2 at ×1 for one draw, up to ×50 for 20 draws.
    expect(facts).toEqual([['Top prize', 'AED 65'], ['Draws', 'Every minute'], ['Price range', 'AED 2 – AED 2,000']]);
    await press(dialog, 'Play demo');
    await until(() => root.querySelector('[part="demo"]'));
    expect(root.querySelector('button[part="buy"]')).toBeNull();
    await press(root, 'Play now');
    await until(() => root.querySelector('button[part="buy"]'));
  });
});

describe('<nl-lottery-play>', () => {
  it('lists every draw game with its price and top prize, linking to its bet slip', async () => {
    const { root } = openGame('nl-lottery-play');
    const games = await until(() => root.querySelectorAll('.game').length === GAMES.length && root.querySelectorAll('.game'));
    const links = Array.from(games, (g) => g.querySelector('a')!.getAttribute('href'));
    expect(links).toEqual(GAMES.map((g) => `/lottery/${g.key}`));
    expect(text(games[4]!.querySelector('p'))).toBe('From AED 2 · Win up to AED 1,000');
    await press(games[4]!, 'Game info');
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    await press(dialog, 'Play demo');
    expect(navigations).toEqual(['/lottery/pick3?demo=1']);
  });

  it('shows every game of the catalogue with its own drawn mark, never its initials', async () => {
    const { root } = openGame('nl-lottery-play');
    const games = await until(() => root.querySelectorAll('.game').length === GAMES.length && root.querySelectorAll('.game'));
    const icons = Array.from(games, (g) => g.querySelector('.game-icon')!);
    expect(icons.map((icon) => icon.textContent)).toEqual(GAMES.map(() => ''));
    expect(icons.every((icon) => icon.querySelector('svg')?.childElementCount)).toBe(true);
    expect(Object.keys(GAME_GLYPHS).sort()).toEqual(GAMES.map((g) => g.key).sort());
    expect(new Set(icons.map((icon) => icon.querySelector('svg')!.innerHTML)).size).toBe(GAMES.length);
  });
});

describe('a game not on sale (660004)', () => {
  it.each([
    ['en-US', 'pendingSale', 'Pending sale: this game is not on sale yet. You can look at the numbers now and buy once its sales open.'],
    ['ar-AE', 'pendingSale', 'بانتظار البيع: هذه اللعبة غير معروضة للبيع بعد. يمكنك الاطلاع على الأرقام الآن والشراء عند فتح المبيعات.'],
    ['en-US', 'salesSuspended', 'Sales of this game are suspended for now. Orders already placed are cancelled and refunded.'],
  ] as const)('%s %s: the game page says so above the slip', async (language, state, notice) => {
    const replies = { ...saleReplies(), [SALE_STATE]: { data: { appKey: 'pick4', lotteryType: 92, state, phase: null, salesCloseAt: null, drawAt: null, serverTime: NOW } } };
    const { root, gateway } = openGame('nl-pick4', { user: PLAYER, language, replies });
    const shown = await until(() => root.querySelector('[part="sale-state"]'));
    expect(text(shown)).toBe(notice);
    expect(shown!.getAttribute('data-sale-state')).toBe(state);
    expect(gateway.callsOf(SALE_STATE)).toEqual([{ appKey: 'pick4' }]);
  });

  it('says nothing when the game is on sale, nor when its sale state cannot be read', async () => {
    const onSale = { ...saleReplies(), [SALE_STATE]: { data: { appKey: 'pick4', lotteryType: 92, state: 'onSale', phase: '20261123001', salesCloseAt: NOW + 60_000, drawAt: NOW + 660_000, serverTime: NOW } } };
    const { root, gateway } = openGame('nl-pick4', { user: PLAYER, replies: onSale });
    await ready(root);
    await until(() => gateway.callsOf(SALE_STATE).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.querySelector('[part="sale-state"]')).toBeNull();
    const { root: unread } = openGame('nl-pick4', { user: PLAYER, replies: { ...saleReplies(), [SALE_STATE]: { code: 500000001 } } });
    await ready(unread);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unread.querySelector('[part="sale-state"]')).toBeNull();
  });
});
