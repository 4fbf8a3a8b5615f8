import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import enUS from '../../locales/en-US.json';
import arAE from '../../locales/ar-AE.json';
import { sharedProductInBrowser } from './support/product-in-browser';
import { ARTIFACTS_DIR } from './support/browser';
import { TINY_PNG, confirmedVisitor, latestCode, newEmiratesId, newMobile } from './support/accounts';

type Strings = typeof enUS;
const PASSWORD = 'Lucky#2026';

const running = sharedProductInBrowser();

async function newPage(locale: string, width = 1280): Promise<Page> {
  const context = await running.browser.newContext({ locale, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await confirmedVisitor(page);
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return page;
}

async function fillIdentity(form: Locator, s: Strings, who: { tourist?: boolean; idNumber: string; mobile: string; email: string; nationality: string }) {
  const r = s.auth.register;
  if (who.tourist) await form.getByText(r.tourist, { exact: true }).click();
  await form.getByLabel(r.firstName, { exact: true }).fill(who.tourist ? 'Emma' : 'Sara');
  await form.getByLabel(r.lastName, { exact: true }).fill(who.tourist ? 'Stone' : 'Khan');
  await form.getByLabel(who.tourist ? r.passport : r.emiratesId, { exact: true }).fill(who.idNumber);
  await form.getByLabel(r.nationality, { exact: true }).selectOption(who.nationality);
  if (who.tourist) await form.getByLabel(r.residence, { exact: true }).selectOption(who.nationality);
  await form.getByLabel(r.birthDate, { exact: true }).fill('01/05/1990');
  await form.getByRole('textbox', { name: s.auth.mobile, exact: true }).fill(who.mobile);
  await form.getByLabel(s.auth.email, { exact: true }).fill(who.email);
  await form.getByLabel(s.auth.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(s.auth.confirmPassword, { exact: true }).fill(PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: r.continue, exact: true }).click();
}

async function fillAddressAndVerify(page: Page, form: Locator, s: Strings, mobile: string) {
  const r = s.auth.register;
  await expect.poll(() => new URL(page.url()).pathname).toBe('/account/registerAddress');
  await form.getByLabel(r.street, { exact: true }).fill('Villa 12, Al Wasl Road');
  const emirate = form.getByLabel(r.emirate, { exact: true });
  if (await emirate.count()) await emirate.selectOption('Dubai');
  if (await emirate.count()) await form.getByLabel(r.area, { exact: true }).fill('Jumeirah');
  else {
    await form.getByLabel(r.state, { exact: true }).fill('Greater London');
    await form.getByLabel(r.city, { exact: true }).fill('London');
  }
  await form.getByRole('button', { name: r.continue, exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/account/verCodeNew');
  const code = await latestCode(running.product.url, `+971${mobile}`);
  await form.getByLabel(s.auth.code, { exact: true }).fill(code);
  await form.getByRole('button', { name: r.createAccount, exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/account/registerSuccess');
}

/** The password input (the "Password" tab carries the same name). */
function passwordInput(login: Locator, s: Strings): Locator {
  return login.getByLabel(s.auth.password, { exact: true }).and(login.locator('input'));
}

async function loginWithMobile(page: Page, s: Strings, mobile: string) {
  const login = page.locator('nl-login');
  await login.getByText(s.auth.mobile, { exact: true }).first().click();
  await login.getByRole('textbox', { name: s.auth.mobile, exact: true }).fill(mobile);
  await passwordInput(login, s).fill(PASSWORD);
  await login.getByRole('button', { name: s.auth.login.submit, exact: true }).click();
}

/** Sends documents through the eKYC provider simulator shown in /account/kycIframe. */
async function verifyWith(page: Page, identity: string) {
  const provider = page.locator('nl-kyc-frame').frameLocator('iframe');
  await provider.locator('#identity').selectOption(identity);
  await provider.locator('#front').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: TINY_PNG });
  await provider.locator('#back').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: TINY_PNG });
  await provider.locator('#send').click();
}

describe('accounts in a real browser', () => {
  it('a resident registers in Arabic, logs in, fails KYC with a name mismatch and passes with a good document', async () => {
    const s = arAE as unknown as Strings;
    const mobile = newMobile();
    const page = await newPage('ar-EG', 390);
    try {
      await page.goto(new URL('account/register', running.product.url).href);
      // The site sets the direction once it has read the language: wait for it rather than race it.
      await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
      const form = page.locator('nl-register');
      await fillIdentity(form, s, { idNumber: newEmiratesId(), mobile, email: `sara.${mobile}@example.ae`, nationality: 'AE' });
      await fillAddressAndVerify(page, form, s, mobile);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/register-success-ar-AE-phone.png` });
      await form.getByRole('button', { name: s.auth.register.later, exact: true }).click();

      // Log out, then log in with the mobile number that became the login credential.
      await page.evaluate(() => localStorage.removeItem('user_info'));
      await page.goto(new URL('account/login', running.product.url).href);
      await loginWithMobile(page, s, mobile);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');

      // First attempt: the name on the document does not match.
      await page.goto(new URL('account/kycIframe', running.product.url).href);
      await verifyWith(page, 'name-mismatch');
      const dialogs = page.locator('nl-kyc-frame');
      await expect.poll(() => dialogs.getByText(s.kyc.reason.nameMismatch).first().isVisible(), { timeout: 15_000 }).toBe(true);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/kyc-failed-ar-AE-phone.png` });

      // Second attempt with a good document.
      await page.goto(new URL('account/kycIframe', running.product.url).href);
      await verifyWith(page, 'success');
      await expect.poll(() => dialogs.getByText(s.kyc.dialog.success.title).first().isVisible(), { timeout: 15_000 }).toBe(true);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? '{}').verifiedStatus);
      expect(stored).toBe(3);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/kyc-success-ar-AE-phone.png` });
    } finally {
      await page.context().close();
    }
  });

  it('a tourist registers with a passport', async () => {
    const s = enUS;
    const mobile = newMobile();
    const page = await newPage('en-US');
    try {
      await page.goto(new URL('account/register', running.product.url).href);
      const form = page.locator('nl-register');
      await fillIdentity(form, s, { tourist: true, idNumber: `N${mobile.slice(0, 7)}`, mobile, email: `emma.${mobile}@example.com`, nationality: 'GB' });
      await fillAddressAndVerify(page, form, s, mobile);
      await expect.poll(() => form.getByText(s.auth.register.successTitle).first().isVisible()).toBe(true);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/register-tourist-en-US-desktop.png` });
    } finally {
      await page.context().close();
    }
  });

  it('a guest opening /account/myprofile lands on login and returns there after login', async () => {
    const s = enUS;
    const page = await newPage('en-US');
    try {
      await page.goto(new URL('account/myprofile', running.product.url).href);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/account/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/myprofile');
      const login = page.locator('nl-login');
      await login.getByRole('textbox', { name: s.auth.email, exact: true }).fill('demo.player@example.com');
      await passwordInput(login, s).fill('Demo#2026pass');
      await login.getByRole('button', { name: s.auth.login.submit, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/account/myprofile');
      await expect.poll(() => page.locator('nl-my-profile').getByText('demo.player@example.com').first().isVisible()).toBe(true);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/myprofile-en-US-desktop.png`, fullPage: true });
    } finally {
      await page.context().close();
    }
  });

  it('logging in on another device ends the first session with the logged-out dialog', async () => {
    const s = enUS;
    const login = async (page: Page) => {
      await page.goto(new URL('account/login?redirect=%2Faccount%2Fmyprofile', running.product.url).href);
      const form = page.locator('nl-login');
      await form.getByRole('textbox', { name: s.auth.email, exact: true }).fill('demo.unverified@example.com');
      await passwordInput(form, s).fill('Demo#2026pass');
      await form.getByRole('button', { name: s.auth.login.submit, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/account/myprofile');
    };
    const first = await newPage('en-US');
    const second = await newPage('en-US');
    try {
      await login(first);
      await login(second);
      // The first device learns at once: its socket is closed with 403000618 (no reload needed).
      await expect.poll(() => first.getByRole('dialog', { name: s.site.loggedOut.title }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(new URL(first.url()).pathname).toBe('/account/login');
      expect(await first.evaluate(() => localStorage.getItem('user_info'))).toBeNull();
      await first.screenshot({ path: `${ARTIFACTS_DIR}/logged-out-elsewhere-en-US-desktop.png` });
    } finally {
      await first.context().close();
      await second.context().close();
    }
  });
});
