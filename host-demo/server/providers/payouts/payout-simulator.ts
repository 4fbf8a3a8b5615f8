import { createHash } from 'node:crypto';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './payout-provider';

/**
 * The test IBANs of the payout simulator (valid check digits, so the forms accept them). Any
 * other valid IBAN is paid.
 */
export const PAYOUT_TEST_IBANS = {
  /** Paid at once. */
  paid: 'AE070331234567890123456',
  /** The bank refuses the payout (account closed): the withdrawal fails and the money returns. */
  refused: 'AE570330000000000000099',
} as const;

/**
 * SIMULATOR: a bank that pays every payout except to IBANs whose account number ends in `0099`
 * ({@link PAYOUT_TEST_IBANS}.refused), which it refuses. It keeps nothing and is deterministic: the
 * same reference always gets the same bank reference, as a real bank answers a retried payout
 * with the same idempotency key. Never use it where real money moves.
 *
 * @example await new PayoutSimulator().pay({ reference: 'withdrawal-1', iban: PAYOUT_TEST_IBANS.paid, holderName: 'Aisha Khan', amount: 99_500 });
 */
export class PayoutSimulator implements PayoutProvider {
  async pay(request: PayoutRequest): Promise<PayoutResult> {
    if (request.iban.endsWith('0099')) return { outcome: 'failed', reason: 'account closed (payout simulator)' };
    const bankReference = `SIM-${createHash('sha256').update(request.reference).digest('hex').slice(0, 16).toUpperCase()}`;
    return { outcome: 'paid', bankReference };
  }
}
