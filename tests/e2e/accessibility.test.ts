import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';
import { routePath } from '../../sdk/routes';
import { MAIN_ID } from '../../host-demo/site/layout/skip-link';
import { GAME_KEYS, ROUTES, requiresLogin } from '../../host-demo/site/routing/route-table';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import { confirmedVisitor } from './support/accounts';
import { ARTIFACTS_DIR } from './support/browser';
import { sharedProductInBrowser } from './support/product-in-browser';
import { actAs, passwordLogin, type LoginReply } from './support/session';

/**
 * WCAG 2.1 A/AA and axe's best practices, no console error and no link that leads nowhere, on every page of the site, in both languages at
 * desktop and phone widths, plus the keyboard behaviours axe cannot see (skip link, the cookie
 * banner never hiding the focused element, nothing behind the age gate reachable).
 */

const AXE_SOURCE = readFileSync(join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Pages whose phone screenshots show the theme's colours (in tests/e2e/artifacts). */
const SCREENSHOTS = new Set(['home', 'login', 'register', 'myProfile']);
const DEMO_PLAYER = { email: 'demo.player@example.com', password: 'Demo#2026pass' };

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const languages = [
  { language: 'en-US', browserLocale: 'en-US', strings: enUS },
  { language: 'ar-AE', browserLocale: 'ar-EG', strings: arAE },
] as const;
type Language = (typeof languages)[number];
type Viewport = (typeof viewports)[number];

/** Built routes without params, guests' pages first (guest-only ones send a player away). */
const builtRoutes = ROUTES.filter((route) => !route.path.includes(':'));
const pagesToCheck: { label: string; path: string; loggedIn: boolean }[] = [
  ...builtRoutes.filter((route) => !requiresLogin(route, {})).map((route) => ({ label: route.name, path: route.path, loggedIn: false })),
  // The pages whose path takes a param: one game's results, a scratch card, and the e-instant's
  // frame in demo (the studio's game page inside it is checked with the page, frames included).
  { label: 'result', path: routePath('result', { name: [...GAME_KEYS][0]! }), loggedIn: false },
  { label: 'scratchCard', path: routePath('scratchCard', { showkey: 'golden-falcon' }), loggedIn: false },
  { label: 'eInstants demo', path: routePath('eInstants', { showkey: 'pearl-diver', demo: 'demo' }), loggedIn: false },
  ...builtRoutes.filter((route) => requiresLogin(route, {})).map((route) => ({ label: route.name, path: route.path, loggedIn: true })),
  // The e-instant for real money: the game's frame with the player's balance.
  { label: 'eInstants', path: routePath('eInstants', { showkey: 'pearl-diver' }), loggedIn: true },
];

const running = sharedProductInBrowser();

async function newContext(language: Language, viewport: Viewport): Promise<BrowserContext> {
  // The site's CSP allows only its own scripts; axe is the test's tool, injected inline, so the
  // test's browser lets it through (bypassCSP) while the page itself keeps its policy.
  return running.browser.newContext({ locale: language.browserLocale, viewport: { width: viewport.width, height: viewport.height }, bypassCSP: true });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path.replace(/^\//, ''), running.product.url).href);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The demo player, logged in once through the gateway for every language and width: the four
 * pairs run side by side, and a second login would end the first one's session (one session per
 * player). The login form itself is checked in accounts.test.ts.
 */
let demoPlayer: Promise<LoginReply> | undefined;
const loggedInDemoPlayer = () => (demoPlayer ??= passwordLogin(running.product.url, DEMO_PLAYER.email, DEMO_PLAYER.password));

/** One line per failing node: rule, impact, where, and axe's summary of what to fix. */
function describeViolations(results: AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

/** Injects axe-core into the page and its frames, runs it on the whole page and returns its results. */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) await frame.addScriptTag({ content: AXE_SOURCE }).catch(() => undefined);
  return page.evaluate(async ({ tags, skipLinkSelector }) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') & { _cache: { set(key: string, value: unknown): void } } }).axe;
    // axe skips the contrast check on text it takes for an icon-font ligature (text that draws
    // differently from its first letter alone); joined Arabic letters look like that, so after a
    // few Arabic words it stops checking the contrast of any text in the site's font. No axe
    // option turns that heuristic off, so its per-font verdict is preset to "not a ligature
    // font" for this run (the site draws its icons as SVG, never with an icon font).
    axe._cache.set('fonts', new Proxy({}, { get: () => ({ occurrences: Number.POSITIVE_INFINITY, numLigatures: 0 }) }));
    // axe exempts skip links from "all content in landmarks", but recognises one only when it
    // precedes the first link of the page, compared with compareDocumentPosition, which answers
    // "disconnected" for a link inside a shadow root (the header's logo). Name the skip link,
    // beside axe's own default matcher.
    axe.configure({ checks: [{ id: 'region', options: { regionMatcher: `dialog, [role=dialog], [role=alertdialog], svg, ${skipLinkSelector}` } }] });
    return axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: { 'color-contrast': { enabled: true } },
      resultTypes: ['violations'],
    });
  }, { tags: AXE_TAGS, skipLinkSelector: `a[href="#${MAIN_ID}"]` });
}

/** Every link of the page, looking through shadow roots: its href as written. */
async function linksOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hrefs: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const a of Array.from(root.querySelectorAll('a[href]'))) hrefs.push((a as HTMLAnchorElement).href);
      for (const el of Array.from(root.querySelectorAll('*'))) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return hrefs;
  });
}

/**
 * The links of the page that lead nowhere: a path of this site the route table does not know
 * (it would land on home), or a site file that is not served. Links to other sites, `mailto:`,
 * `tel:` and in-page anchors are not this crawl's to follow.
 */
async function brokenLinks(page: Page, loggedIn: boolean): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const broken: string[] = [];
  for (const href of new Set(await linksOf(page))) {
    const url = new URL(href, page.url());
    if (url.origin !== origin || (url.pathname === new URL(page.url()).pathname && url.hash)) continue;
    if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) {
      const status = (await page.request.get(url.href)).status();
      if (status >= 400) broken.push(`${url.pathname} (${status})`);
      continue;
    }
    const where = resolveLocation(url.pathname + url.search, { isLoggedIn: loggedIn });
    if (where.kind === 'redirect' && where.because === 'unknown-path') broken.push(url.pathname + url.search);
  }
  return broken;
}

describe('axe finds no WCAG 2.1 AA or best-practice violation, no console error and no broken link', () => {
  for (const language of languages) {
    for (const viewport of viewports) {
      // The four language and width pairs run side by side, each in its own browser context, so
      // one's page loads overlap another's axe run; within a pair the pages go one after another
      // on one page (it.sequential), logged in from the first page that needs it.
      describe.concurrent(`in ${language.language} at ${viewport.width} px`, () => {
        let context: BrowserContext;
        let page: Page;
        let loggedIn = false;
        let consoleErrors: string[] = [];

        beforeAll(async () => {
          context = await newContext(language, viewport);
          await confirmedVisitor(context);
          page = await context.newPage();
          page.on('console', (message) => {
            if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
          });
          page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
        });
        afterAll(async () => {
          await context?.close();
        });

        for (const target of pagesToCheck) {
          it.sequential(`on ${target.label} (${target.path})`, async () => {
            if (target.loggedIn && !loggedIn) {
              await actAs(context, await loggedInDemoPlayer());
              loggedIn = true;
            }
            consoleErrors = [];
            await open(page, target.path);
            // Guests' pages may move on (a registration step without its earlier steps goes back to the first).
            if (target.loggedIn) expect(new URL(page.url()).pathname, 'the logged-in page opened').toBe(target.path);
            expect(await page.getAttribute('html', 'lang')).toBe(language.language);
            const results = await runAxe(page);
            if (viewport.name === 'phone' && SCREENSHOTS.has(target.label)) {
              await page.screenshot({ path: `${ARTIFACTS_DIR}/a11y-${target.label}-${language.language}-phone.png`, fullPage: true });
            }
            const violations = describeViolations(results);
            expect(violations, `axe violations:\n${violations.join('\n')}\n`).toEqual([]);
            // Nothing makes the page scroll sideways: in Arabic a hidden label inside a table's own
            // scroller once widened /threeDigitOld's page by 420 px of blank to its left.
            const { width, screen } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, screen: window.innerWidth }));
            expect(width, 'the page does not scroll sideways').toBeLessThanOrEqual(screen);
            expect(await brokenLinks(page, target.loggedIn || loggedIn), 'links that lead nowhere').toEqual([]);
            expect(consoleErrors, 'console errors').toEqual([]);
          });
        }
      });
    }
  }
});

/** The focused element, looking through shadow roots. */
async function deepFocus(page: Page): Promise<{ tag: string; inside: string[]; rect: { top: number; bottom: number; height: number } } | null> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    const inside: string[] = [];
    for (let node: Node | null = active; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
      if (node instanceof Element && node.localName.startsWith('nl-')) inside.push(node.localName);
    }
    const { top, bottom, height } = active.getBoundingClientRect();
    return { tag: active.localName, inside, rect: { top, bottom, height } };
  });
}

describe('keyboard use', () => {
  for (const language of languages) {
    it(`offers "${language.strings.site.skipToContent}" as the first stop, which moves focus to the page content (${language.language})`, async () => {
      const context = await newContext(language, viewports[0]);
      await confirmedVisitor(context);
      const page = await context.newPage();
      try {
        await open(page, routePath('home'));
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: language.strings.site.skipToContent, exact: true });
        expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
        const box = await skip.boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= viewports[0].height, 'the focused skip link is on screen').toBe(true);
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe(MAIN_ID);
        // The next Tab goes on from the content, past the header.
        await page.keyboard.press('Tab');
        expect((await deepFocus(page))?.inside).not.toContain('nl-header');
      } finally {
        await context.close();
      }
    });
  }

  for (const language of languages) {
    it(`puts the cookie notice right after the skip link in the Tab order, not after the page (${language.language})`, async () => {
      const context = await newContext(language, viewports[1]);
      await context.addInitScript(() => localStorage.setItem('age_gate', 'confirm'));
      const page = await context.newPage();
      try {
        await open(page, routePath('home'));
        const banner = page.locator('nl-cookie-notice').getByRole('region', { name: language.strings.compliance.cookies.label });
        await expect.poll(() => banner.isVisible()).toBe(true);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(language.strings.site.skipToContent);
        await page.keyboard.press('Tab');
        expect((await deepFocus(page))?.inside, 'the second stop is the Privacy Notice link').toContain('nl-cookie-notice');
        await page.keyboard.press('Tab');
        const accept = banner.getByRole('button', { name: language.strings.compliance.cookies.accept });
        expect(await accept.evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement && (button.getRootNode() as ShadowRoot).host.matches(':focus-within'))).toBe(true);
        // Shown at the bottom although first in the page, and it pushes nothing down.
        const box = (await banner.boundingBox())!;
        expect(box.y + box.height).toBeCloseTo(viewports[1].height, 0);
        const headerTop = await page.locator('nl-header').evaluate((header) => header.getBoundingClientRect().top);
        expect(headerTop).toBeLessThanOrEqual(0.5);
        await page.keyboard.press('Enter');
        await expect.poll(() => banner.count()).toBe(0);
        expect(await page.evaluate(() => document.activeElement?.localName), 'Accept leaves focus on the heading').toBe('h1');
      } finally {
        await context.close();
      }
    });
  }

  for (const language of languages) {
    it(`never leaves the focused element behind the cookie banner on a phone (${language.language})`, async () => {
      const context = await newContext(language, viewports[1]);
      await context.addInitScript(() => localStorage.setItem('age_gate', 'confirm'));
      const page = await context.newPage();
      try {
        await open(page, routePath('home'));
        const banner = page.locator('nl-cookie-notice').getByRole('region', { name: language.strings.compliance.cookies.label });
        await expect.poll(() => banner.isVisible()).toBe(true);
        let checked = 0;
        for (let step = 0; step < 60; step++) {
          await page.keyboard.press('Tab');
          const focused = await deepFocus(page);
          if (!focused || focused.inside.includes('nl-cookie-notice') || focused.rect.height === 0) continue;
          const bannerTop = (await banner.boundingBox())!.y;
          expect(focused.rect.bottom, `${focused.tag} in ${focused.inside.join(' < ')} is not under the banner`).toBeLessThanOrEqual(bannerTop + 0.5);
          checked++;
        }
        expect(checked, 'Tab reached elements of the page').toBeGreaterThan(20);
        await page.screenshot({ path: `${ARTIFACTS_DIR}/a11y-cookie-banner-focus-${language.language}-phone.png` });
      } finally {
        await context.close();
      }
    });
  }

  it('keeps the page behind the age gate out of reach until the visitor answers', async () => {
    const context = await newContext(languages[1], viewports[1]);
    const page = await context.newPage();
    try {
      await open(page, routePath('home'));
      const gate = page.locator('nl-age-gate');
      const confirm = gate.getByRole('button', { name: arAE.compliance.ageGate.confirm });
      await expect.poll(() => confirm.isVisible()).toBe(true);
      expect(await page.evaluate(() => !!document.querySelector('main')?.closest('[inert]')), 'the page content is inert').toBe(true);
      for (let step = 0; step < 8; step++) {
        await page.keyboard.press('Tab');
        expect((await deepFocus(page))?.inside ?? ['nothing'], 'Tab stays in the age gate').toContain('nl-age-gate');
      }
      await confirm.click();
      await expect.poll(() => page.evaluate(() => !!document.querySelector('main')?.closest('[inert]'))).toBe(false);
    } finally {
      await context.close();
    }
  });
});
