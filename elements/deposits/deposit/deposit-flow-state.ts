/**
 * The deposit flow as a state machine (SPEC §4), without React and without side effects: which
 * screen the player is on, which request is in flight, and what every answer changes.
 *
 * - `depositReducer(state, event)` is the next state; an event that does not apply where the flow
 *   is (a second Continue while a deposit opens, a poll answer after a new check began ...)
 *   returns the same state object, so it is ignored.
 * - `depositNotices(state, event)` is what the flow tells the world when it takes the event:
 *   toasts, a balance refresh, the element's events and the analytics of a card failure.
 *
 * `useDepositFlow` sends the requests a state holds and the notices, and the screens draw the state.
 */
import type { SavedCard, ToastEvent } from '../../../sdk';
import type { NewCardData } from './card-form';
import type { FrameContent, PaymentOutcome, RechargeEnd } from './deposit-flow';
import type { CardFailureAnalytics, DepositFailedDetail, DepositFailureReason, DepositSucceededDetail, DepositTimedOutDetail } from './deposit-events';

/** Text for the player: a translation key, or the words the gateway or the acquirer sent. */
export type DepositMessage = { key: string } | { text: string };

/** The card dialog that is open: the new-card form, or the CVV of a saved card. */
export type CardChoice = { kind: 'new' } | { kind: 'saved'; card: SavedCard };

/** A card payment as 420550 (new card, `replaceCard` after the existing-card question) or 420551 sends it. */
export type CardPayment = { kind: 'new'; card: NewCardData; replaceCard: boolean } | { kind: 'saved'; card: SavedCard; cvv: string };

/** A payment of the deposit `gatewayId` in flight. */
export interface PayRequest {
  kind: 'pay';
  gatewayId: string;
  amount: number;
  payment: CardPayment;
}

/**
 * The request in flight; the screens are busy while there is one. `open`: 420544 for the amount
 * chosen; `renew`: 420544 again after a refused payment (SPEC §4: the retry gets a fresh gateway id).
 */
export type DepositRequest = { kind: 'open'; amount: number; couponId?: string } | { kind: 'renew'; amount: number; couponId?: string } | PayRequest;

/** The card step: the deposit opened, the card dialog and its two questions. */
export interface PayStep {
  name: 'pay';
  gatewayId: string;
  amount: number;
  dialog: CardChoice | null;
  /** Something is typed in the card dialog: closing it asks first (SPEC §5). */
  dirty: boolean;
  /** "Leave the card form?" is asked. */
  leaving: boolean;
  /** The card 420550 said is saved on another account: "Replace and pay?" is asked. */
  existingCard: NewCardData | null;
}

/**
 * The seven screens. `checking` carries the number of its status watch, so each entry starts one
 * poll and the end of an older one is ignored.
 */
export type DepositStep =
  | { name: 'amount' }
  | PayStep
  | { name: 'checking'; gatewayId: string; amount: number; watch: number }
  /** `orderId`: the deposit order (101077 asks about it for a purchase waiting on this deposit). */
  | { name: 'success'; amount: number; orderId: string | null }
  | { name: 'failure'; message: string | null }
  | { name: 'timeout'; gatewayId: string; amount: number }
  | { name: 'limit' };

/** Everything the deposit flow knows. */
export interface DepositState {
  step: DepositStep;
  request: DepositRequest | null;
  /** What the amount box starts with: the page's `amount`, then the amount last chosen. */
  lastAmount: number | null;
  /** The coupon chosen with the amount (102012), added to the deposit and to its renewals. */
  couponId?: string;
  /** The last failure, shown on the amount step, the card step or in the card dialog. */
  error: DepositMessage | null;
  /**
   * The acquirer's 3-D Secure page over the screen, while the status is checked; it stays over a
   * time-out so a challenge still in progress is not taken away.
   */
  frame: FrameContent | null;
  /** The card of the last payment, for the analytics of a later FAILURE status. */
  paidWith: 'new' | 'saved';
  /** Status watches started so far. */
  watches: number;
  /**
   * The super-app's payment sheet ended without a payment (SPEC §8): `pay-fail` (the dialog over
   * the amount step) or `pay-timeout` (the dialog offering to view the transactions or refresh).
   */
  hostDialog?: 'pay-fail' | 'pay-timeout' | null;
}

/** What 420544 answered: a deposit to pay, the acquirer's page, the deposit limit, or a refusal. */
export type OpenAnswer =
  | { kind: 'opened'; gatewayId: string }
  | { kind: 'frame'; gatewayId: string; frame: FrameContent }
  | { kind: 'limit'; gatewayId: string | null }
  /** The super-app paid the trade in its own sheet (requestPayment) instead of the card form. */
  | { kind: 'host-paid'; gatewayId: string; status: 'success' | 'fail' | 'timeout' }
  /** `error` null: no gateway id and no reason; what is shown stays as it is. */
  | { kind: 'refused'; error: DepositMessage | null };

/** What a card payment answered (`paymentOutcome`), or the call refused with the gateway's code. */
export type PaymentAnswer = PaymentOutcome | { kind: 'refused'; error: DepositMessage; code: number };

/** What the player does, and what the gateway and the status watch answer. */
export type DepositEvent =
  | { type: 'amountChosen'; amount: number; couponId?: string }
  | { type: 'amountChangeRequested' }
  | { type: 'cardChosen'; choice: CardChoice }
  | { type: 'formDirtyChanged'; dirty: boolean }
  | { type: 'dialogCloseRequested' }
  | { type: 'leaveConfirmed' }
  | { type: 'leaveCancelled' }
  | { type: 'paymentSubmitted'; details: { kind: 'new'; card: NewCardData } | { kind: 'saved'; cvv: string } }
  | { type: 'cardReplaceConfirmed' }
  | { type: 'cardReplaceCancelled' }
  | { type: 'startAgainRequested' }
  | { type: 'refreshRequested' }
  | { type: 'hostDialogClosed' }
  | { type: 'frameClosed' }
  | { type: 'frameFinished' }
  | { type: 'openAnswered'; answer: OpenAnswer }
  | { type: 'paymentAnswered'; answer: PaymentAnswer }
  | { type: 'statusKnown'; watch: number; end: RechargeEnd };

/** A card failure for `nl-analytics` (its `name` is added when it is sent). */
export type CardFailure = Omit<CardFailureAnalytics, 'name'>;

/** What the flow tells the world: the client's toast and balance, the element's events. */
export type DepositNotice =
  | { kind: 'toast'; toast: ToastEvent }
  | { kind: 'refresh-balance' }
  | { kind: 'succeeded'; detail: DepositSucceededDetail }
  | { kind: 'failed'; detail: DepositFailedDetail }
  | { kind: 'timed-out'; detail: DepositTimedOutDetail }
  | { kind: 'card-failure'; detail: CardFailure };

/** Where the page starts: its `gateway-id`, `amount` and `payment-finished`. */
export interface DepositStart {
  gatewayId: string | null;
  /** Minor units, or null. */
  amount: number | null;
  paymentFinished: boolean;
}

const AMOUNT: DepositStep = { name: 'amount' };
const LIMIT: DepositStep = { name: 'limit' };

function payStep(gatewayId: string, amount: number): PayStep {
  return { name: 'pay', gatewayId, amount, dialog: null, dirty: false, leaving: false, existingCard: null };
}

/** The card dialog closed, with what belonged to it. */
function withoutDialog(step: PayStep): PayStep {
  return { ...step, dialog: null, dirty: false, leaving: false, existingCard: null };
}

/** A new status watch of the deposit. */
function watching(state: DepositState, gatewayId: string, amount: number): DepositState {
  const watch = state.watches + 1;
  return { ...state, watches: watch, step: { name: 'checking', gatewayId, amount, watch } };
}

function paying(state: DepositState, step: PayStep, payment: CardPayment): DepositState {
  return { ...state, request: { kind: 'pay', gatewayId: step.gatewayId, amount: step.amount, payment }, error: null, paidWith: payment.kind };
}

/**
 * The state a page starts in: the status of the deposit the 3-D Secure step returned to
 * (`gateway-id` with `payment-finished`), the card step of a deposit already opened
 * (`gateway-id` with `amount`, /payBankCard), else the amount step.
 *
 * @example initialDepositState({ gatewayId: 'G-9', amount: null, paymentFinished: true }).step // { name: 'checking', gatewayId: 'G-9', amount: 0, watch: 1 }
 */
export function initialDepositState({ gatewayId, amount, paymentFinished }: DepositStart): DepositState {
  const state: DepositState = { step: AMOUNT, request: null, lastAmount: amount, error: null, frame: null, paidWith: 'new', watches: 0 };
  if (gatewayId && paymentFinished) return watching(state, gatewayId, amount ?? 0);
  if (gatewayId && amount) return { ...state, step: payStep(gatewayId, amount) };
  return state;
}

/** Whether a request is in flight (the screens' buttons wait). */
export function isBusy(state: DepositState): boolean {
  return state.request !== null;
}

/**
 * The deposit flow's next state. An event that does not apply returns `state` itself.
 *
 * @example depositReducer(initialDepositState({ gatewayId: null, amount: null, paymentFinished: false }), { type: 'amountChosen', amount: 10_000 }).request // { kind: 'open', amount: 10000 }
 */
export function depositReducer(state: DepositState, event: DepositEvent): DepositState {
  const { step, request } = state;
  switch (event.type) {
    case 'amountChosen':
      if (step.name !== 'amount' || request) return state;
      return {
        ...state,
        request: { kind: 'open', amount: event.amount, ...(event.couponId ? { couponId: event.couponId } : {}) },
        lastAmount: event.amount,
        couponId: event.couponId,
        error: null,
      };
    case 'amountChangeRequested':
      if (step.name !== 'pay' || request || step.dialog) return state;
      return { ...state, step: AMOUNT, error: null };
    case 'cardChosen':
      if (step.name !== 'pay' || request || step.dialog) return state;
      // A blocked or expired card is shown but cannot be chosen (SPEC §3).
      if (event.choice.kind === 'saved' && !event.choice.card.usable) return state;
      return { ...state, step: { ...step, dialog: event.choice }, error: null };
    case 'formDirtyChanged':
      if (step.name !== 'pay' || !step.dialog || step.dirty === event.dirty) return state;
      return { ...state, step: { ...step, dirty: event.dirty } };
    case 'dialogCloseRequested':
      // A payment in flight cannot be walked away from, a question over the form is answered
      // first, and typed card data asks before it is lost (SPEC §5).
      if (step.name !== 'pay' || !step.dialog || request || step.leaving || step.existingCard) return state;
      return { ...state, step: step.dirty ? { ...step, leaving: true } : withoutDialog(step) };
    case 'leaveConfirmed':
      if (step.name !== 'pay' || !step.leaving) return state;
      return { ...state, step: withoutDialog(step) };
    case 'leaveCancelled':
      if (step.name !== 'pay' || !step.leaving) return state;
      return { ...state, step: { ...step, leaving: false } };
    case 'paymentSubmitted': {
      if (step.name !== 'pay' || request || step.leaving || step.existingCard) return state;
      const { dialog } = step;
      const { details } = event;
      // Only the form that is open pays: the new card's details, or the CVV of the card chosen.
      if (dialog?.kind === 'new' && details.kind === 'new') return paying(state, step, { kind: 'new', card: details.card, replaceCard: false });
      if (dialog?.kind === 'saved' && details.kind === 'saved') return paying(state, step, { kind: 'saved', card: dialog.card, cvv: details.cvv });
      return state;
    }
    case 'cardReplaceConfirmed':
      if (step.name !== 'pay' || !step.existingCard || request) return state;
      return paying(state, step, { kind: 'new', card: step.existingCard, replaceCard: true });
    case 'cardReplaceCancelled':
      if (step.name !== 'pay' || !step.existingCard || request) return state;
      return { ...state, step: { ...step, existingCard: null } };
    case 'startAgainRequested':
      if (step.name !== 'success' && step.name !== 'failure' && step.name !== 'limit') return state;
      return { ...state, step: AMOUNT };
    case 'refreshRequested':
      if (step.name !== 'timeout') return state;
      return watching({ ...state, hostDialog: null }, step.gatewayId, step.amount);
    case 'hostDialogClosed':
      if (!state.hostDialog) return state;
      return { ...state, hostDialog: null };
    case 'frameClosed':
      if (!state.frame) return state;
      return { ...state, frame: null };
    case 'frameFinished':
      if (!state.frame) return state;
      // The checks may have run out while the player was still on the bank's page: check again.
      return step.name === 'timeout' ? watching({ ...state, frame: null }, step.gatewayId, step.amount) : { ...state, frame: null };
    case 'openAnswered':
      return opened(state, event.answer);
    case 'paymentAnswered':
      return paid(state, event.answer);
    case 'statusKnown':
      return statusKnown(state, event.watch, event.end);
  }
}

/** 420544 answered: for the amount chosen, or for a fresh gateway id after a refused payment. */
function opened(state: DepositState, answer: OpenAnswer): DepositState {
  const { step, request } = state;
  if (!request || request.kind === 'pay') return state;
  const settled: DepositState = { ...state, request: null };
  if (answer.kind === 'frame') return watching({ ...settled, frame: answer.frame }, answer.gatewayId, request.amount);
  if (answer.kind === 'host-paid') {
    // SPEC §8: paid, the status watch confirms it; failed, the pay-fail dialog over the amount
    // step; timed out, the pay-timeout dialog over the time-out screen (view or refresh).
    if (answer.status === 'success') return watching({ ...settled, hostDialog: null }, answer.gatewayId, request.amount);
    if (answer.status === 'fail') return { ...settled, step: AMOUNT, hostDialog: 'pay-fail' };
    return { ...settled, step: { name: 'timeout', gatewayId: answer.gatewayId, amount: request.amount }, hostDialog: 'pay-timeout' };
  }
  // The SDK's error policy opens the deposit self-exclusion dialog (SPEC §8); the flow stops.
  if (answer.kind === 'limit') return { ...settled, step: LIMIT };
  if (request.kind === 'open') {
    if (answer.kind === 'opened') return { ...settled, step: payStep(answer.gatewayId, request.amount) };
    return answer.error ? { ...settled, error: answer.error } : settled;
  }
  if (step.name !== 'pay') return state;
  // The card dialog stays open with the refusal in it; paying again pays the fresh gateway id.
  if (answer.kind === 'opened') return { ...settled, step: { ...step, gatewayId: answer.gatewayId } };
  // No fresh gateway id: the player starts again from the amount, where the error shows.
  return { ...settled, step: AMOUNT, error: answer.error ?? state.error };
}

/** 420544 again for the amount, with the coupon chosen (a declined deposit let it go). */
function renewal(state: DepositState, amount: number): DepositRequest {
  return { kind: 'renew', amount, ...(state.couponId ? { couponId: state.couponId } : {}) };
}

/** 420550 or 420551 answered. */
function paid(state: DepositState, answer: PaymentAnswer): DepositState {
  const { step, request } = state;
  if (request?.kind !== 'pay' || step.name !== 'pay') return state;
  const answered: PayStep = { ...step, existingCard: null };
  const settled: DepositState = { ...state, request: null, step: answered };
  switch (answer.kind) {
    case 'refused':
      return { ...settled, error: answer.error, request: renewal(state, request.amount) };
    case 'failed':
      return { ...settled, error: answer.message ? { text: answer.message } : { key: 'deposit.errors.paymentFailed' }, request: renewal(state, request.amount) };
    case 'deposit-limit':
      return { ...settled, step: LIMIT };
    case 'existing-card':
      // A saved card cannot be on another account: only a new card is offered to replace.
      return request.payment.kind === 'new' ? { ...settled, step: { ...answered, existingCard: request.payment.card } } : { ...settled, error: { key: 'deposit.existing.body' } };
    case 'frame':
      // SPEC §4: the card dialog closes on redirect; the acquirer's page takes the screen.
      return watching({ ...settled, frame: answer.frame }, request.gatewayId, request.amount);
    case 'wait':
      return watching(settled, request.gatewayId, request.amount);
  }
}

/** The status watch ended: SUCCESS, FAILURE, or TIMEOUT (from the server, or 7 unresolved checks). */
function statusKnown(state: DepositState, watch: number, end: RechargeEnd): DepositState {
  const { step } = state;
  if (step.name !== 'checking' || step.watch !== watch) return state;
  // A time-out while the player is still on the bank's page leaves the page open: when it
  // finishes, the status is checked again (frameFinished).
  const frame = end.status === 'TIMEOUT' ? state.frame : null;
  if (end.status === 'SUCCESS') return { ...state, frame, step: { name: 'success', amount: end.amount || step.amount, orderId: end.orderId || null } };
  if (end.status === 'FAILURE') return { ...state, frame, step: { name: 'failure', message: end.memo } };
  return { ...state, frame, step: { name: 'timeout', gatewayId: end.gatewayId, amount: step.amount } };
}

function failed(gatewayId: string | null, reason: DepositFailureReason, message: string | null): DepositNotice {
  return { kind: 'failed', detail: { gatewayId, reason, message } };
}

/**
 * What the flow tells the world when it takes `event` in `state` (nothing for an event it
 * ignores): SPEC §4's toasts and balance refresh, `nl-deposit-succeeded`, `nl-deposit-failed`,
 * `nl-deposit-timed-out`, and the analytics of each card failure (SPEC §5).
 *
 * @example depositNotices(checking, { type: 'statusKnown', watch: 1, end: { status: 'TIMEOUT', gatewayId: 'G-1' } }) // [toast, timed-out]
 */
export function depositNotices(state: DepositState, event: DepositEvent): DepositNotice[] {
  if (depositReducer(state, event) === state) return [];
  switch (event.type) {
    case 'openAnswered': {
      const { answer } = event;
      if (answer.kind === 'limit') return [failed(answer.gatewayId, 'deposit-limit', null)];
      if (answer.kind === 'host-paid' && answer.status === 'fail') return [failed(answer.gatewayId, 'declined', null)];
      if (answer.kind === 'host-paid' && answer.status === 'timeout') return [{ kind: 'timed-out', detail: { gatewayId: answer.gatewayId } }];
      return [];
    }
    case 'paymentAnswered': {
      const { gatewayId, payment } = state.request as PayRequest;
      const card = payment.kind;
      const { answer } = event;
      switch (answer.kind) {
        case 'refused':
          return [{ kind: 'card-failure', detail: { stage: 'payment', card, reason: 'error', code: answer.code } }];
        case 'deposit-limit':
          return [{ kind: 'card-failure', detail: { stage: 'payment', card, reason: 'deposit-limit' } }, failed(gatewayId, 'deposit-limit', null)];
        case 'existing-card':
          return [{ kind: 'card-failure', detail: { stage: 'payment', card, reason: 'existing-card' } }];
        case 'failed':
          return [{ kind: 'card-failure', detail: { stage: 'payment', card, reason: 'declined' } }, failed(gatewayId, 'declined', answer.message)];
        default:
          return [];
      }
    }
    case 'statusKnown': {
      const { end } = event;
      if (end.status === 'SUCCESS') {
        const amount = end.amount || (state.step.name === 'checking' ? state.step.amount : 0);
        return [
          { kind: 'toast', toast: { kind: 'success', messageKey: 'recharge.rechargeSuccessToast' } },
          { kind: 'refresh-balance' },
          { kind: 'succeeded', detail: { gatewayId: end.gatewayId, orderId: end.orderId, amount } },
        ];
      }
      if (end.status === 'FAILURE') {
        return [
          { kind: 'toast', toast: end.memo ? { kind: 'error', message: end.memo } : { kind: 'error', messageKey: 'deposit.result.failedDefault' } },
          { kind: 'card-failure', detail: { stage: 'status', card: state.paidWith, reason: 'declined' } },
          failed(end.gatewayId, 'declined', end.memo),
        ];
      }
      return [
        { kind: 'toast', toast: { kind: 'info', messageKey: 'deposit.result.timeoutToast' } },
        { kind: 'timed-out', detail: { gatewayId: end.gatewayId } },
      ];
    }
    default:
      return [];
  }
}

/**
 * A message in words.
 * @example messageText({ key: 'deposit.errors.paymentFailed' }, t) // 'Payment failed'
 */
export function messageText(message: DepositMessage, t: (key: string) => string): string {
  return 'key' in message ? t(message.key) : message.text;
}
