/**
 * The geo restriction in Chromium (issue 9): a player who is not on the geo whitelist deposits by
 * card and bets only from inside the UAE. The browser's position goes to the geolocation verifier
 * simulator, whose token the SDK attaches to 420544/420550 and 101101; a browser whose location
 * permission is refused gets the geo popup (Refuse / Refresh) and the deposit is not opened; a
 * Pick 3 ticket bought from Doha is refused with the geo popup, nothing charged and no order,
 * and goes through once the browser is in Dubai and the player presses Refresh.
 *
 * The demo player is on the whitelist after the seed (so the demo works from anywhere); the
 * database is prepared before the start to take them off it, and to add a second verified player
 * with money for the bets: a location proved inside counts for 20 minutes (GEO_CACHE_SECONDS), so
 * the deposit from Dubai would otherwise let a bet from Doha through.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import enUS from '../../locales/en-US.json';
import { formatMoney, gameByKey, type OrderSummary } from '../../sdk';
import type { Database } from '../../host-demo/server/db/database';
import { hashPassword } from '../../host-demo/server/domains/accounts/passwords';
import { createPlayer } from '../../host-demo/server/domains/players/players';
import { postMovement } from '../../host-demo/server/domains/wallet/ledger';
import { gatewayMessage } from '../../host-demo/server/errors/messages';
import { ErrorCode } from '../../sdk/errors/codes';
import { DEMO_DEPOSIT_AMOUNT, DEMO_PASSWORD, DEMO_PLAYER_EMAIL, DEMO_PLAYER_OPEN_ID } from '../../host-demo/server/seed/seed-demo';
import { sharedProductInBrowser } from './support/product-in-browser';
import { ARTIFACTS_DIR } from './support/browser';
import { confirmedVisitor, newEmiratesId, newMobile } from './support/accounts';
import { DESKTOP, LANGUAGES, PHONE, type Language, type Viewport } from './support/languages';
import { actAs, callGateway, passwordLogin, settleComplianceDialogs, type LoginReply } from './support/session';

const s = enUS;
const DUBAI = { latitude: 25.2048, longitude: 55.2708 };
const DOHA = { latitude: 25.2854, longitude: 51.531 };
const PICK3 = gameByKey('pick3')!;
/** The bettor: verified, not on the whitelist, AED 200 deposited. */
const BETTOR = { email: 'geo.bettor@example.com', balance: 20_000 };
/** docs/test-cards.md: approved at once, no 3-D Secure page. */
const APPROVED_CARD = '4111111111111111';
const DEPOSIT = 5_000; // AED 50

/** The demo player off the whitelist, and a second verified player with a deposit, as the seed writes its own. */
async function prepare(db: Database): Promise<void> {
  await db.query('update players set geo_whitelisted = false where open_id = $1', [DEMO_PLAYER_OPEN_ID]);
  const now = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const mobile = newMobile();
  await db.transaction(async (tx) => {
    const bettor = await createPlayer(tx, {
      firstName: 'Layla',
      userName: 'layla.bettor',
      phone: `+971${mobile}`,
      verifiedStatus: 3,
      createdAt: now,
      kycDocumentExpiresAt: now + 5 * 365 * 86_400_000,
      registration: {
        middleName: '', lastName: 'Bettor', birthDate: '1990-02-20', nationality: 'AE', residenceCountry: 'AE', idType: 1,
        idNumber: newEmiratesId(), countryCode: '971', mobile, email: BETTOR.email, loginMethod: 'email', passwordHash,
        address: { country: 'AE', street: '3 Al Wasl Road, Villa 12', emirate: 'Dubai', city: 'Dubai', postcode: '' },
        mobileVerified: true, emailVerified: true,
      },
    });
    await postMovement(tx, {
      idempotencyKey: 'e2e-geo:bettor-deposit',
      kind: 'deposit',
      memo: 'Deposit of the geo journey bettor',
      at: now,
      legs: [
        { account: { house: 'house_deposits' }, amount: -BETTOR.balance },
        { account: { playerId: bettor.id, kind: 'bet' }, amount: BETTOR.balance },
      ],
    });
  });
}

const running = sharedProductInBrowser({ prepareDatabase: prepare });
const at = (path: string) => new URL(path.replace(/^\//, ''), running.product.url).href;
let player: LoginReply;
let bettor: LoginReply;

beforeAll(async () => {
  player = await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD);
  await settleComplianceDialogs(running.product.url, player);
  bettor = await passwordLogin(running.product.url, BETTOR.email, DEMO_PASSWORD);
  await settleComplianceDialogs(running.product.url, bettor);
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

/** The bettor's page in `language` at `viewport`, the browser's location allowed and set at `position`. */
async function bettorPage(language: Language, viewport: Viewport, position: typeof DUBAI): Promise<Page> {
  const context: BrowserContext = await running.browser.newContext({ locale: language.browserLocale, viewport: { width: viewport.width, height: viewport.height } });
  await context.grantPermissions(['geolocation'], { origin: new URL(running.product.url).origin });
  await context.setGeolocation(position);
  await confirmedVisitor(context);
  await actAs(context, bettor);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return page;
}

/** Exact 1 2 3 in the Pick 3 slip, added to the plan, then Buy pressed. */
async function buyPick3(page: Page, s: Language['s']): Promise<void> {
  const slip = page.locator('nl-pick3');
  await slip.getByRole('radio', { name: s.play.types.exact, exact: true }).click();
  for (const [i, d] of [1, 2, 3].entries()) {
    await slip.getByRole('group', { name: s.play.pool.digitAt[String(i + 1) as '1' | '2' | '3'], exact: true }).getByRole('button', { name: String(d), exact: true }).click();
  }
  await slip.getByRole('button', { name: s.play.add, exact: true }).click();
  const buy = slip.getByRole('button', { name: s.play.buy, exact: true });
  await expect.poll(() => buy.isEnabled(), { timeout: 15_000 }).toBe(true);
  await buy.click();
}

/** The bettor's orders as the gateway lists them. */
const bettorOrders = async () => (await callGateway<{ items: OrderSummary[] }>(running.product.url, '101065', { pageSize: 20 }, bettor.sessionToken)).items;
const headerBalance = (page: Page) => page.locator('nl-header .balance-block .amount').first();

describe('a Pick 3 ticket bought from outside the UAE', () => {
  it('from Doha: the geo popup says the player is outside, in English and Arabic, right to left in Arabic (photographed at 390 px)', async () => {
    for (const language of LANGUAGES) {
      const page = await bettorPage(language, PHONE, DOHA);
      await page.goto(at('/lottery/pick3'));
      await buyPick3(page, language.s);
      const popup = page.locator('nl-restriction-dialogs').getByRole('dialog');
      await popup.waitFor({ timeout: 30_000 });
      const geo = language.s.responsiblePlay.dialogs.geo;
      expect(await popup.getByRole('heading').first().textContent()).toBe(geo.title);
      // The gateway's refusal (403001024) in the player's language, and why, from the verifier's verdict.
      expect(await popup.textContent()).toContain(gatewayMessage(ErrorCode.geoOutsideTerritory, language.language));
      expect(await popup.getByRole('alert').textContent()).toBe(geo.problem.outsideTerritory);
      expect(await popup.getByRole('button', { name: geo.refuse, exact: true }).isVisible()).toBe(true);
      expect(await popup.getByRole('button', { name: geo.refresh, exact: true }).isVisible()).toBe(true);
      expect(await page.locator('nl-restriction-dialogs').locator('[part="base"]').first().getAttribute('dir')).toBe(language.dir);
      // Under the popup, the slip says the ticket was not bought, and why.
      expect(await page.locator('nl-pick3 [part="buy-error"]').textContent()).toContain(language.s.play.locationRefused);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/geo-pick3-refused-${language.language}-phone.png` });
      await page.context().close();
    }
    expect(await bettorOrders()).toEqual([]);
  }, 120_000);

  it('nothing is charged and no order is listed; in Dubai, Refresh confirms the location and the same purchase goes through', async () => {
    const geo = s.responsiblePlay.dialogs.geo;
    const page = await bettorPage(LANGUAGES[0], DESKTOP, DOHA);
    const popup = page.locator('nl-restriction-dialogs').getByRole('dialog');
    const orderRows = page.locator('nl-orders .ord-row');
    await page.goto(at('/lottery/pick3'));
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe(formatMoney(BETTOR.balance, 'en-US'));
    await buyPick3(page, s);
    await popup.waitFor({ timeout: 30_000 });
    expect(await popup.getByRole('alert').textContent()).toBe(geo.problem.outsideTerritory);
    expect(await page.locator('nl-pick3 [part="success"]').count()).toBe(0);
    await popup.getByRole('button', { name: geo.refuse, exact: true }).click();

    // The order list, loaded afresh: no order, and the header's balance as it was.
    await page.goto(at('/account/order/list'));
    await page.locator('nl-orders').getByText(s.orders.empty).first().waitFor({ timeout: 15_000 });
    expect(await orderRows.count()).toBe(0);
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe(formatMoney(BETTOR.balance, 'en-US'));

    // Back to the game, still in Doha: refused again. The player travels to Dubai and presses Refresh.
    await page.goto(at('/lottery/pick3'));
    await buyPick3(page, s);
    await popup.waitFor({ timeout: 30_000 });
    await page.context().setGeolocation(DUBAI);
    await popup.getByRole('button', { name: geo.refresh, exact: true }).click();
    await expect.poll(() => popup.locator('[data-field="geo-progress"]').textContent(), { timeout: 30_000 }).toBe(geo.confirmed);
    await popup.getByRole('button', { name: s.responsiblePlay.dialogs.ok, exact: true }).click();
    await expect.poll(() => popup.count()).toBe(0);

    // The plan is still in the slip: Buy again, and it goes through.
    const slip = page.locator('nl-pick3');
    await slip.getByRole('button', { name: s.play.buy, exact: true }).click();
    await slip.locator('[part="success"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe(formatMoney(BETTOR.balance - PICK3.price, 'en-US'));
    await page.goto(at('/account/order/list'));
    await expect.poll(() => orderRows.count(), { timeout: 15_000 }).toBe(1);
    expect(await orderRows.first().textContent()).toContain(s.games.pick3.name);
    expect((await bettorOrders()).map((o) => ({ lotteryType: o.lotteryType, plan: o.plan }))).toEqual([{ lotteryType: PICK3.lotteryType, plan: [[1, 2, 3]] }]);
    await page.context().close();
  }, 120_000);
});
