// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import { PLAYER, makeClient, mount, shadow, text, until, hostNavigations } from '../helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { ORDER_DETAIL, TIME, order } from './order-helpers';

const navigations = hostNavigations();

function detail(overrides: Record<string, unknown> = {}) {
  return {
    order: order({ status: 3, prizeAmount: 50_075, chaseId: '77' }),
    drawTime: TIME + 3_600_000,
    entryPrice: 500,
    entries: 6,
    multiple: 2,
    draws: 3,
    // The server's key for the game's draw schedule (host-demo/server/domains/orders/order-detail.ts).
    schedule: 'games.schedule.daily',
    subtotal: 18_000,
    discount: 1_000,
    total: 17_000,
    vat: 850,
    totalInclVat: 17_850,
    result: [1, null, 3],
    ...overrides,
  };
}

function open(reply: Reply, language: 'en-US' | 'ar-AE' = 'en-US') {
  const gateway = fakeGateway({ [ORDER_DETAIL]: reply });
  const root = shadow(mount('nl-order-detail', makeClient(gateway, { user: PLAYER, language }), { 'order-id': '5001' }));
  return { gateway, root };
}

const field = (root: ShadowRoot, name: string) => text(root.querySelector(`[data-field="${name}"] dd`));

describe('<nl-order-detail>', () => {
  it('shows every field of SPEC §2 with the VAT and the total including it', async () => {
    const { root, gateway } = open({ data: detail() });
    await until(() => root.querySelector('[part="fields"]'));
    expect(gateway.callsOf(ORDER_DETAIL)).toEqual([{ orderId: '5001' }]);
    expect(Array.from(root.querySelectorAll('[part="fields"] dt'), (dt) => text(dt))).toEqual([
      'Lottery', 'Status', 'Draw number', 'Order ID', 'Purchase time', 'Draw time', 'Price per entry', 'Entries', 'Multiples', 'Draws',
      'Schedule', 'Subtotal', 'Discount', 'Total', 'VAT', 'Total incl. VAT', 'Consecutive draw ID', 'Prize',
    ]);
    expect(field(root, 'drawNumber')).toBe('20261122001');
    expect(field(root, 'orderId')).toBe('5001');
    expect(field(root, 'purchaseTime')).toBe('21:00, 22/11/2026');
    expect(field(root, 'drawTime')).toBe('22:00, 22/11/2026');
    expect(field(root, 'entryPrice')).toBe('AED 5');
    expect(field(root, 'entries')).toBe('6');
    expect(field(root, 'multiple')).toBe('2');
    expect(field(root, 'draws')).toBe('3');
    expect(field(root, 'schedule')).toBe('Daily');
    expect(field(root, 'subtotal')).toBe('AED 180');
    expect(field(root, 'discount')).toBe('AED 10');
    expect(field(root, 'total')).toBe('AED 170');
    expect(field(root, 'vat')).toBe('AED 8.50');
    expect(field(root, 'totalInclVat')).toBe('AED 178.50');
    expect(field(root, 'chaseId')).toBe('77');
    expect(field(root, 'status')).toBe('Won');
    // The prize shows in whole dirhams (SPEC §5 floors winnings for display).
    expect(field(root, 'prize')).toBe('AED 500');
  });

  it('shows the drawn numbers with ? for a missing one, and links to verify the draw', async () => {
    const { root } = open({ data: detail() });
    await until(() => root.querySelector('[part="result"]'));
    expect(Array.from(root.querySelectorAll('[part="result"] .nl-ball-value'), (li) => text(li))).toEqual(['1', '?', '3']);
    expect(root.querySelector('.ord-verify')?.getAttribute('href')).toBe('/lottery/verify?lotteryType=72&phase=20261122001');
    (root.querySelector('[data-field="chaseId"] a') as HTMLAnchorElement).click();
    expect(navigations).toEqual(['/account/order/futureDraws?chaseId=77&orderId=5001&lotteryType=72']);
  });

  it('shows a Color Prediction result as the results page does: a digit in its colours, a colour item as that colour, in both languages', async () => {
    const colourOrder = order({ lotteryType: 67, appKey: 'colorprediction', playType: 6701, plan: [[0]], status: 3 });
    const { root } = open({ data: detail({ order: colourOrder, result: [0] }) });
    const digit = await until(() => root.querySelector('[part="result"] .nl-ball-colour'));
    expect(digit.getAttribute('data-colours')).toBe('red violet');
    expect(text(digit.querySelector('.nl-visually-hidden'))).toBe('0, red and violet');
    document.body.innerHTML = '';

    for (const [language, name] of [['en-US', 'violet'], ['ar-AE', 'بنفسجي']] as const) {
      const { root: colourRoot } = open({ data: detail({ order: colourOrder, result: ['violet'] }) }, language);
      const ball = await until(() => colourRoot.querySelector('[part="result"] .nl-ball-colour'));
      expect(ball.getAttribute('data-colours')).toBe('violet');
      expect(text(ball)).toBe(name);
      expect(text(colourRoot.querySelector('[part="result"]'))).not.toContain('?');
      document.body.innerHTML = '';
    }
  });

  it('says the draw has not happened yet before the result', async () => {
    const { root } = open({ data: detail({ result: null, drawTime: null, order: order({ chaseId: null }) }) });
    await until(() => root.querySelector('[part="fields"]'));
    expect(root.querySelector('[part="result"]')).toBeNull();
    expect(text(root)).toContain('Not drawn yet.');
    expect(field(root, 'drawTime')).toBe('—');
    expect(field(root, 'chaseId')).toBe('—');
    expect(root.querySelector('[data-field="prize"]')).toBeNull();
  });

  it('shows a grand prize\'s status and what it means, with Claim while unclaimed and the grand prize page after', async () => {
    const seen = [];
    for (const status of [12, 13, 14, 15, 16]) {
      const { root } = open({ data: detail({ order: order({ lotteryType: 61, appKey: 'luckyday', status: 3, orderPrizeStatus: status }) }) });
      await until(() => root.querySelector('[data-field="grandPrize"]'));
      const dd = root.querySelector('[data-field="grandPrize"] dd')!;
      seen.push({
        status: text(dd.querySelector('.gp-status')),
        note: dd.querySelector('.gp-note') ? text(dd.querySelector('.gp-note')) : null,
        link: dd.querySelector('a')?.getAttribute('href'),
      });
      document.body.innerHTML = '';
    }
    expect(seen).toEqual([
      { status: 'Unclaimed', note: null, link: '/grandPrizeProcess?orderId=5001' },
      { status: 'Claimed', note: 'We have your claim. Our team will contact you for the documents needed to pay it.', link: '/account/order/grandPrize' },
      { status: 'Paid', note: 'Paid to your withdrawable balance.', link: '/account/order/grandPrize' },
      { status: 'Expired, not claimed', note: 'This prize was not claimed within the claim period.', link: '/account/order/grandPrize' },
      { status: 'Claim lapsed', note: 'Your claim lapsed: the documents needed for the payment were not completed in time.', link: '/account/order/grandPrize' },
    ]);
  });

  it('shows no grand prize field for an order without one', async () => {
    const { root } = open({ data: detail() });
    await until(() => root.querySelector('[part="fields"]'));
    expect(root.querySelector('[data-field="grandPrize"]')).toBeNull();
  });

  it('labels the fields in Arabic, VAT included', async () => {
    const { root } = open({ data: detail() }, 'ar-AE');
    await until(() => root.querySelector('[part="fields"]'));
    expect(text(root.querySelector('[data-field="vat"] dt'))).toBe('ضريبة القيمة المضافة');
    expect(text(root.querySelector('[data-field="totalInclVat"] dt'))).toBe('الإجمالي شاملاً ضريبة القيمة المضافة');
    expect(field(root, 'vat')).toBe('د.إ 8.50');
    expect(field(root, 'schedule')).toBe('يوميًا');
    // Arabic writes its own comma between the time and the date.
    expect(field(root, 'purchaseTime')).toBe('21:00\u060C 22/11/2026');
  });

  it('shows the error state with Retry', async () => {
    const { root, gateway } = open({ code: 500000001, message: 'down' });
    await until(() => root.querySelector('[part="error"]'));
    gateway.reply(ORDER_DETAIL, { data: detail() });
    (root.querySelector('[part="error"] button') as HTMLButtonElement).click();
    await until(() => root.querySelector('[part="fields"]'));
  });
});
