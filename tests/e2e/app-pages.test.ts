import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { decodeMessage } from '../../sdk/commands/envelope';
import { confirmedVisitor } from './support/accounts';
import { DESKTOP, LANGUAGES, PHONE, type Language, type Viewport } from './support/languages';
import { ARTIFACTS_DIR } from './support/browser';
import { sharedProductInBrowser } from './support/product-in-browser';
import { actAs, passwordLogin, settleComplianceDialogs, type LoginReply } from './support/session';

/**
 * The native app's pages (issue 22; the app withdraw beside them) in a phone-sized webview, in English and Arabic: each shows
 * its real content under the in-app header, without the site's header and footer, with no axe
 * violation, and the app's platform reaches the gateway as clientInfo.platform.
 */

const AXE_SOURCE = readFileSync(join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'), 'utf8');
const DEMO_PLAYER = { email: 'demo.player@example.com', password: 'Demo#2026pass' };
const ANDROID_WEBVIEW = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 wv';

const running = sharedProductInBrowser();
let player: LoginReply;

beforeAll(async () => {
  player = await passwordLogin(running.product.url, DEMO_PLAYER.email, DEMO_PLAYER.password);
  await settleComplianceDialogs(running.product.url, player);
});

/** What each page must show inside its element once loaded: its real content, not a loading state. */
const PAGES = [
  { path: '/app?platform=1', element: 'nl-game-grid', content: '[part="card"], .game-card, nl-game-card, a[href*="/lottery/"]', back: false },
  { path: '/lotteryApp', element: 'nl-lottery-play', content: 'a[href*="/lottery/"], button', back: true },
  { path: '/appUserInfo', element: 'nl-my-profile', content: 'h1', back: true },
  { path: '/appWithdraw', element: 'nl-withdraw', content: '[part="page"], [part="kyc-gate"]', back: true },
] as const;

/** Runs axe (WCAG 2.1 AA and best practices) over the page, shadow roots included. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') & { _cache: { set(key: string, value: unknown): void } } }).axe;
    // As in accessibility.test.ts: joined Arabic letters would otherwise make axe skip contrast.
    axe._cache.set('fonts', new Proxy({}, { get: () => ({ occurrences: Number.POSITIVE_INFINITY, numLigatures: 0 }) }));
    // As there too: axe recognises a skip link only before the page's first link, which it cannot
    // order against a link inside a shadow root (the in-app header's), so the skip link is named.
    axe.configure({ checks: [{ id: 'region', options: { regionMatcher: 'dialog, [role=dialog], [role=alertdialog], svg, a.skip-link' } }] });
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: true } }, resultTypes: ['violations'] });
  })) as AxeResults;
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id} at ${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\s+/g, ' ')}`));
}

// Designed for the phone's webview (390 px); a tablet-wide webview (1280 px) is checked too.
const SCREENS: { language: Language; viewport: Viewport }[] = (LANGUAGES as readonly Language[]).flatMap((language) => [PHONE, DESKTOP].map((viewport) => ({ language, viewport })));

for (const { language, viewport } of SCREENS) {
  describe(`the native app's pages at ${viewport.width} px in ${language.language}`, () => {
    let context: BrowserContext;
    let page: Page;
    const platforms: number[] = [];

    beforeAll(async () => {
      context = await running.browser.newContext({ locale: language.browserLocale, viewport: { width: viewport.width, height: viewport.height }, userAgent: ANDROID_WEBVIEW, bypassCSP: true });
      await confirmedVisitor(context);
      await actAs(context, player);
      page = await context.newPage();
      page.on('request', (request) => {
        if (!new URL(request.url()).pathname.startsWith('/hapi') || request.method() !== 'POST') return;
        try {
          const inner = decodeMessage((JSON.parse(request.postData() ?? '{}') as { message: string }).message) as { clientInfo?: { platform?: number } };
          if (inner.clientInfo?.platform !== undefined) platforms.push(inner.clientInfo.platform);
        } catch {
          // Not a gateway call with a plain message: nothing to read.
        }
      });
    });
    afterAll(async () => {
      await context?.close();
    });

    for (const target of PAGES) {
      it(`${target.path}: real content under the in-app header, no site header or footer, axe finds nothing`, async () => {
        await page.goto(new URL(target.path.replace(/^\//, ''), running.product.url).href);
        await page.waitForLoadState('networkidle');
        expect(await page.getAttribute('html', 'dir')).toBe(language.dir);
        const header = page.locator('nl-app-header');
        await expect.poll(() => header.count()).toBe(1);
        // The bar: the page's title, the balance of the logged-in player, the back arrow named in the page's language.
        await expect.poll(() => header.locator('[part="title"]').textContent()).not.toBe('');
        await expect.poll(() => header.locator('.balance-block .amount').count()).toBe(1);
        expect(await header.getByRole('button', { name: language.s.appHeader.back, exact: true }).count()).toBe(target.back ? 1 : 0);
        expect(await page.locator('nl-header').count()).toBe(0);
        expect(await page.locator('nl-footer').count()).toBe(0);
        // The page's own element with its content loaded.
        await expect.poll(() => page.locator(`${target.element}`).locator(target.content).count(), { timeout: 15_000 }).toBeGreaterThan(0);
        if (viewport === PHONE) await page.screenshot({ path: `${ARTIFACTS_DIR}/app-${target.element}-${language.language}-phone.png` });
        const violations = await axeViolations(page);
        expect(violations, `axe violations:\n${violations.join('\n')}\n`).toEqual([]);
        const { width, screen } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, screen: window.innerWidth }));
        expect(width, 'the page does not scroll sideways').toBeLessThanOrEqual(screen);
      });
    }

    it('sends the app\'s platform as clientInfo.platform: iOS from /app?platform=1, kept for the webview\'s session over its Android user agent', () => {
      expect(platforms.length).toBeGreaterThan(0);
      expect(new Set(platforms)).toEqual(new Set([1]));
    });
  });
}
