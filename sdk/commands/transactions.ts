import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { intBetween, maxChars } from '../validation/bounds';

/** Tabs of the Transactions page (SPEC §2): which movements a page lists. */
export const TransactionTabSchema = z.enum(['all', 'income', 'expenses', 'deposit', 'withdrawal']);
export type TransactionTab = z.infer<typeof TransactionTabSchema>;

/** Categories of SPEC §3 Transaction; each is one kind of ledger movement. */
export const TransactionCategorySchema = z.enum([
  'order',
  'orderRefund',
  'chaseOrder',
  'chaseRefund',
  'prize',
  'deposit',
  'withdrawal',
  'withdrawalFailure',
  'refund',
  'failedRefund',
  'gift',
  'adjustment',
]);
export type TransactionCategory = z.infer<typeof TransactionCategorySchema>;

/** Most transactions on one page. */
export const MAX_TRANSACTIONS_PAGE_SIZE = 50;

export const TransactionSchema = z.object({
  /** Movement id, as text (the ID column). */
  id: z.string(),
  category: TransactionCategorySchema,
  /** Order, withdrawal or deposit reference the movement belongs to, when there is one. */
  reference: z.nullable(z.string()),
  /** Signed, minor units: positive money in, negative money out of the player's balance. */
  amount: z.int(),
  /** The player's total balance right after this movement, minor units. */
  balanceAfter: z.int(),
  /** Epoch ms. */
  time: z.int(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/**
 * One page of the player's money movements, newest first, by tab (all, income, expenses, deposit,
 * withdrawal), each with the balance after it.
 */
export const transactions = defineCommand({
  code: '100125',
  name: 'transactions',
  domain: 'transactions',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    tab: z._default(TransactionTabSchema, 'all'),
    pageSize: z._default(intBetween(1, MAX_TRANSACTIONS_PAGE_SIZE), 20),
    /** `nextCursor` of the previous page; absent for the first page (newest first). */
    cursor: z.optional(z.string().check(maxChars(32), z.regex(/^\d{1,19}$/, 'validation.cursor'))),
  }),
  response: z.object({ items: z.array(TransactionSchema), nextCursor: z.nullable(z.string()) }),
});
