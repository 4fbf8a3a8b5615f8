/**
 * The product inside the host simulators (issue 22), in Chromium at 390 px, in English and Arabic.
 *
 * The super-app simulator (/simulators/super-app) frames the product and injects its bridge,
 * `window.mpadapter` (a frame cannot carry the `mpadapter` user agent; the frame's address says
 * `host=mpadapter`): the mini-program shows the bottom tab bar from the server's botim tabs; a
 * deposit's trade goes to the host's payment sheet (requestPayment) instead of the card form:
 * approved, it is credited; timed out, the pay-timeout dialog offers View and Refresh.
 * The native-shell simulator opens /app with platform 1 or 2, and the app pages show the in-app
 * header. Screens go to tests/e2e/artifacts.
 *
 * The host login comes last, as it ends the demo player's other sessions: the login page in the
 * mini-program fetches the host's code (the authorisation sheet the first time), /botim/loginMethod
 * shows the account-binding dialog (type 1 for the demo player's super-app user, type 2 for one
 * that two lottery accounts match), the password binds and logs in, and the next visit logs in
 * without a dialog; a super-app user no account matches is offered registration.
 *
 * Not covered yet: KYC uploads through chooseFile/uploadFile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_PLAYER_EMAIL } from '../../host-demo/server/seed/seed-demo';
import { USER_INFO_KEY } from '../../sdk';
import { sharedProductInBrowser } from './support/product-in-browser';
import { LANGUAGES, PHONE, type Language } from './support/languages';
import { ARTIFACTS_DIR } from './support/browser';
import { confirmedVisitor } from './support/accounts';
import { actAs, passwordLogin, settleComplianceDialogs, type LoginReply } from './support/session';

const running = sharedProductInBrowser();
const at = (path: string) => new URL(path.replace(/^\//, ''), running.product.url).href;
let player: LoginReply;

beforeAll(async () => {
  player = await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD);
  await settleComplianceDialogs(running.product.url, player);
});

/** A phone-sized page of the logged-in demo player in `language`. */
async function playerPage(language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const context = await running.browser.newContext({ locale: language.browserLocale, viewport: { width: PHONE.width, height: PHONE.height } });
  await confirmedVisitor(context);
  await actAs(context, player);
  if (language.language === 'ar-AE') await context.addInitScript(() => localStorage.setItem('language', 'ar'));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

/** Opens the super-app simulator at `path`; answers the mini-program's frame. */
async function superApp(page: Page, path: string, language: Language): Promise<FrameLocator> {
  await page.goto(at(`/simulators/super-app?lang=${language.language === 'ar-AE' ? 'ar' : 'en'}&path=${encodeURIComponent(path)}`));
  return page.frameLocator('#mini-program');
}

/** Allows the location when the host's permission sheet asks (the first geo check). */
async function allowLocationIfAsked(page: Page, language: Language) {
  const allow = page.locator('#ask-sheet button[data-ask="allow"]');
  if (await allow.isVisible().catch(() => false)) await allow.click();
  void language;
}

/** Chooses AED 100 on the deposit page in the frame and continues. */
async function depositHundred(page: Page, frame: FrameLocator, language: Language) {
  const amount = frame.locator('nl-deposit').getByLabel(language.s.deposit.amount.label, { exact: true });
  await amount.waitFor({ timeout: 20_000 });
  await amount.fill('100');
  await frame.locator('nl-deposit [part="amount"] button[type="submit"]').click();
  // The geo check may ask for the location first (the permission mini-program, SPEC §4).
  const sheet = page.locator('#pay-sheet');
  await expect.poll(async () => {
    await allowLocationIfAsked(page, language);
    return sheet.isVisible();
  }, { timeout: 20_000 }).toBe(true);
}

for (const language of LANGUAGES) {
  describe(`inside the super-app simulator in ${language.language} at 390 px`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await playerPage(language));
    });
    afterAll(async () => {
      await context?.close();
    });

    it('says it is a simulator, and the mini-program shows the bottom tab bar from the server\'s tabs on home', async () => {
      const frame = await superApp(page, '/', language);
      await expect.poll(() => page.locator('.banner').textContent()).toMatch(language.language === 'ar-AE' ? /محاكي/ : /SIMULATOR/);
      const tabs = frame.locator('nl-tab-bar a[part="tab"]');
      await expect.poll(() => tabs.count(), { timeout: 20_000 }).toBeGreaterThan(1);
      expect(await frame.locator('html').getAttribute('dir')).toBe(language.dir);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/super-app-home-${language.language}-phone.png` });
      // The Results tab goes to the results list, which keeps the bar with Results current.
      await tabs.nth(1).click();
      await expect.poll(() => frame.locator('nl-tab-bar a[aria-current="page"]').count(), { timeout: 15_000 }).toBe(1);
    });

    it('pays a deposit in the host\'s payment sheet: approved, it is credited without a card form', async () => {
      const frame = await superApp(page, '/account/deposit', language);
      await depositHundred(page, frame, language);
      expect(await frame.locator('nl-deposit [part="payment"]').count()).toBe(0);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/super-app-pay-sheet-${language.language}-phone.png` });
      await page.locator('#pay-sheet button[data-pay="approve"]').click();
      await expect.poll(() => frame.locator('nl-deposit [part="result"][data-state="success"]').count(), { timeout: 30_000 }).toBe(1);
    });

    it('a trade the sheet times out shows the pay-timeout dialog with View and Refresh', async () => {
      const frame = await superApp(page, '/account/deposit', language);
      await depositHundred(page, frame, language);
      await page.locator('#pay-sheet button[data-pay="timeout"]').click();
      const dialog = frame.locator('nl-deposit [part="host-pay"][data-dialog="pay-timeout"]');
      await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
      expect(await dialog.getByRole('link', { name: language.s.deposit.hostPay.view }).count()).toBe(1);
      expect(await dialog.getByRole('button', { name: language.s.deposit.hostPay.refresh }).count()).toBe(1);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/super-app-pay-timeout-${language.language}-phone.png` });
    });
  });

  describe(`inside the native-shell simulator in ${language.language} at 390 px`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await playerPage(language));
    });
    afterAll(async () => {
      await context?.close();
    });

    for (const platform of [1, 2] as const) {
      it(`opens /app with platform ${platform}, and the app pages show the in-app header without the site's`, async () => {
        await page.goto(at(`/simulators/native-shell?platform=${platform}`));
        const webview = page.frameLocator('#webview');
        await expect.poll(() => webview.locator('nl-app-header').count(), { timeout: 20_000 }).toBe(1);
        expect(await webview.locator('nl-header').count()).toBe(0);
        await page.screenshot({ path: `${ARTIFACTS_DIR}/native-shell-app-${platform}-${language.language}-phone.png` });
        for (const path of ['/lotteryApp', '/appUserInfo']) {
          await page.goto(at(`/simulators/native-shell?platform=${platform}`));
          await webview.locator('nl-app-header').waitFor({ timeout: 20_000 });
          await page.evaluate((to) => {
            (document.getElementById('webview') as HTMLIFrameElement).src = to;
          }, path);
          await expect.poll(() => webview.locator('nl-app-header [part="title"]').textContent(), { timeout: 20_000 }).toBe(language.s.site.titles[path === '/lotteryApp' ? 'lotteryApp' : 'myProfile']);
          expect(await webview.locator('nl-footer').count()).toBe(0);
        }
      });
    }
  });
}

describe('logging in through the super-app (SPEC §4 Host app, §5 account-binding dialog) at 390 px', () => {
  /** A guest's phone page in `language`, the simulator's user `user`, on the login page. */
  async function guestInSuperApp(language: Language, user: 'demo' | 'two' | 'new') {
    const context = await running.browser.newContext({ locale: language.browserLocale, viewport: { width: PHONE.width, height: PHONE.height } });
    await confirmedVisitor(context);
    if (language.language === 'ar-AE') await context.addInitScript(() => localStorage.setItem('language', 'ar'));
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    const lang = language.language === 'ar-AE' ? 'ar' : 'en';
    const open = async () => {
      await page.goto(at(`/simulators/super-app?user=${user}&lang=${lang}&path=${encodeURIComponent('/account/login?redirect=/lottery/results')}`));
      return page.frameLocator('#mini-program');
    };
    return { context, page, open };
  }
  /** The first time, the super-app's authorisation sheet asks to share the account: Allow. */
  async function allowAuthorization(page: Page) {
    const allow = page.locator('#ask-sheet button[data-ask="allow"]');
    await allow.waitFor({ timeout: 20_000 });
    await allow.click();
  }
  const loggedInAs = (frame: FrameLocator) =>
    frame.locator('body').evaluate((_body, key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { userName?: string } | null)?.userName ?? null, USER_INFO_KEY);

  it('binds the one matching account with its password (type 1), then logs in without a dialog, in en-US', async () => {
    const english = LANGUAGES.find((l) => l.language === 'en-US')!;
    const { context, page, open } = await guestInSuperApp(english, 'demo');
    try {
      let frame = await open();
      await allowAuthorization(page);
      const binding = frame.locator('nl-host-login [part="binding"][data-binding-type="1"]');
      await binding.waitFor({ timeout: 20_000 });
      expect(await binding.textContent()).toContain('+971 50•••••00');
      await page.screenshot({ path: `${ARTIFACTS_DIR}/super-app-binding-1-en-US-phone.png` });
      // A wrong password says so in the dialog and binds nothing.
      await binding.getByLabel(english.s.auth.hostLogin.passwordOf, { exact: true }).fill('Not#thepass1');
      await binding.getByRole('button', { name: english.s.auth.hostLogin.bind }).click();
      await expect.poll(() => binding.locator('[part="form-error"]').count(), { timeout: 15_000 }).toBe(1);
      await binding.getByLabel(english.s.auth.hostLogin.passwordOf, { exact: true }).fill(DEMO_PASSWORD);
      await binding.getByRole('button', { name: english.s.auth.hostLogin.bind }).click();
      await expect.poll(() => frame.locator('body').evaluate(() => location.pathname), { timeout: 20_000 }).toBe('/lottery/results');
      expect(await loggedInAs(frame)).toBeTruthy();

      // Bound: the next login in the super-app needs no password and no dialog.
      await frame.locator('body').evaluate((_b, key) => localStorage.removeItem(key), USER_INFO_KEY);
      frame = await open();
      await expect.poll(() => frame.locator('body').evaluate(() => location.pathname), { timeout: 20_000 }).toBe('/lottery/results');
      expect(await loggedInAs(frame)).toBeTruthy();
      expect(await page.locator('#ask-sheet').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('offers the account of the mobile and the one of the e-mail (type 2) and binds the one chosen, in ar-AE', async () => {
    const arabic = LANGUAGES.find((l) => l.language === 'ar-AE')!;
    const { context, page, open } = await guestInSuperApp(arabic, 'two');
    try {
      const frame = await open();
      await allowAuthorization(page);
      const binding = frame.locator('nl-host-login [part="binding"][data-binding-type="2"]');
      await binding.waitFor({ timeout: 20_000 });
      expect(await frame.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await binding.getByRole('radio').count()).toBe(2);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/super-app-binding-2-ar-AE-phone.png` });
      // The demo player's account (by e-mail) is bound to another super-app user already.
      await binding.getByRole('radio').nth(1).check();
      await binding.getByLabel(arabic.s.auth.hostLogin.passwordOf, { exact: true }).fill(DEMO_PASSWORD);
      await binding.getByRole('button', { name: arabic.s.auth.hostLogin.bind }).click();
      await expect.poll(() => binding.locator('[part="form-error"]').textContent(), { timeout: 15_000 }).toContain('مرتبط مسبقاً');
      // Noor's (by mobile) is free.
      await binding.getByRole('radio').nth(0).check();
      await binding.getByRole('button', { name: arabic.s.auth.hostLogin.bind }).click();
      await expect.poll(() => frame.locator('body').evaluate(() => location.pathname), { timeout: 20_000 }).toBe('/lottery/results');
      expect(await loggedInAs(frame)).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('offers registration or another login to a super-app user no lottery account matches', async () => {
    const english = LANGUAGES.find((l) => l.language === 'en-US')!;
    const { context, page, open } = await guestInSuperApp(english, 'new');
    try {
      const frame = await open();
      await allowAuthorization(page);
      const offer = frame.locator('nl-host-login [part="register"]');
      await offer.waitFor({ timeout: 20_000 });
      const register = offer.getByRole('link', { name: english.s.auth.hostLogin.register });
      expect(await register.getAttribute('href')).toContain('hasBotimAuthcode=1');
      await register.click();
      // The registration page does not fetch another code: it stays, with no authorisation sheet.
      await expect.poll(() => frame.locator('body').evaluate(() => location.pathname), { timeout: 20_000 }).toBe('/account/register');
      expect(await page.locator('#ask-sheet').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
