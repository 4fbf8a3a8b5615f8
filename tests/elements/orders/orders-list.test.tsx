// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import '../../../elements/define';
import type { OrderSummary } from '../../../sdk';
import { PLAYER, byName, makeClient, mount, shadow, text, until, hostNavigations } from '../helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { ORDER_LIST, order } from './order-helpers';

const navigations = hostNavigations();

const page = (items: OrderSummary[], nextCursor: string | null = null): Reply => ({ data: { items, nextCursor } });

function open(reply: Reply, options: { language?: 'en-US' | 'ar-AE'; attributes?: Record<string, string> } = {}) {
  const gateway = fakeGateway({ [ORDER_LIST]: reply });
  const client = makeClient(gateway, { user: PLAYER, language: options.language ?? 'en-US' });
  const root = shadow(mount('nl-orders', client, options.attributes));
  return { gateway, root };
}

const rows = (root: ShadowRoot) => Array.from(root.querySelectorAll('.ord-row'));
const select = (root: ShadowRoot, name: string, value: string) => {
  const element = root.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('<nl-orders>', () => {
  it('shows each order with its lottery, my plan, purchase time, status and actions', async () => {
    const { root, gateway } = open(page([order(), order({ orderId: '5000', plan: [[4, 5, 6], [7, 8, 9]], status: 3, prizeAmount: 123_456 })]));
    await until(() => rows(root).length === 2);
    const [waiting, won] = rows(root);
    expect(text(waiting!.querySelector('.ord-name'))).toBe('Pick 3');
    expect(text(waiting!.querySelector('.ord-plan'))).toBe('1 2 3');
    expect(text(waiting!.querySelector('.ord-time'))).toBe('21:00, 22/11/2026');
    expect(text(waiting!.querySelector('.ord-status'))).toBe('Waiting for draw');
    expect(text(won!.querySelector('.ord-status'))).toBe('Won');
    expect(text(won!)).toContain('AED 1,234');
    expect(text(won!)).not.toContain('1,234.56');
    expect(Array.from(root.querySelectorAll('thead th'), (th) => text(th))).toEqual(['Lottery', 'My plan', 'Purchase time', 'Status', 'More']);
    expect(gateway.callsOf(ORDER_LIST)).toEqual([{ tab: 'lottery', filter: 'all', sort: 'newest', pageSize: 20 }]);
  });

  it('links Buy Again to the game with the whole plan in the query (lines, multiples, draws); View Details to the order', async () => {
    const { root } = open(page([
      order(),
      order({ orderId: '5000', playType: 7203, plan: [[4, 5, 6], [7, 8, 9]], multiples: [1, 1], drawCount: 3, chaseId: '77', status: 5 }),
      order({ orderId: '4999', lotteryType: 83, appKey: 'octaluck', playType: 8302, plan: [[1, 8]], multiples: [5] }),
    ]));
    await until(() => rows(root).length === 3);
    const [simple, chase, octaluck] = rows(root);
    expect(simple!.querySelector('.ord-buy-again')?.getAttribute('href')).toBe('/lottery/pick3?plan=7201_1_1-2-3');
    expect(chase!.querySelector('.ord-buy-again')?.getAttribute('href')).toBe('/lottery/pick3?plan=7203_3_4-5-6_7-8-9');
    expect(octaluck!.querySelector('.ord-buy-again')?.getAttribute('href')).toBe('/lottery/octaluck?plan=8302_1_1-8x5');
    // Each row's Buy Again names its game and order, so a screen reader's list of links tells them apart.
    expect(text(simple!.querySelector('.ord-buy-again'))).toBe('Buy Again Pick 3, Order ID 5001');
    expect(text(octaluck!.querySelector('.ord-buy-again'))).toBe('Buy Again Octaluck, Order ID 4999');
    // View Details too: "View Details 5001" said neither the game nor what 5001 is.
    expect(text(simple!.querySelector('.ord-view'))).toBe('View Details Pick 3, Order ID 5001');
    expect(text(chase!.querySelector('.ord-continue'))).toBe('Continue Pick 3, Order ID 5000');
    (simple!.querySelector('.ord-view') as HTMLAnchorElement).click();
    expect(navigations).toEqual(['/account/order/orderDetail?orderId=5001&appKey=pick3&lotteryType=72']);
  });

  it('offers Continue only for a consecutive plan whose orders still wait for their draw', async () => {
    const { root } = open(page([order({ chaseId: '77', status: 5 }), order({ orderId: '5000', chaseId: '78', status: 2 }), order({ orderId: '4999' })]));
    await until(() => rows(root).length === 3);
    const continues = rows(root).map((row) => row.querySelector('.ord-continue')?.getAttribute('href') ?? null);
    expect(continues).toEqual(['/account/order/futureDraws?chaseId=77&orderId=5001&lotteryType=72', null, null]);
  });

  it('asks the server for each tab, filter, game and sort the player picks', async () => {
    const { root, gateway } = open(page([order()]));
    await until(() => rows(root).length === 1);
    byName(root, 'Win')!.click();
    await until(() => gateway.callsOf(ORDER_LIST).length === 2);
    select(root, 'game', '61');
    await until(() => gateway.callsOf(ORDER_LIST).length === 3);
    select(root, 'game', 'future');
    await until(() => gateway.callsOf(ORDER_LIST).length === 4);
    select(root, 'sort', 'oldest');
    await until(() => gateway.callsOf(ORDER_LIST).length === 5);
    byName(root, 'Scratch Cards')!.click();
    await until(() => gateway.callsOf(ORDER_LIST).length === 6);
    byName(root, 'Not win')!.click();
    await until(() => gateway.callsOf(ORDER_LIST).length === 7);
    expect(gateway.callsOf(ORDER_LIST)).toEqual([
      { tab: 'lottery', filter: 'all', sort: 'newest', pageSize: 20 },
      { tab: 'lottery', filter: 'win', sort: 'newest', pageSize: 20 },
      { tab: 'lottery', filter: 'win', sort: 'newest', pageSize: 20, game: 61 },
      { tab: 'lottery', filter: 'win', sort: 'newest', pageSize: 20, game: 'future' },
      { tab: 'lottery', filter: 'win', sort: 'oldest', pageSize: 20, game: 'future' },
      // Scratch cards have no draw game: the game filter is not sent (nor shown).
      { tab: 'scratch', filter: 'win', sort: 'oldest', pageSize: 20 },
      { tab: 'scratch', filter: 'notWin', sort: 'oldest', pageSize: 20 },
    ]);
    await until(() => rows(root).length === 1);
    expect(root.querySelector('select[name="game"]')).toBeNull();
    expect(byName(root, 'Not win')!.getAttribute('aria-pressed')).toBe('true');
    expect(Array.from(root.querySelectorAll('thead th'), (th) => text(th))).toEqual(['Card theme', 'Card number', 'Purchase time', 'Status', 'More']);
  });

  it('lists scratch cards by theme and card number: Continue an unscratched card on its game, the details of a scratched one on the verifier', async () => {
    const card = (cardId: string, state: 'unscratched' | 'scratched', status: number, prizeAmount = 0) =>
      order({ orderId: cardId, lotteryType: null, appKey: 'golden-falcon', playType: 400006, plan: [], multiples: [], status, prizeAmount, instant: { cardId, cardNumber: `1-00${cardId}`, state } });
    const { root } = open(page([card('42', 'unscratched', 1), card('41', 'scratched', 3, 2_500)]), { attributes: { tab: 'scratch' } });
    await until(() => rows(root).length === 2);
    const [open_, done] = rows(root);
    expect(text(open_!.querySelector('.ord-name'))).toBe('Golden Falcon');
    expect(text(open_!.querySelector('.ord-plan-cell'))).toBe('1-0042');
    expect(text(open_!.querySelector('.ord-status'))).toBe('Not scratched yet');
    expect(text(done!.querySelector('.ord-status'))).toBe('Won');
    expect(open_!.querySelector('.ord-continue')?.getAttribute('href')).toBe('/lottery/scratch-cards/golden-falcon');
    expect(open_!.querySelector('.ord-view')).toBeNull();
    expect(done!.querySelector('.ord-continue')).toBeNull();
    expect(done!.querySelector('.ord-view')?.getAttribute('href')).toBe('/lottery/verify?cardId=41');
    expect(done!.querySelector('.ord-buy-again')?.getAttribute('href')).toBe('/lottery/scratch-cards/golden-falcon');
    expect(text(done!)).toContain('AED 25');
    // Each card's Continue and View Details names its game and its card number.
    expect(text(open_!.querySelector('.ord-continue'))).toBe('Continue Golden Falcon, Card number 1-0042');
    expect(text(done!.querySelector('.ord-view'))).toBe('View Details Golden Falcon, Card number 1-0041');
  });

  it('names each row\'s actions with the game and the order in Arabic too', async () => {
    const { root } = open(page([order()]), { language: 'ar-AE' });
    await until(() => rows(root).length === 1 && text(root.querySelector('.ord-view')).includes('رقم الطلب'));
    const [row] = rows(root);
    const game = text(row!.querySelector('.ord-name'));
    expect(game).not.toBe('');
    expect(text(row!.querySelector('.ord-view'))).toBe(`عرض التفاصيل ${game}, رقم الطلب 5001`);
  });

  it('lists every draw game, All Games and Future Draws in the game filter', async () => {
    const { root } = open(page([]));
    await until(() => root.querySelector('select[name="game"]'));
    const options = Array.from(root.querySelectorAll('select[name="game"] option'), (o) => text(o));
    expect(options[0]).toBe('All Games');
    expect(options.at(-1)).toBe('Future Draws');
    expect(options).toContain('Lucky Day');
    expect(options).toContain('Pick 4');
  });

  it('loads the next page with the cursor and says when there are no more', async () => {
    const { root, gateway } = open((data) =>
      (data as { cursor?: string }).cursor === '4990' ? page([order({ orderId: '4990' })]) : page([order({ orderId: '5001' }), order({ orderId: '5000' })], '4990'),
    );
    await until(() => rows(root).length === 2);
    byName(root, 'Load more')!.click();
    await until(() => rows(root).length === 3);
    expect(rows(root).map((row) => row.getAttribute('data-order-id'))).toEqual(['5001', '5000', '4990']);
    expect(gateway.callsOf(ORDER_LIST)[1]).toEqual({ tab: 'lottery', filter: 'all', sort: 'newest', pageSize: 20, cursor: '4990' });
    expect(byName(root, 'Load more')).toBeNull();
    expect(text(root.querySelector('.ord-end'))).toBe('No more orders.');
  });

  it('shows the empty state, and the error state whose Retry asks again', async () => {
    const { root, gateway } = open({ code: 500000001, message: 'down' });
    await until(() => root.querySelector('[part="error"]'));
    gateway.reply(ORDER_LIST, page([]));
    byName(root, 'Retry')!.click();
    await until(() => text(root.querySelector('[part="empty"]')) === 'No orders here yet.');
    expect(gateway.callsOf(ORDER_LIST)).toHaveLength(2);
  });

  it('labels the eight order statuses of SPEC §4 in English and Arabic', async () => {
    const all = Array.from({ length: 8 }, (_, i) => order({ orderId: String(6000 + i), status: i + 1 }));
    const english = open(page(all));
    await until(() => rows(english.root).length === 8);
    expect(rows(english.root).map((row) => text(row.querySelector('.ord-status')))).toEqual([
      'Waiting for draw', 'Not won', 'Won', 'Not won', 'Waiting for draw', 'Refunded', 'Won', 'Waiting for draw',
    ]);
    expect(rows(english.root).map((row) => row.querySelector('.ord-status')?.getAttribute('data-tone'))).toEqual(['waiting', 'lost', 'won', 'lost', 'waiting', 'refund', 'won', 'waiting']);
    document.body.innerHTML = '';
    const arabic = open(page(all), { language: 'ar-AE' });
    await until(() => rows(arabic.root).length === 8);
    expect(rows(arabic.root).map((row) => text(row.querySelector('.ord-status')))).toEqual([
      'بانتظار السحب', 'لم يربح', 'رابح', 'لم يربح', 'بانتظار السحب', 'مسترد', 'رابح', 'بانتظار السحب',
    ]);
    expect(text(arabic.root.querySelector('[role="tab"][aria-selected="true"]'))).toBe('اليانصيب');
  });

  it('marks a Lucky Day order that won the grand prize with its grand-prize status (SPEC §4: 12-16), in English and Arabic', async () => {
    const lucky = [12, 13, 14, 15, 16].map((status) => order({ orderId: String(7000 + status), lotteryType: 61, appKey: 'luckyday', status: 3, orderPrizeStatus: status }));
    const all = [order(), ...lucky];
    const english = open(page(all));
    await until(() => rows(english.root).length === 6);
    const grand = (root: ShadowRoot) => rows(root).map((row) => (row.querySelector('.gp-status') ? text(row.querySelector('.gp-status')) : null));
    expect(grand(english.root)).toEqual([
      null, 'Grand prize: Unclaimed', 'Grand prize: Claimed', 'Grand prize: Paid', 'Grand prize: Expired, not claimed', 'Grand prize: Claim lapsed',
    ]);
    expect(rows(english.root).map((row) => row.querySelector('.gp-status')?.getAttribute('data-tone') ?? null)).toEqual([null, 'waiting', 'waiting', 'won', 'lost', 'lost']);
    document.body.innerHTML = '';
    const arabic = open(page(all), { language: 'ar-AE' });
    await until(() => rows(arabic.root).length === 6);
    expect(grand(arabic.root)).toEqual([
      null, 'الجائزة الكبرى: غير مُطالب بها', 'الجائزة الكبرى: مُطالب بها', 'الجائزة الكبرى: مدفوعة', 'الجائزة الكبرى: انتهت دون مطالبة', 'الجائزة الكبرى: سقطت المطالبة',
    ]);
  });

  it('asks a guest to log in and calls nothing', async () => {
    const gateway = fakeGateway({});
    const root = shadow(mount('nl-orders', makeClient(gateway)));
    await until(() => root.querySelector('[part="guest"]'));
    expect(root.querySelector('[part="guest"] a')?.getAttribute('href')).toBe('/account/login?redirect=%2Faccount%2Forder%2Flist');
    expect(gateway.callsOf(ORDER_LIST)).toEqual([]);
  });
  it('says where each refunded order\'s refund stands (SPEC §4), as its detail does, in English and Arabic', async () => {
    const refunded = [
      order({ orderId: '5004', status: 6, refundState: 'underReview' }),
      order({ orderId: '5003', status: 6, refundState: 'refunding' }),
      order({ orderId: '5002', status: 6, refundState: 'completed' }),
      order({ orderId: '5001', status: 6, refundState: 'unsuccessful' }),
      order({ orderId: '5000', status: 1, refundState: null }),
    ];
    const statuses = (root: ShadowRoot) => rows(root).map((row) => [text(row.querySelector('.ord-status')), row.querySelector('.ord-status')?.getAttribute('data-tone')]);
    const { root } = open(page(refunded));
    await until(() => rows(root).length === 5);
    expect(statuses(root)).toEqual([
      ['Refund under review', 'waiting'],
      ['Refunding', 'waiting'],
      ['Refunded', 'refund'],
      ['Refund unsuccessful', 'lost'],
      ['Waiting for draw', 'waiting'],
    ]);
    const { root: arabic } = open(page(refunded), { language: 'ar-AE' });
    await until(() => rows(arabic).length === 5);
    expect(statuses(arabic).map(([label]) => label)).toEqual(['الاسترداد قيد المراجعة', 'جارٍ الاسترداد', 'تم الاسترداد', 'لم ينجح الاسترداد', expect.any(String)]);
  });
});
