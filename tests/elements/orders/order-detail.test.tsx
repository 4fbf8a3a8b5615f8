// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../elements/define';
import { ticketTree, verifyTicketInDraw, type TicketLeaf } from '../../../sdk/draws';
import { PLAYER, byName, makeClient, mount, settle, shadow, text, until, hostNavigations } from '../helpers';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { CANCEL_ORDER, ORDER_DETAIL, TICKET_PROOFS, TIME, order } from './order-helpers';

const ORDER_REFUND = '103005';

const navigations = hostNavigations();

/** Before sales close: no fingerprint, so no proof (the default of these tests). */
const SALES_OPEN = { data: { state: 'salesOpen', lotteryType: 72, phase: '20261122001', ticketRoot: null, ticketCount: null, tickets: [] } };

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

function open(reply: Reply, language: 'en-US' | 'ar-AE' = 'en-US', proofs: Reply = SALES_OPEN) {
  const gateway = fakeGateway({ [ORDER_DETAIL]: reply, [TICKET_PROOFS]: proofs });
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
    // Exactly when, from the catalogue (Pick 3 draws daily at 21:00), not the server's bare "Daily".
    expect(field(root, 'schedule')).toBe('Daily at 21:00');
    expect(field(root, 'subtotal')).toBe('AED 180');
    expect(field(root, 'discount')).toBe('AED 10');
    expect(field(root, 'total')).toBe('AED 170');
    expect(field(root, 'vat')).toBe('AED 8.50');
    expect(field(root, 'totalInclVat')).toBe('AED 178.50');
    expect(root.querySelector('[data-field="chaseId"] dd [dir="ltr"]')?.textContent).toBe('77');
    // Shown as "77"; named with what and which, so a list of links does not read a bare "77".
    expect(text(root.querySelector('[data-field="chaseId"] a'))).toBe('Consecutive draw ID 77, Pick 3');
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

  it('with prices that include VAT, shows it as part of the total ("of which VAT"), not a second total', async () => {
    const { root } = open({ data: detail({ subtotal: 8_000, discount: 0, total: 8_000, vat: 381, totalInclVat: 8_000 }) });
    await until(() => root.querySelector('[part="fields"]'));
    expect(Array.from(root.querySelectorAll('[part="fields"] dt'), (dt) => text(dt)).slice(11, 15)).toEqual(['Subtotal', 'Discount', 'Total', 'of which VAT']);
    expect(field(root, 'vatIncluded')).toBe('AED 3.81');
    expect(root.querySelector('[data-field="totalInclVat"]')).toBeNull();
    const ar = open({ data: detail({ total: 8_000, vat: 381, totalInclVat: 8_000 }) }, 'ar-AE');
    await until(() => ar.root.querySelector('[part="fields"]'));
    expect(text(ar.root.querySelector('[data-field="vatIncluded"] dt'))).toBe('منها ضريبة القيمة المضافة');
  });

  it('marks only the drawn numbers the order matched: by position for Pick 3 Exact, by number for the others', async () => {
    const { root } = open({ data: detail({ result: [1, 5, 3] }) });
    const balls = await until(() => root.querySelectorAll('[part="result"] .nl-ball').length === 3 && root.querySelectorAll('[part="result"] .nl-ball'));
    expect(Array.from(balls, (b) => b.getAttribute('data-matched'))).toEqual(['true', 'false', 'true']);
    expect(text(balls[0]!)).toBe('1 matched');
    expect(text(balls[1]!)).toBe('5');
    const fives = open({ data: detail({ order: order({ lotteryType: 69, appKey: 'quick-five', playType: 6903, plan: [[1, 5, 11]] }), result: [11, 2, 3, 4, 1] }) });
    const quick = await until(() => fives.root.querySelectorAll('[part="result"] .nl-ball').length === 5 && fives.root.querySelectorAll('[part="result"] .nl-ball'));
    expect(Array.from(quick, (b) => b.getAttribute('data-matched'))).toEqual(['true', 'false', 'false', 'false', 'true']);
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
    expect(field(root, 'schedule')).toBe('يوميًا الساعة 21:00');
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

describe('<nl-order-detail> ticket proofs', () => {
  /** Order 5001's two tickets among a draw's others, with the proofs 101068 would answer. */
  async function publishedProofs() {
    const mine: TicketLeaf[] = [
      { ticketId: '5001-0', numbers: [1, 2, 3] },
      { ticketId: '5001-1', numbers: [4, 0, 4] },
    ];
    const tree = await ticketTree([...mine, { ticketId: '5002-0', numbers: [9, 9, 9] }, { ticketId: '5003-0', numbers: [1, 2, 3] }]);
    const tickets = await Promise.all(mine.map(async (leaf) => ({ ...leaf, proof: (await tree.proof(leaf))! })));
    return { root: tree.root, reply: { data: { state: 'published', lotteryType: 72, phase: '20261122001', ticketRoot: tree.root, ticketCount: 4, tickets } } };
  }

  /** A clipboard that records what is written, or refuses. */
  function clipboard(refuse = false) {
    const writeText = vi.fn((_: string) => (refuse ? Promise.reject(new DOMException('Denied', 'NotAllowedError')) : Promise.resolve()));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return writeText;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  /** A ticket's status message once it says something. */
  const statusOf = (root: ShadowRoot, ticketId: string) => {
    const status = root.querySelector(`[data-ticket-id="${ticketId}"] [role="status"]`);
    return text(status) ? status : null;
  };

  it('offers each ticket\'s proof with a Copy button once the fingerprint is published, and copies the text the verifier checks', async () => {
    const { root: fingerprint, reply } = await publishedProofs();
    const writeText = clipboard();
    const { root, gateway } = open({ data: detail() }, 'en-US', reply);
    const proofs = await until(() => root.querySelector('[part="proofs"] .ord-proofs'));
    expect(gateway.callsOf(TICKET_PROOFS)).toEqual([{ orderId: '5001' }]);
    expect(text(root.querySelector('[part="proofs"] h2'))).toBe('Ticket proofs');
    expect(Array.from(proofs.querySelectorAll('.ord-proof-ticket'), (p) => text(p))).toEqual(['Ticket 5001-0: 1 2 3', 'Ticket 5001-1: 4 0 4']);

    const copy = byName<HTMLButtonElement>(root, 'Copy proof of ticket 5001-1')!;
    expect(copy.getAttribute('type')).toBe('button');
    expect(text(copy)).toBe('Copy proof');
    copy.click();
    const status = await until(() => statusOf(root, '5001-1'));
    expect(text(status)).toBe('Proof copied. Paste it in the draw verifier.');
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]![0];
    // Compact JSON naming the draw, so the verifier finds the fingerprint to check it against.
    expect(copied).not.toMatch(/\s/);
    const pasted = JSON.parse(copied) as { lotteryType: number; phase: string; ticketId: string; numbers: number[]; proof: { side: 'left' | 'right'; hash: string }[] };
    expect(Object.keys(pasted)).toEqual(['lotteryType', 'phase', 'ticketId', 'numbers', 'proof']);
    expect(pasted).toMatchObject({ lotteryType: 72, phase: '20261122001', ticketId: '5001-1', numbers: [4, 0, 4] });
    expect(await verifyTicketInDraw(pasted, pasted.proof, fingerprint)).toBe(true);

    const verify = byName<HTMLAnchorElement>(root, 'Check it in the draw verifier')!;
    expect(verify.getAttribute('href')).toBe('/lottery/verify?lotteryType=72&phase=20261122001');
    verify.click();
    expect(navigations).toEqual(['/lottery/verify?lotteryType=72&phase=20261122001']);
  });

  it('speaks Arabic: the button\'s name holds its visible text and the ticket, the ids stay left to right', async () => {
    const { reply } = await publishedProofs();
    const writeText = clipboard();
    const { root } = open({ data: detail() }, 'ar-AE', reply);
    await until(() => root.querySelector('[part="proofs"] .ord-proofs'));
    expect(text(root.querySelector('[part="proofs"] h2'))).toBe('إثباتات التذاكر');
    const copy = byName<HTMLButtonElement>(root, 'انسخ الإثبات الخاص بالتذكرة 5001-0')!;
    expect(text(copy)).toBe('انسخ الإثبات');
    expect(root.querySelector('[data-ticket-id="5001-0"] .ord-proof-ticket [dir="ltr"]')?.textContent).toBe('5001-0');
    copy.click();
    expect(text(await until(() => statusOf(root, '5001-0')))).toBe('تم نسخ الإثبات. الصقه في أداة التحقّق من السحب.');
    expect(JSON.parse(writeText.mock.calls[0]![0]).ticketId).toBe('5001-0');
  });

  it('shows the proof text, selected, when the clipboard refuses it', async () => {
    const { reply } = await publishedProofs();
    clipboard(true);
    const { root } = open({ data: detail() }, 'en-US', reply);
    (await until(() => byName<HTMLButtonElement>(root, 'Copy proof of ticket 5001-0'))).click();
    const area = await until(() => root.querySelector<HTMLTextAreaElement>('[data-ticket-id="5001-0"] textarea'));
    expect(text(root.querySelector('[data-ticket-id="5001-0"] [role="status"]'))).toBe('The proof could not be copied: select the text below and copy it.');
    expect(area.readOnly).toBe(true);
    await until(() => area.selectionEnd === area.value.length && area.selectionStart === 0);
    expect(area.getAttribute('aria-label')).toBe('Proof of ticket 5001-0');
    expect(JSON.parse(area.value)).toMatchObject({ lotteryType: 72, phase: '20261122001', ticketId: '5001-0', numbers: [1, 2, 3] });
  });

  it('offers no proof before sales close, nor for a refunded order, and says why', async () => {
    const { root } = open({ data: detail({ result: null }) });
    const section = await until(() => root.querySelector('[part="proofs"] .ord-notice'));
    expect(text(section)).toBe('Your ticket proofs appear here when sales close for this draw.');
    expect(root.querySelector('[part="proofs"] button')).toBeNull();
    document.body.innerHTML = '';

    const refunded = { data: { ...SALES_OPEN.data, state: 'refunded', ticketRoot: 'a'.repeat(64), ticketCount: 3 } };
    const { root: refundedRoot } = open({ data: detail({ order: order({ status: 6 }) }) }, 'ar-AE', refunded);
    expect(text(await until(() => refundedRoot.querySelector('[part="proofs"] .ord-notice')))).toBe('استُرِدّ مبلغ هذا الطلب قبل إغلاق المبيعات، لذا فتذاكره ليست في السحب.');
    await settle();
    expect(refundedRoot.querySelector('[part="proofs"] button')).toBeNull();
  });

  it('cancels a single order waiting for its draw only after confirmation, then shows the refund and the refunded order', async () => {
    let cancelled = false;
    const gateway = fakeGateway({
      [ORDER_DETAIL]: () => ({ data: detail({ result: null, order: order({ status: cancelled ? 6 : 1, chaseId: null }) }) }),
      [TICKET_PROOFS]: SALES_OPEN,
      [CANCEL_ORDER]: () => {
        cancelled = true;
        return { data: { orderId: '5001', status: 6, refundAmount: 500 } };
      },
    });
    const root = shadow(mount('nl-order-detail', makeClient(gateway, { user: PLAYER, language: 'en-US' }), { 'order-id': '5001' }));
    const button = await until(() => root.querySelector<HTMLButtonElement>('.ord-cancel'));
    expect(text(button)).toBe('Cancel order');
    button.click();
    await until(() => root.querySelector('[role="dialog"]'));
    expect(text(root.querySelector('[role="dialog"]'))).toContain('The ticket leaves its draw');
    // Keep the order closes the dialog and sends nothing.
    byName(root, 'Keep the order')!.click();
    await settle();
    expect(gateway.callsOf(CANCEL_ORDER)).toEqual([]);
    root.querySelector<HTMLButtonElement>('.ord-cancel')!.click();
    (await until(() => root.querySelector<HTMLButtonElement>('.ord-cancel-confirm'))).click();
    expect(text(await until(() => root.querySelector('.ord-cancelled')))).toBe('Order cancelled. Refund: AED 5');
    expect(gateway.callsOf(CANCEL_ORDER)).toEqual([{ orderId: '5001' }]);
    await until(() => field(root, 'status') === 'Refunded');
    expect(root.querySelector('.ord-cancel')).toBeNull();
    expect(root.querySelector('[role="dialog"]')).toBeNull();
  });

  it('says where a refunded order\'s refund stands and why (103005): a sales-suspended cancellation under review, then refunded', async () => {
    let state = 'underReview';
    const gateway = fakeGateway({
      [ORDER_DETAIL]: { data: detail({ result: null, order: order({ status: 6, chaseId: null }) }) },
      [TICKET_PROOFS]: SALES_OPEN,
      [ORDER_REFUND]: () => ({ data: { orderId: '5001', refund: { reason: 'salesSuspended', state, amount: 500, createdAt: TIME, updatedAt: TIME } } }),
    });
    const root = shadow(mount('nl-order-detail', makeClient(gateway, { user: PLAYER, language: 'en-US' }), { 'order-id': '5001' }));
    await until(() => root.querySelector('[data-refund-state="underReview"]'));
    expect(field(root, 'refund')).toContain('Refund under review');
    expect(field(root, 'refund')).toContain('AED 5');
    expect(field(root, 'refund')).toContain('Sales of this game were suspended');
    expect(gateway.callsOf(ORDER_REFUND)).toEqual([{ orderId: '5001' }]);
    document.body.innerHTML = '';
    state = 'completed';
    const arabic = shadow(mount('nl-order-detail', makeClient(gateway, { user: PLAYER, language: 'ar-AE' }), { 'order-id': '5001' }));
    await until(() => arabic.querySelector('[data-refund-state="completed"]'));
    expect(field(arabic, 'refund')).toContain('تم الاسترداد');
  });

  it('asks no refund for an order that was not refunded', async () => {
    const { root, gateway } = open({ data: detail() });
    await until(() => root.querySelector('[part="fields"]'));
    await settle();
    expect(root.querySelector('[data-field="refund"]')).toBeNull();
    expect(gateway.callsOf(ORDER_REFUND)).toEqual([]);
  });

  it('offers no cancellation for a drawn order or an order of a plan, and says so when the server refuses', async () => {
    const { root } = open({ data: detail() });
    await until(() => root.querySelector('[part="fields"]'));
    expect(root.querySelector('.ord-cancel')).toBeNull();
    document.body.innerHTML = '';
    const { root: planRoot } = open({ data: detail({ order: order({ status: 5, chaseId: '77' }) }) });
    await until(() => planRoot.querySelector('[part="fields"]'));
    expect(planRoot.querySelector('.ord-cancel')).toBeNull();
    document.body.innerHTML = '';

    const gateway = fakeGateway({
      [ORDER_DETAIL]: { data: detail({ result: null, order: order({ status: 1, chaseId: null }) }) },
      [TICKET_PROOFS]: SALES_OPEN,
      [CANCEL_ORDER]: { code: 403001206, message: 'This order can no longer be cancelled.' },
    });
    const root2 = shadow(mount('nl-order-detail', makeClient(gateway, { user: PLAYER, language: 'ar-AE' }), { 'order-id': '5001' }));
    (await until(() => root2.querySelector<HTMLButtonElement>('.ord-cancel'))).click();
    (await until(() => root2.querySelector<HTMLButtonElement>('.ord-cancel-confirm'))).click();
    expect(text(await until(() => root2.querySelector('[role="alert"].nl-error-text')))).toBe('تعذّر إلغاء الطلب.');
  });
});

describe('a game\'s schedule, said exactly', () => {
  it('every minute, every 2 minutes, daily and weekly at their time, in English and Arabic', async () => {
    const { createClient, memoryStorage, gameByKey } = await import('../../../sdk');
    const { translationsFor } = await import('../../../sdk/i18n/translations');
    const { scheduleText } = await import('../../../elements/games/schedule-text');
    const said = async (language: 'en-US' | 'ar-AE') => {
      const client = createClient({ env: { storage: memoryStorage(), languages: () => [language], fetch: fakeGateway({}).fetch } });
      const texts = translationsFor(client);
      await until(() => texts.getSnapshot().language === language);
      const { t } = texts.getSnapshot();
      return ['octaluck', 'colorprediction', 'pick3', 'luckyday'].map((key) => scheduleText(gameByKey(key)!.schedule, t, language));
    };
    expect(await said('en-US')).toEqual(['Every minute', 'Every 2 minutes', 'Daily at 21:00', 'Every Saturday at 20:30']);
    expect(await said('ar-AE')).toEqual(['كل دقيقة', 'كل دقيقتين', 'يوميًا الساعة 21:00', 'كل يوم السبت الساعة 20:30']);
  });
});
