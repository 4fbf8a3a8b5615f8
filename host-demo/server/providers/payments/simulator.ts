import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { CardDetails, ChargeInput, ChargeResult, PaymentProvider, PaymentResult, TokenisedCard } from './payment-provider';
import { behaviourOf, brandOf, type TestCardBehaviour } from './test-cards';

/** Base path of the simulator's 3-D Secure page on this server. */
export const ACQUIRER_SIMULATOR_PATH = '/simulators/acquirer/3ds';

const BEHAVIOURS: readonly TestCardBehaviour[] = ['approved', 'challenge', 'declined', 'pending', 'blocked', 'expired', 'attempts'];

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A challenge as the 3-D Secure page shows it. */
export interface SimulatorChallenge {
  paymentId: string;
  reference: string;
  amount: number;
  status: 'pending' | 'challenge' | 'approved' | 'declined';
  returnPath: string;
  language: 'en-US' | 'ar-AE';
}

/**
 * SIMULATOR of the card acquirer: no card is charged. The test card number decides the outcome
 * (./test-cards.ts, docs/test-cards.md). Tokenising keeps nothing: the token names the test card's
 * behaviour and a random part (`tok_<behaviour>_<random>`), so the number is forgotten the moment
 * this call returns and a saved card's later payments (CVV pay) still behave as its number did.
 * Payments that stay open (a 3-D Secure challenge, the timeout card) are rows of its own table
 * `acquirer_simulator_payments`; its page (./simulator-routes.ts) completes a challenge.
 *
 * @example const payments = new AcquirerSimulator({ db });
 */
export class AcquirerSimulator implements PaymentProvider {
  readonly #db: Queryable;

  constructor(options: { db: Queryable }) {
    this.#db = options.db;
  }

  async tokenise(card: CardDetails): Promise<TokenisedCard> {
    const behaviour = behaviourOf(card.number);
    return {
      token: `tok_${behaviour}_${randomId(18)}`,
      brand: brandOf(card.number),
      last4: card.number.slice(-4),
      expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).padStart(2, '0')}`,
      holderName: card.holderName,
    };
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const behaviour = BEHAVIOURS.find((b) => input.token.startsWith(`tok_${b}_`)) ?? 'declined';
    const paymentId = `pay_${randomId(24)}`;
    switch (behaviour) {
      case 'approved':
        return { status: 'approved', paymentId };
      case 'declined':
        return { status: 'refused', refusal: 'declined' };
      case 'blocked':
        return { status: 'refused', refusal: 'blocked' };
      case 'expired':
        return { status: 'refused', refusal: 'expired' };
      case 'attempts':
        return { status: 'refused', refusal: 'attempts-exceeded' };
      case 'challenge':
      case 'pending': {
        const status = behaviour === 'challenge' ? 'challenge' : 'pending';
        await this.#db.query(
          `insert into acquirer_simulator_payments (payment_id, reference, token, amount, status, return_path, language, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [paymentId, input.reference, input.token, input.amount, status, input.returnPath, input.language, new Date(input.now)],
        );
        if (status === 'pending') return { status: 'pending', paymentId };
        const url = `${ACQUIRER_SIMULATOR_PATH}/${paymentId}?lang=${input.language}`;
        return { status: 'challenge', paymentId, action: { kind: 'url', url } };
      }
    }
  }

  /** A payment the page may show, or null when unknown. */
  async challenge(paymentId: string): Promise<SimulatorChallenge | null> {
    const { rows } = await this.#db.query<{ reference: string; amount: number; status: SimulatorChallenge['status']; return_path: string; language: string }>(
      'select reference, amount, status, return_path, language from acquirer_simulator_payments where payment_id = $1',
      [paymentId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      paymentId,
      reference: row.reference,
      amount: row.amount,
      status: row.status,
      returnPath: row.return_path,
      language: row.language === 'ar-AE' ? 'ar-AE' : 'en-US',
    };
  }

  /**
   * Completes a challenge with the player's decision. One statement decides, so of two submits
   * sent together only the first decision counts; the answer is the payment's final result either
   * way (so a repeated submit tells the merchant again: the merchant's side is idempotent), or
   * null when no challenge with that id exists.
   */
  async complete(paymentId: string, approve: boolean, now: number): Promise<(PaymentResult & { returnPath: string }) | null> {
    await this.#db.query(
      `update acquirer_simulator_payments set status = $2, completed_at = $3 where payment_id = $1 and status = 'challenge'`,
      [paymentId, approve ? 'approved' : 'declined', new Date(now)],
    );
    const payment = await this.challenge(paymentId);
    if (!payment || (payment.status !== 'approved' && payment.status !== 'declined')) return null;
    return { paymentId, reference: payment.reference, outcome: payment.status, returnPath: payment.returnPath };
  }
}
