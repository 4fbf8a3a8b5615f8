/**
 * The auto order (SPEC §4, §9; 101077): a purchase kept while the player deposits, bought with its
 * own keys once 101077 says the deposit is paid, asked every 6 s at most 6 times.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../sdk';
import { ErrorCode } from '../../../sdk/errors/codes';
import { AUTO_ORDER_KEY, AUTO_ORDER_MAX_AGE_MS, placeAutoOrder, readAutoOrder, saveAutoOrder, type AutoOrder, type AutoOrderCalls } from '../../../sdk/deposits/auto-order';

const NOW = Date.UTC(2026, 10, 28, 9, 0);
const request = { appKey: 'pick3', lotteryType: 72, playType: 1, drawCount: 1, selections: [{ numbers: [1, 2, 3] }], amount: 500 };
const waiting = (overrides: Partial<AutoOrder> = {}): AutoOrder => ({
  orders: [
    { request, idempotencyKey: 'key-1' },
    { request: { ...request, playType: 2 }, idempotencyKey: 'key-2' },
  ],
  backPath: '/lottery/pick3',
  savedAt: NOW - 60_000,
  ...overrides,
});
const WAITING = { ok: false as const, error: { type: 'gateway', code: ErrorCode.orderStillWaiting } };
const PAID = { ok: true as const, data: { orderPayStatus: 2 as const, message: null } };

/** Calls that answer 101077 from `statuses` in turn and 101101 from `placed`, recording both. */
function calls(statuses: Awaited<ReturnType<AutoOrderCalls['autoOrderStatus']>>[], placed: Awaited<ReturnType<AutoOrderCalls['placeOrder']>>[] = []) {
  const asked: string[] = [];
  const orders: unknown[] = [];
  const api: AutoOrderCalls = {
    autoOrderStatus: async (orderId) => {
      asked.push(orderId);
      return statuses.shift() ?? WAITING;
    },
    placeOrder: async (r) => {
      orders.push(r);
      return placed.shift() ?? { ok: true, data: { id: String(100 + orders.length) } };
    },
  };
  return { api, asked, orders };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the waiting purchase in session storage', () => {
  it('is read back while fresh, and dropped when stale, misshapen, pointing off the site or not JSON', () => {
    const storage = memoryStorage();
    saveAutoOrder(storage, waiting());
    expect(readAutoOrder(storage, NOW)).toEqual(waiting());
    expect(readAutoOrder(storage, NOW - 60_000 + AUTO_ORDER_MAX_AGE_MS)).toBeNull();
    expect(storage.getItem(AUTO_ORDER_KEY)).toBeNull();
    for (const bad of ['{', '[]', JSON.stringify(waiting({ orders: [] })), JSON.stringify(waiting({ backPath: '//evil.example/' })), JSON.stringify(waiting({ backPath: 'https://evil.example/' })), JSON.stringify({ ...waiting(), orders: [{ request }] })]) {
      storage.setItem(AUTO_ORDER_KEY, bad);
      expect(readAutoOrder(storage, NOW), bad).toBeNull();
    }
  });

  it('keeps at most 10 orders of one purchase', () => {
    const storage = memoryStorage();
    saveAutoOrder(storage, waiting({ orders: Array.from({ length: 15 }, (_, i) => ({ request, idempotencyKey: `k${i}` })) }));
    expect(readAutoOrder(storage, NOW)!.orders).toHaveLength(10);
  });
});

describe('placeAutoOrder', () => {
  it('asks 101077 until the deposit is paid, every 6 s, then places each order with its own key', async () => {
    const c = calls([WAITING, { ok: false, error: { type: 'network', code: 0 } }, PAID]);
    const end = placeAutoOrder(c.api, { depositOrderId: '42', order: waiting() });
    await vi.advanceTimersByTimeAsync(0);
    expect(c.asked).toEqual(['42']);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(c.asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(6_000);
    await expect(end).resolves.toEqual({ kind: 'placed', orderIds: ['101', '102'] });
    expect(c.orders).toEqual([
      { ...request, idempotencyKey: 'key-1' },
      { ...request, playType: 2, idempotencyKey: 'key-2' },
    ]);
  });

  it('buys nothing when the deposit failed, and says why', async () => {
    const c = calls([{ ok: true, data: { orderPayStatus: 3, message: 'Card declined' } }]);
    const end = placeAutoOrder(c.api, { depositOrderId: '42', order: waiting() });
    await vi.advanceTimersByTimeAsync(0);
    await expect(end).resolves.toEqual({ kind: 'paymentFailed', message: 'Card declined' });
    expect(c.orders).toEqual([]);
  });

  it('gives up after 6 checks that still wait, buying nothing', async () => {
    const c = calls([]);
    const end = placeAutoOrder(c.api, { depositOrderId: '42', order: waiting() });
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(end).resolves.toEqual({ kind: 'stillWaiting' });
    expect(c.asked).toHaveLength(6);
    expect(c.orders).toEqual([]);
  });

  it('stops at an order the gateway refuses, saying which were bought', async () => {
    const c = calls([PAID], [{ ok: true, data: { id: '7' } }, { ok: false, error: { code: ErrorCode.salesClosed, message: 'The sales of this draw have closed.' } }]);
    const end = placeAutoOrder(c.api, { depositOrderId: '42', order: waiting() });
    await vi.advanceTimersByTimeAsync(0);
    await expect(end).resolves.toEqual({ kind: 'notPlaced', message: 'The sales of this draw have closed.', orderIds: ['7'] });
  });
});

describe('placeAutoOrder with what storage kept', () => {
  it('ends "not placed" when the client refuses to send a kept request, instead of hanging', async () => {
    const c = calls([PAID]);
    c.api.placeOrder = async () => {
      throw new TypeError('data does not match command 101101');
    };
    const end = placeAutoOrder(c.api, { depositOrderId: '42', order: waiting() });
    await vi.advanceTimersByTimeAsync(0);
    await expect(end).resolves.toEqual({ kind: 'notPlaced', message: null, orderIds: [] });
  });
});
