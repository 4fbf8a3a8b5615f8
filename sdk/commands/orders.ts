import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { amountField, idempotencyKeyField } from './wallet';
import { lotteryTypeField, MAX_PHASE_CHARS, ResultItemSchema } from './draws';
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
  /**
   * The draw (phase) the bet slip counted down to. When given and its sales have closed, the order
   * is refused (403001202) instead of moving to the next draw unseen; absent, the next open draw.
   */
  phase: z.optional(z.string().check(z.minLength(1, 'validation.required'), maxChars(16))),
  selections: z.array(OrderSelectionSchema).check(z.minLength(1, 'validation.required'), maxItems(MAX_SELECTIONS_PER_ORDER)),
  /** Total the player was shown, minor units; the server prices the order itself and refuses a difference. */
  amount: amountField,
  couponId: z.optional(z.string().check(z.minLength(1, 'validation.required'), maxChars(64))),
  /**
   * One per confirmed purchase (a UUID), sent again unchanged on a retry: a retry answers the first
   * order instead of buying again. Required by 101101 (400000012 without it); 101105 ignores it.
   */
  idempotencyKey: z.optional(idempotencyKeyField),
});
export type OrderRequest = z.input<typeof OrderRequestSchema>;

/** Checks an order before payment: price, balance, limits and location; places nothing. */
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

/** Places an order and pays it from the balance; consecutive draws make a chase (chaseId). */
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

/*
 * Orders after purchase (SPEC §2 order list and detail, §4 order, consecutive plan and grand-prize
 * states). Declared with the lottery slice's contract; registered when served.
 */

/** SPEC §4 order status: 1, 5, 8 waiting for draw; 3, 7 winning; 2, 4 not won; 6 refund. */
export const OrderStatusSchema = intBetween(1, 8);

const orderIdField = z.string().check(z.minLength(1, 'validation.required'), maxChars(32));
const cursorField = z.optional(z.string().check(maxChars(32), z.regex(/^\d{1,19}$/, 'validation.cursor')));

/** One row of the order list (SPEC §2 columns). */
/** SPEC §4 refund states: under review, refunding, completed, unsuccessful. */
export const RefundStateSchema = z.enum(['underReview', 'refunding', 'completed', 'unsuccessful']);
export type RefundState = z.infer<typeof RefundStateSchema>;

export const OrderSummarySchema = z.object({
  orderId: z.string(),
  lotteryType: z.nullable(z.int()),
  appKey: z.string(),
  playType: z.int(),
  /** The numbers of each selection, as bought ("my plan"). */
  plan: z.array(z.array(z.int())),
  /** The multiple of each selection, in the order of `plan`. */
  multiples: z.array(z.int()),
  /** Consecutive draws bought with this order: its plan's draws, 1 for a single order. */
  drawCount: z.int(),
  phase: z.nullable(z.string()),
  status: OrderStatusSchema,
  amount: z.int(),
  prizeAmount: z.int(),
  /** Epoch ms. */
  purchaseTime: z.int(),
  chaseId: z.nullable(z.string()),
  /** SPEC §4 grand prize: 12 unclaimed, 13 claimed, 14 paid, 15 expired unclaimed, 16 claim lapsed; null otherwise. */
  orderPrizeStatus: z.nullable(z.int()),
  /**
   * A scratch card's order (tab scratch): the card, its number and whether it is scratched. Its
   * status is 1 until scratched (the outcome is not told before), then 3 won or 2 not won.
   */
  instant: z.optional(z.object({ cardId: z.string(), cardNumber: z.string(), state: z.enum(['unscratched', 'scratched']) })),
  /**
   * An e-instant round's order (tab instant; `orderId` is the round's): the studio's round id and
   * its state. Status 1 while open, 3 won or 2 not won once closed, 6 when rolled back (stake
   * returned). Detail: eInstantRound (101317).
   */
  eInstant: z.optional(z.object({ roundId: z.string(), state: z.enum(['open', 'closed', 'rolled_back']) })),
  /**
   * A refunded order (6): where its refund stands, as 103005 tells (a sales-suspended refund under
   * review, refunding, completed or unsuccessful; a cancellation or a plan's stop is completed at
   * once); null or absent for any other order.
   */
  refundState: z.optional(z.nullable(RefundStateSchema)),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/**
 * One page of the player's orders by tab (lotteries, scratch cards, e-instants), filter (all,
 * unsettled, win, not win), game or future draws, and sort. With `phase` (and `game` a lottery
 * type) only the orders of that one draw: what a per-minute game page reads to tell the player
 * their outcome of the draw that just landed.
 *
 * @example
 * const mine = await client.call('orderList', { game: 69, phase: '202611231502', pageSize: 50 });
 * const won = mine.ok ? mine.data.items.reduce((sum, o) => sum + o.prizeAmount, 0) : 0;
 */
export const orderList = defineCommand({
  code: '101065',
  name: 'orderList',
  domain: 'orders',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    tab: z._default(z.enum(['lottery', 'scratch', 'instant']), 'lottery'),
    filter: z._default(z.enum(['all', 'unsettled', 'win', 'notWin']), 'all'),
    /** One game, or 'future' for orders of draws still to come. */
    game: z.optional(z.union([lotteryTypeField, z.literal('future')])),
    /** One draw of `game` by its phase name; only with `game` a lottery type. */
    phase: z.optional(z.string().check(z.minLength(1, 'validation.required'), maxChars(MAX_PHASE_CHARS))),
    sort: z._default(z.enum(['newest', 'oldest']), 'newest'),
    pageSize: z._default(intBetween(1, 50), 20),
    cursor: cursorField,
  }).check(z.refine((d) => d.phase === undefined || typeof d.game === 'number', { message: 'validation.required', path: ['game'] })),
  response: z.object({ items: z.array(OrderSummarySchema), nextCursor: z.nullable(z.string()) }),
});

/**
 * Every field of one order: draw, entries, multiples, draws, subtotal, discount, total and VAT, and
 * its result once drawn.
 *
 * Every field of SPEC §2 order detail; amounts in fils, VAT at the configured rate.
 */
export const orderDetail = defineCommand({
  code: '101066',
  name: 'orderDetail',
  domain: 'orders',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ orderId: orderIdField }),
  response: z.object({
    order: OrderSummarySchema,
    drawTime: z.nullable(z.int()),
    entryPrice: z.int(),
    entries: z.int(),
    multiple: z.int(),
    draws: z.int(),
    /** The game's schedule as a translation key and its values. */
    schedule: z.string(),
    subtotal: z.int(),
    discount: z.int(),
    total: z.int(),
    vat: z.int(),
    totalInclVat: z.int(),
    /** Drawn items of this order's draw, when drawn, as in draw results (a colour for Color Prediction, null shown '?'). */
    result: z.nullable(z.array(ResultItemSchema)),
  }),
});

/** One step of a ticket's inclusion proof (sdk/draws `ProofStep`): the sibling hash and the side it joins on. */
export const ProofStepSchema = z.object({
  side: z.enum(['left', 'right']),
  /** SHA-256 of the sibling node, 64 lowercase hex characters. */
  hash: z.string(),
});

/** One ticket of an order (one line) with its inclusion proof: the leaf of the draw's fingerprint and the path to it. */
export const TicketProofSchema = z.object({
  /** The leaf's ticket id, `<orderId>-<lineNo>` (line numbers from 0, as the plan lists them). */
  ticketId: z.string(),
  /** The line's numbers as bought, in the order of the leaf text (`id:n,n,n`). */
  numbers: z.array(z.int()),
  proof: z.array(ProofStepSchema),
});
export type OrderTicketProof = z.infer<typeof TicketProofSchema>;

/**
 * Whether an order's tickets can be proven in its draw yet: `published` once sales closed and the
 * draw's ticket fingerprint is published (the proofs are in `tickets`); `salesOpen` before that,
 * when there is no fingerprint to prove against; `refunded` for an order refunded while sales
 * were open, whose tickets never entered the draw.
 */
export const TicketProofStateSchema = z.enum(['published', 'salesOpen', 'refunded']);

/**
 * The inclusion proof of each ticket of one of the player's orders in its draw's ticket
 * fingerprint, once sales closed (state salesOpen before, refunded for a refunded order); another
 * player's order is not found.
 *
 * DESIGN "Draws that anyone can verify": check a proof with sdk/draws `verifyTicketInDraw`
 * against the `ticketRoot` that drawPhase (660202) publishes. Another player's order answers
 * 404001201, as with orderDetail, and nothing of it.
 *
 * @example
 * const proofs = await client.call('ticketProofs', { orderId: '1001' });
 * if (proofs.ok && proofs.data.state === 'published') {
 *   const draw = await client.call('drawPhase', { lotteryType: proofs.data.lotteryType, phase: proofs.data.phase });
 *   const [ticket] = proofs.data.tickets;
 *   await verifyTicketInDraw(ticket, ticket.proof, draw.data.draw.ticketRoot); // true
 * }
 */
export const ticketProofs = defineCommand({
  code: '101068',
  name: 'ticketProofs',
  domain: 'orders',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ orderId: orderIdField }),
  response: z.object({
    state: TicketProofStateSchema,
    /** The draw's own lottery type (67 for Color Prediction bought as 93), as drawPhase names it. */
    lotteryType: z.int(),
    phase: z.string(),
    /** The fingerprint published at sales close; null before. */
    ticketRoot: z.nullable(z.string()),
    /** How many tickets the fingerprint holds; null before sales close. */
    ticketCount: z.nullable(z.int()),
    /** One per line of the order, in line order; empty unless `published`. */
    tickets: z.array(TicketProofSchema),
  }),
});

/**
 * A consecutive-draw plan: its state, drawn and total draws, its orders, and whether it can still
 * be stopped.
 *
 * SPEC §4 consecutive plan: 1 in progress, 2 completed, 3 terminated.
 */
export const chaseDetail = defineCommand({
  code: '101071',
  name: 'chaseDetail',
  domain: 'orders',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ chaseId: orderIdField }),
  response: z.object({
    chaseId: z.string(),
    lotteryType: z.int(),
    state: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    drawsTotal: z.int(),
    drawsDone: z.int(),
    /** Some future order can still be stopped (else the termination-unavailable notice). */
    stoppable: z.boolean(),
    orders: z.array(OrderSummarySchema),
  }),
});

/** Stops a consecutive-draw plan; its undrawn orders are refunded. */
export const stopChase = defineCommand({
  code: '101072',
  name: 'stopChase',
  domain: 'orders',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ chaseId: orderIdField }),
  response: z.object({ refundedOrders: z.int(), refundAmount: z.int() }),
});

/**
 * Cancels one of the player's single orders while its draw's sales are open: it becomes refunded
 * (6), leaves the draw, and its stake returns to the balances it came from and to the wager limit
 * (403001206 after the close, when drawn or refunded, or for a plan's order: see 101072). SPEC §7
 * gives only the code; purpose chosen from SPEC §4's order state "canceled (refunding, refunded)"
 * and §3's "order refund", which nothing else produces for a single order.
 *
 * The refund is made in the same transaction, so the order goes straight to refunded (6) and
 * "refunding" never shows. Ownership and state are decided in one statement under the order's row
 * lock (two cancellations sent together refund once), its draw locked against the sales close.
 */
export const cancelOrder = defineCommand({
  code: '103001',
  name: 'cancelOrder',
  domain: 'orders',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ orderId: z.string().check(maxChars(19), z.regex(/^[1-9]\d{0,17}$/, 'validation.orderId')) }),
  response: z.object({
    orderId: z.string(),
    /** 6 refunded (SPEC §4). */
    status: z.literal(6),
    refundAmount: z.int(),
  }),
});

/**
 * Why an order was refunded: the player cancelled it (103001), its consecutive-draw plan was
 * stopped (101072), or its game's sales were suspended (refunded to the original method after review).
 */
export const RefundReasonSchema = z.enum(['cancelled', 'planStopped', 'salesSuspended']);

/**
 * The refund of one of the player's orders (SPEC §4 "canceled (refunding, refunded)" and the refund
 * states): why, how much, and where it stands. A cancellation and a stopped plan are refunded at
 * once (completed); a sales-suspended cancellation goes through review (underReview, refunding,
 * then completed or unsuccessful) and returns the stake to the balances it was paid from. `refund`
 * is null for an order that was not refunded. Not the player's order: 404001201. A read.
 *
 * SPEC §7 gives only the code; purpose chosen because 103005 sits beside 103001 (cancel) and the
 * refund states of §4 need a place where the player can follow them.
 */
export const orderRefund = defineCommand({
  code: '103005',
  name: 'orderRefund',
  domain: 'orders',
  methods: ['POST', 'GET'],
  requiresSession: true,
  request: z.object({ orderId: z.string().check(maxChars(19), z.regex(/^[1-9]\d{0,17}$/, 'validation.orderId')) }),
  response: z.object({
    orderId: z.string(),
    refund: z.nullable(
      z.object({
        reason: RefundReasonSchema,
        state: RefundStateSchema,
        /** Minor units. */
        amount: z.int(),
        /** Epoch ms of the cancellation and of the refund's last step. */
        createdAt: z.int(),
        updatedAt: z.int(),
      }),
    ),
  }),
});

/** A grand prize (Lucky Day top tier, AED 100 million): claimed, never auto-credited. */
export const GrandPrizeSchema = z.object({
  orderId: z.string(),
  winningBigAmount: z.int(),
  winningBigConfigAmount: z.int(),
  winningBigPicUrl: z.string(),
  /**
   * Epoch ms: the deadline of the step the prize is in. Unclaimed (12): claim by; claimed (13):
   * the winner's documents by, else the claim lapses (16); expired (15, 16): when it expired.
   */
  winningBigExpiredTimestamp: z.int(),
  /** SPEC §4: 12 unclaimed, 13 claimed, 14 paid, 15 expired unclaimed, 16 claim lapsed (claimed, not completed in time). */
  orderPrizeStatus: z.int(),
});

/** The player's grand prizes still to claim (the grand-prize card). */
export const unclaimedGrandPrize = defineCommand({
  code: '101078',
  name: 'unclaimedGrandPrize',
  domain: 'orders',
  methods: ['POST'],
  requiresSession: true,
  request: z.strictObject({}),
  response: z.object({ items: z.array(GrandPrizeSchema) }),
});

/** The player's grand-prize orders by state (SPEC §4 12 to 16). */
export const grandPrizeOrders = defineCommand({
  code: '101063',
  name: 'grandPrizeOrders',
  domain: 'orders',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ prizeTabStatus: z._default(intBetween(1, 3), 3), pageSize: z._default(intBetween(1, 100), 100) }),
  response: z.object({ items: z.array(GrandPrizeSchema) }),
});

/** Claims a grand prize (12 unclaimed to 13 claimed), starting the documents deadline; an e-mail confirms it. */
export const claimGrandPrize = defineCommand({
  code: '101079',
  name: 'claimGrandPrize',
  domain: 'orders',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ orderId: orderIdField }),
  response: GrandPrizeSchema,
});

/** Most winners one recentWinners (101067) answers: a ticker shows the newest few, never a history. */
export const MAX_RECENT_WINNERS = 20;

/** One recent win as a public ticker shows it (SPEC §2 Quick Five "winner ticker"). */
export const RecentWinnerSchema = z.object({
  /** Stable key of the win (the order id). */
  id: z.string(),
  /** The winner's first name masked by the server ('A***a'); the name itself never leaves it. */
  maskedName: z.string(),
  lotteryType: z.int(),
  appKey: z.string(),
  /** Credited prize, minor units. */
  amount: z.int(),
  /** When the draw was settled, epoch ms. */
  wonAt: z.int(),
});
export type RecentWinner = z.infer<typeof RecentWinnerSchema>;

/**
 * The newest credited wins of all games or of one, newest first, with the winner's first name
 * masked: the Quick Five winner ticker.
 *
 * The newest credited wins, newest first, of one game or of all: public (no session), at most
 * {@link MAX_RECENT_WINNERS}, one index range scan whatever the history.
 *
 * @example
 * const winners = await client.call('recentWinners', { lotteryType: 69, limit: 10 });
 * if (winners.ok) winners.data.items.map((w) => `${w.maskedName} ${w.amount}`);
 */
export const recentWinners = defineCommand({
  code: '101067',
  name: 'recentWinners',
  domain: 'orders',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({
    /** One game's winners; all games when absent. */
    lotteryType: z.optional(lotteryTypeField),
    limit: z._default(intBetween(1, MAX_RECENT_WINNERS), 10),
  }),
  response: z.object({ items: z.array(RecentWinnerSchema) }),
});
