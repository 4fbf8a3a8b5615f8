// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../elements/define';
import { layoutClass, sectionLimit } from '../../elements';
import { PLAYER, apps, byName, gameApp, makeClient, mount, shadow, styleSheetsOf, text, until } from './helpers';
import { fakeGateway, type Reply } from '../support/fake-gateway';

const APP_LIST = '700014';
const APP_INFO = '700005';

beforeAll(() => {
  document.addEventListener('nl-navigate-request', (event) => event.preventDefault());
});
afterEach(() => {
  document.body.innerHTML = '';
});

function grid(reply: Reply, attributes: Record<string, string> = {}, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway({ [APP_LIST]: reply });
  const element = mount('nl-game-grid', makeClient(gateway, { language }), attributes);
  return { gateway, element, root: shadow(element) };
}

describe('<nl-game-grid>', () => {
  it('game grid shows a hot tag and the minimum price', async () => {
    const { root, gateway } = grid({ data: { apps: [gameApp({ appMarkType: 1, minOrderAmount: 200, maxPrizeAmount: 100_000 })] } });
    const card = await until(() => root.querySelector('.nl-card'));
    expect(text(card.querySelector('.card-tag'))).toBe('Hot');
    expect(card.querySelector('.card-tag')?.classList.contains('card-tag-hot')).toBe(true);
    expect(text(card.querySelector('.card-price'))).toBe('From AED 2');
    expect(text(card.querySelector('.card-banner'))).toBe('Win up to AED 1,000');
    expect(text(card.querySelector('.card-name'))).toBe('Pick 3');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.ae/pick3.png');
    expect(gateway.calls.map(({ code, data }) => ({ code, data }))).toEqual([{ code: APP_LIST, data: {} }]);
  });

  it('shows a new tag for appMarkType 2 and none for 0', async () => {
    const { root } = grid({ data: { apps: [gameApp({ appKey: 'a', appMarkType: 2 }), gameApp({ appKey: 'b', appMarkType: 0 })] } });
    await until(() => root.querySelectorAll('.nl-card').length === 2);
    const [first, second] = Array.from(root.querySelectorAll('.nl-card'));
    expect(text(first?.querySelector('.card-tag'))).toBe('New');
    expect(second?.querySelector('.card-tag')).toBeNull();
  });

  it('layout class per app count 1..7', async () => {
    for (let count = 1; count <= 7; count++) {
      const { root, element } = grid({ data: { apps: apps(count, 'scratch') } });
      const list = await until(() => root.querySelector('.card-grid'));
      expect(list.className).toContain(`layout-${count}`);
      expect(list.querySelectorAll('.nl-card')).toHaveLength(count);
      element.remove();
    }
    expect(layoutClass(9)).toBe('layout-many');
  });

  it('shows 3 cards per section, or 4 when both e-instants and scratch cards exceed 3', async () => {
    const three = grid({ data: { apps: [...apps(2, 'lottery'), ...apps(5, 'scratch'), ...apps(3, 'e_instant')] } });
    await until(() => three.root.querySelectorAll('.grid-section').length === 3);
    const counts = () => Array.from(three.root.querySelectorAll('.grid-section'), (s) => [s.getAttribute('data-category'), s.querySelectorAll('.nl-card').length]);
    expect(counts()).toEqual([['lottery', 2], ['scratch', 3], ['e_instant', 3]]);
    const toggle = byName(three.root.querySelector('[data-category="scratch"]')!, 'Show all (5)')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    await until(() => three.root.querySelectorAll('[data-category="scratch"] .nl-card').length === 5);
    expect(three.root.querySelector('[data-category="scratch"] .card-grid')?.className).toContain('layout-5');
    three.element.remove();

    const four = grid({ data: { apps: [...apps(5, 'scratch'), ...apps(4, 'e_instant')] } });
    await until(() => four.root.querySelectorAll('.grid-section').length === 2);
    expect(Array.from(four.root.querySelectorAll('.card-grid'), (g) => g.querySelectorAll('.nl-card').length)).toEqual([4, 4]);
    expect(sectionLimit([...apps(4, 'scratch'), ...apps(3, 'e_instant')])).toBe(3);
  });

  it('lays each home section out as one sideways row on a phone, and a single kind of game in columns', async () => {
    const home = grid({ data: { apps: [...apps(4, 'lottery'), ...apps(5, 'scratch'), ...apps(2, 'e_instant')] } });
    await until(() => home.root.querySelectorAll('.grid-section').length === 3);
    expect(Array.from(home.root.querySelectorAll('.card-grid'), (list) => list.classList.contains('card-row'))).toEqual([true, true, true]);
    const style = styleSheetsOf(home.root).join('');
    // The row snaps to each card and follows the writing direction (no physical left/right).
    expect(style).toMatch(/\.card-grid\.card-row \{[^}]*grid-auto-flow: column;[^}]*scroll-snap-type: inline mandatory;/);
    home.element.remove();
    const scratch = grid({ data: { apps: apps(6, 'scratch') } }, { category: 'scratch' });
    const list = await until(() => scratch.root.querySelector('.card-grid'));
    expect(list.classList.contains('card-row')).toBe(false);
  });

  it.each(['en-US', 'ar-AE'] as const)('scrolls a focused card of a home row wholly into view, the row only as far as needed (%s)', async (language) => {
    const home = grid({ data: { apps: [...apps(4, 'lottery'), ...apps(5, 'scratch')] } }, {}, language);
    const row = await until(() => home.root.querySelector('.card-row'));
    const scrolled: { item: Element; options: unknown }[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement, options?: boolean | ScrollIntoViewOptions) {
      scrolled.push({ item: this, options });
    });
    const last = Array.from(row.querySelectorAll<HTMLElement>('a, button')).at(-1)!;
    last.focus();
    expect(scrolled).toEqual([{ item: last.closest('li'), options: { block: 'nearest', inline: 'nearest' } }]);
    vi.restoreAllMocks();
  });

  it('scrolls the section named by scroll-section into view once the games load, and puts the focus on its heading (home scrollToDom=e_instant)', async () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.getAttribute('data-category') ?? this.tagName);
    });
    const { root } = grid({ data: { apps: [...apps(4, 'lottery'), ...apps(5, 'scratch'), ...apps(2, 'e_instant')] } }, { 'scroll-section': 'e_instant' });
    await until(() => scrolled.length === 1);
    expect(scrolled).toEqual(['e_instant']);
    const heading = root.querySelector('[data-category="e_instant"] .section-title');
    expect(root.activeElement).toBe(heading);
    expect(text(heading)).toBe('E-Instants');
    // Without it, nothing scrolls.
    document.body.innerHTML = '';
    const plain = grid({ data: { apps: apps(2, 'e_instant') } });
    await until(() => plain.root.querySelector('.nl-card'));
    expect(scrolled).toHaveLength(1);
    scrollIntoView.mockRestore();
  });

  it('shows only the chosen category with the category attribute', async () => {
    const { root } = grid({ data: { apps: [...apps(2, 'lottery'), ...apps(6, 'scratch')] } }, { category: 'scratch' });
    const section = await until(() => root.querySelector('.grid-section'));
    expect(root.querySelectorAll('.grid-section')).toHaveLength(1);
    expect(section.getAttribute('data-category')).toBe('scratch');
    expect(section.querySelectorAll('.nl-card')).toHaveLength(6);
    expect(text(section.querySelector('h2'))).toBe('Scratch Cards');
  });

  it("titles a category's own page with an <h1> when heading-level is 1 (the page's one level-one heading)", async () => {
    const { root } = grid({ data: { apps: apps(3, 'scratch') } }, { category: 'scratch', 'heading-level': '1' });
    const section = await until(() => root.querySelector('.grid-section'));
    expect(text(section.querySelector('h1'))).toBe('Scratch Cards');
    expect(section.querySelector('h2')).toBeNull();
    expect(section.getAttribute('aria-labelledby')).toBe(section.querySelector('h1')!.id);
  });

  it('emits nl-game-select with appKey and appPath when a card is clicked, and opens a draw game at once', async () => {
    const { root, element } = grid({ data: { apps: [gameApp()] } });
    const selected: unknown[] = [];
    const paths: string[] = [];
    element.addEventListener('nl-game-select', (event) => selected.push(event.detail));
    element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
    (await until(() => root.querySelector<HTMLButtonElement>('.nl-card'))).click();
    expect(selected).toEqual([{ appKey: 'pick3', appPath: '/lottery/pick3' }]);
    expect(paths).toEqual(['/lottery/pick3']);
    expect(root.querySelector('[part="game-info"]')).toBeNull();
  });

  describe('the game info dialog of an instant game (SPEC §2, §6)', () => {
    const DESERT_GEMS = gameApp({
      appKey: 'desert-gems', appPath: '/lottery/e-instants/desert-gems', demoUrl: '/lottery/e-instants/desert-gems/demo', category: 'e_instant', appType: 4,
      lotteryType: null, appName: 'Desert Gems', minOrderAmount: 100, maxOrderAmount: 2_000, maxPrizeAmount: 5_000_000, loginStatus: 1, demoLoginStatus: 0,
    });
    const GOLDEN_FALCON = gameApp({ appKey: 'golden-falcon', appPath: '/lottery/scratch-cards/golden-falcon', category: 'scratch', appType: 4, lotteryType: null, appName: 'Golden Falcon', minOrderAmount: 500, maxOrderAmount: 500, maxPrizeAmount: 100_000 });

    function openInfo(app: typeof DESERT_GEMS, options: { loggedIn?: boolean; language?: 'en-US' | 'ar-AE' } = {}) {
      const gateway = fakeGateway({ [APP_LIST]: { data: { apps: [app] } } });
      const element = mount('nl-game-grid', makeClient(gateway, { language: options.language ?? 'en-US', ...(options.loggedIn ? { user: PLAYER } : {}) }), {});
      const root = shadow(element);
      const paths: string[] = [];
      element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
      return { root, paths, element };
    }

    it('shows the icon, name, top prize and price range, and takes the focus, before anything navigates', async () => {
      const { root, paths } = openInfo(DESERT_GEMS);
      const card = await until(() => root.querySelector<HTMLButtonElement>('.nl-card'));
      expect(card.getAttribute('aria-haspopup')).toBe('dialog');
      card.click();
      const info = await until(() => root.querySelector('[part="game-info"]'));
      const dialog = info.closest('[role="dialog"]')!;
      expect(text(root.getElementById(dialog.getAttribute('aria-labelledby')!))).toBe('Desert Gems');
      expect(info.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.ae/desert-gems.png');
      expect(text(info.querySelector('.game-info-top-prize'))).toBe('AED 50,000');
      expect(text(info.querySelector('.game-info-price'))).toBe('AED 1 to AED 20');
      expect(Array.from(info.querySelectorAll('button'), (b) => text(b))).toEqual(['Play demo', 'Play now']);
      await until(() => dialog.contains(root.activeElement));
      expect(paths).toEqual([]);
    });

    it('sends a guest to login with the game as the return path for Play now (loginStatus 1), straight to the demo (demoLoginStatus 0)', async () => {
      const guest = openInfo(DESERT_GEMS);
      (await until(() => guest.root.querySelector<HTMLButtonElement>('.nl-card'))).click();
      expect(text(await until(() => guest.root.querySelector('.game-info-note')))).toBe('Log in to play this game for real money.');
      byName(guest.root, 'Play now')!.click();
      expect(guest.paths).toEqual(['/account/login?redirect=%2Flottery%2Fe-instants%2Fdesert-gems']);
      await until(() => guest.root.querySelector('[part="game-info"]') === null);
      guest.root.querySelector<HTMLButtonElement>('.nl-card')!.click();
      (await until(() => byName(guest.root, 'Play demo'))).click();
      expect(guest.paths[1]).toBe('/lottery/e-instants/desert-gems/demo');
      document.body.innerHTML = '';
      // A demo that needs a login too; a logged-in player goes straight to the game.
      const demoLogin = openInfo({ ...DESERT_GEMS, demoLoginStatus: 1 });
      (await until(() => demoLogin.root.querySelector<HTMLButtonElement>('.nl-card'))).click();
      (await until(() => byName(demoLogin.root, 'Play demo'))).click();
      expect(demoLogin.paths).toEqual(['/account/login?redirect=%2Flottery%2Fe-instants%2Fdesert-gems%2Fdemo']);
      document.body.innerHTML = '';
      const player = openInfo(DESERT_GEMS, { loggedIn: true });
      (await until(() => player.root.querySelector<HTMLButtonElement>('.nl-card'))).click();
      expect(player.root.querySelector('.game-info-note')).toBeNull();
      (await until(() => byName(player.root, 'Play now'))).click();
      expect(player.paths).toEqual(['/lottery/e-instants/desert-gems']);
    });

    it('shows one price and no Play demo for a scratch card without a demo, and opens it for a guest when it needs no login', async () => {
      const { root, paths } = openInfo(GOLDEN_FALCON);
      (await until(() => root.querySelector<HTMLButtonElement>('.nl-card'))).click();
      const info = await until(() => root.querySelector('[part="game-info"]'));
      expect(text(info.querySelector('.game-info-price'))).toBe('AED 5');
      expect(Array.from(info.querySelectorAll('button'), (b) => text(b))).toEqual(['Play now']);
      byName(info, 'Play now')!.click();
      expect(paths).toEqual(['/lottery/scratch-cards/golden-falcon']);
    });

    it('is in Arabic, right to left, with the amounts kept left to right', async () => {
      const { root } = openInfo(DESERT_GEMS, { language: 'ar-AE' });
      (await until(() => root.querySelector<HTMLButtonElement>('.nl-card'))).click();
      const info = await until(() => root.querySelector('[part="game-info"]'));
      await until(() => text(info.querySelector('dt')) === 'الجائزة الكبرى');
      expect(Array.from(info.querySelectorAll('button'), (b) => text(b))).toEqual(['العب التجربة', 'العب الآن']);
      expect(text(info.querySelector('.game-info-price'))).toMatch(/^من .+ إلى .+$/);
      expect(info.querySelectorAll('.game-info-price [dir="ltr"]')).toHaveLength(2);
      expect(info.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    });
  });

  it('does not navigate when the host cancels nl-game-select', async () => {
    const { root, element } = grid({ data: { apps: [gameApp()] } });
    const paths: string[] = [];
    element.addEventListener('nl-game-select', (event) => event.preventDefault());
    element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
    (await until(() => root.querySelector<HTMLButtonElement>('.nl-card'))).click();
    expect(paths).toEqual([]);
  });

  it('shows a loading skeleton, then the cards', async () => {
    const gateway = fakeGateway({ [APP_LIST]: { data: { apps: [gameApp()] } } });
    const release = gateway.hold(APP_LIST);
    const root = shadow(mount('nl-game-grid', makeClient(gateway)));
    expect((await until(() => root.querySelector('[data-state="loading"]'))).getAttribute('aria-busy')).toBe('true');
    release();
    await until(() => root.querySelector('.nl-card'));
  });

  it('shows an empty state when no games are on sale', async () => {
    const { root } = grid({ data: { apps: [] } });
    const empty = await until(() => root.querySelector('[data-state="empty"]'));
    expect(text(empty)).toBe('No games are available right now.');
  });

  it('shows an error with a retry that reloads', async () => {
    const { root, gateway } = grid({ code: 500000001, message: 'down' });
    const error = await until(() => root.querySelector('[data-state="error"]'));
    expect(error.getAttribute('role')).toBe('alert');
    gateway.reply(APP_LIST, { data: { apps: [gameApp()] } });
    byName(error, 'Retry')!.click();
    await until(() => root.querySelector('.nl-card'));
  });

  it('names catalogue lotteries in Arabic and keeps prices left to right', async () => {
    const { root } = grid({ data: { apps: [gameApp({ minOrderAmount: 2000 })] } }, {}, 'ar-AE');
    const card = await until(() => root.querySelector('.nl-card'));
    expect(text(card.querySelector('.card-name'))).toBe('اختر 3');
    expect(card.querySelector('.card-price [dir="ltr"]')?.textContent).toBe('د.إ 20');
  });
});

describe('<nl-game-card>', () => {
  it('shows the game set as the app property, never as an attribute', async () => {
    const element = mount('nl-game-card', makeClient(fakeGateway()));
    element.app = gameApp({ appKey: 'luckyday', lotteryType: 61, appMarkType: 1, minOrderAmount: 2000 });
    const card = await until(() => shadow(element).querySelector('.nl-card'));
    expect(text(card.querySelector('.card-name'))).toBe('Lucky Day');
    expect(text(card.querySelector('.card-price'))).toBe('From AED 20');
    expect(element.hasAttribute('app')).toBe(false);
  });

  it("draws the name strip in the server's colours, with black text where white would be unreadable", async () => {
    const cardFor = async (titleBgColor: string, fontColor: string) => {
      const element = mount('nl-game-card', makeClient(fakeGateway()));
      element.app = gameApp({ titleBgColor, fontColor });
      const card = await until(() => shadow(element).querySelector<HTMLElement>('.nl-card'));
      return { bg: card.style.getPropertyValue('--nl-card-title-bg'), fg: card.style.getPropertyValue('--nl-card-title-fg') };
    };
    // White on deep green is 6.3:1: kept.
    expect(await cardFor('#0B6E4F', '#FFFFFF')).toEqual({ bg: '#0B6E4F', fg: '#FFFFFF' });
    // White on gold is 2.4:1 and on sand 2.1:1: black instead (7.2:1 and above).
    expect(await cardFor('#D4A017', '#FFFFFF')).toEqual({ bg: '#D4A017', fg: '#000000' });
    expect(await cardFor('#C2B280', '#FFFFFF')).toEqual({ bg: '#C2B280', fg: '#000000' });
  });

  it('loads the game by app-key', async () => {
    const gateway = fakeGateway({ [APP_INFO]: { data: { app: gameApp({ appKey: 'pick4', lotteryType: 92, appMarkType: 2 }), onSale: true } } });
    const element = mount('nl-game-card', makeClient(gateway), { 'app-key': 'pick4' });
    const card = await until(() => shadow(element).querySelector('.nl-card'));
    expect(text(card.querySelector('.card-name'))).toBe('Pick 4');
    expect(gateway.calls.map(({ code, data }) => ({ code, data }))).toEqual([{ code: APP_INFO, data: { appKey: 'pick4' } }]);
  });

  it('shows an error with retry when the game cannot be loaded', async () => {
    const gateway = fakeGateway({ [APP_INFO]: { code: 500000001, message: 'down' } });
    const root = shadow(mount('nl-game-card', makeClient(gateway), { 'app-key': 'pick4' }));
    const error = await until(() => root.querySelector('[data-state="error"]'));
    expect(text(error)).toContain('This game could not be loaded.');
  });
});
