import { useCallback, useRef, useState } from 'react';
import { ErrorCode, ErrorCodeRange, isInRange, newIdempotencyKey, type OrderRequest } from '../../../sdk';
import { useClient } from '../../base/hooks';

/** One order of a purchase: a play type's lines, with the key it keeps across retries. */
export interface PurchaseOrder {
  request: Omit<OrderRequest, 'idempotencyKey'>;
  idempotencyKey: string;
  /** Order id once placed; a retry skips placed orders. */
  orderId?: string;
}

/** Where a purchase stands. */
export type PurchaseState =
  | { step: 'idle' }
  | { step: 'buying' }
  | { step: 'insufficient' }
  | { step: 'suspended'; message?: string }
  /** `location`: the gateway refused where the player is; the geo popup says why and offers Refresh. */
  | { step: 'failed'; message?: string; reason?: 'location' }
  | { step: 'done'; orderIds: string[] };

const SUSPENDED: readonly number[] = [ErrorCode.gameSalesSuspended, ErrorCode.salesSuspended];

/**
 * Buys a plan: for each order, 101105 checks it (price and balance), then 101101 places it. Each
 * confirmed purchase gets one idempotency key per order (a UUID), sent again unchanged when the
 * player retries, so a retry after a lost reply places each order once. A short balance opens the
 * insufficient-funds dialog; a sales suspension (403000949, 500001019) its own dialog, handled here
 * rather than by the client's catalogue so the bet slip stays in charge of what follows.
 *
 * @example const { state, buy, retry, reset } = usePurchase(); buy([{ appKey: 'pick3', lotteryType: 72, ... }]);
 */
export function usePurchase() {
  const client = useClient();
  const [state, setState] = useState<PurchaseState>({ step: 'idle' });
  const orders = useRef<PurchaseOrder[]>([]);

  const run = useCallback(async () => {
    setState({ step: 'buying' });
    const options = { hideToast: true, ignoreCodes: SUSPENDED };
    for (const order of orders.current) {
      if (order.orderId) continue;
      const request = { ...order.request, idempotencyKey: order.idempotencyKey };
      const check = await client.call('orderPreCheck', request, options);
      if (check.ok && !check.data.balanceSufficient) return setState({ step: 'insufficient' });
      const result = check.ok ? await client.call('placeOrder', request, options) : check;
      if (!result.ok) {
        const { code, message } = result.error;
        if (SUSPENDED.includes(code)) return setState({ step: 'suspended', message });
        return setState(isInRange(code, ErrorCodeRange.geoRestricted) ? { step: 'failed', message, reason: 'location' } : { step: 'failed', message });
      }
      order.orderId = result.data.id;
    }
    void client.refreshBalance({ hideToast: true, ignoreCodes: 'all' });
    setState({ step: 'done', orderIds: orders.current.map((o) => o.orderId!) });
  }, [client]);

  /** Starts a purchase of these orders, each with a fresh key. */
  const buy = useCallback(
    (requests: PurchaseOrder['request'][]) => {
      orders.current = requests.map((request) => ({ request, idempotencyKey: newIdempotencyKey() }));
      void run();
    },
    [run],
  );

  /** Tries the same purchase again, with the same keys. */
  const retry = useCallback(() => void run(), [run]);

  /** The orders of the purchase not placed yet, with their keys: what waits for a deposit (sdk/deposits/auto-order.ts). */
  const unplaced = useCallback(() => orders.current.filter((o) => !o.orderId).map(({ request, idempotencyKey }) => ({ request, idempotencyKey })), []);

  /** Forgets the purchase (a new Buy gets new keys). */
  const reset = useCallback(() => {
    orders.current = [];
    setState({ step: 'idle' });
  }, []);

  return { state, buy, retry, reset, unplaced };
}
