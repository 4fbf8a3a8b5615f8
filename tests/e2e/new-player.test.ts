/**
 * What a new player tripped over (issue 11), checked in Chromium in both languages at phone and
 * desktop widths: Log in on a phone, the one-line header, the account box, the date of birth, a
 * game's past results, contact, the account menu, the home page on a phone, the Play menu, the
 * KYC page's way back, and links to pages not built yet. Screenshots go to tests/e2e/artifacts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { decodeMessage } from '../../sdk';
import { GAMES } from '../../sdk/games';
import { sharedProductInBrowser } from './support/product-in-browser';
import { DESKTOP, LANGUAGES, PHONE, visitorPage, type Language, type Viewport } from './support/languages';
import { ARTIFACTS_DIR } from './support/browser';
import { newEmiratesId, newMobile } from './support/accounts';
import { actAs, callGateway, passwordLogin, settleComplianceDialogs, type LoginReply } from './support/session';


/**
 * Seeded demo players (host-demo/server/seed/seed-demo.ts; the password is public by design).
 * Each is logged in once: a new login ends the player's other sessions.
 */
const DEMO_PASSWORD = 'Demo#2026pass';
const VERIFIED = 'demo.player@example.com';
const UNVERIFIED = 'demo.unverified@example.com';

let verified: LoginReply;
let unverified: LoginReply;

const running = sharedProductInBrowser();

beforeAll(async () => {
  [verified, unverified] = await Promise.all([passwordLogin(running.product.url, VERIFIED, DEMO_PASSWORD), passwordLogin(running.product.url, UNVERIFIED, DEMO_PASSWORD)]);
  for (const player of [verified, unverified]) await settleComplianceDialogs(running.product.url, player);
});

/** A returning visitor's page (age gate and cookies done), optionally logged in as `player`. */
async function open(language: Language, viewport: Viewport, path: string, player?: LoginReply): Promise<Page> {
  const page = await visitorPage(running.browser, language, viewport);
  if (player) await actAs(page.context(), player);
  await page.goto(new URL(path.replace(/^\//, ''), running.product.url).href);
  await page.waitForLoadState('networkidle');
  return page;
}

const shot = (page: Page, name: string, language: Language, viewport: Viewport, fullPage = false) =>
  page.screenshot({ path: `${ARTIFACTS_DIR}/new-player-${name}-${language.language}-${viewport.name}.png`, fullPage });

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The page is no wider than the screen: nothing makes the whole page scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { page: width, screen } = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(width, 'page width').toBeLessThanOrEqual(screen);
}

/**
 * WCAG contrast of an element's text against what is painted behind it: the nearest ancestor
 * (across shadow roots) with an opaque background colour, or the first colour of its gradient.
 */
function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    let background = [255, 255, 255];
    for (let node: Element | null = element; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null)) {
      const style = getComputedStyle(node);
      const colour = rgb(style.backgroundColor);
      if (colour.length === 3 || (colour[3] ?? 0) > 0.9) {
        background = colour.slice(0, 3);
        break;
      }
      const gradient = /gradient\((.*)\)/.exec(style.backgroundImage)?.[1];
      const first = gradient ? /rgba?\([^)]*\)/.exec(gradient)?.[0] : undefined;
      if (first) {
        background = rgb(first).slice(0, 3);
        break;
      }
    }
    const [lighter, darker] = [luminance(rgb(getComputedStyle(element).color)), luminance(background)].sort((a, b) => b - a) as [number, number];
    return (lighter + 0.05) / (darker + 0.05);
  });
}

describe('Log in on a phone', () => {
  for (const language of LANGUAGES) {
    it(`is in the bar and readable in the menu, in ${language.language}`, async () => {
      const page = await open(language, PHONE, '/');
      try {
        const header = page.locator('nl-header');
        const barLogin = header.locator('.bar').getByRole('link', { name: language.s.header.login, exact: true });
        expect(await barLogin.isVisible()).toBe(true);
        expect(await contrastOf(barLogin)).toBeGreaterThanOrEqual(4.5);

        await header.getByRole('button', { name: language.s.header.menu, exact: true }).click();
        const panel = header.getByRole('dialog');
        const panelLogin = panel.getByRole('link', { name: language.s.header.login, exact: true });
        await expect.poll(() => panelLogin.isVisible()).toBe(true);
        expect(await contrastOf(panelLogin)).toBeGreaterThanOrEqual(4.5);
        expect(await panel.getByRole('link', { name: language.s.header.register, exact: true }).isVisible()).toBe(true);
        await expectNoSidewaysScroll(page);
        await shot(page, 'menu', language, PHONE);

        await page.keyboard.press('Escape');
        await barLogin.click();
        await expect.poll(() => pathOf(page)).toBe('/account/login');
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('the home page on a phone', () => {
  for (const language of LANGUAGES) {
    it(`shows every kind of game within two screens, each in a sideways row, in ${language.language}`, async () => {
      const page = await open(language, PHONE, '/');
      try {
        const sections = page.locator('nl-game-grid .grid-section');
        await expect.poll(() => sections.count()).toBe(3);
        const lastFirstCard = await sections.last().locator('.card-grid > li').first().boundingBox();
        expect(lastFirstCard!.y + lastFirstCard!.height, 'the last kind of game is seen within two screens').toBeLessThan(2 * PHONE.height);
        for (const section of await sections.all()) {
          expect((await section.boundingBox())!.height).toBeLessThan(PHONE.height / 2);
        }
        // Each row scrolls sideways and starts on the reading side: left in English, right in Arabic.
        const row = await sections.first().locator('.card-grid').evaluate((list) => {
          const box = list.getBoundingClientRect();
          const first = list.firstElementChild!.getBoundingClientRect();
          return { scrolls: list.scrollWidth > list.clientWidth, startGap: Math.round(getComputedStyle(list).direction === 'rtl' ? box.right - first.right : first.left - box.left), direction: getComputedStyle(list).direction };
        });
        expect(row).toEqual({ scrolls: true, startGap: 0, direction: language.dir });
        await expectNoSidewaysScroll(page);
        await shot(page, 'home', language, PHONE, true);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe("every game's bet slip on a phone", () => {
  for (const language of LANGUAGES) {
    it(`fits 390 px without sideways scrolling, numbers and countdown in view, in ${language.language}`, async () => {
      const page = await open(language, PHONE, '/', verified);
      try {
        for (const game of GAMES) {
          await page.goto(new URL(`lottery/${game.key}`, running.product.url).href);
          const slip = page.locator('.play').first();
          await slip.waitFor();
          await expectNoSidewaysScroll(page);
          const countdown = await page.locator('.countdown').first().boundingBox();
          expect(countdown!.x, `${game.key}: countdown in view`).toBeGreaterThanOrEqual(0);
          expect(countdown!.x + countdown!.width, `${game.key}: countdown in view`).toBeLessThanOrEqual(PHONE.width);
        }
        await page.goto(new URL('lottery/pick3', running.product.url).href);
        await page.locator('.play').first().waitFor();
        await shot(page, 'pick3', language, PHONE);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('the desktop header of a logged-in player', () => {
  for (const language of LANGUAGES) {
    it(`stays on one line from 1280 px down to 960 px, Play Responsibly always reachable, in ${language.language}`, async () => {
      const page = await open(language, DESKTOP, '/', verified);
      try {
        const header = page.locator('nl-header');
        await expect.poll(() => header.locator('.balance-block .amount').textContent()).toContain(language.language === 'en-US' ? 'AED' : 'د.إ');
        const playResponsibly = language.language === 'en-US' ? 'Play Responsibly' : 'اللعب المسؤول';
        for (const width of [1280, 1100, 960]) {
          await page.setViewportSize({ width, height: DESKTOP.height });
          await page.waitForTimeout(200);
          const bar = await header.locator('.bar').evaluate((element) => {
            const centre = (child: Element) => {
              const box = child.getBoundingClientRect();
              return box.top + box.height / 2;
            };
            const shown = Array.from(element.querySelectorAll('.nav-list > li:not([hidden]), .tools > *'));
            const centres = shown.map(centre);
            return { height: element.getBoundingClientRect().height, spread: Math.max(...centres) - Math.min(...centres) };
          });
          expect(bar.height, `bar height at ${width} px`).toBeLessThanOrEqual(72);
          expect(bar.spread, `tabs and tools on one line at ${width} px`).toBeLessThan(8);
          if (width === 1280) {
            expect(await header.locator('.nav-list > li[hidden]').count(), 'every tab fits at 1280 px').toBe(0);
            await header.screenshot({ path: `${ARTIFACTS_DIR}/new-player-header-${language.language}-1280.png` });
          }
          const inBar = header.locator('.nav-list').getByText(playResponsibly, { exact: true });
          if (!(await inBar.isVisible())) {
            // The menus also open on hover, so a pointer click would toggle them: use the keyboard.
            await header.getByRole('button', { name: language.s.header.nav.more, exact: true }).focus();
            await page.keyboard.press('Enter');
            await expect.poll(() => header.getByRole('menuitem', { name: playResponsibly, exact: true }).isVisible()).toBe(true);
            await page.keyboard.press('Escape');
          }
        }
        await header.screenshot({ path: `${ARTIFACTS_DIR}/new-player-header-${language.language}-960.png` });
      } finally {
        await page.context().close();
      }
    });

    it(`lists each game once in the Play menu, every column under a heading, in ${language.language}`, async () => {
      const page = await open(language, DESKTOP, '/');
      try {
        const header = page.locator('nl-header');
        await header.locator('.nav-list button[aria-haspopup="menu"]').first().focus();
        await page.keyboard.press('Enter');
        const menu = header.getByRole('menu');
        await expect.poll(() => menu.locator('.game-item').count()).toBeGreaterThan(3);
        const columns = await menu.locator('[role="group"]').evaluateAll((groups) =>
          groups.map((group) => ({ heading: group.querySelector('.nl-menu-heading')?.textContent?.trim() ?? '', games: Array.from(group.querySelectorAll('.game-item'), (item) => item.textContent?.trim() ?? '') })),
        );
        expect(columns.length).toBeGreaterThanOrEqual(3);
        expect(columns.every((column) => column.heading !== '')).toBe(true);
        const games = columns.flatMap((column) => column.games);
        expect(new Set(games).size, 'no game twice').toBe(games.length);
        await page.screenshot({ path: `${ARTIFACTS_DIR}/new-player-play-menu-${language.language}-desktop.png` });
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('help and notifications', () => {
  for (const [language, viewport] of [[LANGUAGES[0], DESKTOP], [LANGUAGES[1], PHONE]] as const) {
    it(`live chat and customer service offer the hotline and e-mail, in ${language.language} at ${viewport.name} width`, async () => {
      const page = await open(language, viewport, '/');
      try {
        await page.locator('nl-header').getByRole('button', { name: language.s.header.chat, exact: true }).click();
        const chat = page.locator('nl-header').getByRole('dialog', { name: language.s.contact.title });
        await expect.poll(() => chat.isVisible()).toBe(true);
        expect(await chat.textContent()).toContain(language.s.contact.chatUnavailable);
        expect(await chat.locator('a[href="tel:8002365"]').isVisible()).toBe(true);
        expect(await chat.locator('a[href^="mailto:"]').isVisible()).toBe(true);
        await shot(page, 'chat', language, viewport);
        await page.keyboard.press('Escape');

        await page.locator('nl-footer').getByRole('button', { name: language.s.footer.support.customerService, exact: true }).click();
        const support = page.locator('nl-footer').getByRole('dialog', { name: language.s.contact.title });
        await expect.poll(() => support.isVisible()).toBe(true);
        expect(await support.locator('a[href="tel:8002365"]').isVisible()).toBe(true);
      } finally {
        await page.context().close();
      }
    });
  }

  it('the bell opens the notifications page with the player\'s messages', async () => {
    const language = LANGUAGES[0];
    const page = await open(language, DESKTOP, '/', verified);
    try {
      await page.locator('nl-header').getByRole('button', { name: /^Notifications/ }).click();
      await expect.poll(() => pathOf(page)).toBe('/account/notification/list');
      await expect.poll(() => page.locator('nl-notification-list').count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });
});

describe('account pages', () => {
  for (const [language, viewport] of [[LANGUAGES[0], DESKTOP], [LANGUAGES[1], PHONE]] as const) {
    it(`list the account menu, mark the current page and its children, in ${language.language} at ${viewport.name} width`, async () => {
      const page = await open(language, viewport, '/account/myprofile', verified);
      try {
        const menu = page.getByRole('navigation', { name: language.s.site.account.menuLabel, exact: true });
        const m = language.s.site.account.menu;
        await expect.poll(() => menu.getByRole('link').allTextContents()).toEqual([m.myprofile, m.deposit, m.withdraw, m.orders, m.transactions, m.coupons, m.notifications, m.settings]);
        expect(await menu.locator('[aria-current="page"]').allTextContents()).toEqual([m.myprofile]);
        // The seeded player was born on 1988-04-12: shown day first, as it is typed.
        await expect.poll(() => page.locator('nl-my-profile').getByText('12/04/1988', { exact: true }).isVisible()).toBe(true);

        // The box: the phone number in one piece.
        const phone = page.locator('nl-user-info .phone');
        await expect.poll(() => phone.isVisible()).toBe(true);
        expect(await phone.evaluate((element) => element.getClientRects().length), 'phone number on one line').toBe(1);
        await expectNoSidewaysScroll(page);
        await shot(page, 'profile', language, viewport, true);

        for (const child of ['/account/editAddress', '/account/notificationSettings', '/account/accountDeletion']) {
          await page.evaluate((path) => {
            history.pushState(null, '', path);
            dispatchEvent(new PopStateEvent('popstate'));
          }, child);
          await expect.poll(() => menu.locator('[aria-current="page"]').allTextContents(), { message: child }).toEqual([m.settings]);
        }
      } finally {
        await page.context().close();
      }
    });
  }

  it('the account box hides its figures when the header hides the balance', async () => {
    const language = LANGUAGES[0];
    const page = await open(language, DESKTOP, '/account/myprofile', verified);
    try {
      const figure = page.locator('nl-user-info .figure-total .amount');
      await expect.poll(() => figure.textContent()).toContain('AED');
      await page.locator('nl-header').getByRole('button', { name: language.s.wallet.balance.hide, exact: true }).click();
      await expect.poll(() => figure.textContent()).toBe('******');
      expect(await page.locator('nl-user-info .figure-withdrawable .amount').textContent()).toBe('******');
    } finally {
      await page.context().close();
    }
  });
});

describe('date of birth', () => {
  for (const [language, viewport] of [[LANGUAGES[0], DESKTOP], [LANGUAGES[1], PHONE]] as const) {
    it(`is typed as DD/MM/YYYY and 31/12/1990 is accepted, in ${language.language} at ${viewport.name} width`, async () => {
      const page = await open(language, viewport, '/account/register');
      try {
        const r = language.s.auth.register;
        const form = page.locator('nl-register');
        const birthDate = form.getByLabel(r.birthDate, { exact: true });
        expect(await birthDate.getAttribute('placeholder')).toBe(language.s.forms.datePlaceholder);
        expect(await birthDate.getAttribute('inputmode')).toBe('numeric');
        expect(await birthDate.getAttribute('dir')).toBe('ltr');
        await birthDate.pressSequentially('31121990');
        expect(await birthDate.inputValue()).toBe('31/12/1990');
        await expectNoSidewaysScroll(page);
        await shot(page, 'birth-date', language, viewport);

        const mobile = newMobile();
        await form.getByLabel(r.firstName, { exact: true }).fill('Sara');
        await form.getByLabel(r.lastName, { exact: true }).fill('Khan');
        await form.getByLabel(r.emiratesId, { exact: true }).fill(newEmiratesId());
        await form.getByLabel(r.nationality, { exact: true }).selectOption('AE');
        await form.getByRole('textbox', { name: language.s.auth.mobile, exact: true }).fill(mobile);
        await form.getByLabel(language.s.auth.email, { exact: true }).fill(`sara.${mobile}@example.ae`);
        await form.getByLabel(language.s.auth.password, { exact: true }).fill('Lucky#2026');
        await form.getByLabel(language.s.auth.confirmPassword, { exact: true }).fill('Lucky#2026');
        await form.getByRole('checkbox').check();
        await form.getByRole('button', { name: r.continue, exact: true }).click();
        await expect.poll(() => pathOf(page)).toBe('/account/registerAddress');
      } finally {
        await page.context().close();
      }
    });
  }
});

describe("a game's past results", () => {
  for (const [language, viewport] of [[LANGUAGES[0], DESKTOP], [LANGUAGES[1], PHONE]] as const) {
    it(`are reached from Past results and paged ten at a time, in ${language.language} at ${viewport.name} width`, async () => {
      const page = await open(language, viewport, '/lottery/results');
      try {
        const results = page.locator('nl-results');
        await results.getByRole('link', { name: language.s.results.viewPast }).first().click();
        await expect.poll(() => pathOf(page)).toMatch(/^\/lottery\/[\w-]+\/results$/);
        const gamePath = pathOf(page);
        const history = page.locator('nl-results');
        await expect.poll(() => history.locator('[part="draw"]').count()).toBeGreaterThan(0);
        const lotteryType = Number(await history.locator('[part="draw"]').first().getAttribute('data-lottery-type'));
        const { total } = await callGateway<{ total: number }>(running.product.url, '660201', { lotteryType, pageNo: 1, pageSize: 10 });
        expect(await history.locator('[part="draw"]').count()).toBe(Math.min(total, 10));
        expect(await history.locator(`a[href="${gamePath}"]`).count(), 'no link to itself').toBe(0);

        // The seed holds three draws per game: a gateway answering 23 shows the pages.
        await page.route('**/hapi', async (route) => {
          const request = route.request();
          if (request.headers()['api-execute-command'] !== '660201') return route.fallback();
          const { data } = decodeMessage((JSON.parse(request.postData() ?? '{}') as { message: string }).message) as { data: { pageNo: number; pageSize: number } };
          const all = Array.from({ length: 23 }, (_, i) => ({ phase: `2026${String(23 - i).padStart(5, '0')}`, result: null, expectedPrizeTimestamp: Date.UTC(2026, 0, 23 - i, 17), seedHash: null }));
          await route.fulfill({ json: { code: 0, command: '660201', data: { total: 23, list: all.slice((data.pageNo - 1) * data.pageSize, data.pageNo * data.pageSize) }, timestamp: Date.now() } });
        });
        await page.reload();
        await expect.poll(() => history.locator('[part="draw"]').count()).toBe(10);
        await history.getByRole('button', { name: language.s.results.history.next, exact: true }).click();
        await expect.poll(() => history.locator('[part="draw"]').first().getAttribute('data-phase')).toBe('202600013');
        expect((await history.locator('.pager-status').textContent())?.replace(/\s+/g, ' ')).toBe(language.language === 'en-US' ? 'Page 2 of 3' : 'الصفحة 2 من 3');
        await expectNoSidewaysScroll(page);
        await shot(page, 'results-history', language, viewport);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('the identity check page', () => {
  for (const [language, viewport] of [[LANGUAGES[0], DESKTOP], [LANGUAGES[1], PHONE]] as const) {
    it(`keeps the provider page full screen under a bar with a way back, in ${language.language} at ${viewport.name} width`, async () => {
      const page = await open(language, viewport, '/account/kycIframe', unverified);
      try {
        const frame = page.locator('nl-kyc-frame');
        const bar = frame.locator('[part="topbar"]');
        // The provider page, or (against a long-running server) today's attempts used up: the bar stays.
        await expect.poll(() => frame.locator('iframe, [data-state="limit"]').first().isVisible(), { timeout: 15_000 }).toBe(true);
        expect((await bar.boundingBox())!.y).toBe(0);
        expect(await bar.getByRole('heading', { level: 1 }).textContent()).toBe(language.s.kyc.frame.title);
        if (await frame.locator('iframe').count()) {
          const iframe = (await frame.locator('iframe').boundingBox())!;
          expect(iframe.height, 'the provider page fills the rest of the screen').toBeGreaterThanOrEqual(viewport.height - 48 - 2);
        }
        await expectNoSidewaysScroll(page);
        await shot(page, 'kyc', language, viewport);
        await bar.getByRole('button', { name: language.s.kyc.frame.back, exact: true }).click();
        await expect.poll(() => pathOf(page)).toBe('/account/myprofile');
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('links from the home page', () => {
  it('lead to their pages under their own path, never the home page, and a page not built yet says so', async () => {
    const language = LANGUAGES[0];
    const page = await open(language, DESKTOP, '/', verified);
    try {
      // Links a player follows from the home page: a game card and a footer link.
      await page.locator('nl-game-grid .nl-card').first().click();
      await expect.poll(() => pathOf(page)).toBe('/lottery/luckyday');
      await expect.poll(() => page.locator('nl-lucky-day').count()).toBe(1);
      await page.goto(running.product.url);
      await page.locator('nl-footer').getByRole('link', { name: language.s.footer.links.faq, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe('/faq');
      await expect.poll(() => page.locator('nl-faq').count()).toBe(1);

      // The legal and help pages show the content store's articles (issue 19).
      for (const [path, tag] of [['/how-to-play', 'nl-article'], ['/About-Us', 'nl-article'], ['/Terms-and-Conditions', 'nl-article'], ['/Privacy-Notice', 'nl-article'], ['/news', 'nl-news-list']] as const) {
        await page.goto(new URL(path.slice(1), running.product.url).href);
        await expect.poll(() => page.locator(tag).count(), { message: path }).toBe(1);
        expect(pathOf(page), path).toBe(path);
      }
    } finally {
      await page.context().close();
    }
  });
});
