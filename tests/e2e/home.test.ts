import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';
import { sharedProductInBrowser } from './support/product-in-browser';
import { ARTIFACTS_DIR, gateway } from './support/browser';

interface Tab { localName: string; extra: string }
interface DrawItem { lotteryType: number; latestDrawnPhaseItem: { phase: string } | null }

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const languages = [
  { language: 'en-US', browserLocale: 'en-US', dir: 'ltr', strings: enUS },
  { language: 'ar-AE', browserLocale: 'ar-EG', dir: 'rtl', strings: arAE },
] as const;

function confirmAgeAndCookies() {
  localStorage.setItem('age_gate', 'confirm');
  localStorage.setItem('cookie_notice', 'accepted');
}

const running = sharedProductInBrowser();

async function openHome(language: (typeof languages)[number], viewport: (typeof viewports)[number], options: { returning?: boolean } = {}): Promise<Page> {
  const context = await running.browser.newContext({ locale: language.browserLocale, viewport: { width: viewport.width, height: viewport.height } });
  // A returning visitor has already confirmed the age gate and accepted cookies.
  if (options.returning !== false) await context.addInitScript(confirmAgeAndCookies);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(running.product.url);
  await page.waitForLoadState('networkidle');
  expect(errors, 'no script errors on the page').toEqual([]);
  return page;
}

describe('home page in a real browser', () => {
  for (const language of languages) {
    for (const viewport of viewports) {
      it(`shows the header tabs and latest results in ${language.language} at ${viewport.name} width`, async () => {
        const [{ tabs }, draws] = await Promise.all([
          gateway<{ tabs: Tab[] }>(running.product.url, '200025', { tabType: [23], businessLine: 'h5-new', language: language.language }),
          gateway<{ phaseResultResponseItems: DrawItem[] }>(running.product.url, '660200', { lotteryTypeList: -1, prePhases: 1 }),
        ]);
        const page = await openHome(language, viewport);
        try {
          expect(await page.getAttribute('html', 'dir')).toBe(language.dir);
          expect(await page.getAttribute('html', 'lang')).toBe(language.language);
          expect(await page.title()).toContain(language.strings.common.brand);

          // The server's tabs: every tab on desktop; on a phone they sit in the side panel behind the menu.
          if (viewport.name === 'phone') await page.locator('nl-header').getByRole('button', { name: language.strings.header.menu }).click();
          for (const tab of tabs.slice(0, 3)) {
            await expect.poll(() => page.locator('nl-header').getByText(tab.localName, { exact: true }).first().isVisible()).toBe(true);
          }
          if (viewport.name === 'phone') await page.keyboard.press('Escape');

          // Results: the latest drawn phase of the first lottery shows on the page.
          const first = draws.phaseResultResponseItems.find((item) => item.latestDrawnPhaseItem);
          expect(first, 'the demo seed draws results').toBeTruthy();
          await expect.poll(() => page.locator('nl-results').getByText(first!.latestDrawnPhaseItem!.phase).first().isVisible()).toBe(true);

          await page.screenshot({ path: `${ARTIFACTS_DIR}/home-${language.language}-${viewport.name}.png`, fullPage: true });
        } finally {
          await page.context().close();
        }
      });
    }
  }

  it('asks a first-time visitor to confirm being 18 or over, then remembers it', async () => {
    const page = await openHome(languages[1], viewports[1], { returning: false });
    try {
      const gate = page.locator('nl-age-gate');
      await expect.poll(() => gate.getByRole('button', { name: arAE.compliance.ageGate.confirm }).isVisible()).toBe(true);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/age-gate-ar-AE-phone.png` });
      await gate.getByRole('button', { name: arAE.compliance.ageGate.confirm }).click();
      await expect.poll(() => gate.getByRole('button', { name: arAE.compliance.ageGate.confirm }).count()).toBe(0);
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(await gate.getByRole('button', { name: arAE.compliance.ageGate.confirm }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('switches from English to Arabic with the language switcher and remembers it', async () => {
    const page = await openHome(languages[0], viewports[0]);
    try {
      await page.locator('nl-header').getByRole('button', { name: arAE.header.languageArabic }).first().click();
      await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(await page.getAttribute('html', 'lang')).toBe('ar-AE');
    } finally {
      await page.context().close();
    }
  });

  it('opens the results page of one game from an old results link', async () => {
    const page = await openHome(languages[0], viewports[0]);
    try {
      await page.goto(new URL('lottery/result?lotteryType=72', running.product.url).href);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/lottery/pick3/results');
      expect(await page.title()).toContain(enUS.games.pick3.name);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/results-pick3-en-US-desktop.png`, fullPage: true });
    } finally {
      await page.context().close();
    }
  });
});
