import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { isValidEmail } from '../validation/rules';
import { amountField, idempotencyKeyField } from './wallet';
import { intBetween, maxChars } from '../validation/bounds';
import { CARD_EXPIRY_LENGTH, CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS, CVV_LENGTH } from '../validation/card';

/**
 * Deposits (SPEC §3 Recharge, Card payment form; §4 card-pay results and polling; §7).
 * Flow: 420552 (limits and saved cards) → 420544 opens the deposit (gatewayId) → 420550 new card
 * or 420551 saved card → a 3-D Secure page in the payment frame when the bank asks → 420545
 * polled until SUCCESS, FAILURE or TIMEOUT. The balance is credited once, by the server, when
 * the acquirer confirms; never by the client.
 */

const couponIdField = z.string().check(maxChars(18), z.regex(/^[1-9]\d{0,17}$/, 'validation.outOfRange'));
const gatewayIdField = z.string().check(z.minLength(1, 'validation.required'), maxChars(64));
// Patterns built from the card form's limits (sdk/validation/card.ts, SPEC §9), so the form and
// the gateway cannot disagree; as patterns they also show in docs/commands.md.
const CARD_NUMBER_PATTERN = new RegExp(`^[1-9]\\d{${CARD_NUMBER_MIN_DIGITS - 1},${CARD_NUMBER_MAX_DIGITS - 1}}$`);
const CVV_PATTERN = new RegExp(`^\\d{${CVV_LENGTH}}$`);
const cvvField = z.string().check(maxChars(CVV_LENGTH), z.regex(CVV_PATTERN, 'validation.cvv'));

/**
 * What 420544, 420550 and 420551 answer. A `redirect` starting with http opens in the payment
 * frame, other text is HTML written into it; `checkError` means the card is already saved;
 * `rechargeLimitError` means the deposit would break the player's deposit limit (SPEC §8).
 */
export const PaymentReplySchema = z.object({
  gatewayId: z.string(),
  /** SUCCESS or FAILURE, or absent while a redirect is pending. */
  status: z.optional(z.string()),
  message: z.optional(z.string()),
  redirect: z.optional(z.string()),
  checkError: z.optional(z.boolean()),
  rechargeLimitError: z.optional(z.unknown()),
});
export type PaymentReply = z.infer<typeof PaymentReplySchema>;

/** Opens a deposit: answers the payment gateway id and where to send the player. */
export const recharge = defineCommand({
  code: '420544',
  name: 'recharge',
  domain: 'deposits',
  methods: ['POST'],
  requiresSession: true,
  geoHeader: true,
  request: z.object({
    amount: amountField,
    /** Channel-specific payload, passed through to the payment gateway. */
    data: z.optional(z.string().check(maxChars(2000))),
    channelType: z.literal(710),
    orderType: z.literal(1),
    mode: z.literal(104),
    returnUrl: z.string().check(z.minLength(1, 'validation.required'), maxChars(500)),
    /** One per deposit the player starts; a retry with the same key answers the same order. */
    idempotencyKey: idempotencyKeyField,
    /**
     * A coupon of the player's (102012) to add to this deposit: its amount is credited to the gift
     * balance when the deposit is credited. Refused (nothing opened) when used or held by another
     * open deposit (403000407), outside its validity (403000408) or above the amount (403000409).
     */
    couponId: z.optional(couponIdField),
  }),
  response: PaymentReplySchema,
});

/**
 * Pays a deposit with a new card (number, expiry, CVV, holder); the card data travels encrypted.
 */
export const cardPay = defineCommand({
  code: '420550',
  name: 'cardPay',
  domain: 'deposits',
  methods: ['POST'],
  requiresSession: true,
  geoHeader: true,
  encrypted: true,
  request: z.object({
    gatewayId: gatewayIdField,
    money: amountField,
    /** 16 to 23 digits, spaces stripped, not starting with 0 (SPEC §5). */
    cardNo: z.string().check(maxChars(CARD_NUMBER_MAX_DIGITS), z.regex(CARD_NUMBER_PATTERN, 'validation.cardNumber')),
    /** MM/YY. */
    expireDate: z.string().check(maxChars(CARD_EXPIRY_LENGTH), z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'validation.cardExpiry')),
    cvv: cvvField,
    holderName: z.string().check(z.trim(), z.minLength(1, 'validation.required'), maxChars(100)),
    email: z.optional(z.string().check(maxChars(254), z.refine((v) => v === '' || isValidEmail(v), 'validation.email'))),
    /**
     * Sent again after a `checkError` answer once the player confirmed the existing-card dialog
     * (SPEC §5 "card used by another account can be replaced"): the card leaves the other account.
     */
    replaceExistingCard: z.optional(z.boolean()),
  }),
  response: PaymentReplySchema,
});

/** Pays a deposit with a saved card, confirmed by its CVV; the CVV travels encrypted. */
export const cvvPay = defineCommand({
  code: '420551',
  name: 'cvvPay',
  domain: 'deposits',
  methods: ['POST'],
  requiresSession: true,
  geoHeader: true,
  encrypted: true,
  request: z.object({
    cvv: cvvField,
    bankCardId: z.string().check(z.minLength(1, 'validation.required'), maxChars(64)),
    money: amountField,
    gatewayId: gatewayIdField,
  }),
  response: PaymentReplySchema,
});

/** State of a deposit (SPEC §4 recharge polling): PENDING until the acquirer answers. */
export const RechargeStatusSchema = z.enum(['PENDING', 'SUCCESS', 'FAILURE', 'TIMEOUT']);
export type RechargeStatus = z.infer<typeof RechargeStatusSchema>;

/**
 * A deposit's state (PENDING, SUCCESS, FAILURE, TIMEOUT), polled after payment.
 *
 * getOrderStatus of SPEC §7: polled every 6 s until SUCCESS, FAILURE or TIMEOUT (at most 7 checks).
 */
export const rechargeStatus = defineCommand({
  code: '420545',
  name: 'rechargeStatus',
  domain: 'deposits',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    gatewayId: gatewayIdField,
    /** Where the deposit was started (deposit page, insufficient-funds dialog ...); informative. */
    rechargeScene: z.optional(z.string().check(maxChars(32))),
  }),
  response: z.object({
    gatewayId: z.string(),
    orderId: z.string(),
    rechargeStatus: RechargeStatusSchema,
    /** The acquirer's or gateway's reason, shown on FAILURE. */
    gatewayMemo: z.nullable(z.string()),
    amount: z.int(),
  }),
});

/**
 * Whether the order a deposit paid for is paid (2) or failed (3); 300000009 while still waiting.
 *
 * 101077 auto order status: whether the order a deposit was made for is paid. While the payment
 * is still open the gateway answers code 300000009 (silent: still waiting, SPEC §8).
 */
export const autoOrderStatus = defineCommand({
  code: '101077',
  name: 'autoOrderStatus',
  domain: 'deposits',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ orderId: z.string().check(z.minLength(1, 'validation.required'), maxChars(64)) }),
  response: z.object({
    /** 2 paid, 3 failed (SPEC §4). */
    orderPayStatus: z.union([z.literal(2), z.literal(3)]),
    couponId: z.nullable(z.string()),
    message: z.nullable(z.string()),
  }),
});

/** A card saved by the acquirer (its token stays on the server; SPEC §3 CVV form). */
export const SavedCardSchema = z.object({
  bankCardId: z.string(),
  /** visa, mastercard ...: picks the card icon. */
  brand: z.string(),
  holderName: z.string(),
  /** Masked number, e.g. "•••• •••• •••• 1111". */
  ambiguousAccountNumber: z.string(),
  /** MM/YY. */
  expireDate: z.string(),
  /** The card can no longer be used (blocked or expired). */
  usable: z.boolean(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

/**
 * The bounds of one deposit, the payment channels, the saved cards and what remains of the deposit
 * limit.
 *
 * What the deposit page needs first: the bounds of one deposit (SPEC §5) and the saved cards.
 */
export const depositOptions = defineCommand({
  code: '420552',
  name: 'depositOptions',
  domain: 'deposits',
  methods: ['POST'],
  requiresSession: true,
  request: z.strictObject({}),
  response: z.object({
    minAmount: z.int(),
    maxAmount: z.int(),
    channels: z.array(z.object({ channelType: z.int(), maxAmount: z.int() })),
    cards: z.array(SavedCardSchema),
    /** Remaining allowance of the player's deposit limit, minor units; null without a limit. */
    depositLimitRemaining: z.nullable(z.int()),
  }),
});

/** One deposit as the player's deposit history lists it (420505). */
export const DepositRecordSchema = z.object({
  gatewayId: z.string(),
  orderId: z.string(),
  amount: z.int(),
  /** PENDING, SUCCESS, FAILURE, or TIMEOUT (a PENDING deposit past its lifetime reads TIMEOUT). */
  rechargeStatus: RechargeStatusSchema,
  /** Why it ended without credit, in the player's language; null on SUCCESS and PENDING. */
  gatewayMemo: z.nullable(z.string()),
  /** The saved card it was paid with, masked ("•••• •••• •••• 1111"); null before payment or once the card is removed. */
  ambiguousAccountNumber: z.nullable(z.string()),
  /** Epoch ms when the deposit was opened. */
  createdAt: z.number(),
});
export type DepositRecord = z.infer<typeof DepositRecordSchema>;

/**
 * The player's deposits, newest first, each with its state and the reason it failed (a declined,
 * timed-out or pending deposit moved no money, so Transactions never shows it). SPEC §7 gives only
 * the code; purpose chosen from SPEC §4 "Deposit outcomes … timeout (refresh or check
 * transactions)" and the code's place among the deposit commands (4205xx).
 *
 * Paged by id like the withdrawals list (420606). A read: it writes nothing.
 */
export const depositHistory = defineCommand({
  code: '420505',
  name: 'depositHistory',
  domain: 'deposits',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    pageSize: z._default(intBetween(1, 50), 20),
    /** The orderId of the last deposit of the previous page. */
    cursor: z.optional(z.string().check(maxChars(32), z.regex(/^\d{1,19}$/, 'validation.cursor'))),
  }),
  response: z.object({ items: z.array(DepositRecordSchema), nextCursor: z.nullable(z.string()) }),
});

/**
 * Removes one of the player's saved cards; `removed` is false when no such card of theirs exists
 * (another player's card is never touched). SPEC §7 gives only the code; purpose chosen from the
 * bindBankCard page (SPEC §2) and saved cards that may be blocked, expired or replaced (SPEC §3,
 * §5), beside the deposit commands (4205xx).
 *
 * A player who keeps cards must be able to drop one (lost, blocked or expired). The card's token is
 * deleted; past deposits keep their records without it. Ownership is decided in the one DELETE
 * statement.
 */
export const removeSavedCard = defineCommand({
  code: '420543',
  name: 'removeSavedCard',
  domain: 'deposits',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    /** A bankCardId from 420552's cards. */
    bankCardId: z.string().check(maxChars(19), z.regex(/^[1-9]\d{0,17}$/, 'validation.bankCardId')),
  }),
  response: z.object({ removed: z.boolean() }),
});

/** Most coupons on one page of 102004 and in one answer of 102012. */
export const MAX_COUPONS_PAGE_SIZE = 50;

/**
 * What a coupon is to its player (SPEC §3): available (not used, validity not over), used (added to
 * a credited deposit) or expired (not used, validity over).
 */
export const CouponStateSchema = z.enum(['available', 'used', 'expired']);
export type CouponState = z.infer<typeof CouponStateSchema>;

/** A coupon (SPEC §3 Coupon): money in minor units, timestamps in epoch ms. */
export const CouponSchema = z.object({
  couponId: z.string(),
  /** Credited to the gift balance with the deposit it is added to. */
  amount: z.int(),
  /** The smallest deposit it can be added to. */
  minAmount: z.int(),
  validStartTimestamp: z.int(),
  validEndTimestamp: z.int(),
  state: CouponStateSchema,
  /** When the deposit it was added to was credited; null unless used. */
  usedAt: z.nullable(z.int()),
  /** The gatewayId of that deposit; null unless used. */
  usedOnGatewayId: z.nullable(z.string()),
});
export type Coupon = z.infer<typeof CouponSchema>;

/**
 * One page of the player's coupons in one state (SPEC §7 lists 102004 without a purpose; coupon
 * codes are 102xxx here). Available ones soonest expiry first, expired ones latest expiry first,
 * used ones newest first; `nextCursor` of the previous page continues it.
 *
 * @example client.call('couponList', { state: 'available', pageSize: 20 })
 */
export const couponList = defineCommand({
  code: '102004',
  name: 'couponList',
  domain: 'deposits',
  methods: ['POST', 'GET'],
  requiresSession: true,
  request: z.object({
    state: CouponStateSchema,
    pageSize: z._default(intBetween(1, MAX_COUPONS_PAGE_SIZE), 20),
    /** `nextCursor` of the previous page (`<epoch ms>.<id>`); absent for the first page. */
    cursor: z.optional(z.string().check(maxChars(40), z.regex(/^\d{1,16}\.\d{1,18}$/, 'validation.cursor'))),
  }),
  response: z.object({ items: z.array(CouponSchema), nextCursor: z.nullable(z.string()) }),
});

/**
 * How many coupons the player has available now (SPEC §7 lists 102011 without a purpose): the
 * badge of the account menu's coupons entry.
 *
 * @example client.call('couponCount', {}) // { available: 2 }
 */
export const couponCount = defineCommand({
  code: '102011',
  name: 'couponCount',
  domain: 'deposits',
  methods: ['POST', 'GET'],
  requiresSession: true,
  request: z.strictObject({}),
  response: z.object({ available: z.int().check(z.nonnegative()) }),
});

/**
 * The coupons the player can add to a deposit of `amount` now (SPEC §7 lists 102012 without a
 * purpose; SPEC §8 makes its 200000001 silent, as a background read of the deposit page's coupon
 * picker is): valid now, minAmount at most `amount`, not used nor held by another open deposit;
 * largest amount first, at most 50.
 *
 * @example client.call('usableCoupons', { amount: 10_000 })
 */
export const usableCoupons = defineCommand({
  code: '102012',
  name: 'usableCoupons',
  domain: 'deposits',
  methods: ['POST', 'GET'],
  requiresSession: true,
  request: z.object({ amount: amountField }),
  response: z.object({ items: z.array(CouponSchema) }),
});

/**
 * One of the player's coupons (SPEC §7 lists 102027 without a purpose): what the deposit result
 * and 101077's couponId point to. Another player's coupon answers 404000011, as a missing one does.
 *
 * @example client.call('couponDetail', { couponId: '12' })
 */
export const couponDetail = defineCommand({
  code: '102027',
  name: 'couponDetail',
  domain: 'deposits',
  methods: ['POST', 'GET'],
  requiresSession: true,
  request: z.object({ couponId: couponIdField }),
  response: z.object({ coupon: CouponSchema }),
});
