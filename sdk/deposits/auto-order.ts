/**
 * The auto order (SPEC §4, §9; command 101077): a purchase the balance did not cover waits in the
 * tab's session storage while the player deposits; once the deposit is paid, the orders are placed
 * with the idempotency keys they had, so a retry, a reload or a second tab places each once.
 */
import type { OrderRequest } from '../commands/orders';
import type { StorageLike } from '../env/environment';
import { ErrorCode } from '../errors/codes';
import { POLLING, startPoll, type PollerTimers } from '../polling/poller';

/** Session storage key of the purchase waiting for a deposit. */
export const AUTO_ORDER_KEY = 'nl-auto-order';
/** A waiting purchase older than this is dropped: the player has moved on (and its draw has likely closed). */
export const AUTO_ORDER_MAX_AGE_MS = 30 * 60_000;
/** Most orders one purchase holds (a bet slip's play types). */
export const AUTO_ORDER_MAX_ORDERS = 10;

/** A purchase waiting for a deposit: its orders with their keys, and the page it came from. */
export interface AutoOrder {
  orders: { request: Omit<OrderRequest, 'idempotencyKey'>; idempotencyKey: string }[];
  /** The product path of the game page, to go back to. */
  backPath: string;
  /** When it was kept (epoch ms). */
  savedAt: number;
}

/** Keeps `order` for after the deposit, replacing any earlier one. */
export function saveAutoOrder(storage: StorageLike, order: AutoOrder): void {
  storage.setItem(AUTO_ORDER_KEY, JSON.stringify({ ...order, orders: order.orders.slice(0, AUTO_ORDER_MAX_ORDERS) }));
}

/**
 * The waiting purchase, if one was kept less than {@link AUTO_ORDER_MAX_AGE_MS} before `now` and
 * still has its shape (storage is the player's to change); anything else is dropped.
 *
 * @example const waiting = readAutoOrder(sessionStorage, Date.now()); if (waiting) showBuyingPanel(waiting);
 */
export function readAutoOrder(storage: StorageLike, now: number): AutoOrder | null {
  const raw = storage.getItem(AUTO_ORDER_KEY);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = null;
  }
  const order = value as Partial<AutoOrder> | null;
  const fresh = typeof order?.savedAt === 'number' && now - order.savedAt >= 0 && now - order.savedAt < AUTO_ORDER_MAX_AGE_MS;
  const shaped =
    Array.isArray(order?.orders) &&
    order.orders.length > 0 &&
    order.orders.length <= AUTO_ORDER_MAX_ORDERS &&
    order.orders.every((o) => typeof o?.idempotencyKey === 'string' && typeof o.request === 'object' && o.request !== null) &&
    typeof order.backPath === 'string' &&
    order.backPath.startsWith('/') &&
    !order.backPath.startsWith('//');
  if (!fresh || !shaped) {
    storage.removeItem(AUTO_ORDER_KEY);
    return null;
  }
  return order as AutoOrder;
}

/** Forgets the waiting purchase. */
export function clearAutoOrder(storage: StorageLike): void {
  storage.removeItem(AUTO_ORDER_KEY);
}

/** How the auto order ended. */
export type AutoOrderOutcome =
  | { kind: 'placed'; orderIds: string[] }
  /** 101077 said the deposit failed (3): nothing was bought. */
  | { kind: 'paymentFailed'; message: string | null }
  /** The deposit is paid, but an order was refused (its draw closed, a limit ...): the gateway's words. */
  | { kind: 'notPlaced'; message: string | null; orderIds: string[] }
  /** 101077 still said "waiting" after its last check (SPEC §9: 6 checks, 6 s apart). */
  | { kind: 'stillWaiting' };

/** What {@link placeAutoOrder} calls: the two commands, as the client answers them. */
export interface AutoOrderCalls {
  autoOrderStatus(orderId: string): Promise<{ ok: true; data: { orderPayStatus: 2 | 3; message: string | null } } | { ok: false; error: { type?: string; code: number; message?: string } }>;
  placeOrder(request: OrderRequest): Promise<{ ok: true; data: { id: string } } | { ok: false; error: { code: number; message?: string } }>;
}

/**
 * After the deposit `depositOrderId`: asks 101077 every 6 s, at most 6 times, until the deposit is
 * paid or failed (300000009 means still waiting), then places each order with its own key.
 *
 * @example const end = await placeAutoOrder(calls, { depositOrderId: '42', order: waiting }); if (end.kind === 'placed') clearAutoOrder(sessionStorage);
 */
export async function placeAutoOrder(calls: AutoOrderCalls, { depositOrderId, order, timers }: { depositOrderId: string; order: AutoOrder; timers?: PollerTimers }): Promise<AutoOrderOutcome> {
  const poll = startPoll({
    check: async () => {
      const answer = await calls.autoOrderStatus(depositOrderId);
      // Still waiting, or no answer (the network): an unresolved check, so the poll goes on.
      if (!answer.ok && (answer.error.code === ErrorCode.orderStillWaiting || answer.error.type !== 'gateway')) throw new Error('waiting');
      return answer;
    },
    isDone: () => true,
    intervalMs: POLLING.autoOrder.intervalMs,
    maxTicks: POLLING.autoOrder.maxTicks,
    timers,
  });
  const end = await poll.finished;
  if (end.outcome !== 'done') return { kind: 'stillWaiting' };
  const status = end.result;
  if (!status.ok) return { kind: 'paymentFailed', message: status.error.message ?? null };
  if (status.data.orderPayStatus !== 2) return { kind: 'paymentFailed', message: status.data.message };
  const orderIds: string[] = [];
  for (const o of order.orders) {
    // What storage kept is the player's to change: a request the client refuses to send ends here.
    const placed = await calls.placeOrder({ ...o.request, idempotencyKey: o.idempotencyKey } as OrderRequest).catch(() => ({ ok: false as const, error: { code: 0, message: undefined } }));
    if (!placed.ok) return { kind: 'notPlaced', message: placed.error.message ?? null, orderIds };
    orderIds.push(placed.data.id);
  }
  return { kind: 'placed', orderIds };
}
