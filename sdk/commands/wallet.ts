import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { intBetween, maxChars } from '../validation/bounds';

/** Balance fields of SPEC §3, all in minor units. */
export const BalanceSchema = z.object({
  betBalance: z.int(),
  giftBalance: z.int(),
  totalBalance: z.int(),
  withdrawableAmount: z.int(),
  unreadSysMessage: z.int().check(z.nonnegative()),
  unreadOperateMessage: z.int().check(z.nonnegative()),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const balance = defineCommand({
  code: '100124',
  name: 'balance',
  domain: 'wallet',
  methods: ['POST'],
  requiresSession: true,
  request: z.strictObject({}),
  response: BalanceSchema,
});

/**
 * Ceiling of one amount in a request, in fils (minor units): AED 10,000,000. Money is stored as
 * `bigint` fils; this bound refuses absurd input long before that (and before JavaScript's safe
 * integers): the game's maxOrderAmount and the payment channel's limits, applied by the server,
 * are lower. Every amount field of a request is {@link amountField}.
 */
export const MAX_REQUEST_AMOUNT = 1_000_000_000;

/** A positive amount in fils, at most {@link MAX_REQUEST_AMOUNT} ('validation.amountTooLarge'). */
export const amountField = z.int().check(z.positive('validation.outOfRange'), z.maximum(MAX_REQUEST_AMOUNT, 'validation.amountTooLarge'));

/**
 * An idempotency key: one per money-moving request, chosen by the client (a UUID) and sent again
 * unchanged on a retry, so a retry after a time-out has one effect.
 */
export const idempotencyKeyField = z.string().check(maxChars(64), z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.idempotencyKey'));

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

export const transactions = defineCommand({
  code: '100125',
  name: 'transactions',
  domain: 'wallet',
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
