/**
 * The card acquirer, as the deposits domain sees it. The reference server plugs in the simulator
 * (./simulator.ts); a deployment plugs in its real acquirer without touching domains/deposits.
 *
 * The flow: the domain hands the card to {@link PaymentProvider.tokenise} (the number, expiry and
 * CVV go no further than this call and the charge), keeps the token, brand, last four digits,
 * expiry and holder, then {@link PaymentProvider.charge}s the token. A charge is approved,
 * declined, waits for a 3-D Secure challenge the player completes on the acquirer's page, or stays
 * pending. When a challenge ends, the acquirer tells the domain (a webhook for a real acquirer;
 * the simulator's page calls the `onResult` it was given, see ./simulator-routes.ts).
 */

/** A card as the player typed it. Held in memory for the length of one request only. */
export interface CardDetails {
  /** Digits only, 16 to 23. */
  number: string;
  /** 1-12. */
  expiryMonth: number;
  /** Two digits, as on the card (`MM/YY`). */
  expiryYear: number;
  holderName: string;
}

/** What the acquirer gives back for a card: all the gateway ever keeps of it. */
export interface TokenisedCard {
  token: string;
  /** visa, mastercard, amex, card (unknown). */
  brand: string;
  last4: string;
  /** `MM/YY`. */
  expiry: string;
  holderName: string;
}

/** Why the acquirer refused a card or a payment. */
export type PaymentRefusal =
  /** Declined by the issuing bank. */
  | 'declined'
  /** 'The current card has been locked and cannot be used.' */
  | 'blocked'
  /** 'The current card has expired and cannot be used.' */
  | 'expired'
  /** The acquirer's own velocity check: too many attempts for this card holder. */
  | 'attempts-exceeded';

export interface ChargeInput {
  token: string;
  /** Held in memory for this call only. */
  cvv: string;
  /** Minor units (fils), AED. */
  amount: number;
  /** The merchant's reference of the payment: the deposit's gatewayId. */
  reference: string;
  /** Where a 3-D Secure page sends the player back: a path on this site. */
  returnPath: string;
  language: 'en-US' | 'ar-AE';
  now: number;
}

/** How the player is shown a 3-D Secure challenge: a page to open, or HTML to write into the payment frame. */
export type ChallengeAction = { kind: 'url'; /** A path on this server or an absolute URL. */ url: string } | { kind: 'html'; html: string };

export type ChargeResult =
  | { status: 'approved'; paymentId: string }
  | { status: 'challenge'; paymentId: string; action: ChallengeAction }
  /** No answer yet; the acquirer may still answer later (by webhook). */
  | { status: 'pending'; paymentId: string }
  | { status: 'refused'; refusal: PaymentRefusal };

/** The acquirer's final word on a payment that was a challenge or pending. */
export interface PaymentResult {
  paymentId: string;
  /** The merchant's reference (gatewayId). */
  reference: string;
  outcome: 'approved' | 'declined';
}

/** Thrown when the acquirer cannot be reached; the deposit ends as FAILURE. */
export class PaymentProviderUnavailableError extends Error {
  override name = 'PaymentProviderUnavailableError';
}

export interface PaymentProvider {
  /** Tokenises a card. Throws PaymentProviderUnavailableError when the acquirer cannot be reached. */
  tokenise(card: CardDetails, now: number): Promise<TokenisedCard>;
  /** Charges a tokenised card (a new one, or a saved one with its CVV). */
  charge(input: ChargeInput): Promise<ChargeResult>;
}
