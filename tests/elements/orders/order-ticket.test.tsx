// @vitest-environment happy-dom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import '../../../elements/define';
import { setDefaultClient } from '../../../elements';
import { PLAYER, byName, makeClient, mount, shadow, text, until, hostNavigations } from '../helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { ORDER_DETAIL, TICKET_PROOFS, TIME, order } from './order-helpers';

const navigations = hostNavigations();

afterEach(() => {
  document.body.innerHTML = '';
  setDefaultClient(null);
  vi.restoreAllMocks();
});

function detail(overrides: Record<string, unknown> = {}) {
  return {
    order: order({ plan: [[1, 2, 3], [4, 5, 6]] }),
    drawTime: TIME + 3_600_000,
    entryPrice: 200,
    entries: 2,
    multiple: 1,
    draws: 1,
    schedule: 'games.schedule.daily',
    subtotal: 400,
    discount: 0,
    total: 400,
    vat: 20,
    totalInclVat: 420,
    result: null,
    ...overrides,
  };
}

/** `<nl-order-detail view="ticket">` as /orderTicket mounts it, for a logged-in player. */
function open(reply: Reply, language: 'en-US' | 'ar-AE' = 'en-US', attrs: Record<string, string> = { 'order-id': '5001' }) {
  const gateway = fakeGateway({ [ORDER_DETAIL]: reply, [TICKET_PROOFS]: { code: 500000001 } });
  const root = shadow(mount('nl-order-detail', makeClient(gateway, { user: PLAYER, language }), { ...attrs, view: 'ticket' }));
  return { gateway, root };
}

const field = (root: ShadowRoot, name: string) => text(root.querySelector(`[data-field="${name}"] dd`));

describe('<nl-order-detail view="ticket"> (/orderTicket)', () => {
  it('shows the order as its ticket: game, draw, order ID, each line of numbers, the total with VAT and its status', async () => {
    const { root, gateway } = open({ data: detail() });
    await until(() => root.querySelector('[part="lines"]'));
    expect(gateway.callsOf(ORDER_DETAIL)).toEqual([{ orderId: '5001' }]);
    expect(text(root.querySelector('h1'))).toBe('Your ticket');
    expect(field(root, 'lottery')).toBe('Pick 3');
    expect(field(root, 'drawNumber')).toBe('20261122001');
    expect(field(root, 'drawTime')).toBe('22:00, 22/11/2026');
    expect(field(root, 'orderId')).toBe('5001');
    expect(field(root, 'totalInclVat')).toBe('AED 4.20');
    expect(field(root, 'status')).toBe('Waiting for draw');
    expect(Array.from(root.querySelectorAll('[part="lines"] li'), (li) => text(li))).toEqual(['Line 1 1 2 3', 'Line 2 4 5 6']);
    // No proofs here: the ticket asks only for the order.
    expect(gateway.callsOf(TICKET_PROOFS)).toEqual([]);
  });

  it('prints, and leads to the full order details', async () => {
    const print = vi.fn();
    const original = window.print;
    window.print = print;
    onTestFinished(() => void (window.print = original));
    const { root } = open({ data: detail() });
    await until(() => root.querySelector('[part="lines"]'));
    byName(root, 'Print ticket')!.click();
    expect(print).toHaveBeenCalledTimes(1);
    byName(root, 'See the full order details')!.click();
    expect(navigations).toContain('/account/order/orderDetail?orderId=5001');
  });

  it('speaks Arabic to an Arabic player', async () => {
    const { root } = open({ data: detail() }, 'ar-AE');
    await until(() => root.querySelector('[part="lines"]'));
    expect(text(root.querySelector('h1'))).toBe('تذكرتك');
    expect(text(root.querySelector('[part="lines"] li'))).toBe('السطر 1 1 2 3');
    expect(byName(root, 'اطبع التذكرة')).not.toBeNull();
  });

  it('says there is no ticket to show when no order is named, without asking the gateway', async () => {
    const { root, gateway } = open({ data: detail() }, 'en-US', {});
    await until(() => root.querySelector('[part="empty"]'));
    expect(text(root.querySelector('[part="empty"]'))).toBe('No ticket to show. Open a ticket from your orders.');
    expect(gateway.callsOf(ORDER_DETAIL)).toEqual([]);
  });

  it('says so when the order has no numbers', async () => {
    const { root } = open({ data: detail({ order: order({ plan: [] }) }) });
    await until(() => root.querySelector('[part="empty"]'));
    expect(text(root.querySelector('[part="empty"]'))).toBe('This order has no numbers to show.');
  });

  it('shows the loading state, then the error state with Retry, which asks again', async () => {
    const { root, gateway } = open({ code: 500000001, message: 'down' });
    // Held: the page shows its loading state until the answer comes.
    const release = gateway.hold(ORDER_DETAIL);
    await until(() => root.querySelector('[data-state="loading"]'));
    release();
    await until(() => root.querySelector('[part="error"]'));
    expect(text(root.querySelector('[part="error"] span'))).toBe('Your ticket could not be loaded.');
    gateway.reply(ORDER_DETAIL, { data: detail() });
    (root.querySelector('[part="error"] button') as HTMLButtonElement).click();
    await until(() => root.querySelector('[part="lines"]'));
    expect(gateway.callsOf(ORDER_DETAIL)).toHaveLength(2);
  });
});
