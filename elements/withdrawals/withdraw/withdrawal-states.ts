import type { WithdrawalState } from '../../../sdk/commands/withdrawals';

/** How a state reads: still moving, paid out, or returned to the balance. */
export type StateTone = 'pending' | 'success' | 'returned';

/**
 * The states of a withdrawal (SPEC §4): label, the sentence that explains it, and its tone.
 * Exhaustive by type, so a state added to the contract must be described before it compiles.
 */
const STATES: Record<WithdrawalState, { tone: StateTone }> = {
  submitted: { tone: 'pending' },
  automatedReview: { tone: 'pending' },
  manualReview: { tone: 'pending' },
  credited: { tone: 'success' },
  rejected: { tone: 'returned' },
  failed: { tone: 'returned' },
};

/** Every withdrawal state, in the order a withdrawal passes through them. */
export const WITHDRAWAL_STATES = Object.keys(STATES) as WithdrawalState[];

/**
 * Translation keys and tone of a state.
 * @example withdrawalStateView('manualReview').detail === 'withdraw.state.manualReviewDetail'
 */
export function withdrawalStateView(state: WithdrawalState): { label: string; detail: string; tone: StateTone } {
  return { label: `withdraw.state.${state}`, detail: `withdraw.state.${state}Detail`, tone: STATES[state].tone };
}

/**
 * The business days a manual review may take (SPEC §4, §9: up to 5 business days).
 * @example t('withdraw.state.manualReviewDetail', { days: MANUAL_REVIEW_BUSINESS_DAYS })
 */
export const MANUAL_REVIEW_BUSINESS_DAYS = 5;
