/**
 * The deposit flow without UI (SPEC §4 card payment result, recharge polling): open a deposit
 * (420544) for a gateway id, read what a card payment (420550/420551) answered, and watch the
 * deposit's status (420545) with the SDK's one poller. The component draws what these return.
 */
import type { NlClient, PaymentReply, RechargeStatus } from '../../../sdk';
import { POLLING, startPoll, type PollerTimers } from '../../../sdk/polling/poller';

/** SPEC §7 recharge request constants: card channel 710, order type 1, mode 104. */
export const RECHARGE_REQUEST = { channelType: 710, orderType: 1, mode: 104 } as const;

/** The card channel whose maximum applies to the amount (SPEC §7: 710 for the recharge call). */
export const CARD_CHANNEL = RECHARGE_REQUEST.channelType;

/** Where 420545 is told the deposit started (informative). */
export const RECHARGE_SCENE = 'deposit';

/** What the payment frame shows: the acquirer's page by address, or HTML it sent to write in. */
export type FrameContent = { kind: 'url'; url: string } | { kind: 'html'; html: string };

/**
 * What a payment reply means for the player (SPEC §4): a page to open in the payment frame, a
 * status to wait for, the existing-card dialog, the deposit-limit dialog (the SDK's error policy
 * opens it; the flow only stops), or a failure with the gateway's text.
 */
export type PaymentOutcome =
  | { kind: 'frame'; frame: FrameContent }
  | { kind: 'wait' }
  | { kind: 'existing-card' }
  | { kind: 'deposit-limit' }
  | { kind: 'failed'; message: string | null };

/**
 * Reads a reply of 420544, 420550 or 420551.
 * @example paymentOutcome({ gatewayId: 'G1', redirect: 'https://acs.example/3ds' }) // { kind: 'frame', frame: { kind: 'url', ... } }
 */
export function paymentOutcome(reply: PaymentReply): PaymentOutcome {
  if (reply.rechargeLimitError !== undefined && reply.rechargeLimitError !== null && reply.rechargeLimitError !== false) return { kind: 'deposit-limit' };
  if (reply.checkError) return { kind: 'existing-card' };
  if (reply.status === 'FAILURE') return { kind: 'failed', message: reply.message?.trim() || null };
  const redirect = reply.redirect?.trim();
  if (redirect) {
    // SPEC §4: a redirect beginning with http is opened; any other text is HTML to write in.
    return { kind: 'frame', frame: /^http/i.test(redirect) ? { kind: 'url', url: redirect } : { kind: 'html', html: redirect } };
  }
  return { kind: 'wait' };
}

/**
 * Reads a reply of 420544, which opens a deposit. Its `redirect` is the card payment page of this
 * site (`/payBankCard?gatewayId=&money=&timestamp=`): this element is that page, so the card step
 * follows here ('wait' for the player's card) instead of writing the path into the frame as HTML.
 * An acquirer's page by address (beginning with http) still opens in the payment frame.
 *
 * @example rechargeOutcome({ gatewayId: 'G1', redirect: '/payBankCard?gatewayId=G1&money=100&timestamp=1' }) // { kind: 'wait' }
 */
export function rechargeOutcome(reply: PaymentReply): PaymentOutcome {
  const outcome = paymentOutcome(reply);
  return outcome.kind === 'frame' && outcome.frame.kind === 'html' && isSitePath(outcome.frame.html) ? { kind: 'wait' } : outcome;
}

/** A path on this site (`/payBankCard?…`), not a page's HTML nor another site's address. */
function isSitePath(text: string): boolean {
  return /^\/(?!\/)[^\s<>]*$/.test(text);
}

/** How a watched deposit ended. */
export type RechargeEnd =
  | { status: 'SUCCESS'; gatewayId: string; orderId: string; amount: number }
  | { status: 'FAILURE'; gatewayId: string; memo: string | null }
  | { status: 'TIMEOUT'; gatewayId: string };

export interface RechargeWatch {
  /** Resolves once with the end; never while cancelled. */
  readonly ended: Promise<RechargeEnd | null>;
  cancel(): void;
}

/** Settles `promise`, or rejects after `ms` on the given timers. */
function withinTime<T>(promise: Promise<T>, ms: number, timers: PollerTimers): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = timers.setTimeout(() => reject(new Error('status check timed out')), ms);
    promise.then(
      (value) => {
        timers.clearTimeout(handle);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(handle);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Polls 420545 with SPEC §9's figures (`POLLING.recharge`: a check every 6,000 ms, each given
 * 30,000 ms, at most 7): SUCCESS and FAILURE end it; TIMEOUT from the server or 7 unresolved
 * checks end it as TIMEOUT. A failed check (network, time-out) counts as unresolved.
 *
 * @example const watch = watchRecharge(client, 'G1'); const end = await watch.ended;
 */
export function watchRecharge(client: NlClient, gatewayId: string): RechargeWatch {
  const timers = client.env.timers;
  const poll = startPoll({
    check: async () => {
      const result = await withinTime(client.call('rechargeStatus', { gatewayId, rechargeScene: RECHARGE_SCENE }, { hideToast: true }), POLLING.recharge.timeoutMs, timers);
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    isDone: (reply: { rechargeStatus: RechargeStatus }) => reply.rechargeStatus !== 'PENDING',
    intervalMs: POLLING.recharge.intervalMs,
    maxTicks: POLLING.recharge.maxTicks,
    timers,
  });
  const ended = poll.finished.then((end): RechargeEnd | null => {
    if (end.outcome === 'cancelled') return null;
    if (end.outcome === 'exhausted') return { status: 'TIMEOUT', gatewayId };
    const reply = end.result;
    if (reply.rechargeStatus === 'SUCCESS') return { status: 'SUCCESS', gatewayId, orderId: reply.orderId, amount: reply.amount };
    if (reply.rechargeStatus === 'FAILURE') return { status: 'FAILURE', gatewayId, memo: reply.gatewayMemo?.trim() || null };
    return { status: 'TIMEOUT', gatewayId };
  });
  return { ended, cancel: () => poll.cancel() };
}

/**
 * The amount box's text as minor units: digits with at most two decimals, or null.
 * @example parseAmountInput('100.5') === 10050; parseAmountInput('') === null
 */
export function parseAmountInput(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * What the player may type in the amount box: digits and one dot with two decimals at most.
 * @example sanitizeAmountInput('1,0a0.456') === '100.45'
 */
export function sanitizeAmountInput(typed: string): string {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const wholeDigits = whole.slice(0, 9);
  return rest.length ? `${wholeDigits}.${rest.join('').slice(0, 2)}` : wholeDigits;
}

/**
 * Minor units as the amount box shows them (no symbol, no commas).
 * @example amountInputText(10050) === '100.50'; amountInputText(5000) === '50'
 */
export function amountInputText(minor: number): string {
  const whole = Math.floor(minor / 100);
  const fils = minor % 100;
  return fils ? `${whole}.${String(fils).padStart(2, '0')}` : String(whole);
}

/** Quick amounts offered under the box (minor units), kept to those the bounds allow. */
export const QUICK_AMOUNTS = [5_000, 10_000, 20_000, 50_000, 100_000] as const;

/**
 * The expiry box as typed: digits only, the slash added after the month.
 * @example formatExpiryInput('1229') === '12/29'
 */
export function formatExpiryInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * A card brand from the first digits, for the icon of a card being typed.
 * @example brandOf('4111 1111') === 'visa'
 */
export function brandOf(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}
