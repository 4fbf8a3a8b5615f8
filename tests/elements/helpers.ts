/**
 * Test helpers for the elements: a real SDK client over the shared fake gateway
 * (tests/support/fake-gateway.ts), fixtures that satisfy the commands' zod schemas, and small DOM
 * helpers for elements with shadow roots.
 */
import { USER_INFO_KEY, createClient, memoryStorage, type GameApp, type NlClient, type UserInfo } from '../../sdk';
import type { FakeGateway } from '../support/fake-gateway';
import { afterEach, beforeAll } from 'vitest';
import { setDefaultClient } from '../../elements';

/** A logged-in player as the host stores it. */
export const PLAYER: UserInfo = {
  sessionToken: 'token-1',
  userOpenId: 'u-1',
  firstName: 'sara',
  userName: 'sara.k',
  phone: '971500000000',
  verifiedStatus: 3,
  realName: 'Sara K',
  registerIdCardType: 1,
  headImgUrl: '',
  isNew: false,
  extCode: '',
};

/**
 * A real client over the fake gateway, in English unless told otherwise.
 * @param user a logged-in player (stored under `user_info` before the client starts)
 */
export function makeClient(gateway: FakeGateway, options: { user?: UserInfo; language?: 'en-US' | 'ar-AE' } = {}): NlClient {
  const storage = memoryStorage();
  if (options.user) storage.setItem(USER_INFO_KEY, JSON.stringify(options.user));
  const client = createClient({ env: { fetch: gateway.fetch, storage, languages: () => [options.language ?? 'en-US'] } });
  return client;
}

/** A game app that satisfies the gameAppList schema. */
export function gameApp(overrides: Partial<GameApp> = {}): GameApp {
  const appKey = overrides.appKey ?? 'pick3';
  return {
    appKey,
    appName: 'Pick 3',
    merchantName: 'National Lottery',
    appPath: `/lottery/${appKey}`,
    iconUrl: `https://cdn.example.ae/${appKey}.png`,
    lottoLogo: '',
    viewBgImg: '',
    demoUrl: null,
    lotteryType: 72,
    appType: 1,
    appTabLotteryConfig: null,
    maxPrizeAmount: 100_000,
    minOrderAmount: 200,
    maxOrderAmount: 2_000_000,
    loginStatus: 0,
    demoLoginStatus: 0,
    appMarkType: 0,
    titleBgColor: '#0b1d4d',
    fontColor: '#ffffff',
    category: 'lottery',
    ...overrides,
  };
}

/** `count` apps of one category with distinct keys. */
export function apps(count: number, category: GameApp['category'], overrides: Partial<GameApp> = {}): GameApp[] {
  return Array.from({ length: count }, (_, i) =>
    gameApp({ appKey: `${category}-${i + 1}`, appName: `${category} ${i + 1}`, lotteryType: category === 'lottery' ? null : null, appType: category === 'e_instant' ? 4 : 2, category, ...overrides }),
  );
}

/** The header's server tabs: play (with sub-tabs), draws, news, FAQs, Play Responsibly. */
export function headerTabs() {
  const tab = (localName: string, extra: string, jumpUrl: string, more: Record<string, unknown> = {}) => ({
    localName, extra, jumpUrl, target: '_self', images: {}, sideMerchantApps: [], subTab: [], tabType: 23, ...more,
  });
  return {
    tabs: [
      tab('Play', 'play', '/lottery/play', {
        subTab: [
          tab('Lotteries', 'luckyday', '/lottery/play', { sideMerchantApps: [gameApp({ appKey: 'luckyday', appName: 'Lucky Day', lotteryType: 61, appPath: '/lottery/luckyday' })] }),
          tab('Scratch Cards', 'card', '/lottery/scratch-cards', { sideMerchantApps: [gameApp({ appKey: 'gold-rush', appName: 'Gold Rush', lotteryType: null, appType: 2, category: 'scratch', appPath: '/lottery/scratch-cards/gold-rush' })] }),
          tab('E-Instants', 'e_instant', '', { sideMerchantApps: [gameApp({ appKey: 'desert-gems', appName: 'Desert Gems', lotteryType: null, appType: 4, category: 'e_instant', appPath: '/lottery/e-instants/desert-gems' })] }),
        ],
      }),
      tab('Draws', 'draws', '/lottery/results'),
      tab('News', 'news', '/news'),
      tab('FAQs', 'faqs', '/faq'),
      tab('Play Responsibly', 'Play Responsibly', '/Play-Responsibly?key=Play-Responsibly'),
    ],
  };
}

/** A balance reply (amounts in fils). */
export function balance(overrides: Record<string, number> = {}) {
  return { betBalance: 100_000, giftBalance: 0, totalBalance: 123_456, withdrawableAmount: 50_000, unreadSysMessage: 2, unreadOperateMessage: 1, ...overrides };
}

/** Creates an element, sets its attributes and client, and attaches it to the document. */
export function mount<K extends keyof HTMLElementTagNameMap>(tag: K, client: NlClient | null, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (client) (element as unknown as { client: NlClient }).client = client;
  document.body.append(element);
  return element;
}

/** The element's shadow root (all our elements have an open one). */
export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
}

/**
 * Waits until `probe` returns a truthy value without throwing (React renders and the fake
 * gateway answer asynchronously), and returns it. 5 s: a render takes milliseconds, but npm test
 * runs the browser tests and the other layers side by side on two cores, where a file's first
 * render can wait seconds for the CPU; a probe that holds returns at once either way.
 */
export async function until<T>(probe: () => T | null | undefined | false, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() - start > timeoutMs) throw lastError instanceof Error ? lastError : new Error(`until(): timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A short pause for renders that should NOT happen (assert absence afterwards). */
export const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

/** Text of an element with whitespace collapsed. */
export function text(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Finds a button or link inside a root by its visible text or aria-label. */
export function byName<T extends HTMLElement = HTMLElement>(root: ParentNode, name: string | RegExp, selector = 'button, a'): T | null {
  const match = (value: string | null) => value !== null && (typeof name === 'string' ? value === name : name.test(value));
  return (Array.from(root.querySelectorAll<T>(selector)).find((el) => match(el.getAttribute('aria-label')) || match(text(el))) ?? null);
}

/**
 * The paths elements asked the host to open, as the reference site sees them: every
 * `nl-navigate-request` is recorded and cancelled (the host routes it). After each test the page,
 * the list and the default client are cleared. Call once at the top of a test file.
 *
 * @example
 * const navigations = hostNavigations();
 * // … press "Deposit" as a guest …
 * expect(navigations).toEqual(['/login?redirect=%2Faccount%2Fdeposit']);
 */
export function hostNavigations(): string[] {
  const navigations: string[] = [];
  beforeAll(() => {
    document.addEventListener('nl-navigate-request', (event) => {
      event.preventDefault();
      navigations.push(event.detail.path);
    });
  });
  afterEach(() => {
    document.body.innerHTML = '';
    navigations.length = 0;
    setDefaultClient(null);
  });
  return navigations;
}

/**
 * The CSS an element's shadow root applies, in order: its adopted stylesheets (elements/base/
 * element-styles.tsx) and any `<style>` element. Empty until the element has rendered.
 *
 * @example await until(() => styleSheetsOf(root).length >= 2);
 */
export function styleSheetsOf(root: ShadowRoot): string[] {
  const adopted = root.adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'));
  return [...adopted, ...Array.from(root.querySelectorAll('style'), (style) => style.textContent ?? '')];
}
