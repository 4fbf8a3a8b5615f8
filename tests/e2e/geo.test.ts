/**
 * The geo restriction in Chromium (issue 9): a player who is not on the geo whitelist deposits by
 * card only from inside the UAE. The browser's position goes to the geolocation verifier
 * simulator, whose token the SDK attaches to 420544/420550; a browser whose location permission
 * is refused gets the geo popup (Refuse / Refresh) and the deposit is not opened.
 *
 * The demo player is on the whitelist after the seed (so the demo works from anywhere); the
 * database is prepared before the start to take them off it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enUS from '../../locales/en-US.json';
import { formatMoney } from '../../sdk';
import type { Database } from '../../host-demo/server/db/database';
import { DEMO_DEPOSIT_AMOUNT, DEMO_PASSWORD, DEMO_PLAYER_EMAIL, DEMO_PLAYER_OPEN_ID } from '../../host-demo/server/seed/seed-demo';
import { sharedProductInBrowser } from './support/product-in-browser';
import { ARTIFACTS_DIR } from './support/browser';
import { confirmedVisitor } from './support/accounts';
import { actAs, passwordLogin, settleComplianceDialogs, type LoginReply } from './support/session';

const s = enUS;
const DUBAI = { latitude: 25.2048, longitude: 55.2708 };
/** docs/test-cards.md: approved at once, no 3-D Secure page. */
const APPROVED_CARD = '4111111111111111';
const DEPOSIT = 5_000; // AED 50

async function offTheWhitelist(db: Database): Promise<void> {
  await db.query('update players set geo_whitelisted = false where open_id = $1', [DEMO_PLAYER_OPEN_ID]);
}

const running = sharedProductInBrowser({ prepareDatabase: offTheWhitelist });
const at = (path: string) => new URL(path.replace(/^\//, ''), running.product.url).href;
let player: LoginReply;

beforeAll(async () => {
  player = await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD);
  await settleComplianceDialogs(running.product.url, player);
});

/** A desktop page as the demo player, the browser's location allowed at `position` or refused (null). */
async function depositPage(position: typeof DUBAI | null): Promise<Page> {
  const context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  if (position) {
    await context.grantPermissions(['geolocation'], { origin: new URL(running.product.url).origin });
    await context.setGeolocation(position);
  }
  await actAs(context, player);
  const page = await context.newPage();
  await confirmedVisitor(page);
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(at('/account/deposit'));
  return page;
}

async function startDeposit(page: Page): Promise<void> {
  const deposit = page.locator('nl-deposit');
  await deposit.getByRole('textbox', { name: s.deposit.amount.label }).fill(String(DEPOSIT / 100));
  await deposit.getByRole('button', { name: s.deposit.amount.continue, exact: true }).click();
}

describe('geo restriction in the browser', () => {
  it('refused location: the geo popup says how to allow it, offers Refuse and Refresh, and no deposit opens', async () => {
    const page = await depositPage(null);
    await startDeposit(page);
    const popup = page.locator('nl-restriction-dialogs').getByRole('dialog');
    await popup.waitFor({ timeout: 30_000 });
    expect(await popup.getByRole('heading').first().textContent()).toBe(s.responsiblePlay.dialogs.geo.title);
    expect(await popup.getByRole('alert').textContent()).toBe(s.responsiblePlay.dialogs.geo.problem.permissionDenied);
    expect(await popup.getByRole('button', { name: s.responsiblePlay.dialogs.geo.refresh, exact: true }).isVisible()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/geo-popup-en-US-desktop.png` });
    await popup.getByRole('button', { name: s.responsiblePlay.dialogs.geo.refuse, exact: true }).click();
    await expect.poll(() => popup.count()).toBe(0);
    // The card step never came: the deposit was refused before it was opened.
    expect(await page.locator('nl-deposit').getByRole('button', { name: s.deposit.cards.newCard, exact: true }).count()).toBe(0);
    await page.context().close();
  }, 90_000);

  it('location allowed in Dubai: the deposit by card goes through and the balance follows', async () => {
    const page = await depositPage(DUBAI);
    await expect.poll(() => page.locator('nl-header .balance-block .amount').first().textContent(), { timeout: 15_000 }).toBe(formatMoney(DEMO_DEPOSIT_AMOUNT, 'en-US'));
    await startDeposit(page);
    const deposit = page.locator('nl-deposit');
    await deposit.getByRole('button', { name: s.deposit.cards.newCard, exact: true }).click();
    const dialog = deposit.getByRole('dialog');
    await dialog.getByRole('textbox', { name: s.deposit.card.number }).pressSequentially(APPROVED_CARD);
    await dialog.getByRole('textbox', { name: s.deposit.card.expiry }).pressSequentially('1231');
    await dialog.getByLabel(s.deposit.card.cvv, { exact: true }).fill('737');
    await dialog.getByRole('button', { name: s.deposit.payButton.replace('{{amount}}', formatMoney(DEPOSIT, 'en-US')) }).click();
    await expect.poll(() => page.locator('nl-header .balance-block .amount').first().textContent(), { timeout: 20_000 }).toBe(formatMoney(DEMO_DEPOSIT_AMOUNT + DEPOSIT, 'en-US'));
    expect(await page.locator('nl-restriction-dialogs').getByRole('dialog').count()).toBe(0);
    await page.context().close();
  }, 90_000);
});
