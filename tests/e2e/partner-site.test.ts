import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PACKAGE_VERSION } from '../../host-demo/server/config';
import { confirmedVisitor } from './support/accounts';
import { ARTIFACTS_DIR, launchBrowser } from './support/browser';
import { DESKTOP, LANGUAGES, PHONE, type Language, type Viewport } from './support/languages';
import { passwordLogin, settleComplianceDialogs } from './support/session';
import { startProduct, type RunningProduct } from './support/start-product';

/**
 * A partner's page, as README's "Embed an element" tells a partner to write it, served from its
 * own origin (a second port): one script tag from the product's gateway loads <nl-pick3> and
 * <nl-results>, themed through --nl-* properties, listening to nl-* events, under the strict
 * CSP README gives. The gateway allows that origin (PARTNER_ORIGINS) and no other: the same page
 * reached as http://localhost:<port> is another origin, which it refuses.
 */

const AXE_SOURCE = readFileSync(join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'), 'utf8');
const DEMO_PLAYER = { email: 'demo.player@example.com', password: 'Demo#2026pass' };
/** The partner's theme: the accent every primary button takes. */
const PARTNER_ACCENT = 'rgb(11, 94, 66)';

/** The CSP a partner page needs for the elements (README, Embed an element): nothing inline. */
function partnerCsp(gateway: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${gateway}`,
    "style-src 'self'",
    `connect-src 'self' ${gateway}`,
    `img-src 'self' data: ${gateway}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** The partner's page in one language: its own stylesheet and script, and the product's one tag. */
function partnerPage(gateway: string, lang: 'en' | 'ar'): string {
  const rtl = lang === 'ar';
  return `<!doctype html>
<html lang="${lang}" dir="${rtl ? 'rtl' : 'ltr'}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${rtl ? 'أخبار الشريك' : 'Partner News'}</title>
  <link rel="stylesheet" href="/partner.css">
  <script type="module" src="${gateway}/elements/${PACKAGE_VERSION}/nl-embed.js" data-elements="pick3 results"></script>
  <script type="module" src="/partner.js"></script>
</head>
<body>
  <header><h1>${rtl ? 'أخبار الشريك' : 'Partner News'}</h1></header>
  <main>
    <nl-pick3></nl-pick3>
    <nl-results lottery-types="72"></nl-results>
  </main>
</body>
</html>`;
}

/** The partner's theme, through the elements' public custom properties. */
const PARTNER_CSS = `body { margin: 0; font-family: system-ui, sans-serif; color: #1b1b1b; background: #fafafa; }
header { padding: 12px 16px; background: #0b5e42; color: #fff; }
header h1 { margin: 0; font-size: 20px; }
main { display: grid; gap: 16px; padding: 16px; max-width: 960px; margin-inline: auto; }
nl-pick3, nl-results { --nl-color-accent: ${PARTNER_ACCENT}; --nl-color-accent-soft: #d6efe4; --nl-color-on-accent: #ffffff; --nl-radius: 6px; }
`;

/** The partner's listener of the documented events: it keeps what it heard for the test to read. */
const PARTNER_JS = `window.partnerEvents = [];
for (const name of ['nl-navigate-request', 'nl-login-success']) {
  document.addEventListener(name, (event) => window.partnerEvents.push({ name, detail: event.detail }));
}
`;

/** Serves the partner's site on its own port, with its CSP. */
async function startPartnerSite(gateway: () => string): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://partner.invalid').pathname;
    const send = (type: string, body: string) => {
      response.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'content-security-policy': partnerCsp(gateway().replace(/\/$/, '')), 'cache-control': 'no-store' });
      response.end(body);
    };
    if (path === '/en/' || path === '/ar/') return send('text/html', partnerPage(gateway().replace(/\/$/, ''), path === '/ar/' ? 'ar' : 'en'));
    if (path === '/partner.css') return send('text/css', PARTNER_CSS);
    if (path === '/partner.js') return send('text/javascript', PARTNER_JS);
    // The browser asks every site for its icon; this one has none to give.
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

let product: RunningProduct;
let browser: Browser;
let partner: { server: Server; port: number };
/** The allowed partner origin, and the same site under a name the gateway does not allow. */
let partnerOrigin: string;
let otherOrigin: string;

beforeAll(async () => {
  let gateway = '';
  partner = await startPartnerSite(() => gateway);
  partnerOrigin = `http://127.0.0.1:${partner.port}`;
  otherOrigin = `http://localhost:${partner.port}`;
  product = await startProduct({ env: { PARTNER_ORIGINS: partnerOrigin } });
  gateway = product.url;
  browser = await launchBrowser();
  // The demo player has accepted the current terms, so the partner page's Buy is not stopped by them.
  await settleComplianceDialogs(product.url, await passwordLogin(product.url, DEMO_PLAYER.email, DEMO_PLAYER.password));
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await new Promise((resolve) => partner?.server.close(resolve));
});

/** A returning visitor's page that records every console error and uncaught exception. */
async function partnerVisitor(language: Language, options: { bypassCSP?: boolean; viewport?: Viewport } = {}): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const viewport = options.viewport ?? PHONE;
  const context = await browser.newContext({ locale: language.browserLocale, viewport: { width: viewport.width, height: viewport.height }, bypassCSP: options.bypassCSP ?? false });
  await confirmedVisitor(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => void (response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`)));
  return { page, context, errors };
}

const pageUrl = (origin: string, language: Language) => `${origin}/${language.language === 'ar-AE' ? 'ar' : 'en'}/`;

/** Picks Any 1 2 3 on the Pick 3 slip and adds the line. */
async function pickALine(slip: ReturnType<Page['locator']>, s: Language['s']) {
  await slip.getByRole('radio', { name: s.play.types.any, exact: true }).click();
  for (const [i, d] of [1, 2, 3].entries()) {
    await slip.getByRole('group', { name: s.play.pool.digitAt[String(i + 1) as '1' | '2' | '3'], exact: true }).getByRole('button', { name: String(d), exact: true }).click();
  }
  await slip.getByRole('button', { name: s.play.add, exact: true }).click();
}

describe('a partner page on another origin, with one script tag', () => {
  for (const language of LANGUAGES) {
    const s = language.s;

    it(`renders real data under a strict CSP, themed and in the page's language, without a console error (${language.language})`, async () => {
      const { page, context, errors } = await partnerVisitor(language);
      try {
        await page.goto(pageUrl(partnerOrigin, language));
        const slip = page.locator('nl-pick3');
        const results = page.locator('nl-results');
        await slip.getByRole('button', { name: s.play.add, exact: true }).waitFor({ timeout: 30_000 });
        // The seeded draws of Pick 3, from the gateway, with their balls.
        await expect.poll(() => results.locator('[part~="ball"], .ball, .nl-ball').count(), { timeout: 30_000 }).toBeGreaterThan(0);
        expect(await slip.locator('[part="base"]').getAttribute('dir')).toBe(language.dir);
        expect(await slip.locator('[part="base"]').getAttribute('lang')).toBe(language.language);
        await pickALine(slip, s);
        const buy = slip.getByRole('button', { name: s.play.loginToBuy, exact: true });
        expect(await buy.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(PARTNER_ACCENT);
        await page.screenshot({ path: `${ARTIFACTS_DIR}/partner-${language.language}-phone.png`, fullPage: true });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it.each([PHONE, DESKTOP])(`axe finds no violation on the partner page (${language.language}, $width px)`, async (viewport) => {
      // axe is injected inline, which the page's CSP forbids: this context lets the test's tool through.
      const { page, context } = await partnerVisitor(language, { bypassCSP: true, viewport });
      try {
        await page.goto(pageUrl(partnerOrigin, language));
        await page.locator('nl-pick3').getByRole('button', { name: s.play.add, exact: true }).waitFor({ timeout: 30_000 });
        await expect.poll(() => page.locator('nl-results').locator('[part~="ball"], .ball, .nl-ball').count(), { timeout: 30_000 }).toBeGreaterThan(0);
        await page.addScriptTag({ content: AXE_SOURCE });
        const results = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
          return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
        }) as AxeResults;
        expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('sends a guest\'s Buy to the product\'s login, back to the partner page logged in, and buys there', async () => {
    const language = LANGUAGES[0];
    const s = language.s;
    const { page, context, errors } = await partnerVisitor(language);
    try {
      await page.goto(pageUrl(partnerOrigin, language));
      let slip = page.locator('nl-pick3');
      await slip.getByRole('button', { name: s.play.add, exact: true }).waitFor({ timeout: 30_000 });
      await pickALine(slip, s);
      await slip.getByRole('button', { name: s.play.loginToBuy, exact: true }).click();

      // The product's login, on the gateway, with the partner page as the way back.
      await page.waitForURL((url) => url.href.startsWith(new URL('account/login', product.url).href), { timeout: 30_000 });
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(pageUrl(partnerOrigin, language));
      const login = page.locator('nl-login');
      await login.getByRole('textbox', { name: s.auth.email, exact: true }).fill(DEMO_PLAYER.email);
      await login.getByLabel(s.auth.password, { exact: true }).and(login.locator('input')).fill(DEMO_PLAYER.password);
      await login.getByRole('button', { name: s.auth.login.submit, exact: true }).click();

      // Back on the partner's page, the hand-off code already gone from the address.
      await page.waitForURL((url) => url.origin === partnerOrigin, { timeout: 30_000 });
      await expect.poll(() => new URL(page.url()).hash).toBe('');
      slip = page.locator('nl-pick3');
      await slip.getByRole('button', { name: s.play.add, exact: true }).waitFor({ timeout: 30_000 });
      await pickALine(slip, s);
      const buy = slip.getByRole('button', { name: s.play.buy, exact: true });
      await expect.poll(() => buy.isEnabled(), { timeout: 15_000 }).toBe(true);
      await buy.click();
      await slip.locator('[part="success"]').waitFor({ timeout: 20_000 });
      // The session lives in the partner origin's storage, not in any URL.
      expect(await page.evaluate(() => JSON.stringify(localStorage))).toContain('sessionToken');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets the partner hear the documented events and route by itself', async () => {
    const language = LANGUAGES[0];
    const s = language.s;
    const { page, context } = await partnerVisitor(language);
    try {
      await page.goto(pageUrl(partnerOrigin, language));
      const slip = page.locator('nl-pick3');
      await slip.getByRole('button', { name: s.play.add, exact: true }).waitFor({ timeout: 30_000 });
      // The partner takes over navigation: it cancels the request and stays.
      await page.evaluate(() => document.addEventListener('nl-navigate-request', (event) => event.preventDefault()));
      await pickALine(slip, s);
      await slip.getByRole('button', { name: s.play.loginToBuy, exact: true }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { partnerEvents: { name: string; detail: { path: string } }[] }).partnerEvents)).toEqual([
        { name: 'nl-navigate-request', detail: { path: expect.stringMatching(/^\/account\/login\?redirect=/) as unknown as string } },
      ]);
      expect(new URL(page.url()).origin).toBe(partnerOrigin);
    } finally {
      await context.close();
    }
  });

  it('is refused on an origin the gateway does not allow', async () => {
    const language = LANGUAGES[0];
    const { page, context } = await partnerVisitor(language);
    try {
      await page.goto(pageUrl(otherOrigin, language));
      const gatewayHapi = new URL('hapi', product.url).href;
      const outcome = await page.evaluate(async (url) => {
        try {
          await fetch(url, { method: 'POST', headers: { 'API-Execute-Command': '700014', 'Content-Type': 'application/json' }, body: JSON.stringify({ message: '{"data":{}}' }) });
          return 'answered';
        } catch (error) {
          return (error as Error).name;
        }
      }, gatewayHapi);
      expect(outcome).toBe('TypeError');
      // No data reaches the elements there.
      await page.waitForTimeout(1000);
      expect(await page.locator('nl-results').locator('[part~="ball"], .ball, .nl-ball').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
