import type { TransactionCategory, TransactionTab } from '../../../sdk';

/**
 * The tabs of the Transactions page, in SPEC §2's order, with their label keys. Typed as a record
 * first, so a tab added to the contract without a label does not compile.
 */
const TAB_LABELS: Record<TransactionTab, string> = {
  all: 'transactions.tab.all',
  income: 'transactions.tab.income',
  expenses: 'transactions.tab.expenses',
  deposit: 'transactions.tab.deposit',
  withdrawal: 'transactions.tab.withdrawal',
};

/** Tabs in display order. */
export const TRANSACTION_TABS = Object.keys(TAB_LABELS) as TransactionTab[];

/** Translation key of a tab's label. @example tabLabelKey('income') === 'transactions.tab.income' */
export function tabLabelKey(tab: TransactionTab): string {
  return TAB_LABELS[tab];
}

/**
 * Every category of SPEC §3 Transaction: the type shown in the Type column and the line shown in
 * Description. Exhaustive by type, so a new category must be labelled before it compiles.
 */
const CATEGORY_KEYS: Record<TransactionCategory, { type: string; description: string }> = {
  order: { type: 'transactions.category.order', description: 'transactions.description.order' },
  orderRefund: { type: 'transactions.category.orderRefund', description: 'transactions.description.orderRefund' },
  chaseOrder: { type: 'transactions.category.chaseOrder', description: 'transactions.description.chaseOrder' },
  chaseRefund: { type: 'transactions.category.chaseRefund', description: 'transactions.description.chaseRefund' },
  prize: { type: 'transactions.category.prize', description: 'transactions.description.prize' },
  deposit: { type: 'transactions.category.deposit', description: 'transactions.description.deposit' },
  withdrawal: { type: 'transactions.category.withdrawal', description: 'transactions.description.withdrawal' },
  withdrawalFailure: { type: 'transactions.category.withdrawalFailure', description: 'transactions.description.withdrawalFailure' },
  refund: { type: 'transactions.category.refund', description: 'transactions.description.refund' },
  failedRefund: { type: 'transactions.category.failedRefund', description: 'transactions.description.failedRefund' },
  gift: { type: 'transactions.category.gift', description: 'transactions.description.gift' },
  adjustment: { type: 'transactions.category.adjustment', description: 'transactions.description.adjustment' },
};

/** Every category, in SPEC §3's order. */
export const TRANSACTION_CATEGORIES = Object.keys(CATEGORY_KEYS) as TransactionCategory[];

/**
 * Translation keys of a category's type label and description.
 * @example categoryKeys('prize').type === 'transactions.category.prize'
 */
export function categoryKeys(category: TransactionCategory): { type: string; description: string } {
  return CATEGORY_KEYS[category];
}
