/**
 * The wallet as a player uses it (issue 8, Browser journey), in Chromium: the verified demo player
 * logs in, deposits with a new card through the acquirer simulator's 3-D Secure page, sees the
 * header balance change without a reload (the STOMP wallet event), withdraws winnings to a new
 * IBAN account with the code from the development outbox, and finds both in Transactions. Then
 * the card number typed appears nowhere in a dump of the database nor in the server's log.
 *
 * The demo player has no winnings after the seed, so the database is prepared before the product
 * starts (StartOptions.prepareDatabase) with one prize movement through the ledger.
 *
 * The wallet pages are also photographed in English and Arabic at desktop and phone width
 * (deposit, 3-D Secure page, withdrawal confirmation, transactions) into tests/e2e/artifacts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatMoney } from '../../sdk';
import { USER_EVENTS } from '../../sdk/socket';
import type { Database } from '../../host-demo/server/db/database';
import { postMovement } from '../../host-demo/server/domains/wallet/ledger';
import { DEMO_DEPOSIT_AMOUNT, DEMO_PASSWORD, DEMO_PLAYER_EMAIL, DEMO_PLAYER_OPEN_ID } from '../../host-demo/server/seed/seed-demo';
import { sharedProductInBrowser } from './support/product-in-browser';
import { DESKTOP, LANGUAGES, PHONE, visitorPage, type Language, type Strings, type Viewport } from './support/languages';
import { ARTIFACTS_DIR } from './support/browser';
import { latestCode } from './support/accounts';
import { actAs, passwordLogin, settleComplianceDialogs, type LoginReply } from './support/session';


/** docs/test-cards.md: 3-D Secure challenge, credited when the player approves on the bank's page. */
const CHALLENGE_CARD = '4000000000003220';
const CHALLENGE_CARD_TYPED = '4000 0000 0000 3220';
/** The demo player's mobile (seed-demo.ts), where the withdrawal code goes. */
const DEMO_MOBILE = '+971500000000';
/** Winnings given to the demo player before the start: AED 300. */
const PRIZE = 30_000;
const DEPOSIT = 12_300; // AED 123
const WITHDRAWAL = 10_000; // AED 100

/** A UAE IBAN (AE, 2 check digits, 3-digit bank code, 16-digit account) with its ISO 13616 check digits. */
function uaeIban(bank: string, account: string): string {
  const bban = bank + account;
  const digits = `${bban}AE00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const remainder = [...digits].reduce((r, d) => (r * 10 + Number(d)) % 97, 0);
  return `AE${String(98 - remainder).padStart(2, '0')}${bban}`;
}
const IBAN = uaeIban('033', '1234567890000101');

/** The documented way to give the demo player winnings: a prize movement through the ledger. */
async function givePrize(db: Database): Promise<void> {
  const { rows } = await db.query<{ id: number }>('select id from players where open_id = $1', [DEMO_PLAYER_OPEN_ID]);
  await db.transaction((tx) =>
    postMovement(tx, {
      idempotencyKey: 'e2e-wallet-journey:prize',
      kind: 'prize',
      memo: 'Winnings for the wallet journey',
      at: Date.now(),
      legs: [
        { account: { house: 'house_prizes' }, amount: -PRIZE },
        { account: { playerId: rows[0]!.id, kind: 'withdrawable' }, amount: PRIZE },
      ],
    }),
  );
}

// trace: every request the server handles is in its log, which the last test searches.
const running = sharedProductInBrowser({ logLevel: 'trace', prepareDatabase: givePrize });
const at = (path: string) => new URL(path.replace(/^\//, ''), running.product.url).href;
const money = (minor: number, language: Language = LANGUAGES[0]) => formatMoney(minor, language.language);

beforeAll(async () => {
  // The terms update and funds declaration are asked once after a login; settle them so their
  // dialogs do not cover the wallet (the login form below then starts a new session).
  await settleComplianceDialogs(running.product.url, await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD));
});

const newPage = (language: Language, viewport: Viewport) => visitorPage(running.browser, language, viewport);

const shot = (page: Page | Locator, name: string, language: Language, viewport: Viewport) =>
  page.screenshot({ path: `${ARTIFACTS_DIR}/wallet-${name}-${language.language}-${viewport.name}.png` });

/** The header's total balance as shown (desktop bar). */
const headerBalance = (page: Page) => page.locator('nl-header .balance-block .amount').first();

/** The card form of the deposit page, after the amount: the new-card dialog, filled in. */
async function fillNewCard(page: Page, s: Strings, amount: number, language: Language): Promise<Locator> {
  const deposit = page.locator('nl-deposit');
  await deposit.getByRole('textbox', { name: s.deposit.amount.label }).fill(String(amount / 100));
  await deposit.getByRole('button', { name: s.deposit.amount.continue, exact: true }).click();
  await deposit.getByRole('button', { name: s.deposit.cards.newCard, exact: true }).click();
  const dialog = deposit.getByRole('dialog');
  await dialog.getByRole('textbox', { name: s.deposit.card.number }).pressSequentially(CHALLENGE_CARD);
  expect(await dialog.getByRole('textbox', { name: s.deposit.card.number }).inputValue(), 'grouped by 4 as typed').toBe(CHALLENGE_CARD_TYPED);
  await dialog.getByRole('textbox', { name: s.deposit.card.expiry }).pressSequentially('1231');
  await dialog.getByLabel(s.deposit.card.cvv, { exact: true }).fill('737');
  expect(await dialog.getByRole('button', { name: s.deposit.payButton.replace('{{amount}}', money(amount, language)) }).isVisible()).toBe(true);
  return dialog;
}

/** The acquirer's 3-D Secure page inside the full-screen payment frame. */
const challengeFrame = (page: Page) => page.locator('nl-deposit iframe.payment-frame-page').contentFrame();

describe('the wallet journey', () => {
  const s = LANGUAGES[0].s;
  const en = LANGUAGES[0];
  let page: Page;
  // Wallet events that reach the page over the STOMP socket. Watched from the start: the socket
  // opens at login, before any test of this block runs.
  const walletEvents: string[] = [];

  beforeAll(async () => {
    page = await newPage(en, DESKTOP);
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (frame.startsWith('MESSAGE') && frame.includes(`destination:${USER_EVENTS}`) && frame.includes('"changeType":"wallet"')) walletEvents.push(frame);
      }),
    );
    await page.goto(at('/account/login?redirect=%2Faccount%2Fdeposit'));
    const login = page.locator('nl-login');
    await login.getByRole('textbox', { name: s.auth.email, exact: true }).fill(DEMO_PLAYER_EMAIL);
    await login.getByLabel(s.auth.password, { exact: true }).and(login.locator('input')).fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: s.auth.login.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account/deposit');
  });

  it('deposits with a new card through the 3-D Secure page and the header balance follows the wallet event, without a reload', async () => {
    const before = DEMO_DEPOSIT_AMOUNT + PRIZE;
    await expect.poll(() => headerBalance(page).textContent()).toBe(money(before));
    walletEvents.length = 0;
    // Survives only as long as the document does: a reload would drop it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const dialog = await fillNewCard(page, s, DEPOSIT, en);
    await dialog.getByRole('button', { name: s.deposit.payButton.replace('{{amount}}', money(DEPOSIT)) }).click();

    // SPEC §4: the card dialog closes on redirect and the bank's page opens in the payment frame.
    const bank = challengeFrame(page);
    await bank.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await bank.getByText(money(DEPOSIT)).isVisible()).toBe(true);
    await shot(page, '3ds-journey', en, DESKTOP);
    await bank.getByRole('button', { name: 'Approve' }).click();

    const after = before + DEPOSIT;
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 10_000 }).toBe(money(after));
    expect(walletEvents.length, 'a wallet event reached the page over the socket').toBeGreaterThan(0);
    await expect.poll(() => page.locator('nl-deposit [data-state="success"]').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/account/deposit');
  });

  it('withdraws winnings to a newly added IBAN account with the code sent to the mobile', async () => {
    await page.goto(at('/account/withdraw'));
    const withdraw = page.locator('nl-withdraw');
    // The demo player has no IBAN account yet: the form to add one is open.
    const add = withdraw.locator('form.add-account');
    await add.getByRole('textbox', { name: s.withdraw.accounts.iban, exact: true }).pressSequentially(IBAN);
    await add.getByRole('textbox', { name: s.withdraw.accounts.bankName, exact: true }).fill('Emirates Test Bank');
    await add.getByRole('textbox', { name: s.withdraw.accounts.streetAddress, exact: true }).fill('1 Al Wasl Road, Dubai');
    await add.getByRole('button', { name: s.withdraw.accounts.save, exact: true }).click();
    const account = withdraw.getByRole('radio', { name: /Emirates Test Bank/ });
    await expect.poll(() => account.isChecked()).toBe(true);

    await withdraw.getByRole('textbox', { name: s.withdraw.form.amount, exact: true }).fill(String(WITHDRAWAL / 100));
    await withdraw.getByRole('radio', { name: new RegExp(s.withdraw.channel.bankTransfer) }).check();
    await withdraw.getByRole('button', { name: s.forms.sendCode, exact: true }).click();
    await withdraw.getByText(s.withdraw.code.sent.split('{{')[0]!).waitFor();
    await withdraw.getByRole('textbox', { name: s.withdraw.code.label }).fill(await latestCode(running.product.url, DEMO_MOBILE));
    await withdraw.getByRole('button', { name: s.withdraw.form.continue, exact: true }).click();

    const confirm = withdraw.locator('[part="confirmation"]');
    const figure = (field: string) => confirm.locator(`[data-field="${field}"] dd`).textContent();
    expect(await figure('iban')).toBe(IBAN.replace(/(.{4})/g, '$1 ').trim());
    expect(await figure('amount')).toBe(money(WITHDRAWAL));
    expect(await figure('fee')).toBe(money(500));
    expect(await figure('received')).toBe(money(WITHDRAWAL - 500));
    await confirm.getByRole('button', { name: s.withdraw.confirm.submit, exact: true }).click();
    await withdraw.getByRole('heading', { name: s.withdraw.result.title }).waitFor();
    await expect.poll(() => headerBalance(page).textContent()).toBe(money(DEMO_DEPOSIT_AMOUNT + PRIZE + DEPOSIT - WITHDRAWAL));
  });

  it('buys the ticket the balance did not cover once the deposit is paid: the auto order (SPEC §4, §9; 101077)', async () => {
    // Octaluck at ×50: 12 lines of AED 100 each, more than the balance holds at this point.
    await page.goto(at('/lottery/octaluck'));
    const slip = page.locator('nl-octaluck');
    await slip.getByRole('combobox', { name: s.play.multiple }).selectOption({ label: '×50' });
    for (let line = 0; line < 12; line += 1) {
      await slip.getByRole('button', { name: s.play.easyPick, exact: true }).click();
      await slip.getByRole('button', { name: s.play.add, exact: true }).click();
    }
    await expect.poll(() => slip.locator('.total-amount').textContent()).toBe(money(120_000));
    const buy = slip.getByRole('button', { name: s.play.buy, exact: true });
    await expect.poll(() => buy.isEnabled(), { timeout: 15_000 }).toBe(true);
    await buy.click();
    const short = slip.getByRole('dialog', { name: s.play.insufficient.title });
    await short.waitFor({ timeout: 15_000 });
    expect(await short.getByText(s.play.insufficient.autoOrder).isVisible()).toBe(true);
    await short.getByRole('link', { name: s.play.insufficient.deposit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account/deposit');

    const dialog = await fillNewCard(page, s, 50_000, en);
    await dialog.getByRole('button', { name: s.deposit.payButton.replace('{{amount}}', money(50_000)) }).click();
    const bank = challengeFrame(page);
    await bank.getByRole('button', { name: 'Approve' }).waitFor();
    await bank.getByRole('button', { name: 'Approve' }).click();

    // The success panel buys the kept order once 101077 says the deposit is paid.
    const bought = page.locator('nl-deposit [data-auto-order="placed"]');
    await bought.waitFor({ timeout: 40_000 });
    expect(await bought.textContent()).toContain(s.deposit.autoOrder.placed.split('{{')[0]!);
    await shot(page, 'auto-order-placed', en, DESKTOP);
    await bought.getByRole('link', { name: s.deposit.autoOrder.viewOrder, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account/order/orderDetail');
    await expect.poll(() => page.locator('nl-order-detail').getByText(money(120_000)).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  }, 120_000);

  it('shows the deposit and the withdrawal in Transactions', async () => {
    await page.goto(at('/account/transactions'));
    const rows = page.locator('nl-transactions .tx-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    const deposit = rows.and(page.locator('[data-category="deposit"]')).filter({ hasText: `+${money(DEPOSIT)}` });
    const withdrawal = rows.and(page.locator('[data-category="withdrawal"]')).filter({ hasText: money(WITHDRAWAL) });
    expect(await deposit.count()).toBe(1);
    expect(await withdrawal.count()).toBe(1);
    // The Withdrawal tab keeps only the withdrawal.
    await page.locator('nl-transactions').getByRole('tab', { name: s.transactions.tab.withdrawal, exact: true }).click();
    await expect.poll(() => rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-category')))).toEqual(['withdrawal']);
    await page.context().close();
  });
});

describe('the wallet pages as a player sees them', () => {
  let player: LoginReply;
  beforeAll(async () => {
    player = await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD);
  });

  /** Text that looks like a translation key (`withdraw.form.title`) rendered as is. */
  async function untranslatedKeys(page: Page): Promise<string[]> {
    const text = await page.locator('nl-deposit, nl-withdraw, nl-transactions, nl-header').evaluateAll((hosts) => hosts.map((h) => (h as HTMLElement).innerText).join('\n'));
    return text.match(/\b(?:deposit|withdraw|transactions|wallet|errors|validation|forms|common)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*\b/g) ?? [];
  }

  async function expectFits(page: Page): Promise<void> {
    const { width, screen } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(width, 'nothing makes the page scroll sideways').toBeLessThanOrEqual(screen);
    expect(await untranslatedKeys(page)).toEqual([]);
  }

  for (const language of LANGUAGES) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`deposit, 3-D Secure, withdrawal confirmation and transactions in ${language.language} at ${viewport.name} width`, async () => {
        const s = language.s;
        const page = await newPage(language, viewport);
        await actAs(page.context(), player);
        try {
          await page.goto(at('/account/deposit'));
          const dialog = await fillNewCard(page, s, DEPOSIT, language);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(language.dir);
          await expectFits(page);
          await shot(page, 'deposit', language, viewport);
          await dialog.getByRole('button', { name: s.deposit.payButton.replace('{{amount}}', money(DEPOSIT, language)) }).click();
          const bank = challengeFrame(page);
          await bank.locator('button[value="approve"]').waitFor();
          expect(await bank.locator('html').getAttribute('dir')).toBe(language.dir);
          const bankPage = await bank.locator('html').evaluate((html) => ({ width: html.scrollWidth, screen: html.clientWidth }));
          expect(bankPage.width, "nothing on the bank's page runs off its frame").toBeLessThanOrEqual(bankPage.screen);
          await shot(page, '3ds', language, viewport);
          // Left unanswered: the deposit stays open and nothing is credited.
          await page.locator('nl-deposit .payment-frame').getByRole('button', { name: s.common.close }).click();

          await page.goto(at('/account/withdraw'));
          const withdraw = page.locator('nl-withdraw');
          await withdraw.getByRole('textbox', { name: s.withdraw.form.amount, exact: true }).fill(String(WITHDRAWAL / 100));
          await withdraw.locator('input[name="channelType"][value="801"]').check();
          // The code is checked only when the withdrawal is confirmed, which this visit does not do.
          await withdraw.getByRole('textbox', { name: s.withdraw.code.label }).fill('123456');
          await withdraw.getByRole('button', { name: s.withdraw.form.continue, exact: true }).click();
          await withdraw.locator('[part="confirmation"]').waitFor();
          await expectFits(page);
          await shot(page, 'withdraw-confirm', language, viewport);

          await page.goto(at('/account/transactions'));
          await expect.poll(() => page.locator('nl-transactions .tx-row').count()).toBeGreaterThanOrEqual(4);
          await expectFits(page);
          await shot(page, 'transactions', language, viewport);
        } finally {
          await page.context().close();
        }
      });
    }
  }
});

describe('the account pages beside the menu', () => {
  let player: LoginReply;
  beforeAll(async () => {
    player = await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD);
  });

  for (const language of LANGUAGES) {
    it(`start at the same edge beside the menu in ${language.language} at desktop width (no empty strip before a narrower page)`, async () => {
      const page = await newPage(language, DESKTOP);
      await actAs(page.context(), player);
      try {
        const edges: Record<string, number> = {};
        for (const [path, tag] of [
          ['/account/myprofile', 'nl-my-profile'],
          ['/account/deposit', 'nl-deposit'],
          ['/account/withdraw', 'nl-withdraw'],
          ['/account/transactions', 'nl-transactions'],
        ] as const) {
          await page.goto(at(path));
          const pagePart = page.locator(`${tag} [part="page"]`).first();
          await pagePart.waitFor();
          const box = (await pagePart.boundingBox())!;
          // The edge the page starts from: the left in English, the right in Arabic.
          edges[path] = Math.round(language.dir === 'ltr' ? box.x : box.x + box.width);
        }
        expect(new Set(Object.values(edges)).size, JSON.stringify(edges)).toBe(1);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('the account menu on a phone', () => {
  for (const language of LANGUAGES) {
    it(`shows the current page's item inside the screen, though the row scrolls, in ${language.language}`, async () => {
      const page = await newPage(language, PHONE);
      await actAs(page.context(), await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD));
      try {
        for (const path of ['/account/transactions', '/account/accountSetting', '/account/myprofile']) {
          await page.goto(at(path));
          const link = page.locator('.account-layout nav a[aria-current="page"]');
          await link.waitFor();
          const box = (await link.boundingBox())!;
          expect(box.x, path).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, path).toBeLessThanOrEqual(PHONE.width);
        }
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('card data after the journey', () => {
  it('the card number typed appears nowhere in a dump of every table nor in the server log', async () => {
    const dump = await running.product.readDatabaseAfterStop(async (db) => {
      const { rows: tables } = await db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
      );
      const parts: string[] = [];
      for (const { table_name } of tables) {
        const { rows } = await db.query<{ row: string }>(`select row_to_json(t)::text as row from ${table_name} t`);
        parts.push(`${table_name}: ${rows.map((r) => r.row).join('\n')}`);
      }
      return parts.join('\n');
    });
    const log = running.product.output();
    // The searches see what they should: the deposit's card rows and the logged payment calls.
    expect(dump.includes('"last4":"3220"'), 'the dump holds the saved card').toBe(true);
    expect(log.includes('"command":"420550"'), 'the log holds the card payments').toBe(true);
    for (const form of [CHALLENGE_CARD, CHALLENGE_CARD_TYPED]) {
      expect(dump.includes(form), `${form} in the database`).toBe(false);
      expect(log.includes(form), `${form} in the server log`).toBe(false);
    }
  });
});
