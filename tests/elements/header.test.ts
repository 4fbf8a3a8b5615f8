// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../elements/define';
import { setDefaultClient } from '../../elements';
import { PLAYER, balance, byName, gameApp, headerTabs, makeClient, mount, settle, shadow, text, until, hostNavigations } from './helpers';
import { fakeGateway } from '../support/fake-gateway';

const TAB_LIST = '200025';
const BALANCE = '100124';
const LATEST_DRAWS = '660200';

hostNavigations();
afterEach(() => {
  vi.restoreAllMocks();
});

function guestHeader(attributes: Record<string, string> = { variant: 'desktop' }) {
  const gateway = fakeGateway({ [TAB_LIST]: { data: headerTabs() } });
  const client = makeClient(gateway);
  const element = mount('nl-header', client, attributes);
  return { gateway, client, element, root: shadow(element) };
}

function playerHeader(balanceData = balance(), attributes: Record<string, string> = { variant: 'desktop' }) {
  const gateway = fakeGateway({ [TAB_LIST]: { data: headerTabs() }, [BALANCE]: { data: balanceData } });
  const client = makeClient(gateway, { user: PLAYER });
  const element = mount('nl-header', client, attributes);
  return { gateway, client, element, root: shadow(element) };
}

describe('<nl-header> desktop', () => {
  it('shows login and register buttons to a guest', async () => {
    const { root } = guestHeader();
    expect(await until(() => byName(root, 'Log in'))).toBeTruthy();
    expect(byName(root, 'Register')).toBeTruthy();
    expect(root.querySelector('.balance-block')).toBeNull();
  });

  it("renders the server's tabs in the header, asking for tabType 23 in the current language", async () => {
    const { root, gateway } = guestHeader();
    const list = await until(() => root.querySelector('.nav-list'));
    expect(Array.from(list.children, (li) => text(li))).toEqual(['Play', 'Draws', 'News', 'FAQs', 'Play Responsibly']);
    expect(gateway.calls.find((c) => c.code === TAB_LIST)?.data).toEqual({ tabType: [23], businessLine: 'h5-new', language: 'en-US' });
  });

  it('shows a skeleton while the tabs load', async () => {
    const gateway = fakeGateway({ [TAB_LIST]: { data: headerTabs() } });
    const release = gateway.hold(TAB_LIST);
    const root = shadow(mount('nl-header', makeClient(gateway), { variant: 'desktop' }));
    const loading = await until(() => root.querySelector('.nav [data-state="loading"]'));
    expect(loading.getAttribute('aria-busy')).toBe('true');
    release();
    await until(() => root.querySelector('.nav-list'));
    expect(root.querySelector('.nav [data-state="loading"]')).toBeNull();
  });

  it('keeps logo, language switcher and login when the tabs fail, and retries', async () => {
    const gateway = fakeGateway({ [TAB_LIST]: { code: 500000001, message: 'down' } });
    const root = shadow(mount('nl-header', makeClient(gateway), { variant: 'desktop' }));
    const retry = await until(() => byName(root, 'Retry'));
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('The menu could not be loaded.');
    expect(root.querySelector('.logo')).toBeTruthy();
    expect(root.querySelector('.lang-switch')).toBeTruthy();
    expect(byName(root, 'Log in')).toBeTruthy();
    gateway.reply(TAB_LIST, { data: headerTabs() });
    retry.click();
    await until(() => root.querySelector('.nav-list'));
    expect(gateway.calls.filter((c) => c.code === TAB_LIST)).toHaveLength(2);
  });

  it('shows an empty navigation when the server has no tabs', async () => {
    const gateway = fakeGateway({ [TAB_LIST]: { data: { tabs: [] } } });
    const root = shadow(mount('nl-header', makeClient(gateway), { variant: 'desktop' }));
    await until(() => root.querySelector('.nav [data-state="empty"]'));
    expect(root.querySelector('.nav-list')).toBeNull();
    expect(byName(root, 'Log in')).toBeTruthy();
  });

  it('asks the host to route with nl-navigate-request when a tab is clicked', async () => {
    const { element, root } = guestHeader();
    const paths: string[] = [];
    element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
    (await until(() => byName(root, 'FAQs'))).click();
    byName(root, 'Log in')!.click();
    byName(root, 'Register')!.click();
    expect(paths).toEqual(['/faq', '/account/login', '/account/register']);
  });

  it('falls back to location.assign when no host cancels the request', async () => {
    const gateway = fakeGateway({ [TAB_LIST]: { data: headerTabs() } });
    // A container that stops the event before the document's test listener cancels it.
    const page = document.createElement('div');
    page.addEventListener('nl-navigate-request', (event) => event.stopPropagation());
    document.body.append(page);
    const element = document.createElement('nl-header');
    element.setAttribute('variant', 'desktop');
    element.client = makeClient(gateway);
    page.append(element);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    (await until(() => byName(shadow(element), 'News'))).click();
    expect(assign).toHaveBeenCalledWith('/news');
  });

  it('opens the play menu with lotteries, scratch cards and e-instants; Escape closes it and returns focus', async () => {
    const { root, element } = guestHeader();
    const play = await until(() => root.querySelector<HTMLButtonElement>('.nav-list button[aria-haspopup="menu"]'));
    expect(play.getAttribute('aria-expanded')).toBe('false');
    play.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const menu = await until(() => root.querySelector('[role="menu"]'));
    expect(play.getAttribute('aria-expanded')).toBe('true');
    const items = Array.from(menu.querySelectorAll('[role="menuitem"]'), (item) => text(item));
    expect(items).toEqual(expect.arrayContaining(['Lucky Day', 'Gold Rush', 'Desert Gems']));
    expect(text(menu)).toContain('Scratch Cards');
    await until(() => root.activeElement?.getAttribute('role') === 'menuitem');
    root.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => !root.querySelector('[role="menu"]'));
    expect(root.activeElement).toBe(play);
    const paths: string[] = [];
    element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
    play.click();
    (await until(() => byName(root, 'Gold Rush'))).click();
    expect(paths).toEqual(['/lottery/scratch-cards/gold-rush']);
    await until(() => !root.querySelector('[role="menu"]'));
  });

  it('ends the results menu with the number trends page', async () => {
    const { root, element } = guestHeader();
    (await until(() => byName(root, 'Draws', 'button'))).click();
    const menu = await until(() => root.querySelector('[role="menu"]'));
    const last = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')).at(-1)!;
    expect(text(last)).toBe('Number trends');
    const paths: string[] = [];
    element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
    last.click();
    expect(paths).toEqual(['/trend']);
  });

  it('moves between menu items with the arrow keys', async () => {
    const { root } = guestHeader();
    const draws = await until(() => byName(root, 'Draws', 'button'));
    draws.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    const menu = await until(() => root.querySelector('[role="menu"]'));
    const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    await until(() => root.activeElement === items[0]);
    items[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(root.activeElement).toBe(items[1]);
    items[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(root.activeElement).toBe(items[items.length - 1]);
    items[items.length - 1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(root.activeElement).toBe(items[0]);
  });

  it('closes a hover-opened menu 400 ms after the pointer leaves', async () => {
    const { root } = guestHeader();
    const play = await until(() => byName(root, 'Play', 'button'));
    const dropdown = play.closest('.nl-dropdown')!;
    dropdown.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    await until(() => root.querySelector('[role="menu"]'));
    dropdown.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    await settle(200);
    expect(root.querySelector('[role="menu"]')).toBeTruthy();
    await until(() => !root.querySelector('[role="menu"]'), 1000);
  });

  it('opens the results menu with each lottery and its latest draw', async () => {
    const { root, gateway } = guestHeader();
    gateway.reply(LATEST_DRAWS, {
      data: { phaseResultResponseItems: [{ lotteryType: 72, latestDrawnPhaseItem: { phase: '20260101', result: [7, 0, 3], expectedPrizeTimestamp: 1, seedHash: null }, previousPhaseItems: [] }] },
    });
    const draws = await until(() => byName(root, 'Draws', 'button'));
    expect(gateway.calls.some((c) => c.code === LATEST_DRAWS)).toBe(false);
    draws.click();
    const menu = await until(() => root.querySelector('[role="menu"]'));
    expect(byName(menu, 'All results')).toBeTruthy();
    const pick3 = await until(() => Array.from(menu.querySelectorAll('.draws-item')).find((item) => item.querySelector('.nl-balls') && text(item).startsWith('Pick 3')));
    expect(Array.from(pick3.querySelectorAll('.nl-ball-value'), (b) => b.textContent)).toEqual(['7', '0', '3']);
    expect(pick3.getAttribute('href')).toBe('/lottery/pick3/results');
  });

  it('names each language button by what it shows, then the full name (WCAG 2.5.3)', async () => {
    const { root } = guestHeader();
    const buttons = await until(() => {
      const found = Array.from(root.querySelectorAll<HTMLButtonElement>('.lang-switch button'));
      return found.length === 2 && found;
    });
    // No aria-label: the name is the content, which starts with the visible short name.
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([null, null]);
    expect(buttons.map((button) => text(button))).toEqual(['En English', 'عربي العربية']);
    expect(buttons.map((button) => text(button.querySelector('.nl-visually-hidden')))).toEqual(['English', 'العربية']);
  });

  it('switches to Arabic and sets dir=rtl', async () => {
    const { root, client, gateway } = guestHeader();
    const frame = await until(() => root.querySelector('.nl-root'));
    expect(frame.getAttribute('dir')).toBe('ltr');
    (await until(() => root.querySelector<HTMLButtonElement>('.lang-switch button[lang="ar"]'))).click();
    await until(() => frame.getAttribute('dir') === 'rtl');
    expect(frame.getAttribute('lang')).toBe('ar-AE');
    expect(client.stores.language.getSnapshot()).toBe('ar-AE');
    await until(() => byName(root, 'تسجيل الدخول'));
    expect(root.querySelector('.lang-switch button[lang="ar"]')?.getAttribute('aria-pressed')).toBe('true');
    // The server localises tab names, so they are asked for again in Arabic.
    await until(() => gateway.calls.some((c) => c.code === TAB_LIST && (c.data as { language: string }).language === 'ar-AE'));
  });

  it('shows the balance, withdrawable amount, and a badge for a logged-in player', async () => {
    const { root } = playerHeader();
    const amount = await until(() => root.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56' && root.querySelector('.balance-block .amount'));
    expect(amount.getAttribute('dir')).toBe('ltr');
    expect(byName(root, 'Log in')).toBeNull();
    expect(text(root.querySelector('.bell .badge'))).toBe('3');
    byName(root, 'Wallet')!.click();
    const wallet = await until(() => root.querySelector('[role="dialog"]'));
    expect(text(wallet)).toContain('Withdrawable');
    expect(text(wallet)).toContain('AED 500');
    expect(byName(wallet, 'Withdraw')).toBeTruthy();
    expect(byName(wallet, 'Deposit')).toBeTruthy();
  });

  it('hides the balance behind asterisks', async () => {
    const { root } = playerHeader();
    await until(() => root.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56');
    const eye = byName(root, 'Hide balance')!;
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    eye.click();
    await until(() => root.querySelector('.balance-block .amount')?.textContent === '******');
    expect(byName(root, 'Show balance')?.getAttribute('aria-pressed')).toBe('true');
    byName(root, 'Wallet')!.click();
    const wallet = await until(() => root.querySelector('[role="dialog"]'));
    expect(Array.from(wallet.querySelectorAll('.amount'), (a) => a.textContent)).toEqual(['******', '******']);
  });

  it('badge shows 99+ above 99', async () => {
    const { root } = playerHeader(balance({ unreadSysMessage: 100, unreadOperateMessage: 20 }));
    const badge = await until(() => root.querySelector('.bell .badge'));
    expect(text(badge)).toBe('99+');
    expect(root.querySelector('.bell')?.getAttribute('aria-label')).toBe('Notifications, 99+ unread');
  });

  it('shows no badge without unread messages', async () => {
    const { root } = playerHeader(balance({ unreadSysMessage: 0, unreadOperateMessage: 0 }));
    await until(() => root.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56');
    expect(root.querySelector('.bell .badge')).toBeNull();
    expect(root.querySelector('.bell')?.getAttribute('aria-label')).toBe('Notifications');
  });

  it('logs out through nl-logout-request, and through the SDK when the host does not take it', async () => {
    const { root, client, element } = playerHeader();
    const requests: Event[] = [];
    element.addEventListener('nl-logout-request', (event) => requests.push(event));
    const menuButton = await until(() => byName(root, 'Account menu for Sara'));
    menuButton.click();
    (await until(() => byName(root, 'Log out'))).click();
    expect(requests).toHaveLength(1);
    await until(() => client.stores.userInfo.getSnapshot() === null);
    await until(() => byName(root, 'Log in'));
  });
});

describe('<nl-header> play menu, More menu and live chat', () => {
  it('gives every column of the play menu a heading and lists each game once', async () => {
    const tabs = headerTabs();
    const play = tabs.tabs[0]!;
    // The server lists its featured games on the play tab itself and again in their category.
    (play as { sideMerchantApps: unknown[] }).sideMerchantApps = [
      gameApp({ appKey: 'luckyday', appName: 'Lucky Day', lotteryType: 61, appPath: '/lottery/luckyday' }),
      gameApp({ appKey: 'mystery', appName: 'Mystery Game', lotteryType: null, appPath: '/lottery/mystery' }),
    ];
    const gateway = fakeGateway({ [TAB_LIST]: { data: tabs } });
    const root = shadow(mount('nl-header', makeClient(gateway), { variant: 'desktop' }));
    (await until(() => root.querySelector<HTMLButtonElement>('.nav-list button[aria-haspopup="menu"]'))).click();
    const menu = await until(() => root.querySelector('[role="menu"]'));
    const columns = Array.from(menu.querySelectorAll('[role="group"]'), (group) => ({
      heading: text(group.querySelector('.nl-menu-heading')),
      named: text(root.getElementById(group.getAttribute('aria-labelledby') ?? '')),
      games: Array.from(group.querySelectorAll('.game-item'), (item) => text(item)),
    }));
    expect(columns).toEqual([
      { heading: 'Lotteries', named: 'Lotteries', games: ['Lucky Day'] },
      { heading: 'Scratch Cards', named: 'Scratch Cards', games: ['Gold Rush'] },
      { heading: 'E-Instants', named: 'E-Instants', games: ['Desert Gems'] },
      { heading: 'Featured', named: 'Featured', games: ['Mystery Game'] },
    ]);
  });

  it('moves the tabs that do not fit into a More menu, keeping the bar on one line', async () => {
    // happy-dom has no layout: give each tab 100 px and the navigation 330 px.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.classList.contains('nav-row') ? 330 : this.localName === 'li' || this.classList.contains('nav-more') ? 100 : 0;
      return { width, height: 40, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 40, toJSON: () => ({}) } as DOMRect;
    });
    const { root, element } = guestHeader();
    await until(() => root.querySelector('.nav-more:not([data-idle]) button'));
    const shown = Array.from(root.querySelectorAll('.nav-list > li:not([hidden])'), (li) => text(li));
    expect(shown).toEqual(['Play', 'Draws']);
    const more = byName(root, 'More')!;
    more.click();
    const menu = await until(() => root.querySelector('.nav-more [role="menu"]'));
    expect(Array.from(menu.querySelectorAll('[role="menuitem"]'), (item) => text(item))).toEqual(['News', 'FAQs', 'Play Responsibly']);
    const paths: string[] = [];
    element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
    byName(menu, 'Play Responsibly')!.click();
    expect(paths).toEqual(['/Play-Responsibly?key=Play-Responsibly']);
  });

  it('shows every tab and no More menu when they all fit', async () => {
    const { root } = guestHeader();
    await until(() => root.querySelector('.nav-list'));
    expect(root.querySelectorAll('.nav-list > li[hidden]')).toHaveLength(0);
    expect(root.querySelector('.nav-more')?.getAttribute('data-idle')).toBe('true');
    expect(byName(root, 'More')).toBeNull();
  });

  it('opens the contact options from live chat, saying that chat is not available yet', async () => {
    const { root } = guestHeader();
    (await until(() => byName(root, 'Live chat'))).click();
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    expect(text(dialog.querySelector('h2'))).toBe('Contact us');
    expect(text(dialog)).toContain('Live chat is not available yet.');
    expect(dialog.querySelector('a[href="tel:8002365"]')).toBeTruthy();
    expect(dialog.querySelector('a[href="mailto:support@example.ae"]')).toBeTruthy();
  });

  it("leaves live chat to the host's chat plugin when the host takes nl-chat-open", async () => {
    const { root, element } = guestHeader();
    const channels: string[] = [];
    element.addEventListener('nl-chat-open', (event) => {
      channels.push(event.detail.channel);
      event.preventDefault();
    });
    (await until(() => byName(root, 'Live chat'))).click();
    await settle();
    expect(channels).toEqual(['chat']);
    expect(root.querySelector('[role="dialog"]')).toBeNull();
  });

  it('sends the bell to the notifications page', async () => {
    const { root, element } = playerHeader();
    const paths: string[] = [];
    element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
    (await until(() => byName(root, /^Notifications/))).click();
    expect(paths).toEqual(['/account/notification/list']);
  });
});

describe('<nl-header> mobile', () => {
  it('opens the games dialog from Play and traps focus until Escape', async () => {
    const { root } = guestHeader({ variant: 'mobile' });
    await until(() => root.querySelector('[data-variant="mobile"]'));
    const play = await until(() => byName(root, 'Play'));
    play.focus();
    play.click();
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(text(dialog.querySelector('h2'))).toBe('Games');
    await until(() => byName(dialog, 'Desert Gems'));
    expect(dialog.contains(root.activeElement)).toBe(true);
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => !root.querySelector('[role="dialog"]'));
    expect(root.activeElement).toBe(play);
  });

  it('opens the side panel with account links, tabs, languages and log out', async () => {
    const { root } = playerHeader(balance(), { variant: 'mobile' });
    (await until(() => byName(root, 'Menu'))).click();
    const panel = await until(() => root.querySelector('[role="dialog"]'));
    await until(() => byName(panel, 'FAQs'));
    for (const name of ['Deposit', 'Orders', 'Transactions', 'Log out', 'English', 'العربية', 'News']) expect(byName(panel, name), name).toBeTruthy();
    expect(text(panel)).toContain('Notifications');
    byName(panel, 'العربية')!.click();
    await until(() => root.querySelector('.nl-root')?.getAttribute('dir') === 'rtl');
  });

  it('shows Log in in the mobile bar to a guest, and not to a player', async () => {
    const { root, element } = guestHeader({ variant: 'mobile' });
    const login = await until(() => root.querySelector('.bar')?.querySelector<HTMLAnchorElement>('a.login-button'));
    expect(text(login)).toBe('Log in');
    const paths: string[] = [];
    element.addEventListener('nl-navigate-request', (event) => paths.push(event.detail.path));
    login.click();
    expect(paths).toEqual(['/account/login']);
    const player = playerHeader(balance(), { variant: 'mobile' });
    await until(() => byName(player.root, 'Menu'));
    expect(player.root.querySelector('.login-button')).toBeNull();
  });

  it("shows a player's balance in the phone's bar with the eye toggle and the wallet (SPEC §2 balance widget), in both languages", async () => {
    const { root } = playerHeader(balance(), { variant: 'mobile' });
    const bar = await until(() => root.querySelector('.bar'));
    const amount = await until(() => bar.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56' && bar.querySelector('.balance-block .amount'));
    expect(amount.getAttribute('dir')).toBe('ltr');
    byName(bar, 'Hide balance')!.click();
    await until(() => bar.querySelector('.balance-block .amount')?.textContent === '******');
    expect(byName(bar, 'Show balance')!.getAttribute('aria-pressed')).toBe('true');
    expect(byName(bar, 'Wallet')).toBeTruthy();
    // Play keeps its name for screen readers beside the balance.
    expect(byName(bar, 'Play')).toBeTruthy();

    const gateway = fakeGateway({ [TAB_LIST]: { data: headerTabs() }, [BALANCE]: { data: balance() } });
    const arabic = shadow(mount('nl-header', makeClient(gateway, { user: PLAYER, language: 'ar-AE' }), { variant: 'mobile' }));
    await until(() => arabic.querySelector('.bar .balance-block .amount')?.textContent === 'د.إ 1,234.56');
    expect(byName(arabic.querySelector('.bar')!, 'إخفاء الرصيد')).toBeTruthy();
  });

  it('offers a withdraw-only session (a break) no Play, no Deposit and no game tabs, on a phone and a desktop', async () => {
    const gateway = fakeGateway({ [TAB_LIST]: { data: headerTabs() }, [BALANCE]: { data: balance() } });
    const user = { ...PLAYER, withdrawOnly: true };
    const phone = shadow(mount('nl-header', makeClient(gateway, { user }), { variant: 'mobile' }));
    const bar = await until(() => phone.querySelector('.bar'));
    await until(() => bar.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56');
    expect(byName(bar, 'Play')).toBeNull();
    byName(bar, 'Menu')!.click();
    const panel = await until(() => phone.querySelector('[role="dialog"]'));
    expect(byName(panel, 'Withdraw')).toBeTruthy();
    expect(byName(panel, 'Deposit')).toBeNull();
    expect(byName(panel, 'FAQs')).toBeNull();
    expect(byName(panel, 'Log out')).toBeTruthy();

    const desktop = shadow(mount('nl-header', makeClient(gateway, { user }), { variant: 'desktop' }));
    await until(() => desktop.querySelector('.balance-block .amount')?.textContent === 'AED 1,234.56');
    expect(desktop.querySelector('.nav-list')).toBeNull();
    byName(desktop, 'Wallet')!.click();
    const wallet = await until(() => desktop.querySelector('[role="dialog"]'));
    expect(byName(wallet, 'Withdraw')).toBeTruthy();
    expect(byName(wallet, 'Deposit')).toBeNull();
  });

  it('offers login and register in the side panel to a guest', async () => {
    const { root } = guestHeader({ variant: 'mobile' });
    (await until(() => byName(root, 'Menu'))).click();
    const panel = await until(() => root.querySelector('[role="dialog"]'));
    expect(byName(panel, 'Log in')).toBeTruthy();
    expect(byName(panel, 'Register')).toBeTruthy();
    expect(byName(panel, 'Log out')).toBeNull();
  });

  it('chooses the mobile variant below 700 px when variant is auto', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM;
    happyDOM.setViewport({ width: 500 });
    try {
      const { root } = guestHeader({});
      await until(() => root.querySelector('[data-variant="mobile"]'));
    } finally {
      happyDOM.setViewport({ width: 1024 });
    }
    const { root } = guestHeader({});
    await until(() => root.querySelector('[data-variant="desktop"]'));
  });
});

describe('<nl-header> client', () => {
  it('setting element.client re-renders with that client', async () => {
    const english = makeClient(fakeGateway({ [TAB_LIST]: { data: headerTabs() } }));
    setDefaultClient(english);
    const element = mount('nl-header', null, { variant: 'desktop' });
    const root = shadow(element);
    await until(() => byName(root, 'Log in'));
    expect(element.client).toBeNull();

    const arabicGateway = fakeGateway({ [TAB_LIST]: { data: headerTabs() }, [BALANCE]: { data: balance() } });
    const arabic = makeClient(arabicGateway, { user: PLAYER, language: 'ar-AE' });
    element.client = arabic;
    await until(() => root.querySelector('.nl-root')?.getAttribute('dir') === 'rtl');
    await until(() => root.querySelector('.balance-block .amount')?.textContent === 'د.إ 1,234.56');
    expect(element.client).toBe(arabic);
    expect(element.hasAttribute('client')).toBe(false);
    expect(arabicGateway.calls.map((c) => c.code)).toEqual(expect.arrayContaining([TAB_LIST, BALANCE]));
  });

  it('renders nothing and warns until a client is set', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount('nl-header', null);
    await settle();
    expect(shadow(element).querySelector('.nl-header')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('setDefaultClient'));
    setDefaultClient(makeClient(fakeGateway({ [TAB_LIST]: { data: headerTabs() } })));
    await until(() => shadow(element).querySelector('.nl-header'));
  });

  it('takes a client set before the element was upgraded', async () => {
    const client = makeClient(fakeGateway({ [TAB_LIST]: { data: headerTabs() } }));
    const plain = document.createElement('div');
    plain.innerHTML = '<nl-header variant="desktop"></nl-header>';
    const element = plain.firstElementChild as HTMLElement & { client: unknown };
    element.client = client;
    document.body.append(plain);
    await until(() => byName(shadow(element), 'Log in'));
    expect(element.client).toBe(client);
  });
});
