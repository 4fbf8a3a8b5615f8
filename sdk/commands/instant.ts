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

// ---- E-instants: the launch and the wallet protocol (docs/e-instants.md) ---------------------

/** A one-time launch token or a game session token: 32 random bytes, base64url. */
const gameTokenField = z.string().check(maxChars(43), z.regex(/^[A-Za-z0-9_-]{43}$/, 'validation.outOfRange'));
/** A studio's transaction id or round id: unique per game (transaction) or per session (round). */
const studioIdField = z.string().check(maxChars(64), z.regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'validation.outOfRange'));
/** HMAC-SHA256 of the call's data by the studio's key (sdk/instant `walletSignature`). */
const signatureField = z.string().check(maxChars(64), z.regex(/^[0-9a-f]{64}$/, 'validation.outOfRange'));
/** A win may be 0 (a losing round closed by its win call). */
const winAmountField = z.int().check(z.minimum(0, 'validation.outOfRange'), z.maximum(1_000_000_000, 'validation.amountTooLarge'));

/** What a launch answers: the game's page, opened in a frame with the one-time token. */
const LaunchSchema = z.object({
  /** One-time: the game redeems it once (eInstantAuthenticate), within `launchExpiresAt`. */
  launchToken: z.string(),
  /** The game's page, absolute on the gateway's origin; the token travels in its fragment. */
  gameUrl: z.string(),
  demo: z.boolean(),
  /** Epoch ms. */
  launchExpiresAt: z.int(),
});

/**
 * Opens an e-instant game for real money (SPEC §2 /lottery/e-instants/:showkey): a one-time
 * launch token for the logged-in, verified player in this game, and the game's page to frame.
 * Refused as a purchase is before any money moves: 403000801 unverified, the location
 * (403001022-403001024), 403000949 suspended, 404000001 not an e-instant game.
 *
 * @example const { data } = await client.call('openEInstant', { appKey: 'pearl-diver' }); // frame data.gameUrl
 */
export const openEInstant = defineCommand({
  code: '101310',
  name: 'openEInstant',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: true,
  geoHeader: true,
  request: z.object({ appKey: appKeyField.check(z.minLength(1, 'validation.required')) }),
  response: LaunchSchema,
});

/**
 * Opens an e-instant game in demo (SPEC §2 /lottery/e-instants/:showkey/demo): a one-time launch
 * token for a session on a virtual balance that never touches the ledger; no login needed.
 * 403000949 suspended, 404000001 not an e-instant game.
 *
 * @example const { data } = await client.call('openEInstantDemo', { appKey: 'pearl-diver' });
 */
export const openEInstantDemo = defineCommand({
  code: '101311',
  name: 'openEInstantDemo',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: false,
  request: z.object({ appKey: appKeyField.check(z.minLength(1, 'validation.required')) }),
  response: LaunchSchema,
});

/** A game session's wallet state as the studio sees it. */
const WalletStateSchema = z.object({
  /** Minor units: the player's total balance, or the demo session's virtual balance. */
  balance: z.int(),
  currency: z.literal('AED'),
  demo: z.boolean(),
});

/**
 * Wallet protocol, called by the game studio's server (signed): redeems a one-time launch token
 * for the game session token the other wallet calls carry. A token already redeemed, expired or
 * unknown is 403001601; a bad signature 403001602.
 *
 * @example const { data } = await wallet.call('eInstantAuthenticate', { launchToken, signature });
 */
export const eInstantAuthenticate = defineCommand({
  code: '101312',
  name: 'eInstantAuthenticate',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: z.object({ launchToken: gameTokenField, signature: signatureField }),
  response: z.object({
    ...WalletStateSchema.shape,
    sessionToken: z.string(),
    appKey: z.string(),
    /** Epoch ms: the session's end; a round still open then is rolled back. */
    expiresAt: z.int(),
  }),
});

/**
 * Wallet protocol (signed): the game session's balance. A read: writes nothing.
 *
 * @example await wallet.call('eInstantBalance', { sessionToken, signature });
 */
export const eInstantBalance = defineCommand({
  code: '101313',
  name: 'eInstantBalance',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: z.object({ sessionToken: gameTokenField, signature: signatureField }),
  response: WalletStateSchema,
});

/** What a bet, win or rollback answers: the balance after it, and whether it was a replay. */
const WalletMoveSchema = z.object({
  ...WalletStateSchema.shape,
  transactionId: z.string(),
  /** The gateway's id of the call's record. */
  walletTransactionId: z.string(),
  /** True when the transaction id had been used already by this same call: nothing moved now. */
  replayed: z.boolean(),
});

/**
 * Wallet protocol (signed): takes a stake for a round, opening it at its first bet. Idempotent by
 * `transactionId`: the same call again answers the first one's record and moves nothing; the id
 * with another call is 400000014. Refused, taking nothing, as any purchase: 403000801 unverified
 * or name warning, 403000619 self-excluded, on a break or over the wager limit, 403000949 sales
 * suspended, 403001201 not enough balance (the page offers a deposit), 403001603 a round already
 * closed, 403001601 the session ended.
 *
 * @example await wallet.call('eInstantBet', { ...data, signature: await walletSignature(key, data) });
 */
export const eInstantBet = defineCommand({
  code: '101314',
  name: 'eInstantBet',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: z.object({
    sessionToken: gameTokenField,
    transactionId: studioIdField,
    roundId: studioIdField,
    amount: amountField,
    signature: signatureField,
  }),
  response: WalletMoveSchema,
});

/**
 * Wallet protocol (signed): pays a round's win (0 for a loss) to the withdrawable balance, and
 * closes the round when `closeRound`. A round without a bet is 404001601; a closed or rolled back
 * one 403001603; a win above the game's top prize 403001605. Idempotent as eInstantBet.
 *
 * @example await wallet.call('eInstantWin', { ...data, signature: await walletSignature(key, data) });
 */
export const eInstantWin = defineCommand({
  code: '101315',
  name: 'eInstantWin',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: z.object({
    sessionToken: gameTokenField,
    transactionId: studioIdField,
    roundId: studioIdField,
    amount: winAmountField,
    closeRound: z._default(z.boolean(), true),
    signature: signatureField,
  }),
  response: WalletMoveSchema,
});

/**
 * Wallet protocol (signed): rolls a bet of an open round back, returning its stake to the accounts
 * it came from, and the round with it. Refused once the round has a win (403001604) or is closed
 * (403001603); a bet unknown on the round is 404001601. Idempotent as eInstantBet, and a bet is
 * rolled back at most once.
 *
 * @example await wallet.call('eInstantRollback', { ...data, signature: await walletSignature(key, data) });
 */
export const eInstantRollback = defineCommand({
  code: '101316',
  name: 'eInstantRollback',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: false,
  sessionExempt: true,
  request: z.object({
    sessionToken: gameTokenField,
    transactionId: studioIdField,
    roundId: studioIdField,
    betTransactionId: studioIdField,
    signature: signatureField,
  }),
  response: WalletMoveSchema,
});

/** One wallet call of a round, as the player's order detail shows it. */
export const EInstantTransactionSchema = z.object({
  kind: z.enum(['bet', 'win', 'rollback']),
  /** Minor units. */
  amount: z.int(),
  transactionId: z.string(),
  /** Epoch ms. */
  time: z.int(),
});

/**
 * One of the player's e-instant rounds (the E-Instants tab's detail): the game, stake, win, state
 * and each wallet call on it. Another player's round, a demo round or an unknown id is 404001201.
 *
 * @example const { data } = await client.call('eInstantRound', { orderId: '42' });
 */
export const eInstantRound = defineCommand({
  code: '101317',
  name: 'eInstantRound',
  domain: 'instant',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ orderId: cardIdField }),
  response: z.object({
    orderId: z.string(),
    appKey: z.string(),
    roundId: z.string(),
    state: z.enum(['open', 'closed', 'rolled_back']),
    stake: z.int(),
    win: z.int(),
    /** Epoch ms. */
    openedAt: z.int(),
    closedAt: z.nullable(z.int()),
    transactions: z.array(EInstantTransactionSchema),
  }),
});
