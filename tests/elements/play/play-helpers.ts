/**
 * Helpers of the bet slip tests: a real client over the shared fake gateway with a clock and
 * timers the test moves (the countdown ticks on them), the gateway replies of a sale in progress,
 * and DOM helpers that pick numbers the way a player does.
 */
import { USER_INFO_KEY, createClient, memoryStorage, type Analytics, type NlClient, type UserInfo } from '../../../sdk';
import { fakeGateway, type FakeGateway, type Reply } from '../../support/fake-gateway';
import { manualTime } from '../../support/manual-time';
import { balance, mount, shadow, text, until } from '../helpers';

export const NOW = Date.UTC(2026, 10, 23, 15, 0);
export const NEXT_DRAW = '660203';
export const PRE_CHECK = '101105';
export const PLACE = '101101';
export const ORDER_DETAIL = '101066';
export const UPCOMING = '660003';

/** A sale open for `closesIn` ms by the server's clock, which runs `serverAhead` ms ahead of the device. */
export function saleReplies(options: { closesIn?: number; serverAhead?: number } = {}): Record<string, Reply> {
  const serverNow = NOW + (options.serverAhead ?? 0);
  const close = serverNow + (options.closesIn ?? 10 * 60_000);
  return {
    '100124': { data: balance() },
    [NEXT_DRAW]: { data: { phase: '20261123001', salesCloseAt: close, drawAt: close + 600_000, serverTime: serverNow } },
    [PRE_CHECK]: (data) => ({ data: { amount: (data as { amount: number }).amount, balanceSufficient: true } }),
    [PLACE]: { data: { id: 'O-1', chaseId: null } },
    // What the purchase ticket reads: the draw the order entered, and the draws after it.
    [ORDER_DETAIL]: (data) => ({
      data: {
        order: {
          orderId: (data as { orderId: string }).orderId, lotteryType: 72, appKey: 'pick3', playType: 7201, plan: [[1, 2, 3]], multiples: [1], drawCount: 1,
          phase: '20261123001', status: 1, amount: 200, prizeAmount: 0, purchaseTime: serverNow, chaseId: null, orderPrizeStatus: null,
        },
        drawTime: close + 600_000, entryPrice: 200, entries: 1, multiple: 1, draws: 1, schedule: 'games.schedule.daily',
        subtotal: 200, discount: 0, total: 200, vat: 10, totalInclVat: 200, result: null,
      },
    }),
    [UPCOMING]: {
      data: {
        draws: Array.from({ length: 20 }, (_, i) => ({ phase: `2026112300${i + 1}`, salesCloseAt: close + i * 86_400_000, drawAt: close + 600_000 + i * 86_400_000, seedHash: null })),
        serverTime: serverNow,
      },
    },
  };
}

export interface OpenOptions {
  replies?: Record<string, Reply>;
  user?: UserInfo | null;
  language?: 'en-US' | 'ar-AE';
  attributes?: Record<string, string>;
  path?: string;
  /** The client's analytics (off when not given, as in a real client). */
  analytics?: Analytics;
}

/** Mounts a game's element with a client whose time the test moves. */
export function openGame(tag: keyof HTMLElementTagNameMap, options: OpenOptions = {}) {
  const gateway: FakeGateway = fakeGateway(options.replies ?? saleReplies());
  const time = manualTime(NOW);
  const storage = memoryStorage();
  if (options.user) storage.setItem(USER_INFO_KEY, JSON.stringify(options.user));
  const client: NlClient = createClient({
    env: { fetch: gateway.fetch, storage, languages: () => [options.language ?? 'en-US'], clock: time.clock, timers: time.timers, currentPath: () => options.path ?? '/lottery/pick3' },
    analytics: options.analytics,
  });
  const element = mount(tag, client, options.attributes);
  const root = shadow(element);
  return { gateway, client, time, element, root };
}

/** The slip once its countdown has loaded. */
export const ready = (root: ShadowRoot) => until(() => root.querySelector('.countdown[data-state="open"]') && root.querySelector('.number-grid'));

/** A grid by its accessible name ("1st digit", "Numbers", "Month number"...). */
export function grid(root: ParentNode, label: string): HTMLElement {
  const found = Array.from(root.querySelectorAll<HTMLElement>('.number-grid')).find((g) => g.getAttribute('aria-label') === label);
  if (!found) throw new Error(`no grid "${label}"`);
  return found;
}

/** Lets React render what a click changed, as between two clicks of a player. */
export const rendered = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Clicks the button showing `label` in a grid, one render per click. */
export async function pickIn(root: ParentNode, gridLabel: string, ...labels: string[]) {
  for (const label of labels) {
    const button = Array.from(grid(root, gridLabel).querySelectorAll('button')).find((b) => text(b) === label);
    if (!button) throw new Error(`no "${label}" in ${gridLabel}`);
    button.click();
    await rendered();
  }
}

/** The names of Pick 3/4's digit rows, by position. */
export const DIGIT_ROWS = ['1st digit', '2nd digit', '3rd digit', '4th digit'] as const;

/** Picks Pick 3/4 digits, one per row. */
export async function pickDigits(root: ParentNode, ...digits: number[]) {
  for (const [i, digit] of digits.entries()) await pickIn(root, DIGIT_ROWS[i]!, String(digit));
}

/** Clicks a button by its visible text or accessible name. */
export async function press(root: ParentNode, name: string) {
  const button = Array.from(root.querySelectorAll<HTMLElement>('button, a')).find((b) => text(b) === name || b.getAttribute('aria-label') === name);
  if (!button) throw new Error(`no button "${name}"`);
  button.click();
  await rendered();
}

/** Chooses a play type (radio chip). */
export async function playType(root: ParentNode, name: string) {
  const chip = Array.from(root.querySelectorAll<HTMLElement>('[role="radio"]')).find((c) => text(c) === name);
  if (!chip) throw new Error(`no play type "${name}"`);
  chip.click();
  await rendered();
}

/** Sets a React-controlled select or input. */
export async function setValue(field: HTMLSelectElement | HTMLInputElement, value: string) {
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  await rendered();
}

export const status = (root: ParentNode) => text(root.querySelector('.line-status'));
export const total = (root: ParentNode) => text(root.querySelector('.total-amount'));
export const planLines = (root: ParentNode) => Array.from(root.querySelectorAll('.plan-line'), (li) => text(li.querySelector('.plan-numbers')));
export const buyButton = (root: ParentNode) => root.querySelector<HTMLButtonElement>('button.buy')!;
