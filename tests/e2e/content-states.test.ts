import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { confirmedVisitor } from './support/accounts';
import { DESKTOP, LANGUAGES, PHONE, type Language, type Viewport } from './support/languages';
import { sharedProductInBrowser } from './support/product-in-browser';
import { actAs, callGateway, passwordLogin, settleComplianceDialogs, type LoginReply } from './support/session';

/**
 * Pages of issue 19's last items with the demo seed's data, in English and Arabic at 390 and
 * 1280 px: /accountMigration lists the demo player's account of the previous platform and moves
 * its balance once; /account/coupons is not empty. No console error, no axe violation, no
 * sideways scroll. Screenshots go to SHOTS_DIR when it is set (never into the repository).
 */

const AXE_SOURCE = readFileSync(join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'), 'utf8');
const DEMO_PLAYER = { email: 'demo.player@example.com', password: 'Demo#2026pass' };
const SHOTS_DIR = process.env.SHOTS_DIR;

const running = sharedProductInBrowser();
let player: LoginReply;

beforeAll(async () => {
  player = await passwordLogin(running.product.url, DEMO_PLAYER.email, DEMO_PLAYER.password);
  await settleComplianceDialogs(running.product.url, player);
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') & { _cache: { set(key: string, value: unknown): void } } }).axe;
    // As in accessibility.test.ts: joined Arabic letters would otherwise make axe skip contrast, and the skip link is named.
    axe._cache.set('fonts', new Proxy({}, { get: () => ({ occurrences: Number.POSITIVE_INFINITY, numLigatures: 0 }) }));
    axe.configure({ checks: [{ id: 'region', options: { regionMatcher: 'dialog, [role=dialog], [role=alertdialog], svg, a.skip-link' } }] });
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: true } }, resultTypes: ['violations'] });
  })) as AxeResults;
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id} at ${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\s+/g, ' ')}`));
}

const PAGES = [
  { name: 'account-migration', path: '/accountMigration', element: 'nl-account-migration', content: '[part="account"]', text: 'EL-2019-004512' },
  { name: 'coupons', path: '/account/coupons', element: 'nl-coupon-list', content: '[part="coupon"]', text: null },
] as const;

const SCREENS: { language: Language; viewport: Viewport }[] = (LANGUAGES as readonly Language[]).flatMap((language) => [PHONE, DESKTOP].map((viewport) => ({ language, viewport })));

for (const { language, viewport } of SCREENS) {
  describe(`issue 19 pages at ${viewport.width} px in ${language.language}`, () => {
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];

    beforeAll(async () => {
      context = await running.browser.newContext({ locale: language.browserLocale, viewport: { width: viewport.width, height: viewport.height }, bypassCSP: true });
      await confirmedVisitor(context);
      await actAs(context, player);
      page = await context.newPage();
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(String(error)));
    });
    afterAll(async () => {
      await context?.close();
    });

    for (const target of PAGES) {
      it(`${target.path}: the seeded content, no console error, axe finds nothing`, async () => {
        errors.length = 0;
        await page.goto(new URL(target.path.replace(/^\//, ''), running.product.url).href);
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname).toBe(target.path);
        expect(await page.getAttribute('html', 'dir')).toBe(language.dir);
        const items = page.locator(target.element).locator(target.content);
        await expect.poll(() => items.count(), { timeout: 15_000 }).toBeGreaterThan(0);
        if (target.text) expect(await items.first().textContent()).toContain(target.text);
        if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${target.name}-${language.language}-${viewport.width}.png`, fullPage: true });
        const violations = await axeViolations(page);
        expect(violations, `axe violations:\n${violations.join('\n')}\n`).toEqual([]);
        const { width, screen } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, screen: window.innerWidth }));
        expect(width, 'the page does not scroll sideways').toBeLessThanOrEqual(screen);
        expect(errors).toEqual([]);
      });
    }
  });
}

describe('moving the previous account', () => {
  it('credits its balance once: the page says so, the account shows moved, the withdrawable balance grew by AED 125.50', async () => {
    const context = await running.browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height } });
    await confirmedVisitor(context);
    await actAs(context, player);
    const page = await context.newPage();
    try {
      const before = await callGateway<{ withdrawableAmount: number }>(running.product.url, '100124', {}, player.sessionToken);
      await page.goto(new URL('accountMigration', running.product.url).href);
      const element = page.locator('nl-account-migration');
      await element.getByRole('button', { name: LANGUAGES[0].s.accountMigration.migrate }).click();
      await expect.poll(() => element.locator('[part="outcome"][role="status"]').textContent()).toContain('AED 125.50');
      await expect.poll(() => element.locator('[data-state="migrated"]').count()).toBe(1);
      if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/account-migration-done-en-US-390.png`, fullPage: true });
      const after = await callGateway<{ withdrawableAmount: number }>(running.product.url, '100124', {}, player.sessionToken);
      expect(after.withdrawableAmount - before.withdrawableAmount).toBe(12_550);
    } finally {
      await context.close();
    }
  });
});
