// @vitest-environment node
/**
 * The deposit flow's state machine (elements/deposits/deposit/deposit-flow-state.ts) as a
 * specification, without React or a DOM: where a page starts, what each thing the player does and
 * each answer of the gateway changes, what the flow tells the world, and that an event which does
 * not apply where the flow is changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { SavedCard } from '../../../sdk';
import type { NewCardData } from '../../../elements/deposits/deposit/card-form';
import {
  depositNotices, depositReducer, initialDepositState, isBusy, messageText, type DepositEvent, type DepositState,
} from '../../../elements/deposits/deposit/deposit-flow-state';

const VISA: SavedCard = { bankCardId: 'C-1', brand: 'visa', holderName: 'Sara K', ambiguousAccountNumber: '•••• 1111', expireDate: '12/29', usable: true };
const BLOCKED: SavedCard = { ...VISA, bankCardId: 'C-2', usable: false };
const NEW_CARD: NewCardData = { cardNo: '4111111111111111', expireDate: '12/40', cvv: '123', holderName: 'Sara K' };
const BANK_PAGE = { kind: 'url', url: 'https://acs.bank.test/3ds' } as const;

/** The flow after `events`, from `state`. */
const after = (state: DepositState, ...events: DepositEvent[]) => events.reduce(depositReducer, state);

const FRESH = initialDepositState({ gatewayId: null, amount: null, paymentFinished: false });
/** AED 100 chosen; 420544 in flight. */
const OPENING = after(FRESH, { type: 'amountChosen', amount: 10_000 });
/** The deposit G-1 of AED 100 opened: the card step. */
const CARD = after(OPENING, { type: 'openAnswered', answer: { kind: 'opened', gatewayId: 'G-1' } });
const NEW_CARD_FORM = after(CARD, { type: 'cardChosen', choice: { kind: 'new' } });
const TYPED_CARD_FORM = after(NEW_CARD_FORM, { type: 'formDirtyChanged', dirty: true });
const ASKING_LEAVE = after(TYPED_CARD_FORM, { type: 'dialogCloseRequested' });
const SAVED_CARD_FORM = after(CARD, { type: 'cardChosen', choice: { kind: 'saved', card: VISA } });
/** 420550 in flight for the new card. */
const PAYING = after(TYPED_CARD_FORM, { type: 'paymentSubmitted', details: { kind: 'new', card: NEW_CARD } });
const ASKING_REPLACE = after(PAYING, { type: 'paymentAnswered', answer: { kind: 'existing-card' } });
/** The payment was declined; 420544 in flight for a fresh gateway id. */
const RENEWING = after(PAYING, { type: 'paymentAnswered', answer: { kind: 'failed', message: 'Card locked' } });
/** The new card paid without a bank page: the status is checked (watch 1). */
const CHECKING = after(PAYING, { type: 'paymentAnswered', answer: { kind: 'wait' } });
/** The new card's bank asked for 3-D Secure: its page over the status check (watch 1). */
const ON_BANK_PAGE = after(PAYING, { type: 'paymentAnswered', answer: { kind: 'frame', frame: BANK_PAGE } });
const success = (state: DepositState) => after(state, { type: 'statusKnown', watch: 1, end: { status: 'SUCCESS', gatewayId: 'G-1', orderId: 'O-1', amount: 10_000 } });
const timeout = (state: DepositState) => after(state, { type: 'statusKnown', watch: 1, end: { status: 'TIMEOUT', gatewayId: 'G-1' } });
const SUCCESS = success(CHECKING);
const FAILURE = after(CHECKING, { type: 'statusKnown', watch: 1, end: { status: 'FAILURE', gatewayId: 'G-1', memo: 'Declined by bank' } });
const TIMEOUT = timeout(CHECKING);
const TIMEOUT_ON_BANK_PAGE = timeout(ON_BANK_PAGE);
const LIMIT = after(OPENING, { type: 'openAnswered', answer: { kind: 'limit', gatewayId: 'G-1' } });
/** In the super-app: the trade G-1 handed to requestPayment, which failed or timed out. */
const HOST_FAIL = after(OPENING, { type: 'openAnswered', answer: { kind: 'host-paid', gatewayId: 'G-1', status: 'fail' } });
const HOST_TIMEOUT = after(OPENING, { type: 'openAnswered', answer: { kind: 'host-paid', gatewayId: 'G-1', status: 'timeout' } });

describe('where the deposit page starts', () => {
  it('at the amount step, the box holding the amount the page was given', () => {
    const state = initialDepositState({ gatewayId: null, amount: 2_500, paymentFinished: false });
    expect(state.step).toEqual({ name: 'amount' });
    expect(state.lastAmount).toBe(2_500);
    expect(isBusy(state)).toBe(false);
  });

  it('at the card step of a deposit already opened (/payBankCard with gateway-id and amount), opening none', () => {
    const state = initialDepositState({ gatewayId: 'G-77', amount: 2_500, paymentFinished: false });
    expect(state.step).toMatchObject({ name: 'pay', gatewayId: 'G-77', amount: 2_500, dialog: null });
    expect(state.request).toBeNull();
  });

  it('checking the status of the deposit the 3-D Secure step returned to (gateway-id with payment-finished)', () => {
    expect(initialDepositState({ gatewayId: 'G-9', amount: null, paymentFinished: true }).step).toEqual({ name: 'checking', gatewayId: 'G-9', amount: 0, watch: 1 });
  });

  it('at the amount step when the return page names no deposit', () => {
    expect(initialDepositState({ gatewayId: null, amount: null, paymentFinished: true }).step).toEqual({ name: 'amount' });
  });
});

describe('the amount step', () => {
  it('Continue opens a deposit (420544) for the amount, keeps the amount for later and clears the last error', () => {
    const withError = { ...FRESH, error: { key: 'errors.networkError' } };
    const state = after(withError, { type: 'amountChosen', amount: 10_050 });
    expect(state.request).toEqual({ kind: 'open', amount: 10_050 });
    expect(state.lastAmount).toBe(10_050);
    expect(state.error).toBeNull();
    expect(isBusy(state)).toBe(true);
  });

  it('goes on to the card step of the deposit opened', () => {
    expect(CARD.step).toEqual({ name: 'pay', gatewayId: 'G-1', amount: 10_000, dialog: null, dirty: false, leaving: false, existingCard: null });
    expect(isBusy(CARD)).toBe(false);
  });

  it("opens the acquirer's page when 420544 answers with one, and checks the status", () => {
    const state = after(OPENING, { type: 'openAnswered', answer: { kind: 'frame', gatewayId: 'G-1', frame: BANK_PAGE } });
    expect(state.step).toEqual({ name: 'checking', gatewayId: 'G-1', amount: 10_000, watch: 1 });
    expect(state.frame).toEqual(BANK_PAGE);
  });

  it("stops at the player's deposit limit and tells the host (the SDK opens the limit dialog)", () => {
    expect(LIMIT.step).toEqual({ name: 'limit' });
    expect(depositNotices(OPENING, { type: 'openAnswered', answer: { kind: 'limit', gatewayId: 'G-1' } })).toEqual([
      { kind: 'failed', detail: { gatewayId: 'G-1', reason: 'deposit-limit', message: null } },
    ]);
  });

  it('stays on the amount step with the reason when 420544 is refused', () => {
    const state = after(OPENING, { type: 'openAnswered', answer: { kind: 'refused', error: { text: 'Recharge attempts locked.' } } });
    expect(state.step).toEqual({ name: 'amount' });
    expect(state.error).toEqual({ text: 'Recharge attempts locked.' });
    expect(isBusy(state)).toBe(false);
    expect(depositNotices(OPENING, { type: 'openAnswered', answer: { kind: 'refused', error: { text: 'Recharge attempts locked.' } } })).toEqual([]);
  });

  it('shows nothing new when 420544 answers neither a gateway id nor a reason', () => {
    const state = after(OPENING, { type: 'openAnswered', answer: { kind: 'refused', error: null } });
    expect(state.step).toEqual({ name: 'amount' });
    expect(state.error).toBeNull();
    expect(isBusy(state)).toBe(false);
  });
});

describe('the card step', () => {
  it('choosing a saved card asks for its CVV, the new-card button opens the card form; either clears the last error', () => {
    const withError = { ...CARD, error: { key: 'deposit.errors.paymentFailed' } };
    expect(after(withError, { type: 'cardChosen', choice: { kind: 'saved', card: VISA } })).toMatchObject({ step: { dialog: { kind: 'saved', card: VISA } }, error: null });
    expect(after(withError, { type: 'cardChosen', choice: { kind: 'new' } })).toMatchObject({ step: { dialog: { kind: 'new' } }, error: null });
  });

  it('a card that can no longer be used cannot be chosen', () => {
    expect(after(CARD, { type: 'cardChosen', choice: { kind: 'saved', card: BLOCKED } })).toBe(CARD);
  });

  it('Change amount goes back to the amount step, which starts with the amount chosen', () => {
    const state = after(CARD, { type: 'amountChangeRequested' });
    expect(state.step).toEqual({ name: 'amount' });
    expect(state.lastAmount).toBe(10_000);
  });

  it('closing a form with nothing typed closes it', () => {
    expect(after(NEW_CARD_FORM, { type: 'dialogCloseRequested' }).step).toMatchObject({ dialog: null });
  });

  it('closing a form with card data typed asks first (SPEC §5): Stay keeps the form, Leave closes it', () => {
    expect(ASKING_LEAVE.step).toMatchObject({ dialog: { kind: 'new' }, leaving: true });
    expect(after(ASKING_LEAVE, { type: 'leaveCancelled' }).step).toMatchObject({ dialog: { kind: 'new' }, dirty: true, leaving: false });
    expect(after(ASKING_LEAVE, { type: 'leaveConfirmed' }).step).toMatchObject({ dialog: null, dirty: false, leaving: false });
  });

  it('paying with a saved card sends its CVV for the deposit opened (420551)', () => {
    const state = after(SAVED_CARD_FORM, { type: 'paymentSubmitted', details: { kind: 'saved', cvv: '321' } });
    expect(state.request).toEqual({ kind: 'pay', gatewayId: 'G-1', amount: 10_000, payment: { kind: 'saved', card: VISA, cvv: '321' } });
    expect(state.paidWith).toBe('saved');
  });

  it('paying with a new card sends the card (420550) and clears the last error', () => {
    const state = after({ ...TYPED_CARD_FORM, error: { key: 'deposit.errors.paymentFailed' } }, { type: 'paymentSubmitted', details: { kind: 'new', card: NEW_CARD } });
    expect(state.request).toEqual({ kind: 'pay', gatewayId: 'G-1', amount: 10_000, payment: { kind: 'new', card: NEW_CARD, replaceCard: false } });
    expect(state.paidWith).toBe('new');
    expect(state.error).toBeNull();
  });

  it('only the form that is open can pay', () => {
    expect(after(SAVED_CARD_FORM, { type: 'paymentSubmitted', details: { kind: 'new', card: NEW_CARD } })).toBe(SAVED_CARD_FORM);
    expect(after(NEW_CARD_FORM, { type: 'paymentSubmitted', details: { kind: 'saved', cvv: '321' } })).toBe(NEW_CARD_FORM);
  });
});

describe('what a card payment answers (SPEC §4)', () => {
  it("a redirect closes the card dialog and opens the acquirer's page over the status check", () => {
    expect(ON_BANK_PAGE.step).toEqual({ name: 'checking', gatewayId: 'G-1', amount: 10_000, watch: 1 });
    expect(ON_BANK_PAGE.frame).toEqual(BANK_PAGE);
    expect(isBusy(ON_BANK_PAGE)).toBe(false);
  });

  it('no redirect: the card dialog closes and the status is checked', () => {
    expect(CHECKING.step).toEqual({ name: 'checking', gatewayId: 'G-1', amount: 10_000, watch: 1 });
    expect(CHECKING.frame).toBeNull();
  });

  it('a card saved on another account asks to replace it; Replace and pay pays again with replaceCard', () => {
    expect(ASKING_REPLACE.step).toMatchObject({ dialog: { kind: 'new' }, existingCard: NEW_CARD });
    expect(depositNotices(PAYING, { type: 'paymentAnswered', answer: { kind: 'existing-card' } })).toEqual([
      { kind: 'card-failure', detail: { stage: 'payment', card: 'new', reason: 'existing-card' } },
    ]);
    const replacing = after(ASKING_REPLACE, { type: 'cardReplaceConfirmed' });
    expect(replacing.request).toEqual({ kind: 'pay', gatewayId: 'G-1', amount: 10_000, payment: { kind: 'new', card: NEW_CARD, replaceCard: true } });
    // The question stays, its buttons waiting, until 420550 answers.
    expect(replacing.step).toMatchObject({ existingCard: NEW_CARD });
    expect(after(replacing, { type: 'paymentAnswered', answer: { kind: 'wait' } }).step).toMatchObject({ name: 'checking' });
  });

  it('Cancel on the replace question keeps the card form open', () => {
    expect(after(ASKING_REPLACE, { type: 'cardReplaceCancelled' }).step).toMatchObject({ dialog: { kind: 'new' }, existingCard: null });
  });

  it('a saved card on another account is said in the CVV form', () => {
    const paying = after(SAVED_CARD_FORM, { type: 'paymentSubmitted', details: { kind: 'saved', cvv: '321' } });
    const state = after(paying, { type: 'paymentAnswered', answer: { kind: 'existing-card' } });
    expect(state.step).toMatchObject({ dialog: { kind: 'saved' }, existingCard: null });
    expect(state.error).toEqual({ key: 'deposit.existing.body' });
  });

  it('a declined payment shows its reason in the form, tells the host and asks 420544 for a fresh gateway id', () => {
    expect(RENEWING.request).toEqual({ kind: 'renew', amount: 10_000 });
    expect(RENEWING.error).toEqual({ text: 'Card locked' });
    expect(RENEWING.step).toMatchObject({ name: 'pay', gatewayId: 'G-1', dialog: { kind: 'new' } });
    expect(isBusy(RENEWING)).toBe(true);
    expect(depositNotices(PAYING, { type: 'paymentAnswered', answer: { kind: 'failed', message: 'Card locked' } })).toEqual([
      { kind: 'card-failure', detail: { stage: 'payment', card: 'new', reason: 'declined' } },
      { kind: 'failed', detail: { gatewayId: 'G-1', reason: 'declined', message: 'Card locked' } },
    ]);
  });

  it("a declined payment without a reason says 'Payment failed'", () => {
    expect(after(PAYING, { type: 'paymentAnswered', answer: { kind: 'failed', message: null } }).error).toEqual({ key: 'deposit.errors.paymentFailed' });
  });

  it('the retry pays the fresh gateway id, from the same form, with the reason still shown until then', () => {
    const renewed = after(RENEWING, { type: 'openAnswered', answer: { kind: 'opened', gatewayId: 'G-2' } });
    expect(renewed.step).toMatchObject({ name: 'pay', gatewayId: 'G-2', amount: 10_000, dialog: { kind: 'new' } });
    expect(renewed.error).toEqual({ text: 'Card locked' });
    expect(isBusy(renewed)).toBe(false);
    const retry = after(renewed, { type: 'paymentSubmitted', details: { kind: 'new', card: NEW_CARD } });
    expect(retry.request).toMatchObject({ kind: 'pay', gatewayId: 'G-2' });
    expect(retry.error).toBeNull();
  });

  it("a refused call shows the gateway's reason, reports its code and asks for a fresh gateway id", () => {
    const event: DepositEvent = { type: 'paymentAnswered', answer: { kind: 'refused', error: { text: 'Recharge attempts locked.' }, code: 403000950 } };
    const state = after(PAYING, event);
    expect(state.request).toEqual({ kind: 'renew', amount: 10_000 });
    expect(state.error).toEqual({ text: 'Recharge attempts locked.' });
    expect(depositNotices(PAYING, event)).toEqual([{ kind: 'card-failure', detail: { stage: 'payment', card: 'new', reason: 'error', code: 403000950 } }]);
  });

  it('without a fresh gateway id the dialog closes and the amount step shows why', () => {
    const state = after(RENEWING, { type: 'openAnswered', answer: { kind: 'refused', error: { key: 'errors.networkError' } } });
    expect(state.step).toEqual({ name: 'amount' });
    expect(state.error).toEqual({ key: 'errors.networkError' });
    expect(isBusy(state)).toBe(false);
    // With no reason of its own, the payment's reason stays.
    expect(after(RENEWING, { type: 'openAnswered', answer: { kind: 'refused', error: null } }).error).toEqual({ text: 'Card locked' });
  });

  it('the deposit limit closes the dialog and stops, telling the host and the analytics', () => {
    const event: DepositEvent = { type: 'paymentAnswered', answer: { kind: 'deposit-limit' } };
    expect(after(PAYING, event).step).toEqual({ name: 'limit' });
    expect(depositNotices(PAYING, event)).toEqual([
      { kind: 'card-failure', detail: { stage: 'payment', card: 'new', reason: 'deposit-limit' } },
      { kind: 'failed', detail: { gatewayId: 'G-1', reason: 'deposit-limit', message: null } },
    ]);
    expect(after(RENEWING, { type: 'openAnswered', answer: { kind: 'limit', gatewayId: 'G-2' } }).step).toEqual({ name: 'limit' });
  });
});

describe('the status check (SPEC §4, §9)', () => {
  it('SUCCESS: the success panel with the amount credited, a toast, the balance refreshed, nl-deposit-succeeded; the bank page closes', () => {
    const end = { status: 'SUCCESS', gatewayId: 'G-1', orderId: 'O-1', amount: 10_000 } as const;
    const state = after(ON_BANK_PAGE, { type: 'statusKnown', watch: 1, end });
    expect(state.step).toEqual({ name: 'success', amount: 10_000, orderId: 'O-1' });
    expect(state.frame).toBeNull();
    expect(depositNotices(ON_BANK_PAGE, { type: 'statusKnown', watch: 1, end })).toEqual([
      { kind: 'toast', toast: { kind: 'success', messageKey: 'recharge.rechargeSuccessToast' } },
      { kind: 'refresh-balance' },
      { kind: 'succeeded', detail: { gatewayId: 'G-1', orderId: 'O-1', amount: 10_000 } },
    ]);
  });

  it('SUCCESS without an amount credits the amount of the deposit', () => {
    const end = { status: 'SUCCESS', gatewayId: 'G-1', orderId: 'O-1', amount: 0 } as const;
    expect(after(CHECKING, { type: 'statusKnown', watch: 1, end }).step).toEqual({ name: 'success', amount: 10_000, orderId: 'O-1' });
    expect(depositNotices(CHECKING, { type: 'statusKnown', watch: 1, end })[2]).toEqual({ kind: 'succeeded', detail: { gatewayId: 'G-1', orderId: 'O-1', amount: 10_000 } });
  });

  it("FAILURE: the failure panel with the acquirer's reason, an error toast, the analytics of the card that paid, nl-deposit-failed", () => {
    expect(FAILURE.step).toEqual({ name: 'failure', message: 'Declined by bank' });
    const paidSaved = after(SAVED_CARD_FORM, { type: 'paymentSubmitted', details: { kind: 'saved', cvv: '321' } }, { type: 'paymentAnswered', answer: { kind: 'wait' } });
    expect(depositNotices(paidSaved, { type: 'statusKnown', watch: 1, end: { status: 'FAILURE', gatewayId: 'G-1', memo: 'Declined by bank' } })).toEqual([
      { kind: 'toast', toast: { kind: 'error', message: 'Declined by bank' } },
      { kind: 'card-failure', detail: { stage: 'status', card: 'saved', reason: 'declined' } },
      { kind: 'failed', detail: { gatewayId: 'G-1', reason: 'declined', message: 'Declined by bank' } },
    ]);
  });

  it('FAILURE without a reason toasts and shows the general one', () => {
    const event: DepositEvent = { type: 'statusKnown', watch: 1, end: { status: 'FAILURE', gatewayId: 'G-1', memo: null } };
    expect(after(CHECKING, event).step).toEqual({ name: 'failure', message: null });
    expect(depositNotices(CHECKING, event)[0]).toEqual({ kind: 'toast', toast: { kind: 'error', messageKey: 'deposit.result.failedDefault' } });
  });

  it('a FAILURE on the page the 3-D Secure step returned to counts the new card, as nothing says otherwise', () => {
    const returned = initialDepositState({ gatewayId: 'G-9', amount: null, paymentFinished: true });
    const notices = depositNotices(returned, { type: 'statusKnown', watch: 1, end: { status: 'FAILURE', gatewayId: 'G-9', memo: null } });
    expect(notices[1]).toEqual({ kind: 'card-failure', detail: { stage: 'status', card: 'new', reason: 'declined' } });
  });

  it('TIMEOUT: the time-out panel, an info toast and nl-deposit-timed-out', () => {
    expect(TIMEOUT.step).toEqual({ name: 'timeout', gatewayId: 'G-1', amount: 10_000 });
    expect(depositNotices(CHECKING, { type: 'statusKnown', watch: 1, end: { status: 'TIMEOUT', gatewayId: 'G-1' } })).toEqual([
      { kind: 'toast', toast: { kind: 'info', messageKey: 'deposit.result.timeoutToast' } },
      { kind: 'timed-out', detail: { gatewayId: 'G-1' } },
    ]);
  });

  it('Refresh on the time-out panel checks again, with a new watch', () => {
    expect(after(TIMEOUT, { type: 'refreshRequested' }).step).toEqual({ name: 'checking', gatewayId: 'G-1', amount: 10_000, watch: 2 });
  });

  it("a TIMEOUT while the player is still on the bank's page leaves the page open, and its finishing checks again", () => {
    expect(TIMEOUT_ON_BANK_PAGE.frame).toEqual(BANK_PAGE);
    const state = after(TIMEOUT_ON_BANK_PAGE, { type: 'frameFinished' });
    expect(state.frame).toBeNull();
    expect(state.step).toEqual({ name: 'checking', gatewayId: 'G-1', amount: 10_000, watch: 2 });
    expect(after(state, { type: 'statusKnown', watch: 2, end: { status: 'SUCCESS', gatewayId: 'G-1', orderId: 'O-1', amount: 10_000 } }).step).toEqual({ name: 'success', amount: 10_000, orderId: 'O-1' });
  });

  it("the bank's page finishing while the status is checked only closes it; the checks go on", () => {
    const state = after(ON_BANK_PAGE, { type: 'frameFinished' });
    expect(state.frame).toBeNull();
    expect(state.step).toBe(ON_BANK_PAGE.step);
  });

  it("closing the bank's page leaves the checks running, and on the time-out panel checks nothing", () => {
    expect(after(ON_BANK_PAGE, { type: 'frameClosed' })).toMatchObject({ frame: null, step: ON_BANK_PAGE.step });
    expect(after(TIMEOUT_ON_BANK_PAGE, { type: 'frameClosed' })).toMatchObject({ frame: null, step: { name: 'timeout' } });
  });

  it('the end of an older watch is ignored', () => {
    const again = after(TIMEOUT, { type: 'refreshRequested' });
    const stale: DepositEvent = { type: 'statusKnown', watch: 1, end: { status: 'FAILURE', gatewayId: 'G-1', memo: null } };
    expect(after(again, stale)).toBe(again);
    expect(depositNotices(again, stale)).toEqual([]);
  });
});

describe('after the outcome', () => {
  it.each([
    ['Deposit again on the success panel', SUCCESS],
    ['Try again on the failure panel', FAILURE],
    ['Change amount on the deposit-limit panel', LIMIT],
  ])('%s goes back to the amount step with the last amount', (_, state) => {
    const next = after(state, { type: 'startAgainRequested' });
    expect(next.step).toEqual({ name: 'amount' });
    expect(next.lastAmount).toBe(10_000);
  });
});

describe('the super-app\'s payment sheet (requestPayment, SPEC §8)', () => {
  it('a paid trade is confirmed by the status checks, as a card payment is', () => {
    const paid = after(OPENING, { type: 'openAnswered', answer: { kind: 'host-paid', gatewayId: 'G-1', status: 'success' } });
    expect(paid.step).toEqual({ name: 'checking', gatewayId: 'G-1', amount: 10_000, watch: 1 });
    expect(paid.hostDialog).toBeNull();
  });

  it('a failed trade opens the pay-fail dialog over the amount step and tells nl-deposit-failed', () => {
    expect(HOST_FAIL.step).toEqual({ name: 'amount' });
    expect(HOST_FAIL.hostDialog).toBe('pay-fail');
    expect(depositNotices(OPENING, { type: 'openAnswered', answer: { kind: 'host-paid', gatewayId: 'G-1', status: 'fail' } })).toEqual([
      { kind: 'failed', detail: { gatewayId: 'G-1', reason: 'declined', message: null } },
    ]);
    expect(after(HOST_FAIL, { type: 'hostDialogClosed' }).hostDialog).toBeNull();
  });

  it('a timed-out trade opens the pay-timeout dialog on the time-out step; Refresh closes it and checks the status', () => {
    expect(HOST_TIMEOUT.step).toEqual({ name: 'timeout', gatewayId: 'G-1', amount: 10_000 });
    expect(HOST_TIMEOUT.hostDialog).toBe('pay-timeout');
    expect(depositNotices(OPENING, { type: 'openAnswered', answer: { kind: 'host-paid', gatewayId: 'G-1', status: 'timeout' } })).toEqual([{ kind: 'timed-out', detail: { gatewayId: 'G-1' } }]);
    const refreshed = after(HOST_TIMEOUT, { type: 'refreshRequested' });
    expect(refreshed.step).toEqual({ name: 'checking', gatewayId: 'G-1', amount: 10_000, watch: 1 });
    expect(refreshed.hostDialog).toBeNull();
  });
});

describe('an event that does not apply where the flow is changes nothing and tells nobody', () => {
  const STATES: Record<string, DepositState> = {
    amount: FRESH,
    opening: OPENING,
    card: CARD,
    'new-card form': NEW_CARD_FORM,
    'typed card form': TYPED_CARD_FORM,
    'asking to leave': ASKING_LEAVE,
    'saved-card form': SAVED_CARD_FORM,
    paying: PAYING,
    'asking to replace': ASKING_REPLACE,
    renewing: RENEWING,
    checking: CHECKING,
    'on the bank page': ON_BANK_PAGE,
    success: SUCCESS,
    failure: FAILURE,
    timeout: TIMEOUT,
    'timeout on the bank page': TIMEOUT_ON_BANK_PAGE,
    limit: LIMIT,
    'host pay-fail': HOST_FAIL,
    'host pay-timeout': HOST_TIMEOUT,
  };
  /** Each event, and the only states that take it. */
  const TAKEN_IN: [DepositEvent, string[]][] = [
    [{ type: 'amountChosen', amount: 5_000 }, ['amount', 'host pay-fail']],
    [{ type: 'amountChangeRequested' }, ['card']],
    [{ type: 'cardChosen', choice: { kind: 'new' } }, ['card']],
    [{ type: 'formDirtyChanged', dirty: true }, ['new-card form', 'saved-card form']],
    [{ type: 'dialogCloseRequested' }, ['new-card form', 'typed card form', 'saved-card form']],
    [{ type: 'leaveConfirmed' }, ['asking to leave']],
    [{ type: 'leaveCancelled' }, ['asking to leave']],
    [{ type: 'paymentSubmitted', details: { kind: 'new', card: NEW_CARD } }, ['new-card form', 'typed card form']],
    [{ type: 'cardReplaceConfirmed' }, ['asking to replace']],
    [{ type: 'cardReplaceCancelled' }, ['asking to replace']],
    [{ type: 'startAgainRequested' }, ['success', 'failure', 'limit']],
    [{ type: 'refreshRequested' }, ['timeout', 'timeout on the bank page', 'host pay-timeout']],
    [{ type: 'hostDialogClosed' }, ['host pay-fail', 'host pay-timeout']],
    [{ type: 'frameClosed' }, ['on the bank page', 'timeout on the bank page']],
    [{ type: 'frameFinished' }, ['on the bank page', 'timeout on the bank page']],
    [{ type: 'openAnswered', answer: { kind: 'opened', gatewayId: 'G-2' } }, ['opening', 'renewing']],
    [{ type: 'paymentAnswered', answer: { kind: 'wait' } }, ['paying']],
    [{ type: 'statusKnown', watch: 1, end: { status: 'SUCCESS', gatewayId: 'G-1', orderId: 'O-1', amount: 10_000 } }, ['checking', 'on the bank page']],
  ];

  it.each(TAKEN_IN.map(([event, takenIn]) => [event.type, event, takenIn] as const))('%s', (_, event, takenIn) => {
    for (const [name, state] of Object.entries(STATES)) {
      const next = depositReducer(state, event);
      if (takenIn.includes(name)) {
        expect(next, `${event.type} in ${name}`).not.toBe(state);
      } else {
        expect(next, `${event.type} in ${name}`).toBe(state);
        expect(depositNotices(state, event), `${event.type} in ${name}`).toEqual([]);
      }
    }
  });

  it('covers every event of the flow', () => {
    const types: Record<DepositEvent['type'], true> = {
      amountChosen: true, amountChangeRequested: true, cardChosen: true, formDirtyChanged: true, dialogCloseRequested: true, leaveConfirmed: true, leaveCancelled: true,
      paymentSubmitted: true, cardReplaceConfirmed: true, cardReplaceCancelled: true, startAgainRequested: true, refreshRequested: true, frameClosed: true, frameFinished: true,
      openAnswered: true, paymentAnswered: true, statusKnown: true, hostDialogClosed: true,
    };
    expect(TAKEN_IN.map(([event]) => event.type).sort()).toEqual(Object.keys(types).sort());
  });
});

describe('messageText', () => {
  it('translates a key and shows the words of the gateway as they came', () => {
    const t = (key: string) => `«${key}»`;
    expect(messageText({ key: 'deposit.errors.paymentFailed' }, t)).toBe('«deposit.errors.paymentFailed»');
    expect(messageText({ text: 'Card locked' }, t)).toBe('Card locked');
  });
});
