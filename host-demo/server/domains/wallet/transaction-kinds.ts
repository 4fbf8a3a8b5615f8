/**
 * The one table from ledger movement kinds to what the Transactions page shows (SPEC §3
 * categories) and which tabs list them (SPEC §2: All, Income, Expenses, Deposit, Withdrawal).
 * Income and Expenses go by the sign of the player's amount, whatever the kind; Deposit and
 * Withdrawal by kind. 012_ledger_balances.sql holds one partial index per tab with the same
 * predicates, so a page is pageSize + 1 index entries whatever the player's history.
 */
import type { TransactionCategory, TransactionTab } from '../../../../sdk/commands/transactions';
import type { MovementKind } from './ledger';

/** Category of SPEC §3 shown for each movement kind. */
export const CATEGORY_OF_KIND: Readonly<Record<MovementKind, TransactionCategory>> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawal_failure: 'withdrawalFailure',
  stake: 'order',
  stake_refund: 'orderRefund',
  chase_stake: 'chaseOrder',
  chase_refund: 'chaseRefund',
  prize: 'prize',
  refund: 'refund',
  failed_refund: 'failedRefund',
  gift: 'gift',
  adjustment: 'adjustment',
};

/** Kinds listed by the Deposit and Withdrawal tabs: a failed withdrawal coming back belongs with withdrawals. */
export const KINDS_OF_TAB = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'withdrawal_failure'],
} as const satisfies Partial<Record<TransactionTab, readonly MovementKind[]>>;

const quoted = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');

/**
 * What "net position" counts (won minus spent, 100157): stakes and their refunds, and prizes.
 * Deposits and withdrawals are not play. 021_play_day_index.sql indexes exactly these kinds.
 */
export const PLAY_KINDS = ['stake', 'stake_refund', 'chase_stake', 'chase_refund', 'prize'] as const satisfies readonly MovementKind[];

/** {@link PLAY_KINDS} as the SQL literal list the partial index's predicate repeats (literals, for the planner). */
export const PLAY_KINDS_CONDITION = `player_id is not null and kind in (${quoted(PLAY_KINDS)})`;

/**
 * The SQL condition of each tab on `ledger_movements` (beside `player_id = $1`). Literals, not
 * parameters: PostgreSQL matches a partial index only on a condition it can prove from the text.
 */
export const TAB_CONDITION: Readonly<Record<TransactionTab, string>> = {
  all: 'true',
  income: 'player_amount > 0',
  expenses: 'player_amount < 0',
  deposit: `kind in (${quoted(KINDS_OF_TAB.deposit)})`,
  withdrawal: `kind in (${quoted(KINDS_OF_TAB.withdrawal)})`,
};
