/**
 * The player's journey by keyboard alone (issue 21, "Keyboard and screen reader"), in Chromium at
 * 390 px in English and in Arabic, and at 1280 px in English: the home page's game rows, log in,
 * buy a Pick 3 line, open an order, the deposit form (new card, tabbed through) and, on the phone,
 * a limit (wager in English, deposit in Arabic; a limit cannot be set twice in its period, so the
 * desktop run, the same player's, leaves it out). Pages are opened by their
 * address, as a keyboard user types it; everything on a page is reached with Tab and used with
 * Enter, Space and typing.
 *
 * Every Tab stop on the way is checked where the player would see it: the focused element (inside
 * shadow roots too) has a size, lies inside the viewport after the browser scrolled to it, and is
 * what the page shows at its centre (`elementFromPoint`, followed into shadow roots: the element,
 * something inside it, or its own label), so a stop that is hidden, covered by a sticky header or
 * banner, or partly off-screen fails the test with its name and box.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { routePath } from '../../sdk/routes';
import { DEMO_PASSWORD, DEMO_PLAYER_EMAIL } from '../../host-demo/server/seed/seed-demo';
import { sharedProductInBrowser } from './support/product-in-browser';
import { ARTIFACTS_DIR } from './support/browser';
import { confirmedVisitor } from './support/accounts';
import { DESKTOP, LANGUAGES, PHONE, type Language, type Viewport } from './support/languages';
import { passwordLogin, settleComplianceDialogs } from './support/session';

const running = sharedProductInBrowser();
const at = (path: string) => new URL(path.replace(/^\//, ''), running.product.url).href;

/** Tab presses allowed to reach one target from where focus is. */
const MAX_TABS = 80;

beforeAll(async () => {
  // The dialogs that open after a first login (terms, funds declaration, limit invitation) have
  // their own keyboard tests; here the player has answered them before.
  await settleComplianceDialogs(running.product.url, await passwordLogin(running.product.url, DEMO_PLAYER_EMAIL, DEMO_PASSWORD));
});

/** What a Tab stop looks like to the player: null when it is where it can be seen. */
interface StopProblem {
  name: string;
  problem: string;
  box: { left: number; top: number; right: number; bottom: number };
}

/** Checks the focused element (through shadow roots) is sized, on screen and not covered. */
function checkFocusedStop(page: Page): Promise<StopProblem | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return { name: 'body', problem: 'focus fell to <body>', box: { left: 0, top: 0, right: 0, bottom: 0 } };
    const element = active as HTMLElement;
    const r = element.getBoundingClientRect();
    const box = { left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right), bottom: Math.round(r.bottom) };
    const name = `<${element.localName}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    if (r.width < 1 || r.height < 1) return { name, problem: 'has no size (hidden)', box };
    const slack = 1;
    if (r.left < -slack || r.top < -slack || r.right > innerWidth + slack || r.bottom > innerHeight + slack) {
      // Which box scrolls it, for the failure message: a row that cannot scroll far enough, or the page.
      let scroller: Element | null = element.parentElement;
      while (scroller && scroller.scrollWidth <= scroller.clientWidth && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
      const where = scroller ? ` in <${scroller.localName} class="${String(scroller.className)}"> scrollLeft ${Math.round(scroller.scrollLeft)} of ${scroller.scrollWidth - scroller.clientWidth}` : '';
      return { name, problem: `is not wholly on screen (${innerWidth}x${innerHeight})${where}`, box };
    }
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    let hit: Element | null = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    const labels = 'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
    const shows = !!hit && (hit === element || element.contains(hit) || labels.some((label) => label === hit || label.contains(hit)));
    if (!shows) return { name, problem: `is covered by <${hit?.localName ?? 'nothing'}${hit?.className ? ` class="${String(hit.className)}"` : ''}>`, box };
    return null;
  });
}

/** Whether `target` is the focused element (looking through shadow roots). */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/**
 * Presses Tab until `target` has the focus, checking every stop on the way (the target too).
 * Fails if a stop is hidden, covered or off-screen, or the target is not reached.
 */
async function tabTo(page: Page, target: Locator, what: string): Promise<number> {
  await target.waitFor({ state: 'attached' });
  const trail: string[] = [];
  for (let presses = 1; presses <= MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    // Scrolling on focus (smooth in some places) settles before the stop is judged.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    let problem = await checkFocusedStop(page);
    if (problem && !problem.problem.startsWith('focus fell')) {
      await page.waitForTimeout(400);
      problem = await checkFocusedStop(page);
    }
    expect(problem, `Tab stop ${presses} on the way to ${what}, after ${trail.slice(-3).join(', ')}: ${problem?.name} ${problem?.problem} at ${JSON.stringify(problem?.box)}`).toBeNull();
    if (await isFocused(target)) return presses;
    trail.push(await page.evaluate(() => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return `<${active?.localName}> "${(active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 30)}"`;
    }));
  }
  throw new Error(`${what} was not reached within ${MAX_TABS} Tab presses`);
}

/** Opens a page by its address, with focus at its start. */
async function open(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(at(path));
  await ready.waitFor();
}

/**
 * The runs: both languages on the phone, where most stops scroll, and English at 1280 px, the
 * width the issue's tester used, where the header and menus are the desktop ones.
 */
const RUNS: { language: Language; viewport: Viewport; limit: 'wager' | 'deposit' | null }[] = [
  { language: LANGUAGES[0], viewport: PHONE, limit: 'wager' },
  { language: LANGUAGES[1], viewport: PHONE, limit: 'deposit' },
  { language: LANGUAGES[0], viewport: DESKTOP, limit: null },
];

describe.each(RUNS.map((run) => ({ ...run, name: `${run.viewport.width} px (${run.language.language})` })))('the keyboard-only journey at $name', ({ language, viewport, limit }) => {
  const s = language.s;
  let page: Page;

  beforeAll(async () => {
    const context = await running.browser.newContext({
      locale: language.browserLocale,
      viewport: { width: viewport.width, height: viewport.height },
      // Location access is needed to bet (SPEC §1): a position in Dubai.
      geolocation: { latitude: 25.2048, longitude: 55.2708 },
      permissions: ['geolocation'],
    });
    await confirmedVisitor(context);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  it('walks the home page: every game card of the scrolling rows shows whole when focused', async () => {
    const grid = page.locator('nl-game-grid').first();
    await open(page, routePath('home'), grid.locator('.card-row').first());
    const cards = grid.locator('.card-row').first().locator('a, button');
    const count = await cards.count();
    expect(count, 'the first row holds cards').toBeGreaterThan(2);
    // The last card of the first row sits beyond the screen's edge until it is focused.
    await tabTo(page, cards.nth(count - 1), 'the last card of the first game row');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/keyboard-home-row-${language.language}-${viewport.name}.png` });
  });

  it('logs in', async () => {
    const login = page.locator('nl-login');
    await open(page, routePath('login'), login.getByRole('textbox', { name: s.auth.email, exact: true }));
    await tabTo(page, login.getByRole('textbox', { name: s.auth.email, exact: true }), 'the e-mail field');
    await page.keyboard.type(DEMO_PLAYER_EMAIL);
    await tabTo(page, login.getByLabel(s.auth.password, { exact: true }).and(login.locator('input')), 'the password field');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.includes('login'), { timeout: 20_000 });
  });

  it('buys a Pick 3 line', async () => {
    const slip = page.locator('nl-pick3');
    const digit = (position: '1' | '2' | '3', value: number) =>
      slip.getByRole('group', { name: s.play.pool.digitAt[position], exact: true }).getByRole('button', { name: String(value), exact: true });
    await open(page, '/lottery/pick3', digit('1', 1));
    // Each pool is one Tab stop (its 0); the reading direction's forward arrow moves to a digit.
    const forward = language.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    for (const [position, value] of [['1', 1], ['2', 2], ['3', 3]] as const) {
      await tabTo(page, digit(position, 0), `the pool of place ${position}`);
      for (let step = 0; step < value; step++) await page.keyboard.press(forward);
      expect(await isFocused(digit(position, value)), `${forward} moves to ${value}`).toBe(true);
      expect(await checkFocusedStop(page)).toBeNull();
      await page.keyboard.press('Enter');
      await expect.poll(() => digit(position, value).getAttribute('aria-pressed')).toBe('true');
    }
    await tabTo(page, slip.getByRole('button', { name: s.play.add, exact: true }), 'Add');
    await page.keyboard.press('Enter');
    const buy = slip.getByRole('button', { name: s.play.buy, exact: true });
    await expect.poll(() => buy.isEnabled(), { timeout: 15_000 }).toBe(true);
    await tabTo(page, buy, 'Buy');
    await page.keyboard.press('Enter');
    await slip.locator('[part="success"]').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${ARTIFACTS_DIR}/keyboard-pick3-bought-${language.language}-${viewport.name}.png` });
  });

  it('opens the order just bought from the order list', async () => {
    const orders = page.locator('nl-orders');
    const details = orders.getByRole('link', { name: new RegExp(s.orders.viewDetails.split('{{')[0]!.trim()) }).or(orders.getByRole('button', { name: new RegExp(s.orders.viewDetails.split('{{')[0]!.trim()) }));
    await open(page, routePath('orders'), details.first());
    await tabTo(page, details.first(), 'the first order\'s details');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== routePath('orders'), { timeout: 15_000 });
  });

  it('fills the deposit amount and tabs through the new-card form without a field calling itself invalid', async () => {
    const deposit = page.locator('nl-deposit');
    const amount = deposit.getByRole('textbox', { name: s.deposit.amount.label });
    await open(page, routePath('deposit'), amount);
    await tabTo(page, amount, 'the amount');
    await page.keyboard.type('100');
    await tabTo(page, deposit.getByRole('button', { name: s.deposit.amount.continue, exact: true }), 'Continue');
    await page.keyboard.press('Enter');
    await tabTo(page, deposit.getByRole('button', { name: s.deposit.cards.newCard, exact: true }), 'Pay with a new card');
    await page.keyboard.press('Enter');
    const card = deposit.getByRole('dialog');
    const number = card.getByRole('textbox', { name: s.deposit.card.number });
    await number.waitFor();
    // The dialog took the focus; Tab goes through its fields without typing.
    const fields = [number, card.getByRole('textbox', { name: s.deposit.card.expiry }), card.getByLabel(s.deposit.card.cvv, { exact: true })];
    for (const [i, field] of fields.entries()) await tabTo(page, field, `card field ${i + 1}`);
    await page.keyboard.press('Tab');
    for (const field of fields) expect(await field.getAttribute('aria-invalid'), 'an untouched card field is not invalid').toBeNull();
    expect((await card.locator('.nl-field-error').allTextContents()).filter((message) => message.trim())).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/keyboard-card-form-${language.language}-${viewport.name}.png` });
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
  });

  // The same player in every run: a wager limit cannot be changed again in its period, so the
  // English phone run sets the wager limit, the Arabic one the deposit limit, the desktop run none.
  const kind = limit ?? 'wager';
  if (limit !== null) it(`sets a ${kind} limit`, async () => {
    const tools = page.locator('nl-play-responsibly');
    const tab = tools.getByRole('tab', { name: s.responsiblePlay.tabs[`${kind}Limit`], exact: true });
    await open(page, `${routePath('playResponsibly')}?activeTabName=Player%20Controls`, tab);
    await tabTo(page, tab, `the ${kind} limit tab`);
    await page.keyboard.press('Enter');
    const typed = tools.getByRole('textbox', { name: s.responsiblePlay.limit.otherAmount });
    await tabTo(page, typed, 'the limit amount');
    await page.keyboard.type('500');
    // A period: Tab lands on the group's checked radio, else its first; Space chooses it.
    const periods = tools.getByRole('group', { name: s.responsiblePlay.confirm.duration, exact: true }).getByRole('radio');
    const landing = Math.max(0, await periods.evaluateAll((radios) => radios.findIndex((radio) => (radio as HTMLInputElement).checked)));
    await tabTo(page, periods.nth(landing), 'the period');
    await page.keyboard.press('Space');
    expect(await periods.nth(landing).isChecked()).toBe(true);
    await tabTo(page, tools.getByRole('button', { name: s.responsiblePlay.actions.next, exact: true }), 'Next');
    await page.keyboard.press('Enter');
    await tabTo(page, tools.getByRole('button', { name: s.responsiblePlay.actions.confirm, exact: true }), 'Confirm');
    await page.keyboard.press('Enter');
    await tools.getByText(s.responsiblePlay.limit[`${kind}Success`].split('{{')[0]!.trim()).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${ARTIFACTS_DIR}/keyboard-${kind}-limit-${language.language}-${viewport.name}.png` });
  });
});
