import { CLIENT_ERROR_CODES, newIdempotencyKey, type CallResult, type GatewayError, type NlClient, type PaymentReply } from '../../../sdk';
import { emit } from '../../base/emit';
import { paymentOutcome, RECHARGE_REQUEST, rechargeOutcome, watchRecharge } from './deposit-flow';
import type { DepositMessage, OpenAnswer } from './deposit-flow-state';
import type { DepositEffects } from './use-deposit-flow';
import './deposit-events';

/** A failed payment call in words (SPEC §4: the gateway's message, else 'failed'). */
function failureMessage(error: GatewayError): DepositMessage {
  if (error.code === CLIENT_ERROR_CODES.network) return { key: 'errors.networkError' };
  if (error.code === CLIENT_ERROR_CODES.timeout) return { key: 'errors.timeout' };
  const text = error.type === 'gateway' && error.message.trim();
  return text ? { text } : { key: 'deposit.errors.paymentFailed' };
}

/** What a 420544 reply means for the flow. */
function openAnswer(result: CallResult<PaymentReply>): OpenAnswer {
  if (!result.ok) return { kind: 'refused', error: failureMessage(result.error) };
  const { gatewayId } = result.data;
  const outcome = rechargeOutcome(result.data);
  switch (outcome.kind) {
    case 'deposit-limit':
      return { kind: 'limit', gatewayId: gatewayId || null };
    case 'failed':
      return { kind: 'refused', error: outcome.message ? { text: outcome.message } : { key: 'deposit.errors.rechargeFailed' } };
    case 'frame':
      return { kind: 'frame', gatewayId, frame: outcome.frame };
    default:
      return gatewayId ? { kind: 'opened', gatewayId } : { kind: 'refused', error: null };
  }
}

/**
 * The deposit flow's effects on a real client: 420544 with a fresh idempotency key and `returnUrl`
 * (the page the 3-D Secure step returns to), the card payments, the status watch on the SDK's
 * poller, and the notices as the client's toasts and balance refresh and the element's events
 * dispatched on `host`. Calls never toast by themselves: the flow says what went wrong in place.
 *
 * @example useDepositFlow(start, depositEffects(client, host, 'https://lottery.example/account/deposit?payment=finished'))
 */
export function depositEffects(client: NlClient, host: EventTarget, returnUrl: string): DepositEffects {
  return {
    async open(amount, couponId) {
      const [answer, bridge] = await Promise.all([
        client.call('recharge', { amount, ...RECHARGE_REQUEST, returnUrl, idempotencyKey: newIdempotencyKey(), ...(couponId ? { couponId } : {}) }, { hideToast: true }).then(openAnswer),
        client.host(),
      ]);
      // In the super-app the trade goes to the host's payment sheet instead of the card form (SPEC §7).
      if (answer.kind !== 'opened' || !bridge.hostPayment) return answer;
      const paid = await bridge.requestPayment({ tradeId: answer.gatewayId, loading: true });
      return { kind: 'host-paid', gatewayId: answer.gatewayId, status: paid.status === 'success' || paid.status === 'timeout' ? paid.status : 'fail' };
    },
    async pay({ gatewayId, amount, payment }) {
      const result =
        payment.kind === 'new'
          ? await client.call('cardPay', { gatewayId, money: amount, ...payment.card, ...(payment.replaceCard ? { replaceExistingCard: true } : {}) }, { hideToast: true })
          : await client.call('cvvPay', { cvv: payment.cvv, bankCardId: payment.card.bankCardId, money: amount, gatewayId }, { hideToast: true });
      return result.ok ? paymentOutcome(result.data) : { kind: 'refused', error: failureMessage(result.error), code: result.error.code };
    },
    watch: (gatewayId) => watchRecharge(client, gatewayId),
    notify(notice) {
      switch (notice.kind) {
        case 'toast':
          client.events.emit('toast', notice.toast);
          break;
        case 'refresh-balance':
          void client.refreshBalance();
          break;
        case 'succeeded':
          emit(host, 'nl-deposit-succeeded', notice.detail);
          client.track({ type: 'deposit', amount: notice.detail.amount });
          break;
        case 'failed':
          emit(host, 'nl-deposit-failed', notice.detail);
          break;
        case 'timed-out':
          emit(host, 'nl-deposit-timed-out', notice.detail);
          break;
        case 'card-failure':
          emit(host, 'nl-analytics', { name: 'deposit_card_failure', ...notice.detail });
          client.track({ type: 'deposit_card_failure', ...notice.detail });
          break;
      }
    },
  };
}
