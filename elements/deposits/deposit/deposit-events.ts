/**
 * Events of `<nl-deposit>`, added to the shared `NlEventMap` so `emit()` and `addEventListener`
 * type-check them like the base events. No detail ever carries card data.
 */

/** Detail of `nl-deposit-succeeded`: the deposit was credited (420545 answered SUCCESS). */
export interface DepositSucceededDetail {
  gatewayId: string;
  orderId: string;
  /** Minor units (fils). */
  amount: number;
}

/** Why a deposit did not go through. */
export type DepositFailureReason = 'declined' | 'deposit-limit' | 'error';

/** Detail of `nl-deposit-failed`. */
export interface DepositFailedDetail {
  /** The deposit's gateway id, when one was opened. */
  gatewayId: string | null;
  reason: DepositFailureReason;
  /** The acquirer's or gateway's text, when it gave one. */
  message: string | null;
}

/** Detail of `nl-deposit-timed-out`: no answer after the last status check (SPEC §4). */
export interface DepositTimedOutDetail {
  gatewayId: string;
}

/**
 * Detail of `nl-analytics`: one card failure (SPEC §5 "each card failure sends an analytics
 * event"). The host forwards it to its analytics tool. Never holds card data.
 */
export interface CardFailureAnalytics {
  name: 'deposit_card_failure';
  /** `validation`: the form refused what was typed; `payment`: 420550/420551 refused; `status`: 420545 said FAILURE. */
  stage: 'validation' | 'payment' | 'status';
  /** `new` card form or `saved` card with CVV. */
  card: 'new' | 'saved';
  /** A translation key of the refused field, `declined`, `existing-card`, `deposit-limit` or `error`. */
  reason: string;
  /** The gateway's code for a refused call. */
  code?: number;
}

declare module '../../base/emit' {
  interface NlEventMap {
    /** A deposit was credited. */
    'nl-deposit-succeeded': DepositSucceededDetail;
    /** A deposit was refused or declined. */
    'nl-deposit-failed': DepositFailedDetail;
    /** The status checks ran out before the acquirer answered. */
    'nl-deposit-timed-out': DepositTimedOutDetail;
    /** An analytics event for the host to forward (card failures of the deposit). */
    'nl-analytics': CardFailureAnalytics;
  }
}

export {};
