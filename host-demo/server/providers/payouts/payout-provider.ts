/**
 * Pays a withdrawal out to the player's bank account. The domain code only knows this interface;
 * the reference server plugs in the payout simulator (./payout-simulator.ts), a deployment its
 * bank's payout API without touching the domains.
 */

/** One payout: the received amount (after the fee) to one IBAN. */
export interface PayoutRequest {
  /**
   * Our reference, unique per withdrawal (`withdrawal-<id>`). A real bank API takes it as its
   * idempotency key, so a payout retried after a time-out is paid once.
   */
  reference: string;
  iban: string;
  holderName: string;
  /** Minor units (fils). */
  amount: number;
}

/** What the bank answered. `failed` returns the money to the player (SPEC §4 failed). */
export type PayoutResult = { outcome: 'paid'; bankReference: string } | { outcome: 'failed'; reason: string };

/**
 * @example
 * const result = await payouts.pay({ reference: 'withdrawal-42', iban: 'AE070331234567890123456', holderName: 'Aisha Khan', amount: 99_500 });
 * if (result.outcome === 'paid') console.log(result.bankReference);
 */
export interface PayoutProvider {
  pay(request: PayoutRequest): Promise<PayoutResult>;
}
