/**
 * Scratch cards as a player plays them (issue 20, Browser journey), in Chromium: the verified demo
 * player opens the scratch-card list, picks Golden Falcon, buys a card, scratches it with one
 * pointer drag and reveals the rest with the keyboard's Reveal all, hears the outcome in the live
 * region, sees the balance move by the stake and the win, finds the card in the order list's
 * Scratch Cards tab, and checks it on the verifier page against the pool's published root. In
 * Arabic at 390 px and in English at 1280 px; photographed into /tmp.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '../../sdk';
import { DEMO_PASSWORD, DEMO_PLAYER_EMAIL } from '../../host-demo/server/seed/seed-demo';
import { sharedProductInBrowser } from './support/product-in-browser';
import { DESKTOP, LANGUAGES, PHONE, visitorPage, type Language, type Viewport } from './support/languages';
import { actAs, callGateway, passwordLogin, settleComplianceDialogs } from './support/session';

const running = sharedProductInBrowser();
const at = (path: string) => new URL(path.replace(/^\//, ''), running.product.url).href;
const PRICE = 500;

async function totalBalance(token: string): Promise<number> {
  const b = await callGateway<{ totalBalance: number }>(running.product.url, '100124', {}, token);
  return b.totalBalance;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/scratch-${name}.png`, fullPage: true });
}

const JOURNEYS: [string, Language, Viewport][] = [
  ['Arabic at 390 px', LANGUAGES[1], PHONE],
  ['English at 1280 px', LANGUAGES[0], DESKTOP],
];

describe('scratch cards in the browser', () => {
  it.each(JOURNEYS)('buys, scratches and verifies a card in %s', async (_label, language, viewport) => {
    const { s } = language;
    const player = await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD);
    await settleComplianceDialogs(running.product.url, player);
    const before = await totalBalance(player.sessionToken);
    const page = await visitorPage(running.browser, language, viewport);
    await actAs(page.context(), player);
    const tag = `${language.language}-${viewport.name}`;

    // The list: the three scratch-card games, each with its price and win-up-to.
    await page.goto(at('/lottery/scratch-cards'));
    const cards = page.locator('nl-game-grid [part="card"]');
    await expect.poll(() => cards.count()).toBe(3);
    await shot(page, `${tag}-list`);
    // A card opens the game's info dialog (issue 20): top prize, price, Play now.
    await page.locator('nl-game-grid [data-app-key="golden-falcon"]').click();
    const info = page.locator('nl-game-grid [part="game-info"]');
    await info.waitFor();
    expect(await info.locator('.game-info-price').textContent()).toBe(formatMoney(PRICE, language.language));
    await shot(page, `${tag}-info`);
    await info.getByRole('button', { name: s.games.info.playNow, exact: true }).click();
    await page.waitForURL(/\/lottery\/scratch-cards\/golden-falcon$/);

    const game = page.locator('nl-scratch-card');
    const buyName = s.instant.scratch.buy.replace('{{price}}', formatMoney(PRICE, language.language));
    await game.getByRole('button', { name: buyName }).click();
    const revealAll = game.getByRole('button', { name: s.instant.scratch.revealAll });
    await revealAll.waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe(language.dir);

    // One pointer drag across the silver surface, then the keyboard path for the rest.
    const surface = game.locator('canvas[part="surface"]');
    const box = (await surface.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    for (let x = 10; x < box.width - 10; x += 20) await page.mouse.move(box.x + x, box.y + box.height / 2);
    await page.mouse.up();
    await shot(page, `${tag}-scratching`);
    if (await revealAll.isVisible()) {
      await revealAll.focus();
      await page.keyboard.press('Enter');
    }
    const outcome = game.locator('[part="outcome"]');
    await expect.poll(() => outcome.textContent(), { timeout: 15_000 }).toMatch(new RegExp(`${escape(s.instant.scratch.noWin)}|${escape(s.instant.scratch.won.split('{{')[0]!)}`));
    await shot(page, `${tag}-revealed`);

    // The card as the gateway records it: scratched, its prize credited; the balance moved by both.
    const [card] = (await callGateway<{ items: { cardId: string; state: string; prize: number; amount: number; cardNumber: string }[] }>(running.product.url, '101303', { appKey: 'golden-falcon', pageSize: 1 }, player.sessionToken)).items;
    expect(card).toMatchObject({ state: 'scratched', amount: PRICE });
    expect(await totalBalance(player.sessionToken)).toBe(before - PRICE + card!.prize);
    const text = (await outcome.textContent())!;
    expect(text).toBe(card!.prize > 0 ? s.instant.scratch.won.replace('{{amount}}', formatMoney(card!.prize, language.language)) : s.instant.scratch.noWin);
    expect(await outcome.getAttribute('data-celebrate')).toBe(card!.prize > PRICE ? 'true' : null);

    // The order list's Scratch Cards tab lists it.
    await page.goto(at('/account/order/list'));
    const orders = page.locator('nl-orders');
    await orders.getByRole('tab', { name: s.orders.tab.scratch }).click();
    const row = orders.locator(`.ord-row[data-order-id="${card!.cardId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(card!.cardNumber);
    await shot(page, `${tag}-orders`);

    // Its details are its proof on the verifier page, checked against the pool's published root.
    await row.locator('.ord-view').click();
    await page.waitForURL(/\/lottery\/verify\?cardId=/);
    const verifier = page.locator('nl-draw-verifier');
    const proof = verifier.locator('textarea[name="cardProof"]');
    await expect.poll(() => proof.inputValue(), { timeout: 15_000 }).toContain(`"cardIndex"`);
    await verifier.getByRole('button', { name: s.instant.verify.check }).click();
    const verdict = verifier.locator('[part="card-verdict"][data-ok="true"]');
    await verdict.waitFor();
    expect(await verdict.textContent()).toContain(s.instant.verify.okRoot);
    // Nothing runs past the viewport: long hashes and the proof wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, `${tag}-verified`);
    await page.context().close();
  });

  it('takes a break with a card not scratched yet, and finds it revealed and its prize paid (SPEC §4, issue 20)', async () => {
    const { s } = LANGUAGES[0];
    const player = await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD);
    await settleComplianceDialogs(running.product.url, player);
    const page = await visitorPage(running.browser, LANGUAGES[0], DESKTOP);
    await actAs(page.context(), player);

    // A card bought and left as it is.
    await page.goto(at('/lottery/scratch-cards/golden-falcon'));
    const game = page.locator('nl-scratch-card');
    await game.getByRole('button', { name: s.instant.scratch.buy.replace('{{price}}', formatMoney(PRICE, 'en-US')) }).click();
    await game.getByRole('button', { name: s.instant.scratch.revealAll }).waitFor();
    type Card = { cardId: string; state: string; prize: number | null; autoScratched: boolean };
    const cardsOf = async (token: string) => (await callGateway<{ items: Card[] }>(running.product.url, '101303', { appKey: 'golden-falcon', pageSize: 1 }, token)).items;
    const [bought] = await cardsOf(player.sessionToken);
    expect(bought).toMatchObject({ state: 'unscratched', prize: null });
    const before = await totalBalance(player.sessionToken);

    // The break, taken in the browser: 72 hours.
    await page.goto(at('/Play-Responsibly?activeTabName=Player%20Controls'));
    const tools = page.locator('nl-play-responsibly');
    await tools.getByRole('tab', { name: s.responsiblePlay.tabs.takeABreak, exact: true }).click();
    await tools.getByRole('radio', { name: s.responsiblePlay.duration.hours.replace('{{count}}', '72'), exact: true }).check();
    await tools.getByRole('button', { name: s.responsiblePlay.actions.next, exact: true }).click();
    await tools.getByRole('button', { name: s.responsiblePlay.actions.confirm, exact: true }).click();
    await page.locator('nl-restriction-dialogs [data-dialog="take-a-break"]').waitFor({ timeout: 15_000 });
    await shot(page, 'en-US-desktop-break');

    // Logged in to withdraw, the only login the break allows: the card is revealed, its prize paid.
    const withdrawOnly = await callGateway<{ sessionToken: string }>(running.product.url, '100200', { accountType: 'email', email: DEMO_PLAYER_EMAIL, password: DEMO_PASSWORD, purpose: 'withdraw' });
    const [revealed] = await cardsOf(withdrawOnly.sessionToken);
    expect(revealed).toMatchObject({ cardId: bought!.cardId, state: 'scratched', autoScratched: true });
    expect(revealed!.prize).toEqual(expect.any(Number));
    expect(await totalBalance(withdrawOnly.sessionToken)).toBe(before + revealed!.prize!);
    await page.context().close();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
