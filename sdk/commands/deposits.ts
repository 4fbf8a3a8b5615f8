import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { isValidEmail } from '../validation/rules';
import { amountField } from './wallet';
import { maxChars } from '../validation/bounds';
import { CARD_EXPIRY_LENGTH, CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS, CVV_LENGTH } from '../validation/card';

/**
 * Deposits (SPEC §3 Recharge, Card payment form; §7). Declared so the contract (geo header,
 * encryption, bounds) is fixed before the wallet slice serves them; the reference gateway
 * answers them as unknown until then.
 */

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

export const recharge = defineCommand({
  code: '420544',
  name: 'recharge',
  domain: 'wallet',
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
  }),
  response: PaymentReplySchema,
});

export const cardPay = defineCommand({
  code: '420550',
  name: 'cardPay',
  domain: 'wallet',
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
  }),
  response: PaymentReplySchema,
});

export const cvvPay = defineCommand({
  code: '420551',
  name: 'cvvPay',
  domain: 'wallet',
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
