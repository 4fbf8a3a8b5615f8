import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { amountField } from './wallet';
import { lotteryTypeField } from './draws';
import { MAX_DRAWS_PER_ORDER } from '../games/plan-rules';
import { intBetween, maxChars, maxItems } from '../validation/bounds';

/**
 * Buying tickets. Declared so the contract (geo header, bounds) is fixed before the lottery slice
 * serves them; the reference gateway answers them as unknown until then.
 */

/** Most selections (lines) in one order; a bound on the request, above any game's ticket. */
export const MAX_SELECTIONS_PER_ORDER = 100;

/** One line of an order: the numbers picked (every game's numbers lie in 0-99) and its multiple. */
export const OrderSelectionSchema = z.object({
  numbers: z.array(intBetween(0, 99)).check(z.minLength(1, 'validation.required'), maxItems(10)),
  /** Stake multiplier (Octaluck offers 1, 2, 5, 10, 20, 50); 1 elsewhere. */
  multiple: z._default(intBetween(1, 50), 1),
});

/** What the player is buying; 101105 checks it, 101101 places it. */
export const OrderRequestSchema = z.object({
  appKey: z.string().check(z.minLength(1, 'validation.required'), maxChars(64)),
  /** Null for games without draws (scratch cards, e-instants). */
  lotteryType: z.nullable(lotteryTypeField),
  /** Play type of the game (400006 an instant game). */
  playType: intBetween(1, 999_999),
  drawCount: z._default(intBetween(1, MAX_DRAWS_PER_ORDER), 1),
  selections: z.array(OrderSelectionSchema).check(z.minLength(1, 'validation.required'), maxItems(MAX_SELECTIONS_PER_ORDER)),
  /** Total the player was shown, minor units; the server prices the order itself and refuses a difference. */
  amount: amountField,
  couponId: z.optional(z.string().check(z.minLength(1, 'validation.required'), maxChars(64))),
});
export type OrderRequest = z.input<typeof OrderRequestSchema>;

export const orderPreCheck = defineCommand({
  code: '101105',
  name: 'orderPreCheck',
  domain: 'orders',
  methods: ['POST'],
  requiresSession: true,
  geoHeader: true,
  request: OrderRequestSchema,
  response: z.object({ amount: z.int().check(z.nonnegative()), balanceSufficient: z.boolean() }),
});

export const placeOrder = defineCommand({
  code: '101101',
  name: 'placeOrder',
  domain: 'orders',
  methods: ['POST'],
  requiresSession: true,
  geoHeader: true,
  request: OrderRequestSchema,
  response: z.object({ id: z.string(), chaseId: z.nullable(z.string()) }),
});
