import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { maxChars } from '../validation/bounds';

// The client loads this module at start for the balance, so the transactions list (100125) is a
// domain of its own (./transactions), loaded on demand (sdk/commands/loaders.ts).

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

/** The player's balances and unread message counts. */
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
 * An idempotency key: one per money-moving request, chosen by the client (`newIdempotencyKey`:
 * a UUID, or 32 hex characters where the platform has no `crypto.randomUUID`) and sent again
 * unchanged on a retry, so a retry after a time-out has one effect.
 */
export const idempotencyKeyField = z.string().check(maxChars(64), z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.idempotencyKey'));
