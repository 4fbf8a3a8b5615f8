// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { defineDeposit } from '../../../elements/deposits/deposit/deposit-element';
import { HTML_SANDBOX, PAYMENT_FINISHED_MESSAGE, URL_SANDBOX } from '../../../elements/deposits/deposit/payment-frame';
import { fakeGateway, type Reply } from '../../support/fake-gateway';
import { memoryTelemetry, type Analytics } from '../../../sdk';
import { AUTO_ORDER_KEY, saveAutoOrder } from '../../../sdk/deposits/auto-order';
import { balance, hostNavigations } from '../helpers';
import {
  CODES, PLAYER, byName, depositClient, depositOptions, dialogTitled, errorOf, field, mount, openingGateways, record, savedCard, settle, shadow, status, submitIn, text, typeInto, until,
} from './deposit-helpers';

defineDeposit();

hostNavigations();

function depositPage(replies: Record<string, Reply> = {}, options: { attributes?: Record<string, string>; language?: 'en-US' | 'ar-AE'; user?: typeof PLAYER | null; analytics?: Analytics } = {}) {
  const gateway = fakeGateway({
    [CODES.depositOptions]: { data: depositOptions() },
    [CODES.recharge]: openingGateways(),
    [CODES.rechargeStatus]: { data: status('PENDING') },
    [CODES.balance]: { data: balance() },
    ...replies,
  });
  const test = depositClient(gateway, { language: options.language, user: options.user, analytics: options.analytics });
  const element = mount('nl-deposit', test.client, options.attributes ?? {});
  const root = shadow(element);
  const events = {
    succeeded: record(element, 'nl-deposit-succeeded'),
    failed: record(element, 'nl-deposit-failed'),
    timedOut: record(element, 'nl-deposit-timed-out'),
    analytics: record(element, 'nl-analytics'),
    paths: record<{ path: string }>(element, 'nl-navigate-request'),
  };
  return { ...test, gateway, element, root, events };
}

type Page = ReturnType<typeof depositPage>;

async function chooseAmount(page: Page, amount = '100') {
  typeInto(await until(() => field<HTMLInputElement>(page.root, 'Amount (AED)')), amount);
  submitIn(page.root.querySelector('[part="amount"]')!);
  return until(() => page.root.querySelector('[part="payment"]'));
}

/** Pays AED 100 with the saved card and CVV 123. */
async function payWithSavedCard(page: Page) {
  await chooseAmount(page);
  page.root.querySelector<HTMLButtonElement>('.saved-card')!.click();
  const dialog = await until(() => dialogTitled(page.root, 'Pay with your saved card'));
  typeInto(field(dialog, 'CVV'), '123');
  submitIn(dialog);
  await until(() => page.gateway.callsOf(CODES.cvvPay).length >= 1);
  return dialog;
}

/** Fills and submits the new-card form for AED 100. */
async function payWithNewCard(page: Page) {
  await chooseAmount(page);
  page.root.querySelector<HTMLButtonElement>('.new-card')!.click();
  const dialog = await until(() => dialogTitled(page.root, 'Pay with a new card'));
  typeInto(field(dialog, 'Card number'), '4111111111111111');
  typeInto(field(dialog, 'Expiry date'), '1240');
  typeInto(field(dialog, 'CVV'), '123');
  submitIn(dialog);
  await until(() => page.gateway.callsOf(CODES.cardPay).length >= 1);
  return dialog;
}

/** Lets the status poll's next check run: waits for `calls` checks, then moves the clock 6 s. */
async function nextCheck(page: Page, calls: number) {
  await until(() => page.gateway.callsOf(CODES.rechargeStatus).length === calls);
  await settle(20);
  page.timers.advance(6_000);
}

describe('<nl-deposit> amount (SPEC §5)', () => {
  it('requires an amount within the minimum and the maximums, in English and Arabic', async () => {
    const en = depositPage();
    const amount = await until(() => field<HTMLInputElement>(en.root, 'Amount (AED)'));
    submitIn(en.root.querySelector('[part="amount"]')!);
    await until(() => errorOf(en.root, amount) === 'This field is required.');
    typeInto(amount, '5');
    await until(() => errorOf(en.root, amount) === "Deposit amount can't be less than AED 10.");
    typeInto(amount, '6000');
    await until(() => errorOf(en.root, amount) === 'The deposit amount has exceeded the maximum limit of the payment channel.');
    expect(text(en.root.querySelector('[part="amount"]'))).toContain('From AED 10 to AED 5,000 per deposit.');
    await settle();
    expect(en.gateway.callsOf(CODES.recharge)).toHaveLength(0);
    document.body.innerHTML = '';

    const ar = depositPage({}, { language: 'ar-AE' });
    const arAmount = await until(() => field<HTMLInputElement>(ar.root, 'المبلغ (درهم إماراتي)'));
    typeInto(arAmount, '5');
    submitIn(ar.root.querySelector('[part="amount"]')!);
    await until(() => errorOf(ar.root, arAmount) === 'لا يمكن أن يقل مبلغ الإيداع عن د.إ 10.');
    expect(arAmount.getAttribute('dir')).toBe('ltr');
  });

  it('offers quick amounts within the bounds and shows what the deposit limit leaves, refusing more', async () => {
    const page = depositPage({ [CODES.depositOptions]: { data: depositOptions({ depositLimitRemaining: 15_000 }) } });
    const group = await until(() => page.root.querySelector('[role="group"]'));
    expect(Array.from(group.querySelectorAll('button'), (b) => text(b))).toEqual(['AED 50', 'AED 100']);
    expect(text(page.root.querySelector('[part="limit"]'))).toBe('Your deposit limit allows AED 150 more.');
    const amount = field(page.root, 'Amount (AED)');
    typeInto(amount, '200');
    submitIn(page.root.querySelector('[part="amount"]')!);
    await until(() => errorOf(page.root, amount) === 'This is more than your deposit limit allows (AED 150 left).');
    // Refused on the amount step itself: no deposit is opened, so no limit page or dialog follows.
    expect(page.gateway.callsOf(CODES.recharge)).toHaveLength(0);
    byName(group, 'AED 100')!.click();
    await until(() => amount.value === '100');
    expect(byName(group, 'AED 100')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('says in Arabic what the deposit limit leaves and refuses more on the amount step', async () => {
    const page = depositPage({ [CODES.depositOptions]: { data: depositOptions({ depositLimitRemaining: 15_000 }) } }, { language: 'ar-AE' });
    const amount = await until(() => field<HTMLInputElement>(page.root, 'المبلغ (درهم إماراتي)'));
    expect(text(page.root.querySelector('[part="limit"]'))).toBe('يسمح لك حد الإيداع بإيداع د.إ 150 إضافية.');
    typeInto(amount, '151');
    submitIn(page.root.querySelector('[part="amount"]')!);
    await until(() => errorOf(page.root, amount) === 'هذا المبلغ أكبر مما يسمح به حد الإيداع (المتبقي د.إ 150).');
    expect(page.gateway.callsOf(CODES.recharge)).toHaveLength(0);
  });

  it('opens each deposit with 420544 for card channel 710, order type 1, mode 104, the return page and a fresh idempotency key', async () => {
    const page = depositPage();
    await chooseAmount(page, '100.5');
    page.root.querySelector<HTMLButtonElement>('[part="payment"] .link-button')!.click();
    await chooseAmount(page, '100');
    const calls = page.gateway.callsOf(CODES.recharge) as Record<string, unknown>[];
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ amount: 10_050, channelType: 710, orderType: 1, mode: 104, returnUrl: `${window.location.origin}/account/deposit?payment=finished` });
    expect(calls[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]!.idempotencyKey).not.toBe(calls[0]!.idempotencyKey);
  });

  it('opens a deposit in an older webview without crypto.randomUUID, with a key the contract accepts', async () => {
    const secure = globalThis.crypto;
    // Older webviews (and pages not served over HTTPS) have getRandomValues but no randomUUID.
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => secure.getRandomValues(array), subtle: secure.subtle });
    try {
      const page = depositPage();
      const payment = await chooseAmount(page);
      expect(payment.querySelector('.new-card')).not.toBeNull();
      const [call] = page.gateway.callsOf(CODES.recharge) as { idempotencyKey: string }[];
      expect(call!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes on to the card step here when 420544 answers the card page of this site (/payBankCard), opening no frame', async () => {
    const page = depositPage({ [CODES.recharge]: { data: { gatewayId: 'G-7', redirect: '/payBankCard?gatewayId=G-7&money=10000&timestamp=1795392847194' } } });
    const payment = await chooseAmount(page);
    expect(payment.querySelector('.new-card')).not.toBeNull();
    expect(page.root.querySelector('[part="payment-frame"]')).toBeNull();
  });
});

describe("<nl-deposit> a new player's first deposit (SPEC §2 isNewFlag)", () => {
  it('first offers to set a deposit limit, then the amount as usual', async () => {
    const page = depositPage({}, { attributes: { 'first-deposit': 'true' } });
    const note = await until(() => page.root.querySelector('[part="first-deposit"]'));
    expect(text(note)).toContain('This is your first deposit.');
    const link = byName(page.root, 'Set a deposit limit')!;
    expect(link.getAttribute('href')).toBe('/Play-Responsibly?activeTabName=Player%20Controls');
    await until(() => field<HTMLInputElement>(page.root, 'Amount (AED)'));
  });

  it('says so in Arabic', async () => {
    const page = depositPage({}, { attributes: { 'first-deposit': 'true' }, language: 'ar-AE' });
    const note = await until(() => page.root.querySelector('[part="first-deposit"]'));
    expect(text(note)).toContain('هذا أول إيداع لك');
    expect(byName(page.root, 'حدّد حدًا للإيداع')).not.toBeNull();
  });

  it('shows no such note otherwise, nor to a guest', async () => {
    const page = depositPage();
    await until(() => field<HTMLInputElement>(page.root, 'Amount (AED)'));
    expect(page.root.querySelector('[part="first-deposit"]')).toBeNull();
    const guest = depositPage({}, { attributes: { 'first-deposit': 'true' }, user: null });
    await until(() => guest.root.querySelector('[part="guest"]'));
    expect(guest.root.querySelector('[part="first-deposit"]')).toBeNull();
  });
});

describe('<nl-deposit> states', () => {
  it('sends a guest to login with the way back, calling nothing', async () => {
    const page = depositPage({}, { user: null });
    const prompt = await until(() => page.root.querySelector('[part="guest"]'));
    byName(prompt, 'Log in')!.click();
    expect(page.events.paths.map((p) => p.path)).toEqual(['/account/login?redirect=%2Faccount%2Fdeposit']);
    expect(page.gateway.callsOf(CODES.depositOptions)).toHaveLength(0);
  });

  it('asks a player who is not verified to verify first', async () => {
    const page = depositPage({ [CODES.kycStatus]: { code: 500000000 } }, { user: { ...PLAYER, verifiedStatus: 1 } });
    const gate = await until(() => page.root.querySelector('[part="kyc"]'));
    expect(text(gate)).toContain('Verify your identity to deposit, withdraw or play.');
    byName(gate, 'Verify now')!.click();
    expect(page.events.paths.map((p) => p.path)).toEqual(['/account/kycIframe']);
    await settle();
    expect(page.gateway.callsOf(CODES.depositOptions)).toHaveLength(0);
  });

  it('shows an error with Retry when the options fail, and an empty state without saved cards', async () => {
    const page = depositPage({ [CODES.depositOptions]: { code: 500000001, message: 'down' } });
    const error = await until(() => page.root.querySelector('[part="error"]'));
    expect(text(error)).toContain('We could not load the deposit options.');
    page.gateway.reply(CODES.depositOptions, { data: depositOptions({ cards: [] }) });
    byName(error, 'Retry')!.click();
    await chooseAmount(page);
    expect(text(page.root.querySelector('[part="empty"]'))).toBe('You have no saved cards yet.');
    expect(page.toasts).toEqual([]);
  });

  it('starts at the card step of an already-opened deposit (/payBankCard) without opening another', async () => {
    const page = depositPage({ [CODES.cvvPay]: { data: { gatewayId: 'G-77' } } }, { attributes: { 'gateway-id': 'G-77', amount: '2500' } });
    const payment = await until(() => page.root.querySelector('[part="payment"]'));
    expect(text(payment)).toContain('Deposit AED 25');
    page.root.querySelector<HTMLButtonElement>('.saved-card')!.click();
    const dialog = await until(() => dialogTitled(page.root, 'Pay with your saved card'));
    typeInto(field(dialog, 'CVV'), '321');
    submitIn(dialog);
    await until(() => page.gateway.callsOf(CODES.cvvPay).length === 1);
    expect(page.gateway.callsOf(CODES.cvvPay)[0]).toEqual({ cvv: '321', bankCardId: 'C-1', money: 2_500, gatewayId: 'G-77' });
    expect(page.gateway.callsOf(CODES.recharge)).toHaveLength(0);
  });
});

describe('<nl-deposit> saved card (SPEC §3 CVV form)', () => {
  it('shows each saved card with its icon, holder and masked number, and an unusable one disabled', async () => {
    const page = depositPage({ [CODES.depositOptions]: { data: depositOptions({ cards: [savedCard(), savedCard({ bankCardId: 'C-2', brand: 'mastercard', ambiguousAccountNumber: '•••• 5454', usable: false })] }) } });
    await chooseAmount(page);
    const cards = Array.from(page.root.querySelectorAll<HTMLButtonElement>('.saved-card'));
    expect(cards.map((c) => c.querySelector('.card-icon')!.getAttribute('data-brand'))).toEqual(['visa', 'mastercard']);
    expect(text(cards[0])).toContain('•••• •••• •••• 1111');
    expect(text(cards[0])).toContain('Sara K');
    expect(cards[0]!.querySelector('.saved-card-number [dir="ltr"]')).toBeTruthy();
    expect(cards[1]!.disabled).toBe(true);
    expect(text(cards[1])).toContain('This card can no longer be used.');
  });

  it('asks for the CVV only, exactly 3 digits, and pays with 420551', async () => {
    const page = depositPage({ [CODES.cvvPay]: { data: { gatewayId: 'G-1' } } });
    await chooseAmount(page);
    page.root.querySelector<HTMLButtonElement>('.saved-card')!.click();
    const dialog = await until(() => dialogTitled(page.root, 'Pay with your saved card'));
    expect(dialog.querySelectorAll('input')).toHaveLength(1);
    const cvv = field(dialog, 'CVV');
    typeInto(cvv, '1a2');
    expect(cvv.value).toBe('12');
    submitIn(dialog);
    await until(() => errorOf(dialog, cvv) === 'Enter the 3-digit CVV.');
    expect(page.events.analytics).toEqual([{ name: 'deposit_card_failure', stage: 'validation', card: 'saved', reason: 'validation.cvv' }]);
    typeInto(cvv, '123');
    submitIn(dialog);
    await until(() => page.gateway.callsOf(CODES.cvvPay).length === 1);
    expect(page.gateway.callsOf(CODES.cvvPay)[0]).toEqual({ cvv: '123', bankCardId: 'C-1', money: 10_000, gatewayId: 'G-1' });
  });
});

describe('<nl-deposit> card payment results (SPEC §4)', () => {
  it('opens a redirect beginning with http in the full-screen payment frame and closes the card dialog', async () => {
    const page = depositPage({ [CODES.cardPay]: { data: { gatewayId: 'G-1', redirect: 'about:blank#not-http' } } });
    page.gateway.reply(CODES.cardPay, { data: { gatewayId: 'G-1', redirect: 'https://acs.bank.test/3ds?tx=1' } });
    await payWithNewCard(page);
    const frame = await until(() => page.root.querySelector<HTMLElement>('[part="payment-frame"]'));
    const iframe = frame.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://acs.bank.test/3ds?tx=1');
    expect(iframe.getAttribute('sandbox')).toBe(URL_SANDBOX);
    expect(frame.getAttribute('aria-modal')).toBe('true');
    expect(dialogTitled(page.root, 'Pay with a new card')).toBeNull();
  });

  it('writes other text as HTML into the frame (srcdoc) in a sandbox without this origin', async () => {
    const html = '<form action="https://acs.bank.test/3ds" method="post"><input name="PaReq" value="x"></form><script>document.forms[0].submit()</script>';
    const page = depositPage({ [CODES.cvvPay]: { data: { gatewayId: 'G-1', redirect: html } } });
    await payWithSavedCard(page);
    const iframe = await until(() => page.root.querySelector<HTMLIFrameElement>('[part="payment-frame"] iframe'));
    expect(iframe.getAttribute('srcdoc')).toBe(html);
    expect(iframe.getAttribute('src')).toBeNull();
    expect(iframe.getAttribute('sandbox')).toBe(HTML_SANDBOX);
    expect(HTML_SANDBOX).not.toContain('allow-same-origin');
  });

  it('shows the existing-card dialog on checkError and pays again when the player replaces the card', async () => {
    const analytics = memoryTelemetry();
    const page = depositPage({ [CODES.cardPay]: (data) => ({ data: (data as { replaceExistingCard?: boolean }).replaceExistingCard ? { gatewayId: 'G-1' } : { gatewayId: 'G-1', checkError: true } }) }, { analytics });
    await payWithNewCard(page);
    const existing = await until(() => dialogTitled(page.root, 'This card is on another account'));
    expect(page.events.analytics).toEqual([{ name: 'deposit_card_failure', stage: 'payment', card: 'new', reason: 'existing-card' }]);
    // The client's analytics hears the same failure, without the card's number.
    expect(analytics.events).toEqual([{ type: 'deposit_card_failure', stage: 'payment', card: 'new', reason: 'existing-card' }]);
    byName(existing, 'Replace and pay')!.click();
    await until(() => page.gateway.callsOf(CODES.cardPay).length === 2);
    expect(page.gateway.callsOf(CODES.cardPay)[1]).toMatchObject({ gatewayId: 'G-1', cardNo: '4111111111111111', replaceExistingCard: true });
    await until(() => page.root.querySelector('[part="status"]'));
    expect(dialogTitled(page.root, 'This card is on another account')).toBeNull();
  });

  it('shows the message of a FAILURE and pays the retry with a fresh gateway id', async () => {
    let attempt = 0;
    const page = depositPage({ [CODES.cvvPay]: () => (++attempt === 1 ? { data: { gatewayId: 'G-1', status: 'FAILURE', message: 'The current card has been locked and cannot be used.' } } : { data: { gatewayId: 'G-2' } }) });
    const dialog = await payWithSavedCard(page);
    await until(() => text(dialog.querySelector('[part="form-error"]')) === 'The current card has been locked and cannot be used.');
    await until(() => page.gateway.callsOf(CODES.recharge).length === 2);
    const keys = (page.gateway.callsOf(CODES.recharge) as { idempotencyKey: string }[]).map((c) => c.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(page.events.failed).toEqual([{ gatewayId: 'G-1', reason: 'declined', message: 'The current card has been locked and cannot be used.' }]);
    expect(page.events.analytics).toEqual([{ name: 'deposit_card_failure', stage: 'payment', card: 'saved', reason: 'declined' }]);
    await settle();
    submitIn(dialog);
    await until(() => page.gateway.callsOf(CODES.cvvPay).length === 2);
    expect(page.gateway.callsOf(CODES.cvvPay)[1]).toMatchObject({ gatewayId: 'G-2' });
  });

  it('shows the message of a refused call and refreshes the gateway id, emitting an analytics event with its code', async () => {
    const page = depositPage({ [CODES.cvvPay]: { code: 403000950, message: 'Recharge attempts locked. Please contact live chat.' } });
    const dialog = await payWithSavedCard(page);
    await until(() => text(dialog.querySelector('[part="form-error"]')) === 'Recharge attempts locked. Please contact live chat.');
    await until(() => page.gateway.callsOf(CODES.recharge).length === 2);
    expect(page.events.analytics).toEqual([{ name: 'deposit_card_failure', stage: 'payment', card: 'saved', reason: 'error', code: 403000950 }]);
    expect(page.toasts).toEqual([]);
  });

  it('stops at the deposit limit: the SDK opens the deposit self-exclusion dialog and the page says why', async () => {
    const page = depositPage({ [CODES.recharge]: { data: { gatewayId: 'G-1', rechargeLimitError: true } } });
    typeInto(await until(() => field<HTMLInputElement>(page.root, 'Amount (AED)')), '100');
    submitIn(page.root.querySelector('[part="amount"]')!);
    const panel = await until(() => page.root.querySelector('[data-state="limit"]'));
    expect(text(panel)).toContain('Deposit limit reached');
    expect(page.dialogs.map((d) => d.name)).toEqual(['deposit-self-exclusion']);
    expect(page.events.failed).toEqual([{ gatewayId: 'G-1', reason: 'deposit-limit', message: null }]);
  });
});

describe('<nl-deposit> status polling (SPEC §4, §9: every 6 s, at most 7 checks)', () => {
  it('SUCCESS: closes the payment frame, toasts, refreshes the balance and shows the success panel', async () => {
    let checks = 0;
    const analytics = memoryTelemetry();
    const page = depositPage({
      [CODES.cardPay]: { data: { gatewayId: 'G-1', redirect: 'https://acs.bank.test/3ds' } },
      [CODES.rechargeStatus]: () => ({ data: ++checks < 3 ? status('PENDING') : status('SUCCESS') }),
    }, { analytics });
    await payWithNewCard(page);
    await until(() => page.root.querySelector('[part="payment-frame"]'));
    await nextCheck(page, 1);
    await nextCheck(page, 2);
    const panel = await until(() => page.root.querySelector('[data-state="success"]'));
    expect(page.gateway.callsOf(CODES.rechargeStatus)).toEqual([1, 2, 3].map(() => ({ gatewayId: 'G-1', rechargeScene: 'deposit' })));
    expect(page.root.querySelector('[part="payment-frame"]')).toBeNull();
    expect(text(panel)).toContain('AED 100 has been added to your balance.');
    expect(page.toasts).toEqual([{ kind: 'success', messageKey: 'recharge.rechargeSuccessToast' }]);
    await until(() => page.gateway.callsOf(CODES.balance).length === 1);
    await until(() => page.client.stores.balance.getSnapshot()?.totalBalance === 123_456);
    expect(page.events.succeeded).toEqual([{ gatewayId: 'G-1', orderId: 'O-1', amount: 10_000 }]);
    // Analytics hears the deposit once, with its amount and nothing about the card or the player.
    expect(analytics.events).toEqual([{ type: 'deposit', amount: 10_000 }]);
    // The success panel goes back after 5 s.
    // The panel's countdown starts once it has rendered.
    await settle();
    page.timers.advance(4_000);
    await until(() => text(panel).includes('in 1 s.'));
    expect(page.events.paths).toEqual([]);
    page.timers.advance(1_000);
    await until(() => page.events.paths.length === 1);
    expect(page.events.paths[0]!.path).toBe('/');
  });

  it('FAILURE: toasts the gateway memo and shows it', async () => {
    const page = depositPage({
      [CODES.cvvPay]: { data: { gatewayId: 'G-1' } },
      [CODES.rechargeStatus]: { data: status('FAILURE', { gatewayMemo: 'Declined by bank' }) },
    });
    await payWithSavedCard(page);
    const panel = await until(() => page.root.querySelector('[data-state="failure"]'));
    expect(text(panel)).toContain('Declined by bank');
    expect(page.toasts).toEqual([{ kind: 'error', message: 'Declined by bank' }]);
    expect(page.events.failed).toEqual([{ gatewayId: 'G-1', reason: 'declined', message: 'Declined by bank' }]);
    expect(page.events.analytics).toEqual([{ name: 'deposit_card_failure', stage: 'status', card: 'saved', reason: 'declined' }]);
    expect(page.gateway.callsOf(CODES.balance)).toHaveLength(0);
  });

  it('TIMEOUT after 7 unresolved checks: says to refresh or check transactions, and Refresh checks again', async () => {
    const page = depositPage({ [CODES.cvvPay]: { data: { gatewayId: 'G-1' } } });
    await payWithSavedCard(page);
    for (let call = 1; call < 7; call += 1) await nextCheck(page, call);
    const panel = await until(() => page.root.querySelector('[data-state="timeout"]'));
    expect(page.gateway.callsOf(CODES.rechargeStatus)).toHaveLength(7);
    expect(text(panel)).toContain('Refresh, or check your transactions in a few minutes');
    expect(byName(panel, 'Check transactions')!.getAttribute('href')).toBe('/account/transactions');
    expect(page.events.timedOut).toEqual([{ gatewayId: 'G-1' }]);
    expect(page.toasts).toEqual([{ kind: 'info', messageKey: 'deposit.result.timeoutToast' }]);
    page.timers.advance(60_000);
    await settle();
    expect(page.gateway.callsOf(CODES.rechargeStatus)).toHaveLength(7);
    page.gateway.reply(CODES.rechargeStatus, { data: status('SUCCESS') });
    byName(panel, 'Refresh')!.click();
    await until(() => page.root.querySelector('[data-state="success"]'));
    expect(page.gateway.callsOf(CODES.rechargeStatus)).toHaveLength(8);
  });

  it('closes the payment frame when the finish page on this origin says so, ignoring other origins', async () => {
    const page = depositPage({ [CODES.cardPay]: { data: { gatewayId: 'G-1', redirect: 'https://acs.bank.test/3ds' } } });
    await payWithNewCard(page);
    const iframe = await until(() => page.root.querySelector<HTMLIFrameElement>('[part="payment-frame"] iframe'));
    const source = iframe.contentWindow;
    window.dispatchEvent(new MessageEvent('message', { data: { type: PAYMENT_FINISHED_MESSAGE }, origin: 'https://evil.test', source }));
    await settle();
    expect(page.root.querySelector('[part="payment-frame"]')).not.toBeNull();
    window.dispatchEvent(new MessageEvent('message', { data: { type: PAYMENT_FINISHED_MESSAGE }, origin: window.location.origin, source }));
    await until(() => page.root.querySelector('[part="payment-frame"]') === null);
    expect(page.root.querySelector('[part="status"]')).not.toBeNull();
  });

  it('keeps the bank page open when the checks run out during the challenge, and checks again when it finishes', async () => {
    const page = depositPage({ [CODES.cardPay]: { data: { gatewayId: 'G-1', redirect: 'https://acs.bank.test/3ds' } } });
    await payWithNewCard(page);
    for (let call = 1; call < 7; call += 1) await nextCheck(page, call);
    await until(() => page.root.querySelector('[data-state="timeout"]'));
    const iframe = page.root.querySelector<HTMLIFrameElement>('[part="payment-frame"] iframe');
    expect(iframe).not.toBeNull();
    page.gateway.reply(CODES.rechargeStatus, { data: status('SUCCESS') });
    window.dispatchEvent(new MessageEvent('message', { data: { type: PAYMENT_FINISHED_MESSAGE }, origin: window.location.origin, source: iframe!.contentWindow }));
    await until(() => page.root.querySelector('[data-state="success"]'));
    expect(page.root.querySelector('[part="payment-frame"]')).toBeNull();
    expect(page.gateway.callsOf(CODES.rechargeStatus)).toHaveLength(8);
  });

  it('on the return page opened as a whole page, shows the status of that deposit', async () => {
    const page = depositPage({ [CODES.rechargeStatus]: { data: status('SUCCESS', { gatewayId: 'G-9', amount: 7_500 }) } }, { attributes: { 'payment-finished': 'true', 'gateway-id': 'G-9' } });
    const panel = await until(() => page.root.querySelector('[data-state="success"]'));
    expect(text(panel)).toContain('AED 75 has been added to your balance.');
    expect(page.gateway.callsOf(CODES.rechargeStatus)).toEqual([{ gatewayId: 'G-9', rechargeScene: 'deposit' }]);
  });
});

describe('<nl-deposit> buys the ticket that waited for it (the auto order, SPEC §4, §9; 101077)', () => {
  const AUTO_STATUS = '101077';
  const PLACE = '101101';
  const RETURNED = { 'payment-finished': 'true', 'gateway-id': 'G-1' };
  const order = { appKey: 'pick3', lotteryType: 72, playType: 1, drawCount: 1, selections: [{ numbers: [1, 2, 3] }], amount: 500 };
  const keep = (savedAt = Date.UTC(2026, 5, 15, 7, 55)) =>
    saveAutoOrder(sessionStorage, { orders: [{ request: order, idempotencyKey: 'auto-order-key-0001' }], backPath: '/lottery/pick3', savedAt });

  it('after SUCCESS asks 101077 until the deposit is paid, then buys with the kept key and offers the order and the game', async () => {
    sessionStorage.clear();
    keep();
    let asked = 0;
    // The page the bank's 3-D Secure step returns to, as a whole page: the deposit is paid.
    const page = depositPage({
      [CODES.rechargeStatus]: { data: status('SUCCESS') },
      [AUTO_STATUS]: () => (++asked === 1 ? { code: 300000009, message: '' } : { data: { orderPayStatus: 2, couponId: null, message: null } }),
      [PLACE]: { data: { id: '9001', chaseId: null } },
    }, { attributes: RETURNED });
    const panel = await until(() => page.root.querySelector('[data-auto-order="buying"]'));
    expect(text(panel)).toContain('Buying the ticket you chose before the deposit');
    await until(() => page.gateway.callsOf(AUTO_STATUS).length === 1);
    await settle(20);
    page.timers.advance(6_000);
    await until(() => page.root.querySelector('[data-auto-order="placed"]'));
    expect(page.gateway.callsOf(AUTO_STATUS)).toEqual([{ orderId: 'O-1' }, { orderId: 'O-1' }]);
    expect(page.gateway.callsOf(PLACE)).toEqual([{ ...order, selections: [{ numbers: [1, 2, 3], multiple: 1 }], idempotencyKey: 'auto-order-key-0001' }]);
    expect(text(page.root.querySelector('[part="auto-order"]'))).toContain('Your ticket is bought. Order 9001.');
    expect(byName(page.root, 'View the order')!.getAttribute('href')).toBe('/account/order/orderDetail?orderId=9001');
    expect(byName(page.root, 'Back to the game')!.getAttribute('href')).toBe('/lottery/pick3');
    expect(sessionStorage.getItem(AUTO_ORDER_KEY)).toBeNull();
    // No countdown takes the player away from the ticket.
    page.timers.advance(10_000);
    expect(page.events.paths).toEqual([]);
  });

  it('buys nothing when 101077 says the deposit failed, and says so in Arabic', async () => {
    sessionStorage.clear();
    keep();
    const page = depositPage({
      [CODES.rechargeStatus]: { data: status('SUCCESS') },
      [AUTO_STATUS]: { data: { orderPayStatus: 3, couponId: null, message: null } },
    }, { language: 'ar-AE', attributes: RETURNED });
    await until(() => page.root.querySelector('[data-auto-order="paymentFailed"]'));
    expect(text(page.root.querySelector('[part="auto-order"]'))).toContain('لم يكتمل الإيداع');
    expect(page.gateway.callsOf(PLACE)).toEqual([]);
  });

  it('shows the usual success panel when nothing waits, or what waited is older than 30 minutes', async () => {
    sessionStorage.clear();
    keep(Date.UTC(2026, 5, 15, 7, 29));
    const page = depositPage({ [CODES.rechargeStatus]: { data: status('SUCCESS') } }, { attributes: RETURNED });
    const panel = await until(() => page.root.querySelector('[data-state="success"]'));
    expect(panel.getAttribute('data-auto-order')).toBeNull();
    expect(page.gateway.callsOf(AUTO_STATUS)).toEqual([]);
  });
});
