/**
 * Responsible play as a player uses it (issue 10, Browser journey), in Chromium: the verified demo
 * player logs in and is invited to set a deposit limit, sets AED 50, deposits AED 40 by card
 * through the acquirer simulator's 3-D Secure page, and is refused AED 20 with the deposit-limit
 * dialog. Then they take a 72-hour break, are logged out, and find that login allows only
 * withdrawal: the login dialog offers "Log in to withdraw", which lands on the withdrawal page in
 * a session the server lets do nothing else.
 *
 * Photographs go to tests/e2e/artifacts (rp-*.png).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import enUS from '../../locales/en-US.json';
import { ErrorCode, USER_INFO_KEY, formatDateTime, formatMoney } from '../../sdk';
import { DEMO_PASSWORD, DEMO_PLAYER_EMAIL } from '../../host-demo/server/seed/seed-demo';
import { sharedProductInBrowser } from './support/product-in-browser';
import { ARTIFACTS_DIR } from './support/browser';
import { confirmedVisitor } from './support/accounts';
import { callGateway, passwordLogin } from './support/session';
import { COMMAND_HEADER, DEFAULT_AUTH_HEADER, encodeMessage } from '../../sdk';

const s = enUS;
const AED = 100;
/** docs/test-cards.md: 3-D Secure challenge, credited when the player approves on the bank's page. */
const CHALLENGE_CARD = '4000000000003220';
const BREAK_HOURS = 72;

const running = sharedProductInBrowser();
const at = (path: string) => new URL(path.replace(/^\//, ''), running.product.url).href;
const money = (minor: number) => formatMoney(minor, 'en-US');

beforeAll(async () => {
  // Only the terms update and the funds declaration are settled: the deposit-limit invitation is
  // part of this journey.
  const player = await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD);
  const terms = await callGateway<{ id: number; upgrade: number }>(running.product.url, '200029', { versionType: 1 }, player.sessionToken);
  if (terms.upgrade === 1) await callGateway(running.product.url, '200030', { versionId: terms.id }, player.sessionToken);
  await callGateway(running.product.url, '100161', { lawStatementType: 1, memo: 'salary', ownFunds: true, notProceedsOfCrime: true }, player.sessionToken);
});

/** Any gateway reply, its code included (callGateway throws on a non-zero code). */
async function gatewayCode(code: string, data: unknown, token: string): Promise<number> {
  const res = await fetch(new URL('hapi', running.product.url), {
    method: 'POST',
    headers: { [COMMAND_HEADER]: code, 'Content-Type': 'application/json', [DEFAULT_AUTH_HEADER]: token },
    body: JSON.stringify({ message: encodeMessage({ clientInfo: { platform: 3, product: 61 }, data }) }),
  });
  return ((await res.json()) as { code: number }).code;
}

async function logIn(page: Page): Promise<Locator> {
  const login = page.locator('nl-login');
  await login.getByRole('textbox', { name: s.auth.email, exact: true }).fill(DEMO_PLAYER_EMAIL);
  await login.getByLabel(s.auth.password, { exact: true }).and(login.locator('input')).fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: s.auth.login.submit, exact: true }).click();
  return login;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS_DIR}/rp-${name}-en-US-desktop.png` });
/** The open dialog of <nl-restriction-dialogs>. */
const restrictionDialog = (page: Page) => page.locator('nl-restriction-dialogs').getByRole('dialog');

describe('the responsible-play journey', () => {
  let page: Page;

  beforeAll(async () => {
    const context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await confirmedVisitor(page);
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  it('sets a deposit limit of AED 50 when invited after login, deposits AED 40 by card and is refused AED 20 on the amount step, which says AED 10 is left', async () => {
    await page.goto(at('/account/login?redirect=%2Faccount%2Fdeposit'));
    await logIn(page);
    await page.waitForURL((url) => url.pathname === '/account/deposit');

    // 100163 asks for the deposit-limit invitation: the player accepts it.
    const invitation = restrictionDialog(page);
    await invitation.getByRole('heading', { name: s.responsiblePlay.dialogs.depositLimitConfig.title }).waitFor();
    await shot(page, 'deposit-limit-invitation');
    await invitation.getByRole('button', { name: s.responsiblePlay.dialogs.depositLimitConfig.setLimit, exact: true }).click();
    await invitation.getByRole('textbox', { name: s.responsiblePlay.limit.otherAmount }).fill('50');
    await invitation.getByRole('button', { name: s.responsiblePlay.actions.next, exact: true }).click();
    await invitation.getByRole('button', { name: s.responsiblePlay.actions.confirm, exact: true }).click();
    await invitation.getByText(s.responsiblePlay.limit.depositSuccess.split('{{')[0]!.trim()).waitFor();
    expect(await invitation.getByRole('status').textContent()).toContain(money(50 * AED));
    await invitation.getByRole('button', { name: s.common.close, exact: true }).click();
    await invitation.waitFor({ state: 'detached' });

    // AED 40 by a new card through the 3-D Secure page.
    const deposit = page.locator('nl-deposit');
    await deposit.getByRole('textbox', { name: s.deposit.amount.label }).fill('40');
    await deposit.getByRole('button', { name: s.deposit.amount.continue, exact: true }).click();
    await deposit.getByRole('button', { name: s.deposit.cards.newCard, exact: true }).click();
    const card = deposit.getByRole('dialog');
    await card.getByRole('textbox', { name: s.deposit.card.number }).pressSequentially(CHALLENGE_CARD);
    await card.getByRole('textbox', { name: s.deposit.card.expiry }).pressSequentially('1231');
    await card.getByLabel(s.deposit.card.cvv, { exact: true }).fill('737');
    await card.getByRole('button', { name: s.deposit.payButton.replace('{{amount}}', money(40 * AED)) }).click();
    const bank = deposit.locator('iframe.payment-frame-page').contentFrame();
    await bank.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => deposit.locator('[data-state="success"]').first().isVisible(), { timeout: 20_000 }).toBe(true);

    // AED 20 more is above the AED 10 left: the amount step says what is left (420552's
    // depositLimitRemaining) and refuses it there, in the player's words; no deposit opens and no
    // page or dialog of the player controls covers the form.
    await page.goto(at('/account/deposit'));
    await expect.poll(() => deposit.locator('[part="limit"]').textContent()).toBe(s.deposit.amount.limitRemaining.replace('{{remaining}}', money(10 * AED)));
    const amount = deposit.getByRole('textbox', { name: s.deposit.amount.label });
    await amount.fill('20');
    await deposit.getByRole('button', { name: s.deposit.amount.continue, exact: true }).click();
    await deposit.getByText(s.deposit.amount.aboveLimit.replace('{{remaining}}', money(10 * AED))).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await restrictionDialog(page).count()).toBe(0);
    expect(await deposit.locator('[part="amount"]').isVisible()).toBe(true);
    await shot(page, 'deposit-limit-refused');
  });

  it('takes a 72-hour break, is logged out, and finds that login allows only withdrawal', async () => {
    await page.goto(at('/Play-Responsibly?activeTabName=Player%20Controls'));
    const tools = page.locator('nl-play-responsibly');
    await tools.getByRole('tab', { name: s.responsiblePlay.tabs.takeABreak, exact: true }).click();
    await tools.getByRole('radio', { name: s.responsiblePlay.duration.hours.replace('{{count}}', String(BREAK_HOURS)), exact: true }).check();
    await tools.getByRole('button', { name: s.responsiblePlay.actions.next, exact: true }).click();
    const token = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { sessionToken?: string }).sessionToken ?? '', USER_INFO_KEY);
    const startedAt = Date.now();
    await tools.getByRole('button', { name: s.responsiblePlay.actions.confirm, exact: true }).click();
    // SPEC §4: the break logs the player out at once; the session it was taken in is over, and the
    // open page says why (the socket closes with 403000619 and the break's end): home, the break's dialog.
    const breakDialog = page.locator('nl-restriction-dialogs [data-dialog="take-a-break"]');
    await breakDialog.waitFor({ timeout: 15_000 });
    expect(await breakDialog.locator('[data-field="end"]').textContent()).toContain(formatDateTime(startedAt + BREAK_HOURS * 3_600_000, 'en-US').slice(-10));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate((key) => localStorage.getItem(key), USER_INFO_KEY)).toBeNull();
    expect(await gatewayCode('100124', {}, token)).not.toBe(0);
    await shot(page, 'break-taken');
    await page.goto(at('/account/login'));

    const login = await logIn(page);
    const refused = login.getByRole('dialog');
    await refused.getByRole('heading', { name: s.auth.login.excluded.takeABreakTitle }).waitFor();
    const end = await refused.locator('[data-field="end"]').textContent();
    // The end shown is 72 hours after the break was taken (to the minute the dialog shows).
    const ends = [startedAt, Date.now()].map((t) => s.auth.login.excluded.endsAt.replace('{{end}}', formatDateTime(t + BREAK_HOURS * 3_600_000, 'en-US')));
    expect(ends).toContain(end);
    await shot(page, 'login-withdraw-only');
    await refused.getByRole('button', { name: s.auth.login.excluded.loginToWithdraw, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account/withdraw');
    await page.locator('nl-withdraw').getByRole('heading').first().waitFor();
    // What the page asks in the background is within the session's reach: nothing sends the player
    // away from the withdrawal or covers it with the exclusion dialog.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/account/withdraw');
    expect(await restrictionDialog(page).count()).toBe(0);
    // The header offers only what the session allows: no game tabs, and the wallet withdraws but does not deposit.
    const header = page.locator('nl-header');
    expect(await header.locator('.nav-list').count()).toBe(0);
    await header.getByRole('button', { name: s.wallet.popover.label, exact: true }).click();
    const wallet = header.getByRole('dialog');
    await wallet.getByRole('button', { name: s.wallet.popover.withdraw, exact: true }).waitFor();
    expect(await wallet.getByRole('button', { name: s.wallet.popover.deposit, exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await shot(page, 'withdraw-only-session');

    // The withdraw-only session: the withdrawal and what it needs answer; play and deposits do not.
    const withdrawOnly = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { sessionToken?: string }).sessionToken ?? '', USER_INFO_KEY);
    expect(withdrawOnly).not.toBe(token);
    expect(await gatewayCode('420604', {}, withdrawOnly)).toBe(0);
    expect(await gatewayCode('420601', {}, withdrawOnly)).toBe(0);
    expect(await gatewayCode('100124', {}, withdrawOnly)).toBe(0);
    expect(await gatewayCode('420544', { amount: 1_000, channelType: 710, orderType: 1, mode: 104, returnUrl: '/account/deposit', idempotencyKey: crypto.randomUUID() }, withdrawOnly)).toBe(ErrorCode.selfExcluded);
    expect(await gatewayCode('100156', { exclusionType: 2, exclusionValue: 10_000, exclusionDuration: 1440 }, withdrawOnly)).toBe(ErrorCode.selfExcluded);
  });
});
