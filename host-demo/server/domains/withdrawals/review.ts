/**
 * The review of a withdrawal (SPEC §4): submitted → automated review → (manual review) →
 * credited, rejected or failed. Every step runs under the withdrawal's row lock and moves only
 * forward (also enforced by a trigger of 014_withdrawals.sql), so a decided withdrawal is decided
 * once: of two reviewers acting together, the second finds it decided and changes nothing. A
 * rejected or failed withdrawal returns its amount to the withdrawable balance with one
 * 'withdrawal_failure' movement (key `withdrawal-failure:<id>`) in the same transaction.
 */
import type { WithdrawalState } from '../../../../sdk/commands/withdrawals';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import type { EventBus } from '../../events/event-bus';
import type { PayoutProvider } from '../../providers/payouts/payout-provider';
import { postMovement } from '../wallet/ledger';
import { publishSystemPopup, writeSystemNotifications } from '../notifications/notification-store';
import { FINAL_STATES, WITHDRAWAL_COLUMNS, type WithdrawalRow } from './withdrawal-rows';

/** What a review needs; the handler builds it from its context, the reviewer script from its own. */
export interface ReviewDeps {
  db: Database;
  clock: Clock;
  payouts: PayoutProvider;
  /** Wallet events after a refund (SPEC §7 /user/queue wallet). */
  events: EventBus;
  /** Automated review pays out at once up to this amount (config withdrawals.autoApproveUpTo). */
  autoApproveUpTo: number;
}

/** A reviewer's decision (`npm run withdrawal:review -- <id> <action>`). */
export type ReviewAction = 'approve' | 'reject' | 'fail';
export const REVIEW_ACTIONS: readonly ReviewAction[] = ['approve', 'reject', 'fail'];

export type ReviewActor = 'automated-review' | 'reviewer';

/** Where a review left the withdrawal. `changed` is false when it was already decided (or not found). */
export interface ReviewOutcome {
  withdrawal: WithdrawalRow;
  changed: boolean;
  /** The amount went back to the player's withdrawable balance in this review. */
  refunded: boolean;
}

/** The withdrawal, locked for the rest of the transaction. */
async function lockWithdrawal(tx: Queryable, withdrawalId: number): Promise<WithdrawalRow | null> {
  const { rows } = await tx.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from withdrawals w join iban_accounts a on a.id = w.iban_account_id where w.id = $1 for update of w`,
    [withdrawalId],
  );
  return rows[0] ?? null;
}

/**
 * Moves a locked withdrawal to `to`, records the transition, and returns the money when `to` is
 * rejected or failed. The UPDATE is conditional on the state read under the lock: a second
 * attempt to decide the same withdrawal updates nothing and so refunds nothing.
 */
async function move(
  tx: Queryable,
  row: WithdrawalRow,
  to: WithdrawalState,
  step: { actor: ReviewActor; note?: string; payoutReference?: string; now: number },
): Promise<WithdrawalRow> {
  const at = new Date(step.now);
  const { rows } = await tx.query<{ id: number }>(
    `update withdrawals set state = $2, updated_at = $3, payout_reference = coalesce($4, payout_reference)
      where id = $1 and state = $5 returning id`,
    [row.id, to, at, step.payoutReference ?? null, row.state],
  );
  if (rows.length === 0) throw new Error(`withdrawal ${row.id} changed state under its lock`);
  await tx.query(
    'insert into withdrawal_transitions (withdrawal_id, from_state, to_state, actor, note, created_at) values ($1, $2, $3, $4, $5, $6)',
    [row.id, row.state, to, step.actor, step.note ?? null, at],
  );
  // The player's inbox hears of a decided withdrawal in the transaction that decides it.
  if (to === 'credited' || to === 'rejected' || to === 'failed') {
    const paid = to === 'credited';
    await writeSystemNotifications(
      tx,
      [{ playerId: row.player_id, topic: paid ? 'withdrawal-paid' : 'withdrawal-returned', params: { amount: Number(paid ? row.received_amount : row.amount), reference: String(row.id) }, sourceKey: `withdrawal:${row.id}` }],
      step.now,
    );
  }
  if (to === 'rejected' || to === 'failed') {
    await postMovement(tx, {
      idempotencyKey: `withdrawal-failure:${row.id}`,
      kind: 'withdrawal_failure',
      memo: `withdrawal ${row.id} ${to}`,
      legs: [
        { account: { house: 'house_withdrawals' }, amount: -row.amount },
        { account: { playerId: row.player_id, kind: 'withdrawable' }, amount: row.amount },
      ],
      at: step.now,
    });
  }
  return { ...row, state: to, updated_at: at };
}

/**
 * Pays the received amount out through the bank and moves the withdrawal to credited, or to
 * failed (money returned) when the bank refuses. Called under the row lock, so a payout and a
 * reviewer's rejection can never both happen; the bank gets our reference as its idempotency key.
 */
async function payOut(tx: Queryable, deps: ReviewDeps, row: WithdrawalRow, actor: ReviewActor): Promise<WithdrawalRow> {
  const result = await deps.payouts.pay({ reference: `withdrawal-${row.id}`, iban: row.iban, holderName: row.holder_name, amount: row.received_amount });
  const now = deps.clock.now();
  return result.outcome === 'paid'
    ? move(tx, row, 'credited', { actor, payoutReference: result.bankReference, now })
    : move(tx, row, 'failed', { actor, note: `payout refused: ${result.reason}`, now });
}

/** Runs one review step in a transaction and publishes the wallet event after a refund commits. */
async function reviewStep(
  deps: ReviewDeps,
  withdrawalId: number,
  step: (tx: Queryable, row: WithdrawalRow) => Promise<WithdrawalRow | null>,
): Promise<ReviewOutcome | null> {
  const outcome = await deps.db.transaction(async (tx): Promise<ReviewOutcome | null> => {
    const row = await lockWithdrawal(tx, withdrawalId);
    if (!row) return null;
    if (FINAL_STATES.includes(row.state)) return { withdrawal: row, changed: false, refunded: false };
    const after = await step(tx, row);
    if (!after) return { withdrawal: row, changed: false, refunded: false };
    return { withdrawal: after, changed: true, refunded: after.state === 'rejected' || after.state === 'failed' };
  });
  if (outcome?.refunded) await deps.events.publish({ kind: 'player', playerId: outcome.withdrawal.player_id, changeType: 'wallet' });
  // The message written with a decided withdrawal pops up on the player's open page.
  const w = outcome?.changed ? outcome.withdrawal : null;
  if (w && (w.state === 'credited' || w.state === 'rejected' || w.state === 'failed')) {
    const paid = w.state === 'credited';
    await publishSystemPopup(deps.events, w.player_id, paid ? 'withdrawal-paid' : 'withdrawal-returned', { amount: Number(paid ? w.received_amount : w.amount), reference: String(w.id) });
  }
  return outcome;
}

/**
 * The automated review, run at once after submission: a submitted withdrawal up to
 * `autoApproveUpTo` is paid out (credited, or failed if the bank refuses); a larger one waits in
 * manual review for a reviewer. A withdrawal no longer 'submitted' is left as it is.
 *
 * @example const outcome = await runAutomatedReview(deps, 42); // outcome.withdrawal.state === 'credited'
 */
export async function runAutomatedReview(deps: ReviewDeps, withdrawalId: number): Promise<ReviewOutcome | null> {
  return reviewStep(deps, withdrawalId, async (tx, row) => {
    if (row.state !== 'submitted') return null;
    const now = deps.clock.now();
    const inReview = await move(tx, row, 'automatedReview', { actor: 'automated-review', now });
    if (row.amount > deps.autoApproveUpTo) {
      return move(tx, inReview, 'manualReview', { actor: 'automated-review', note: `above the automatic payout limit of ${deps.autoApproveUpTo}`, now });
    }
    return payOut(tx, deps, inReview, 'automated-review');
  });
}

/**
 * A reviewer's decision on an undecided withdrawal (submitted, automated or manual review):
 * approve pays it out (credited, or failed if the bank refuses), reject and fail return the money.
 * A decided withdrawal is left as it is (`changed: false`); null when there is no such withdrawal.
 *
 * @example await reviewWithdrawal(deps, 42, 'reject', 'documents do not match');
 */
export async function reviewWithdrawal(deps: ReviewDeps, withdrawalId: number, action: ReviewAction, note?: string): Promise<ReviewOutcome | null> {
  return reviewStep(deps, withdrawalId, async (tx, row) => {
    if (action === 'approve') return payOut(tx, deps, row, 'reviewer');
    return move(tx, row, action === 'reject' ? 'rejected' : 'failed', { actor: 'reviewer', ...(note ? { note } : {}), now: deps.clock.now() });
  });
}
