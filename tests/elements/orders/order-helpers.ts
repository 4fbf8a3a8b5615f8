import type { OrderSummary } from '../../../sdk';

/** 21:00, 22/11/2026 in Dubai. */
export const TIME = Date.UTC(2026, 10, 22, 17, 0);

export const ORDER_LIST = '101065';
export const ORDER_DETAIL = '101066';
export const TICKET_PROOFS = '101068';
export const CHASE_DETAIL = '101071';
export const STOP_CHASE = '101072';
export const CANCEL_ORDER = '103001';
export const UNCLAIMED_GRAND_PRIZE = '101078';
export const GRAND_PRIZE_ORDERS = '101063';
export const CLAIM_GRAND_PRIZE = '101079';

/** An order as orderList answers it: a Pick 3 ticket waiting for its draw, unless overridden. */
export function order(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    orderId: '5001',
    lotteryType: 72,
    appKey: 'pick3',
    playType: 7201,
    plan: [[1, 2, 3]],
    multiples: [1],
    drawCount: 1,
    phase: '20261122001',
    status: 1,
    amount: 500,
    prizeAmount: 0,
    purchaseTime: TIME,
    chaseId: null,
    orderPrizeStatus: null,
    ...overrides,
  };
}

/** A grand prize as 101078 / 101063 answer it. */
export function grandPrize(overrides: Record<string, unknown> = {}) {
  return {
    orderId: '9001',
    winningBigAmount: 10_000_000_000,
    winningBigConfigAmount: 10_000_000_000,
    winningBigPicUrl: '',
    winningBigExpiredTimestamp: TIME + 30 * 86_400_000,
    orderPrizeStatus: 12,
    ...overrides,
  };
}
