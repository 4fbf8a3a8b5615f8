import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { appKeyField } from './apps';
import { ProofStepSchema } from './orders';
import { amountField, idempotencyKeyField } from './wallet';
import { intBetween, maxChars } from '../validation/bounds';

/**
 * Scratch cards (issue 20; SPEC §1 instant games, §4 order "scratched"). A game's cards come from
 * finite pools whose order is committed before the first sale (sdk/instant): a purchase takes the
 * next unsold card, the outcome is fixed then, and scratching only reveals it.
 */

/** A card's id: its row's id as decimal text. */
const cardIdField = z.string().check(maxChars(19), z.regex(/^[1-9]\d{0,18}$/, 'validation.outOfRange'));
const cursorField = z.optional(z.string().check(maxChars(19), z.regex(/^\d{1,19}$/, 'validation.cursor')));

/** One tier of a prize table: `count` cards of a pool win `prize` (minor units; 0 a losing card). */
export const PrizeTierSchema = z.object({ prize: z.int(), count: z.int() });

/** A player's scratch card. `prize` and `cells` stay null until it is scratched: the outcome is fixed, not shown. */
export const ScratchCardSchema = z.object({
  cardId: z.string(),
  appKey: z.string(),
  /** The card's number as the player reads it: pool number and position, e.g. `3-0412`. */
  cardNumber: z.string(),
  poolId: z.string(),
  cardIndex: z.int(),
  /** Price paid, minor units. */
  amount: z.int(),
  state: z.enum(['unscratched', 'scratched']),
  prize: z.nullable(z.int()),
  /** The six amounts under the surface (sdk/instant `cardSymbols`), once scratched. */
  cells: z.nullable(z.array(z.int())),
  /** Epoch ms. */
  purchaseTime: z.int(),
  scratchTime: z.nullable(z.int()),
  /** Revealed by the gateway when the player self-excluded or took a break (SPEC §4), not by scratching. */
  autoScratched: z.boolean(),
});
export type ScratchCard = z.infer<typeof ScratchCardSchema>;

/**
 * Buys the next unsold card of a scratch-card game and pays it from the balance. The card's
 * outcome is fixed at purchase and answered only by revealScratchCard.
 *
 * Refused, charging nothing, as a draw ticket is: 403000801 unverified, the location
 * (403001022-403001024), 403000949 sales suspended, 403001203 a price other than the pool's,
 * 403001201 not enough balance, 403000619 the wager limit, 403001202 no card on sale. A retried key
 * answers the same card; the key with another request is 400000014.
 *
 * @example
 * const bought = await client.call('buyScratchCard', { appKey: 'golden-falcon', amount: 500, idempotencyKey: newIdempotencyKey() });
 */
export const buyScratchCard = defineCommand({
  code: '101301',
  name: 'buyScratchCard',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: true,
  geoHeader: true,
  request: z.object({
    appKey: appKeyField.check(z.minLength(1, 'validation.required')),
    /** The card's price the player was shown, minor units. */
    amount: amountField,
    idempotencyKey: idempotencyKeyField,
  }),
  response: z.object({ card: ScratchCardSchema }),
});

/**
 * Reveals (scratches) one of the player's cards: the order becomes scratched and a win is
 * credited to the withdrawable balance, once, however often it is called.
 *
 * @example const { data } = await client.call('revealScratchCard', { cardId: '1042' }); // data.card.prize
 */
export const revealScratchCard = defineCommand({
  code: '101302',
  name: 'revealScratchCard',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ cardId: cardIdField }),
  response: z.object({ card: ScratchCardSchema }),
});

/**
 * The player's scratch cards, newest first, a page at a time: of one game or all, all or only
 * those not yet scratched (a reload or a second device continues them).
 *
 * @example await client.call('scratchCards', { appKey: 'golden-falcon', state: 'unscratched', pageSize: 1 })
 */
export const scratchCards = defineCommand({
  code: '101303',
  name: 'scratchCards',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    appKey: z.optional(appKeyField),
    state: z._default(z.enum(['all', 'unscratched']), 'all'),
    pageSize: z._default(intBetween(1, 50), 20),
    cursor: cursorField,
  }),
  response: z.object({ items: z.array(ScratchCardSchema), nextCursor: z.nullable(z.string()) }),
});

/** A pool's public record: its commitment, and its seed once it closed. */
export const ScratchPoolSchema = z.object({
  poolId: z.string(),
  poolNo: z.int(),
  cardCount: z.int(),
  sold: z.int(),
  seedHash: z.string(),
  root: z.string(),
  /** Null while the pool is on sale: the seed is revealed when it closes. */
  seed: z.nullable(z.string()),
  /** Epoch ms. */
  openedAt: z.int(),
  closedAt: z.nullable(z.int()),
});

/**
 * A scratch-card game's table and its pools: the one on sale (its commitment) and the latest
 * closed ones (with their seeds), for anyone to check with sdk/instant.
 *
 * @example await client.call('scratchGame', { appKey: 'golden-falcon' })
 */
export const scratchGame = defineCommand({
  code: '660301',
  name: 'scratchGame',
  domain: 'instant',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({ appKey: appKeyField.check(z.minLength(1, 'validation.required')) }),
  response: z.object({
    appKey: z.string(),
    price: z.int(),
    tiers: z.array(PrizeTierSchema),
    /** Return to player of the table, exactly: numerator and denominator as decimal text. */
    returnToPlayer: z.object({ numerator: z.string(), denominator: z.string() }),
    pools: z.array(ScratchPoolSchema),
  }),
});

/**
 * The proof of one of the player's scratched cards: its leaf, its Merkle path to its pool's root,
 * the pool's commitment and, once the pool closed, its seed, so sdk/instant `verifyCard` (and the
 * page /lottery/verify) checks it. A card not yet scratched answers 404001201 (its proof would
 * tell its outcome), as does another player's.
 *
 * @example const { data } = await client.call('scratchCardProof', { cardId: '1042' }); await verifyCard(data);
 */
export const scratchCardProof = defineCommand({
  code: '101304',
  name: 'scratchCardProof',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ cardId: cardIdField }),
  response: z.object({
    cardId: z.string(),
    appKey: z.string(),
    poolId: z.string(),
    cardIndex: z.int(),
    prize: z.int(),
    proof: z.array(ProofStepSchema),
    root: z.string(),
    seedHash: z.string(),
    seed: z.nullable(z.string()),
    price: z.int(),
    tiers: z.array(PrizeTierSchema),
  }),
});
