import type { PaymentReply } from '../../../../sdk/commands/deposits';
import type { ExclusionRecord } from '../../../../sdk/commands/responsible-play';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { LocalizedText } from '../../errors/messages';
import type { CardDetails, ChallengeAction, ChargeResult, TokenisedCard } from '../../providers/payments/payment-provider';
import type { HandlerContext } from '../handler';
import { reserveDepositAllowance } from '../responsible-play/deposit-allowance';
import { countPaymentAttempt, lockDeposits } from './attempts';
import { LOCKED_ORDER_COLUMNS, creditLockedDeposit, type LockedDepositOrder } from './credit-deposit';
import { ORDER_COLUMNS, type OrderRow, effectiveState, failOrder, failureText, orderOf, type DepositFailure } from './deposit-orders';
import { blockCard, cardFingerprint, playerCard, saveCard, savedOnAnotherAccount } from './saved-cards';

/** SPEC §4 checkError: the existing-card dialog says this, and offers to move the card here. */
const CARD_ON_ANOTHER_ACCOUNT: LocalizedText = {
  'en-US': 'This card is already used by another account. Replace it to use it on this account.',
  'ar-AE': 'هذه البطاقة مستخدمة في حساب آخر. استبدلها لاستخدامها في هذا الحساب.',
};

/** The card a payment uses: one typed now, or one saved earlier (CVV only). */
export type PaymentCard =
  | { kind: 'new'; details: CardDetails; cvv: string; replaceOtherAccounts: boolean }
  | { kind: 'saved'; cardId: number; cvv: string };

/** How the payment's first transaction ended: the deposit claimed for this payment, or why not. */
type PaymentStart =
  | { kind: 'claimed'; order: ReturnType<typeof orderOf> }
  | { kind: 'not-claimable' }
  | { kind: 'above-limit'; limitError: ExclusionRecord }
  | { kind: 'attempts-locked' };

/** Throws 400000012 with one issue, as a schema failure would. */
function invalid(field: string, message: string): never {
  throw new GatewayError(ErrorCode.validationFailed, undefined, { issues: [{ path: ['data', field], message }] });
}

/** The answer a payment refused by the acquirer gets (and what the order keeps as its memo). */
const REFUSAL: Readonly<Record<'blocked' | 'expired' | 'attempts-exceeded', { memo: DepositFailure; code: typeof ErrorCode.cardBlocked | typeof ErrorCode.cardExpired | typeof ErrorCode.rechargeAttemptsLocked }>> = {
  blocked: { memo: 'blocked', code: ErrorCode.cardBlocked },
  expired: { memo: 'expired', code: ErrorCode.cardExpired },
  'attempts-exceeded': { memo: 'attempts', code: ErrorCode.rechargeAttemptsLocked },
};

/**
 * The answer to a payment on a deposit that is no longer open for one: a retry of a paid deposit
 * answers SUCCESS again, an ended one FAILURE with its reason; a timed-out one or one whose payment
 * is already under way refuses (the client opens a new deposit).
 */
async function notClaimable(ctx: HandlerContext, playerId: number, gatewayId: string, money: number): Promise<PaymentReply> {
  const { rows } = await ctx.db.query<OrderRow>(`select ${ORDER_COLUMNS} from deposit_orders where gateway_id = $1 and player_id = $2`, [gatewayId, playerId]);
  if (!rows[0]) throw new GatewayError(ErrorCode.depositNotFound);
  const order = orderOf(rows[0]);
  const now = ctx.clock.now();
  const state = effectiveState(order, now);
  if (state === 'SUCCESS') return { gatewayId, status: 'SUCCESS', rechargeLimitError: null };
  if (state === 'FAILURE') return { gatewayId, status: 'FAILURE', message: failureText(order.memo, ctx.language) ?? undefined };
  if (state === 'TIMEOUT') {
    if (order.state === 'PENDING' && order.paymentStartedAt === null) await failOrder(ctx.db, order.id, 'timeout', now, 'TIMEOUT');
    throw new GatewayError(ErrorCode.paymentFailed);
  }
  if (order.amount !== money) invalid('money', 'validation.outOfRange');
  throw new GatewayError(ErrorCode.paymentFailed);
}

/** A path of this server, or an absolute URL, as the absolute URL the payment frame opens. */
function absolute(ctx: HandlerContext, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (!ctx.origin) throw new Error('the request origin is unknown: cannot answer an absolute redirect');
  return new URL(url, ctx.origin).toString();
}

function challengeRedirect(ctx: HandlerContext, action: ChallengeAction): string {
  return action.kind === 'url' ? absolute(ctx, action.url) : action.html;
}

/**
 * One card payment on a deposit (420550 new card, 420551 saved card with CVV), SPEC §4:
 *
 * 1. a new card already saved by another player answers checkError (nothing charged), unless
 *    the player chose to replace it;
 * 2. the deposit is claimed for this payment in one statement (PENDING, not timed out, no payment
 *    under way, the same amount), so two payments sent together cannot both charge the card;
 * 2b. the deposit limit's allowance is reserved (responsible-play/deposit-allowance.ts): a
 *    deposit above what remains ends FAILURE with rechargeLimitError, the card never charged;
 * 3. the attempt is counted (too many unsuccessful ones lock deposits, rechargeAttemptsLocked);
 *    steps 2 to 3 are one transaction, committed before the acquirer is called;
 * 4. the acquirer tokenises the card (the number goes no further) and charges the token;
 * 5. approved: the card is saved and the deposit credited in one transaction, then the wallet
 *    event; a 3-D Secure challenge: the redirect to its page; declined: FAILURE with the reason;
 *    blocked, expired, too many attempts: their error code. Any refusal ends the deposit.
 */
export async function payWithCard(ctx: HandlerContext, playerId: number, gatewayId: string, money: number, card: PaymentCard): Promise<PaymentReply> {
  const now = ctx.clock.now();
  const { config, db, providers } = ctx;

  let fingerprint: string | null = null;
  let saved: Awaited<ReturnType<typeof playerCard>> = null;
  if (card.kind === 'new') {
    fingerprint = cardFingerprint(card.details.number, config.cardFingerprintKey);
    if (!card.replaceOtherAccounts && (await savedOnAnotherAccount(db, fingerprint, playerId))) {
      return { gatewayId, checkError: true, message: CARD_ON_ANOTHER_ACCOUNT[ctx.language], rechargeLimitError: null };
    }
  } else {
    saved = await playerCard(db, playerId, card.cardId);
    if (!saved) invalid('bankCardId', 'validation.outOfRange');
  }

  // Steps 2 to 3 in one transaction, so one commit, before the acquirer is called (a transaction
  // is never held open across the acquirer's answer).
  const start = await db.transaction(async (tx): Promise<PaymentStart> => {
    const claimed = await tx.query<OrderRow>(
      `update deposit_orders set payment_started_at = $3, updated_at = $3
        where gateway_id = $1 and player_id = $2 and state = 'PENDING' and payment_started_at is null and expires_at > $3 and amount = $4
        returning ${ORDER_COLUMNS}`,
      [gatewayId, playerId, new Date(now), money],
    );
    if (!claimed.rows[0]) return { kind: 'not-claimable' };
    const order = orderOf(claimed.rows[0]);
    // The deposit limit before anything else: a deposit above what remains is never charged.
    const limitError = await reserveDepositAllowance(tx, { id: order.id, playerId, amount: order.amount }, now);
    if (limitError) {
      await failOrder(tx, order.id, 'limit', now);
      return { kind: 'above-limit', limitError };
    }
    if (!(await countPaymentAttempt(tx, playerId, now, config.deposits))) {
      await failOrder(tx, order.id, 'attempts', now);
      return { kind: 'attempts-locked' };
    }
    return { kind: 'claimed', order };
  });
  if (start.kind === 'not-claimable') return notClaimable(ctx, playerId, gatewayId, money);
  if (start.kind === 'above-limit') return { gatewayId, status: 'FAILURE', message: failureText('limit', ctx.language)!, rechargeLimitError: start.limitError };
  if (start.kind === 'attempts-locked') throw new GatewayError(ErrorCode.rechargeAttemptsLocked);
  const { order } = start;

  let tokenised: TokenisedCard | null = null;
  let result: ChargeResult;
  try {
    if (card.kind === 'new') tokenised = await providers.payments.tokenise(card.details, now);
    const token = tokenised?.token ?? saved!.token;
    result = await providers.payments.charge({ token, cvv: card.cvv, amount: order.amount, reference: gatewayId, returnPath: order.returnPath, language: ctx.language, now });
  } catch (error) {
    // Only the error's type: a provider's message might echo what it was given.
    ctx.log.warn({ type: error instanceof Error ? error.name : typeof error, gatewayId }, 'card payment: acquirer unavailable');
    await failOrder(db, order.id, 'unavailable', now);
    throw new GatewayError(ErrorCode.paymentFailed);
  }

  if (result.status === 'refused') {
    await failOrder(db, order.id, result.refusal === 'declined' ? 'declined' : REFUSAL[result.refusal].memo, now);
    if (result.refusal === 'declined') return { gatewayId, status: 'FAILURE', message: failureText('declined', ctx.language)!, rechargeLimitError: null };
    if (result.refusal === 'blocked' && saved) await blockCard(db, saved.id, now);
    if (result.refusal === 'attempts-exceeded') await lockDeposits(db, playerId, now, config.deposits);
    throw new GatewayError(REFUSAL[result.refusal].code);
  }

  const outcome = await db.transaction(async (tx) => {
    const cardId = tokenised
      ? await saveCard(tx, { playerId, fingerprint: fingerprint!, card: tokenised, now, replaceOtherAccounts: card.kind === 'new' && card.replaceOtherAccounts })
      : saved!.id;
    // The UPDATE locks the order as creditDeposit's FOR UPDATE would, and reads what it needs.
    const noted = await tx.query<LockedDepositOrder>(`update deposit_orders set payment_id = $2, card_id = $3 where id = $1 returning ${LOCKED_ORDER_COLUMNS}`, [
      order.id,
      result.paymentId,
      cardId,
    ]);
    return result.status === 'approved' ? creditLockedDeposit(tx, noted.rows[0]!, now) : null;
  });
  if (outcome?.credited) await ctx.events.publish({ kind: 'player', playerId, changeType: 'wallet' });

  switch (result.status) {
    case 'approved':
      return { gatewayId, status: outcome?.state === 'SUCCESS' ? 'SUCCESS' : 'FAILURE', rechargeLimitError: null };
    case 'challenge':
      return { gatewayId, redirect: challengeRedirect(ctx, result.action), rechargeLimitError: null };
    case 'pending':
      return { gatewayId, rechargeLimitError: null };
  }
}
