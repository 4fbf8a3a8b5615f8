// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../../elements/define';
import { AUTO_ORDER_KEY } from '../../../sdk/deposits/auto-order';
import { setDefaultClient } from '../../../elements';
import { PLAYER, settle, text, until } from '../helpers';
import { memoryTelemetry } from '../../../sdk';
import enUS from '../../../locales/en-US.json';
import arAE from '../../../locales/ar-AE.json';
import {
  ORDER_DETAIL, PLACE, PRE_CHECK, buyButton, grid, openGame, pickDigits, pickIn, planLines, playType, press, ready, saleReplies, setValue, status, total,
} from './play-helpers';

const navigations: string[] = [];
const placed: unknown[] = [];
beforeAll(() => {
  document.addEventListener('nl-navigate-request', (event) => {
    event.preventDefault();
    navigations.push(event.detail.path);
  });
  document.addEventListener('nl-order-placed', (event) => placed.push(event.detail));
});
afterEach(() => {
  document.body.innerHTML = '';
  navigations.length = 0;
  placed.length = 0;
  setDefaultClient(null);
});

const UUID = /^[0-9a-f-]{32,36}$/;

describe('the bet slip: lines, entries and price', () => {
  it.each([
    // tag, play type, size, how to pick, entries, total of one draw
    ['nl-pick3', 'Exact', null, async (r: ShadowRoot) => await pickDigits(r, 1, 2, 3), 'Exact: entries 1', 'AED 2'],
    ['nl-pick3', 'Any', null, async (r: ShadowRoot) => await pickDigits(r, 1, 1, 2), 'Any: entries 1', 'AED 2'],
    ['nl-pick4', 'Any', null, async (r: ShadowRoot) => await pickDigits(r, 1, 2, 3, 4), 'Any: entries 1', 'AED 2'],
    ['nl-quick-five', 'Group', 'Group 2', async (r: ShadowRoot) => await pickIn(r, 'Numbers', '01', '02', '03', '04'), 'Group: entries 6', 'AED 6'],
    ['nl-quick-five', 'Nap', 'Nap 3', async (r: ShadowRoot) => await pickIn(r, 'Numbers', '01', '05', '11'), 'Nap: entries 1', 'AED 1'],
    ['nl-quick-five', 'Prediction', 'Prediction 7', async (r: ShadowRoot) => await pickIn(r, 'Numbers', '01', '02', '03', '04', '05', '06', '07'), 'Prediction: entries 1', 'AED 1'],
    ['nl-lucky-day', null, null, async (r: ShadowRoot) => { await pickIn(r, 'Day numbers', '01', '05', '09', '13', '22', '31'); await pickIn(r, 'Month number', '12'); }, 'Numbers: entries 1', 'AED 20'],
    ['nl-super-diamond', null, null, async (r: ShadowRoot) => { await pickIn(r, 'Numbers', '01', '07', '13', '20'); await pickIn(r, 'Diamond', '3'); }, 'Numbers: entries 1', 'AED 15'],
    ['nl-color-prediction', 'Colour', null, async (r: ShadowRoot) => await pickIn(r, 'Options', 'Violet'), 'Colour: entries 1', 'AED 1'],
    ['nl-super-ocean', 'Group of six', null, async (r: ShadowRoot) => await pickIn(r, 'Options', '7–12'), 'Group of six: entries 1', 'AED 1'],
  ] as const)('%s %s %s: counts the line and prices the plan', async (tag, type, size, choose, entries, price) => {
    const { root } = openGame(tag, { user: PLAYER });
    await ready(root);
    if (type) await playType(root, type);
    if (size) await setValue(root.querySelector<HTMLSelectElement>('.member select')!, String(Array.from(root.querySelectorAll('.member option')).findIndex((o) => text(o) === size)));
    await choose(root);
    await until(() => status(root) === `${entries}. Add it to your plan.`);
    await press(root, 'Add');
    await until(() => planLines(root).length === 1);
    expect(total(root)).toBe(price);
  });

  it('multiplies by the multiple (Octaluck 1, 2, 5, 10, 20, 50) and by the consecutive draws', async () => {
    const { root } = openGame('nl-octaluck', { user: PLAYER });
    await ready(root);
    const multiples = root.querySelector<HTMLSelectElement>('.multiple select')!;
    expect(Array.from(multiples.options, (o) => o.value)).toEqual(['1', '2', '5', '10', '20', '50']);
    await playType(root, 'Two numbers');
    await pickIn(root, 'Numbers', '1', '8');
    await setValue(multiples, '5');
    await press(root, 'Add');
    await until(() => planLines(root).length === 1);
    // Two numbers make one entry: 1 × 5 × AED 2.
    expect(total(root)).toBe('AED 10');
    await setValue(root.querySelector<HTMLInputElement>('input[name="draws"]')!, '3');
    await until(() => total(root) === 'AED 30');
    expect(text(root.querySelector('.plan-multiple'))).toBe('×5');
  });

  it("says how many numbers are still to pick, answers an incomplete Add with 'Please Select {num} Numbers', and refuses an 'any' play of identical digits", async () => {
    const { root } = openGame('nl-pick3', { user: PLAYER });
    await ready(root);
    await playType(root, 'Any');
    expect(status(root)).toBe('Select 3 numbers');
    await pickDigits(root, 7);
    expect(status(root)).toBe('Choose 2 more numbers');
    await pickIn(root, '2nd digit', '7');
    expect(status(root)).toBe('Choose 1 more number');
    await press(root, 'Add');
    await until(() => status(root) === 'Please Select 3 Numbers');
    expect(root.querySelector('.line-status')?.getAttribute('role')).toBe('alert');
    await pickIn(root, '3rd digit', '7');
    await until(() => status(root) === 'An Any play cannot have all numbers the same.');
    await press(root, 'Add');
    await settle();
    expect(planLines(root)).toEqual([]);
    expect(root.querySelector('.line-status')?.getAttribute('role')).toBe('alert');
  });

  it('labels each row, drops the hint once a line is added, and shows my plan as a ticket: balls, play type, entries, price', async () => {
    const { root } = openGame('nl-pick3', { user: PLAYER });
    await ready(root);
    expect(Array.from(root.querySelectorAll('.pool-label'), (l) => text(l))).toEqual(['1st digit', '2nd digit', '3rd digit']);
    await pickDigits(root, 1, 2, 7);
    await press(root, 'Add');
    await until(() => planLines(root).length === 1);
    // The next line is not begun: no "Select 3 numbers" standing there as if something were wrong.
    expect(status(root)).toBe('');
    const line = root.querySelector('.plan-line')!;
    expect(Array.from(line.querySelectorAll('.plan-ball'), (b) => text(b))).toEqual(['1', '2', '7']);
    expect(text(line.querySelector('.plan-type'))).toBe('Exact');
    expect(text(line.querySelector('.plan-entries'))).toBe('Entries: 1');
    expect(text(line.querySelector('.plan-price'))).toBe('Price AED 2');
    await pickDigits(root, 4);
    expect(status(root)).toBe('Choose 2 more numbers');
  });

  it('labels Lucky Day by day and month and Super Diamond by numbers and diamond, the extra ball set apart in my plan', async () => {
    const lucky = openGame('nl-lucky-day', { user: PLAYER });
    await ready(lucky.root);
    expect(Array.from(lucky.root.querySelectorAll('.pool-label'), (l) => text(l))).toEqual(['Day numbers', 'Month number']);
    expect(status(lucky.root)).toBe('Select 6 numbers');
    const diamond = openGame('nl-super-diamond', { user: PLAYER });
    await ready(diamond.root);
    expect(Array.from(diamond.root.querySelectorAll('.pool-label'), (l) => text(l))).toEqual(['Numbers', 'Diamond']);
    await pickIn(diamond.root, 'Numbers', '01', '02', '03', '04');
    expect(status(diamond.root)).toBe('Please select 1 diamond.');
    await press(diamond.root, 'Easy Pick');
    await until(() => diamond.root.querySelector('.line-status[data-valid="true"]'));
    await press(diamond.root, 'Add');
    await until(() => planLines(diamond.root).length === 1);
    expect(diamond.root.querySelectorAll('.plan-line .plan-ball')).toHaveLength(5);
    expect(diamond.root.querySelectorAll('.plan-line .plan-ball-extra')).toHaveLength(1);
  });

  it('draws its selects and the draws stepper in the design, the stepper buttons named', async () => {
    const { root } = openGame('nl-quick-five', { user: PLAYER });
    await ready(root);
    for (const select of root.querySelectorAll('select')) expect(select.classList.contains('nl-compact-select')).toBe(true);
    const stepper = root.querySelector('.stepper')!;
    expect(Array.from(stepper.querySelectorAll('button'), (b) => b.getAttribute('aria-label'))).toEqual(['One draw fewer', 'One draw more']);
  });

  it('caps consecutive draws at 20', async () => {
    const { root } = openGame('nl-pick3', { user: PLAYER });
    await ready(root);
    await pickDigits(root, 4, 5, 6);
    await press(root, 'Add');
    const draws = root.querySelector<HTMLInputElement>('input[name="draws"]')!;
    await setValue(draws, '25');
    await until(() => draws.value === '20');
    expect(total(root)).toBe('AED 40');
    expect(root.querySelector<HTMLButtonElement>('button[aria-label="One draw more"]')!.disabled).toBe(true);
    await press(root, 'One draw fewer');
    await until(() => draws.value === '19');
    expect(text(root.querySelector('#draws-label'))).toBe('Consecutive draws (up to 20)');
  });

  it('Easy Pick fills a valid line of the chosen play type', async () => {
    const { root } = openGame('nl-pick4', { user: PLAYER });
    await ready(root);
    await playType(root, 'Any');
    for (let i = 0; i < 5; i += 1) {
      await press(root, 'Easy Pick');
      await until(() => root.querySelector('.line-status[data-valid="true"]'));
      expect(root.querySelectorAll('.number-grid button[aria-pressed="true"]')).toHaveLength(4);
      await press(root, 'Clear');
      await until(() => status(root) === 'Select 4 numbers');
    }
  });

  it('asks before deleting a line of my plan', async () => {
    const { root } = openGame('nl-pick3', { user: PLAYER });
    await ready(root);
    await pickDigits(root, 1, 2, 3);
    await press(root, 'Add');
    await pickDigits(root, 9, 8, 7);
    await press(root, 'Add');
    await until(() => planLines(root).length === 2);
    await press(root, 'Delete line 1');
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    expect(text(dialog)).toContain('1 2 3 will be removed from your plan.');
    await press(dialog, 'Keep');
    await until(() => !root.querySelector('[role="dialog"]'));
    expect(planLines(root)).toEqual(['1 2 3', '9 8 7']);
    await press(root, 'Delete line 1');
    await press(await until(() => root.querySelector('[role="dialog"]')), 'Delete');
    await until(() => planLines(root).length === 1);
    expect(planLines(root)).toEqual(['9 8 7']);
  });

  it('is keyboard-playable: one Tab stop per grid, arrows move (mirrored in Arabic), Enter and Space pick', async () => {
    for (const [language, forward] of [['en-US', 'ArrowRight'], ['ar-AE', 'ArrowLeft']] as const) {
      const { root } = openGame('nl-pick3', { user: PLAYER, language });
      await ready(root);
      const row = grid(root, language === 'en-US' ? '1st digit' : 'الخانة الأولى');
      const buttons = Array.from(row.querySelectorAll('button'));
      expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
      buttons[0]!.focus();
      const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      key(buttons[0]!, forward);
      key(buttons[1]!, forward);
      expect(buttons[2]!.tabIndex).toBe(0);
      key(buttons[2]!, 'Enter');
      await until(() => buttons[2]!.getAttribute('aria-pressed') === 'true');
      key(buttons[2]!, 'End');
      key(buttons[9]!, ' ');
      await until(() => buttons[9]!.getAttribute('aria-pressed') === 'true');
      expect(buttons[2]!.getAttribute('aria-pressed')).toBe('false');
      expect(row.getAttribute('role')).toBe('group');
      document.body.innerHTML = '';
    }
  });
});

describe('the bet slip: buying', () => {
  async function planOf(root: ShadowRoot, draws = '2') {
    await ready(root);
    await pickDigits(root, 1, 2, 3);
    await press(root, 'Add');
    await setValue(root.querySelector<HTMLInputElement>('input[name="draws"]')!, draws);
    await until(() => !buyButton(root).disabled);
  }

  it('checks then places the order with an idempotency key, and a retry sends the same key', async () => {
    let attempts = 0;
    const replies = saleReplies();
    replies[PLACE] = () => (++attempts === 1 ? { code: 500000000, message: 'busy' } : { data: { id: 'O-77', chaseId: 'C-1' } });
    const analytics = memoryTelemetry();
    const { root, gateway } = openGame('nl-pick3', { user: PLAYER, replies, analytics });
    await planOf(root);
    buyButton(root).click();
    await until(() => root.querySelector('[part="buy-error"]'));
    const request = { appKey: 'pick3', lotteryType: 72, playType: 7201, drawCount: 2, selections: [{ numbers: [1, 2, 3], multiple: 1 }], amount: 400 };
    const [check] = gateway.callsOf(PRE_CHECK) as { idempotencyKey: string }[];
    expect(check).toEqual({ ...request, idempotencyKey: expect.stringMatching(UUID) });
    expect(gateway.callsOf(PLACE)).toEqual([check]);
    expect(text(root.querySelector('[part="buy-error"]'))).toContain('Purchase Failed: There is something wrong. Please try again later.');

    await press(root, 'Try again');
    const success = await until(() => root.querySelector('[part="success"]'));
    const places = gateway.callsOf(PLACE) as { idempotencyKey: string }[];
    expect(places).toHaveLength(2);
    expect(places[1]!.idempotencyKey).toBe(check!.idempotencyKey);
    expect(text(success)).toContain('O-77');
    await until(() => placed.length === 1);
    expect(placed).toEqual([{ lotteryType: 72, orderIds: ['O-77'], amount: 400 }]);
    // Analytics hears the purchase that went through, not the failed attempt before it.
    expect(analytics.events).toEqual([{ type: 'purchase', lotteryType: 72, orders: 1, amount: 400 }]);

    // A new purchase is a new key.
    await press(root, 'Previous page');
    await planOf(root);
    buyButton(root).click();
    await until(() => root.querySelector('[part="success"]'));
    const third = (gateway.callsOf(PLACE) as { idempotencyKey: string }[])[2]!;
    expect(third.idempotencyKey).not.toBe(check!.idempotencyKey);
  });

  it('says a purchase refused for the player\'s location was not bought because of where they are, and Try again sends the same key', async () => {
    let attempts = 0;
    const replies = saleReplies();
    replies[PLACE] = () => (++attempts === 1 ? { code: 403001024, message: 'Playing and deposits are only available inside the UAE.' } : { data: { id: 'O-78', chaseId: null } });
    const analytics = memoryTelemetry();
    const { root, gateway } = openGame('nl-pick3', { user: PLAYER, replies, analytics });
    await planOf(root);
    buyButton(root).click();
    await until(() => root.querySelector('[part="buy-error"]'));
    expect(text(root.querySelector('[part="buy-error"]'))).toContain('Not bought: playing is only possible from inside the UAE. Confirm your location, then try again.');
    expect(text(root.querySelector('[part="buy-error"]'))).not.toContain('Purchase Failed');
    await press(root, 'Try again');
    await until(() => root.querySelector('[part="success"]'));
    const keys = (gateway.callsOf(PLACE) as { idempotencyKey: string }[]).map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('confirms a purchase as a ticket: game, order id, lines as balls, first and last draw with number and time, draws and total; focus on it', async () => {
    const { root, gateway } = openGame('nl-pick3', { user: PLAYER });
    await ready(root);
    await pickDigits(root, 1, 2, 3);
    await press(root, 'Add');
    await setValue(root.querySelector<HTMLInputElement>('input[name="draws"]')!, '3');
    await until(() => total(root) === 'AED 6' && !buyButton(root).disabled);
    buyButton(root).click();
    const ticket = await until(() => root.querySelector('[part="success"] [data-field="lastDraw"]') && root.querySelector<HTMLElement>('[part="success"]'));
    expect(gateway.callsOf(ORDER_DETAIL)).toEqual([{ orderId: 'O-1' }]);
    expect(text(ticket.querySelector('.ticket-game'))).toBe('Pick 3');
    const facts = (name: string) => text(ticket.querySelector(`[data-field="${name}"] dd`));
    expect(text(ticket.querySelector('[data-field="orderId"] dt'))).toBe('Order ID');
    expect(facts('orderId')).toBe('O-1');
    // The sale closes at 15:10 UTC and draws 10 minutes later: 19:20 in Dubai.
    expect(facts('firstDraw')).toBe('Draw 20261123001 · 19:20, 23/11/2026');
    expect(facts('lastDraw')).toBe('Draw 20261123003 · 19:20, 25/11/2026');
    expect(facts('draws')).toBe('3');
    expect(facts('total')).toBe('AED 6');
    expect(Array.from(ticket.querySelectorAll('.ticket-lines .plan-ball'), (b) => text(b))).toEqual(['1', '2', '3']);
    expect(text(ticket.querySelector('.ticket-lines .plan-type'))).toBe('Exact');
    await until(() => root.activeElement === ticket.querySelector('h1'));
  });

  it('says the ticket in Arabic, and when the draw cannot be read, that the orders will show it', async () => {
    const replies = saleReplies();
    replies[ORDER_DETAIL] = { code: 500000001, message: 'down' };
    const { root } = openGame('nl-pick3', { user: PLAYER, language: 'ar-AE', replies });
    await ready(root);
    for (const [i, d] of [1, 2, 3].entries()) await pickIn(root, arAE.play.pool.digitAt[String(i + 1) as '1'], String(d));
    await press(root, arAE.play.add);
    await until(() => !buyButton(root).disabled);
    buyButton(root).click();
    const ticket = await until(() => root.querySelector('[part="success"]') && root.querySelector<HTMLElement>('[part="success"]'));
    await until(() => text(ticket).includes(arAE.play.ticket.drawUnknown));
    expect(text(ticket.querySelector('[data-field="orderId"] dt'))).toBe(arAE.play.ticket.orderId_one);
    expect(text(ticket.querySelector('.ticket-game'))).toBe(arAE.games.pick3.name);
  });

  it('counts down to the first draw by the server clock without a live region, and says politely when the draw takes place', async () => {
    // The server runs 30 s ahead of the device; the draw is 20 minutes after its clock's now.
    const { root, time } = openGame('nl-pick3', { user: PLAYER, replies: saleReplies({ serverAhead: 30_000 }) });
    await ready(root);
    await pickDigits(root, 1, 2, 3);
    await press(root, 'Add');
    await until(() => !buyButton(root).disabled);
    buyButton(root).click();
    const ticket = await until(() => root.querySelector<HTMLElement>('[part="success"]'));
    const countdown = await until(() => root.querySelector<HTMLElement>('[part="ticket-countdown"]'));
    expect(text(countdown)).toBe('Draw in 00:20:00');
    await press(root, 'Stay on this ticket');
    expect(ticket.getAttribute('role')).toBeNull();
    expect(countdown.closest('[aria-live="polite"], [role="status"], [role="alert"]')).toBeNull();
    expect(countdown.querySelector('[aria-live="off"]')!.contains(countdown.querySelector('.countdown-time'))).toBe(true);
    const drawing = countdown.querySelector('[role="status"]')!;
    expect(text(drawing)).toBe('');

    time.advance(61_000);
    await until(() => text(root.querySelector('[part="ticket-countdown"] .countdown-time')) === '00:18:59');
    expect(text(drawing)).toBe('');
    time.advance(19 * 60_000);
    await until(() => root.querySelector('[part="ticket-countdown"]')?.getAttribute('data-state') === 'drawing');
    expect(text(root.querySelector('[part="ticket-countdown"] [role="status"]'))).toBe('Draw 20261123001 is taking place now. Your result will show in your orders.');
    expect(root.querySelector('[part="ticket-countdown"] .countdown-time')).toBeNull();
  });

  it("is SPEC §2's success panel: back to the bet slip after 5 s, focus on the game's heading; 'Stay on this ticket' keeps it", async () => {
    const { root, time } = openGame('nl-pick3', { user: PLAYER });
    await ready(root);
    await pickDigits(root, 1, 2, 3);
    await press(root, 'Add');
    await until(() => !buyButton(root).disabled);
    buyButton(root).click();
    // The countdown starts with the focus on the ticket's heading.
    await until(() => root.querySelector('#ticket-title') !== null && root.activeElement === root.querySelector('#ticket-title'));
    expect(text(root.querySelector('[part="success-countdown"]'))).toBe('Back to the game in 5 s.');
    expect(root.querySelector('[part="success-countdown"]')!.getAttribute('aria-live')).toBe('off');
    time.advance(1_000);
    await until(() => text(root.querySelector('[part="success-countdown"]')) === 'Back to the game in 4 s.');
    time.advance(4_000);
    await until(() => root.querySelector('[part="success"]') === null && root.querySelector('[part="play"]'));
    await until(() => root.querySelector('#play-title') !== null && root.activeElement === root.querySelector('#play-title'));
    expect(navigations).toEqual([]);

    // The next ticket stays when asked to, however long the player reads it.
    await pickDigits(root, 4, 5, 6);
    await press(root, 'Add');
    await until(() => !buyButton(root).disabled);
    buyButton(root).click();
    await until(() => root.querySelector('[part="success-countdown"]'));
    await press(root, 'Stay on this ticket');
    expect(root.querySelector('[part="success-countdown"]')).toBeNull();
    // Second by second, well past the 5 s: the ticket stays, also when Stay was pressed before the
    // countdown's start had run (it once came back after 5 s in a loaded run).
    for (let second = 1; second <= 10; second += 1) {
      time.advance(1_000);
      await settle();
      expect(root.querySelector('[part="success"]'), `${second} s after Stay`).not.toBeNull();
    }
    await press(root, 'Previous page');
    await until(() => root.querySelector('[part="play"]'));
  });

  it('says the success panel in Arabic', async () => {
    const { root, time } = openGame('nl-pick3', { user: PLAYER, language: 'ar-AE' });
    await ready(root);
    for (const [i, d] of [1, 2, 3].entries()) await pickIn(root, arAE.play.pool.digitAt[String(i + 1) as '1'], String(d));
    await press(root, arAE.play.add);
    await until(() => !buyButton(root).disabled);
    buyButton(root).click();
    await until(() => root.querySelector('[part="ticket-countdown"]'));
    expect(text(root.querySelector('[part="success-countdown"]'))).toBe(arAE.play.success.backIn.replace('{{seconds}}', '5'));
    expect(text(root.querySelector('[part="ticket-countdown"]'))).toBe(`${arAE.play.ticket.drawIn} 00:20:00`);
    await press(root, arAE.play.success.stay);
    time.advance(20 * 60_000);
    await until(() => text(root.querySelector('[part="ticket-countdown"] [role="status"]')) === arAE.play.ticket.drawNow.replace('{{phase}}', '20261123001'));
    await press(root, arAE.play.success.previousPage);
    await until(() => root.querySelector('[part="play"]'));
  });

  it('places one order per play type of the plan', async () => {
    const { root, gateway } = openGame('nl-pick3', { user: PLAYER });
    await ready(root);
    await pickDigits(root, 1, 2, 3);
    await press(root, 'Add');
    await playType(root, 'Any');
    await pickDigits(root, 3, 3, 4);
    await press(root, 'Add');
    await until(() => planLines(root).length === 2 && !buyButton(root).disabled);
    expect(total(root)).toBe('AED 4');
    buyButton(root).click();
    await until(() => root.querySelector('[part="success"]'));
    const orders = gateway.callsOf(PLACE) as { playType: number; amount: number; idempotencyKey: string }[];
    expect(orders.map((o) => [o.playType, o.amount])).toEqual([[7201, 200], [7202, 200]]);
    expect(orders[0]!.idempotencyKey).not.toBe(orders[1]!.idempotencyKey);
  });

  it('offers a deposit when the balance is short, places nothing, and keeps the order for after the deposit (the auto order)', async () => {
    sessionStorage.clear();
    const replies = saleReplies();
    replies[PRE_CHECK] = { data: { amount: 400, balanceSufficient: false } };
    const { root, gateway } = openGame('nl-pick3', { user: PLAYER, replies });
    await planOf(root);
    buyButton(root).click();
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    expect(text(dialog)).toContain('Insufficient account balance, kindly deposit first.');
    expect(text(dialog)).toContain('After your deposit, we buy this ticket for you.');
    const checked = gateway.callsOf(PRE_CHECK) as { idempotencyKey: string }[];
    const deposit = Array.from(dialog.querySelectorAll('a')).find((a) => text(a) === 'Deposit')!;
    expect(deposit.getAttribute('href')).toBe('/account/deposit');
    deposit.click();
    expect(navigations).toEqual(['/account/deposit']);
    expect(gateway.callsOf(PLACE)).toEqual([]);
    const kept = JSON.parse(sessionStorage.getItem(AUTO_ORDER_KEY)!) as { orders: { request: { appKey: string }; idempotencyKey: string }[]; backPath: string };
    expect(kept.backPath).toBe('/lottery/pick3');
    expect(kept.orders.map((o) => [o.request.appKey, o.idempotencyKey])).toEqual([['pick3', checked[0]!.idempotencyKey]]);
  });

  it('keeps nothing when the player answers Later', async () => {
    sessionStorage.clear();
    const replies = saleReplies();
    replies[PRE_CHECK] = { data: { amount: 400, balanceSufficient: false } };
    const { root } = openGame('nl-pick3', { user: PLAYER, replies });
    await planOf(root);
    buyButton(root).click();
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    Array.from(dialog.querySelectorAll('button')).find((b) => text(b) === 'Later')!.click();
    expect(sessionStorage.getItem(AUTO_ORDER_KEY)).toBeNull();
  });

  it('shows the sales-suspension dialog with the server message, then goes home', async () => {
    const replies = saleReplies();
    replies[PLACE] = { code: 403000949, message: 'Sales of Pick 3 are suspended.' };
    const { root } = openGame('nl-pick3', { user: PLAYER, replies });
    await planOf(root);
    buyButton(root).click();
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    expect(text(dialog.querySelector('.nl-dialog-title'))).toBe('Sales suspended');
    expect(text(dialog)).toContain('Sales of Pick 3 are suspended.');
    await press(dialog, 'Go to home');
    expect(navigations).toEqual(['/']);
  });

  it('sends a guest to login with the way back, and buys nothing', async () => {
    const { root, gateway } = openGame('nl-pick3', { path: '/lottery/pick3' });
    await planOf(root);
    expect(text(buyButton(root))).toBe('Log in to buy');
    buyButton(root).click();
    expect(navigations).toEqual(['/account/login?redirect=%2Flottery%2Fpick3']);
    expect(gateway.callsOf(PRE_CHECK)).toEqual([]);
  });

  it('asks an unverified player to verify first, and buys nothing', async () => {
    const { root, gateway } = openGame('nl-pick3', { user: { ...PLAYER, verifiedStatus: 1 } });
    await planOf(root);
    buyButton(root).click();
    const dialog = await until(() => root.querySelector('[role="dialog"]'));
    expect(dialog).toBeTruthy();
    expect(gateway.callsOf(PRE_CHECK)).toEqual([]);
  });
});

describe('the bet slip: Buy Again (a plan in the link)', () => {
  it('fills my plan, play type, multiple and draws from the link, and buys exactly that plan', async () => {
    const { root, gateway } = openGame('nl-octaluck', { user: PLAYER, attributes: { plan: '8302_3_1-8x5_2-4x5' } });
    await ready(root);
    await until(() => planLines(root).length === 2);
    expect(planLines(root)).toEqual(['1 8', '2 4']);
    expect(root.querySelector('[role="radio"][aria-checked="true"]')?.textContent).toBe('Two numbers');
    expect(root.querySelector<HTMLSelectElement>('.multiple select')!.value).toBe('5');
    expect(root.querySelector<HTMLInputElement>('input[name="draws"]')!.value).toBe('3');
    expect(text(root.querySelector('[part="linked-plan"]'))).toBe(enUS.play.linkedPlan.filled);
    // Two lines of one entry, ×5, for 3 draws: 2 × 5 × AED 2 × 3.
    expect(total(root)).toBe('AED 60');
    await until(() => !buyButton(root).disabled);
    buyButton(root).click();
    await until(() => root.querySelector('[part="success"]'));
    expect(gateway.callsOf(PLACE)).toEqual([expect.objectContaining({
      appKey: 'octaluck', lotteryType: 83, playType: 8302, drawCount: 3, amount: 6_000,
      selections: [{ numbers: [1, 8], multiple: 5 }, { numbers: [2, 4], multiple: 5 }],
    })]);
  });

  it('fills a Pick 3 Any 6 plan of three draws', async () => {
    const { root } = openGame('nl-pick3', { user: PLAYER, attributes: { plan: '7203_3_1-2-3' } });
    await ready(root);
    await until(() => planLines(root).length === 1);
    expect(planLines(root)).toEqual(['1 2 3']);
    expect(text(root.querySelector('.plan-type'))).toBe('Any');
    expect(root.querySelector('[role="radio"][aria-checked="true"]')?.textContent).toBe('Any');
    expect(root.querySelector<HTMLInputElement>('input[name="draws"]')!.value).toBe('3');
    expect(total(root)).toBe('AED 6');
  });

  it.each([
    ['identical digits for Any 6', 'nl-pick3', '7203_3_7-7-7'],
    ["another game's play type", 'nl-pick3', '8302_1_1-8'],
    ['a multiple Octaluck has not', 'nl-octaluck', '8301_1_3x3'],
    ['21 draws', 'nl-pick3', '7201_21_1-2-3'],
    ['not a plan', 'nl-pick3', '<img src=x onerror=alert(1)>'],
  ] as const)('ignores a link with %s, says so, and leaves the slip empty and working', async (_case, tag, plan) => {
    const { root, client } = openGame(tag, { user: PLAYER, attributes: { plan } });
    const toasts: unknown[] = [];
    client.events.on('toast', (toast) => toasts.push(toast));
    await ready(root);
    await until(() => toasts.length === 1);
    expect(toasts).toEqual([{ kind: 'error', messageKey: 'play.linkedPlan.invalid' }]);
    expect(planLines(root)).toEqual([]);
    expect(root.querySelector('[part="linked-plan"]')).toBeNull();
    expect(root.querySelector<HTMLInputElement>('input[name="draws"]')!.value).toBe('1');
    expect(text(root.querySelector('.plan-empty'))).toBe(enUS.play.plan.empty);
  });
});

describe('the bet slip: countdown to sales close', () => {
  it('counts down by server time and disables Buy at the close', async () => {
    // The server runs a minute ahead of the device; its sale closes 3 s from its now.
    const { root, time, gateway } = openGame('nl-pick3', { user: PLAYER, replies: saleReplies({ closesIn: 3_000, serverAhead: 60_000 }) });
    await ready(root);
    await pickDigits(root, 1, 2, 3);
    await press(root, 'Add');
    const countdown = () => text(root.querySelector('.countdown-time'));
    await until(() => countdown() === '00:00:03');
    expect(buyButton(root).disabled).toBe(false);
    time.advance(1_000);
    await until(() => countdown() === '00:00:02');
    time.advance(2_000);
    await until(() => root.querySelector('.countdown[data-state="closed"]'));
    expect(text(root.querySelector('.countdown'))).toBe('Sales for this draw have closed.');
    expect(buyButton(root).disabled).toBe(true);
    // A few seconds later the next phase is asked for.
    const asked = gateway.callsOf('660203').length;
    await settle(); // the close's effects run
    time.advance(5_000);
    await until(() => gateway.callsOf('660203').length === asked + 1);
  });
});

describe('the bet slip in both languages', () => {
  it.each([
    ['en-US', enUS],
    ['ar-AE', arAE],
  ] as const)('speaks %s', async (language, strings) => {
    const { root } = openGame('nl-pick3', { user: PLAYER, language });
    await ready(root);
    // "Select 3 numbers": English's plural 'other', Arabic's 'few' (3 to 10).
    expect(status(root)).toBe((language === 'en-US' ? strings.play.hint.select_other : strings.play.hint.select_few).replace('{{count}}', '3'));
    await pickIn(root, strings.play.pool.digitAt['1'], '1');
    await until(() => status(root) === strings.play.hint.more_two);
    await pickIn(root, strings.play.pool.digitAt['2'], '2');
    await until(() => status(root) === strings.play.hint.more_one);
    expect(Array.from(root.querySelectorAll('.pool-label'), (l) => text(l))).toEqual(['1', '2', '3'].map((n) => strings.play.pool.digitAt[n as '1' | '2' | '3']));
    expect(text(buyButton(root))).toBe(strings.play.buy);
    expect(text(root.querySelector('h1'))).toBe(strings.games.pick3.name);
    expect(text(root.querySelector('.plan-empty'))).toBe(strings.play.plan.empty);
    expect(root.querySelector('[part="base"]')?.getAttribute('dir') ?? root.host.shadowRoot?.firstElementChild?.getAttribute('dir')).toBe(language === 'ar-AE' ? 'rtl' : 'ltr');
  });
});
