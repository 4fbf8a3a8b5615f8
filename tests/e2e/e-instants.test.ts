/**
 * E-instants and micro-apps as a player meets them (issue 20 "Playing", issue 22 "Micro-apps"), in
 * Chromium: the reference e-instant game in its frame, first in demo (a virtual balance, no
 * login, nothing in the ledger), then for real money by the verified demo player: the stake and
 * the studio's win reach the balance the page shows and the order list's E-Instants tab. In
 * English at 1280 px and in Arabic at 390 px. Then a micro-app route opens its reference micro-app
 * in a frame, and its Close goes home. Photographed into /tmp/shots-h2-einstant.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '../../sdk';
import { DEMO_PASSWORD, DEMO_PLAYER_EMAIL } from '../../host-demo/server/seed/seed-demo';
import { sharedProductInBrowser } from './support/product-in-browser';
import { DESKTOP, LANGUAGES, PHONE, visitorPage, type Language, type Viewport } from './support/languages';
import { actAs, callGateway, passwordLogin, settleComplianceDialogs } from './support/session';

const running = sharedProductInBrowser();
const at = (path: string) => new URL(path.replace(/^\//, ''), running.product.url).href;
const SHOTS = '/tmp/shots-h2-einstant';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const totalBalance = async (token: string) => (await callGateway<{ totalBalance: number }>(running.product.url, '100124', {}, token)).totalBalance;

const JOURNEYS: [string, Language, Viewport, { play: string; demo: string; lost: string; won: string }][] = [
  ['English at 1280 px', LANGUAGES[0], DESKTOP, { play: 'Play', demo: 'Demo balance:', lost: 'No win this time.', won: 'You won' }],
  ['Arabic at 390 px', LANGUAGES[1], PHONE, { play: 'العب', demo: 'الرصيد التجريبي:', lost: 'لا ربح هذه المرة.', won: 'ربحت' }],
];

describe('e-instants in the browser', () => {
  it.each(JOURNEYS)('plays the reference e-instant in demo and for real in %s', async (_label, language, viewport, words) => {
    const tag = `${language.language}-${viewport.name}`;
    const page = await visitorPage(running.browser, language, viewport);

    // Demo: no login, a virtual balance shown above the frame.
    await page.goto(at('/lottery/e-instants/pearl-diver/demo'));
    const host = page.locator('nl-game-frame');
    const game = page.frameLocator('nl-game-frame iframe[part="frame"]');
    const play = game.getByRole('button', { name: words.play, exact: true });
    await play.waitFor({ timeout: 20_000 });
    await expect.poll(() => host.locator('[part="balance"]').textContent(), { timeout: 15_000 }).toContain(words.demo);
    expect(await page.locator('html').getAttribute('dir')).toBe(language.dir);
    await shot(page, `${tag}-demo-ready`);
    await play.click();
    const outcome = game.locator('#outcome');
    await expect.poll(() => outcome.textContent(), { timeout: 15_000 }).toMatch(new RegExp(`${words.lost}|${words.won}`));
    await shot(page, `${tag}-demo-played`);

    // For real: the verified demo player; the stake and the win move the balance the page shows.
    const player = await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD);
    await settleComplianceDialogs(running.product.url, player);
    const before = await totalBalance(player.sessionToken);
    await actAs(page.context(), player);
    await page.goto(at('/lottery/e-instants/pearl-diver'));
    await play.waitFor({ timeout: 20_000 });
    await expect.poll(() => host.locator('[part="balance"]').getAttribute('data-demo'), { timeout: 15_000 }).toBe('false');
    await play.click();
    await expect.poll(() => outcome.textContent(), { timeout: 15_000 }).toMatch(new RegExp(`${words.lost}|${words.won}`));
    const orders = await callGateway<{ items: { orderId: string; amount: number; prizeAmount: number; status: number }[] }>(running.product.url, '101065', { tab: 'instant', pageSize: 1 }, player.sessionToken);
    const round = orders.items[0]!;
    expect(round.amount).toBe(100);
    expect([2, 3]).toContain(round.status);
    const after = before - 100 + round.prizeAmount;
    expect(await totalBalance(player.sessionToken)).toBe(after);
    // The page shows the new balance the frame reported.
    const shown = formatMoney(after, language.language);
    await expect.poll(() => host.locator('[part="balance"]').textContent(), { timeout: 15_000 }).toContain(shown);
    await shot(page, `${tag}-real-played`);

    // The order list's E-Instants tab.
    await page.goto(at('/account/order/list'));
    const list = page.locator('nl-orders');
    await list.getByRole('tab', { name: language.s.orders.tab.instant }).click();
    await list.locator(`.ord-row[data-order-id="${round.orderId}"]`).waitFor({ timeout: 15_000 });
    await shot(page, `${tag}-orders`);
    await page.context().close();
  });

  it('opens a micro-app in its frame, and its Close goes home', async () => {
    const page = await visitorPage(running.browser, LANGUAGES[0], DESKTOP);
    await page.goto(at('/sport'));
    const app = page.frameLocator('nl-game-frame iframe[part="frame"]');
    await app.getByText('This is a reference micro-app').waitFor({ timeout: 20_000 });
    await app.getByText('You are browsing as a guest.').waitFor();
    await shot(page, 'en-US-desktop-micro-app');
    await app.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await page.context().close();
  });
});
