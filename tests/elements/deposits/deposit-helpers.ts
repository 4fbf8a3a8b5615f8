/**
 * Helpers for `<nl-deposit>` tests: a real SDK client over the shared fake gateway
 * (tests/support/fake-gateway.ts) with timers on a clock the test moves, fixtures that satisfy the
 * deposits contract (sdk/commands/deposits.ts), and small DOM helpers.
 */
import { USER_INFO_KEY, createClient, memoryStorage, type NlClient, type SavedCard, type ToastEvent, type UserInfo, type Analytics, type HostBridge } from '../../../sdk';
import type { FakeGateway, Reply } from '../../support/fake-gateway';
import { manualTime } from '../../support/manual-time';
import { PLAYER } from '../helpers';

export { PLAYER, mount, shadow, until, settle, text, byName } from '../helpers';
export { typeInto, field, errorOf } from '../profile/helpers';

/** Command codes of the deposit (sdk/commands/deposits.ts) and what it reads around it. */
export const CODES = {
  depositOptions: '420552',
  recharge: '420544',
  rechargeStatus: '420545',
  cardPay: '420550',
  cvvPay: '420551',
  kycStatus: '100111',
  balance: '100124',
} as const;

/** A saved card that satisfies SavedCardSchema. */
export function savedCard(overrides: Partial<SavedCard> = {}): SavedCard {
  return { bankCardId: 'C-1', brand: 'visa', holderName: 'Sara K', ambiguousAccountNumber: '•••• •••• •••• 1111', expireDate: '12/29', usable: true, ...overrides };
}

/** A 420552 reply: AED 10 to AED 10,000 per deposit, the card channel up to AED 5,000. */
export function depositOptions(overrides: Record<string, unknown> = {}) {
  return { minAmount: 1_000, maxAmount: 1_000_000, channels: [{ channelType: 710, maxAmount: 500_000 }], cards: [savedCard()], depositLimitRemaining: null, ...overrides };
}

/** A 420545 reply. */
export function status(rechargeStatus: 'PENDING' | 'SUCCESS' | 'FAILURE' | 'TIMEOUT', overrides: Record<string, unknown> = {}) {
  return { gatewayId: 'G-1', orderId: 'O-1', rechargeStatus, gatewayMemo: null, amount: 10_000, ...overrides };
}

/** 420544 answers a new gateway id per call: G-1, G-2 ... */
export function openingGateways(): Reply {
  let n = 0;
  // As the gateway answers: the card payment page of this site for the new gateway id.
  return () => {
    const gatewayId = `G-${++n}`;
    return { data: { gatewayId, redirect: `/payBankCard?gatewayId=${gatewayId}&money=10000&timestamp=1795392847194` } };
  };
}

/**
 * A client over the fake gateway with a stored player, a fixed path and timers the test moves
 * (`timers.advance(ms)`, tests/support/manual-time.ts); the client's clock stays at `now`.
 */
export function depositClient(gateway: FakeGateway, options: { user?: UserInfo | null; language?: 'en-US' | 'ar-AE'; now?: number; analytics?: Analytics; host?: HostBridge } = {}) {
  const storage = memoryStorage();
  const user = options.user === undefined ? PLAYER : options.user;
  if (user) storage.setItem(USER_INFO_KEY, JSON.stringify(user));
  const timers = manualTime();
  const client: NlClient = createClient({
    env: {
      fetch: gateway.fetch,
      storage,
      timers: timers.timers,
      languages: () => [options.language ?? 'en-US'],
      clock: { now: () => options.now ?? Date.UTC(2026, 5, 15, 8, 0) },
      currentPath: () => '/account/deposit',
    },
    analytics: options.analytics,
    host: options.host,
  });
  const toasts: ToastEvent[] = [];
  client.events.on('toast', (toast) => toasts.push(toast));
  const dialogs: { name: string; props: Record<string, unknown> }[] = [];
  client.events.on('dialog', (dialog) => dialogs.push(dialog));
  return { client, timers, toasts, dialogs };
}

/** Every `type` event of a target, with its detail. */
export function record<T = unknown>(target: EventTarget, type: string): T[] {
  const seen: T[] = [];
  target.addEventListener(type, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

/** The open dialogs in a shadow root, last opened last. */
export function dialogs(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[role="dialog"]'));
}

/** The dialog whose title is `title`. */
export function dialogTitled(root: ParentNode, title: string): HTMLElement | null {
  return dialogs(root).find((d) => (d.querySelector('h2')?.textContent ?? '').trim() === title) ?? null;
}

/** Submits the form inside `container`. */
export function submitIn(container: ParentNode): void {
  container.querySelector<HTMLFormElement>('form')!.requestSubmit();
}
