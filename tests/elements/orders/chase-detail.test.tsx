// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import '../../../elements/define';
import { setDefaultClient } from '../../../elements';
import { PLAYER, byName, makeClient, mount, settle, shadow, text, until } from '../helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { CHASE_DETAIL, STOP_CHASE, order } from './order-helpers';

afterEach(() => {
  document.body.innerHTML = '';
  setDefaultClient(null);
});

function plan(overrides: Record<string, unknown> = {}) {
  return {
    chaseId: '77',
    lotteryType: 72,
    state: 1,
    drawsTotal: 5,
    drawsDone: 2,
    stoppable: true,
    orders: [order({ orderId: '5001', status: 2, chaseId: '77' }), order({ orderId: '5002', status: 5, chaseId: '77', phase: '20261123001' })],
    ...overrides,
  };
}

function open(replies: Record<string, Reply>, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway(replies);
  const root = shadow(mount('nl-chase-detail', makeClient(gateway, { user: PLAYER, language }), { 'chase-id': '77' }));
  return { gateway, root };
}

describe('<nl-chase-detail>', () => {
  it('shows a plan in progress as drawn over total, with its orders', async () => {
    const { root, gateway } = open({ [CHASE_DETAIL]: { data: plan() } });
    await until(() => root.querySelector('[part="state"]'));
    expect(text(root.querySelector('[part="state"]'))).toBe('Pick 3 · In progress: 2/5 draws');
    expect(Array.from(root.querySelectorAll('[part="orders"] li'), (li) => li.getAttribute('data-order-id'))).toEqual(['5001', '5002']);
    expect(gateway.callsOf(CHASE_DETAIL)).toEqual([{ chaseId: '77' }]);
    // One View Details per draw: each names its draw and order rather than repeating "View Details".
    expect(Array.from(root.querySelectorAll('[part="orders"] a'), (a) => text(a))).toEqual([
      'View Details Draw number 20261122001, Order ID 5001',
      'View Details Draw number 20261123001, Order ID 5002',
    ]);
  });

  it('labels completed and terminated plans, and offers no Stop for them', async () => {
    for (const [state, label] of [[2, 'Completed'], [3, 'Terminated']] as const) {
      const { root } = open({ [CHASE_DETAIL]: { data: plan({ state, stoppable: false }) } });
      await until(() => root.querySelector('[part="state"]'));
      expect(text(root.querySelector('[part="state"]'))).toBe(`Pick 3 · ${label}`);
      expect(root.querySelector('.chase-stop')).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('stops only after confirmation, then shows the refund and the refreshed plan', async () => {
    let stopped = false;
    const { root, gateway } = open({
      [CHASE_DETAIL]: () => ({ data: plan(stopped ? { state: 3, stoppable: false } : {}) }),
      [STOP_CHASE]: () => {
        stopped = true;
        return { data: { refundedOrders: 3, refundAmount: 1_500 } };
      },
    });
    await until(() => root.querySelector('.chase-stop'));
    (root.querySelector('.chase-stop') as HTMLButtonElement).click();
    await until(() => root.querySelector('[role="dialog"]'));
    expect(text(root.querySelector('[role="dialog"]'))).toContain('The draws not yet drawn are cancelled');
    // Keep playing closes the dialog and sends nothing.
    byName(root, 'Keep playing')!.click();
    await settle();
    expect(gateway.callsOf(STOP_CHASE)).toEqual([]);
    (root.querySelector('.chase-stop') as HTMLButtonElement).click();
    await until(() => root.querySelector('.chase-confirm'));
    (root.querySelector('.chase-confirm') as HTMLButtonElement).click();
    await until(() => root.querySelector('.chase-refund'));
    expect(text(root.querySelector('.chase-refund'))).toBe('Consecutive draws stopped. Orders refunded: 3. Refund: AED 15');
    expect(gateway.callsOf(STOP_CHASE)).toEqual([{ chaseId: '77' }]);
    await until(() => text(root.querySelector('[part="state"]')) === 'Pick 3 · Terminated');
    expect(root.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows the termination-unavailable notice when no future order can be stopped, and sends nothing', async () => {
    const { root, gateway } = open({ [CHASE_DETAIL]: { data: plan({ stoppable: false }) } }, 'ar-AE');
    await until(() => root.querySelector('.chase-stop'));
    (root.querySelector('.chase-stop') as HTMLButtonElement).click();
    await until(() => root.querySelector('.chase-unavailable'));
    expect(text(root.querySelector('.chase-unavailable'))).toBe('الإيقاف غير متاح: لم يعد بالإمكان إلغاء أي سحب قادم في هذه الخطة.');
    await settle();
    expect(gateway.callsOf(STOP_CHASE)).toEqual([]);
  });
});
