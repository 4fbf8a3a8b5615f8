import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { amountField, idempotencyKeyField } from './wallet';
import { codeField } from '../validation/forms';
import { intBetween, maxChars } from '../validation/bounds';
import { isValidIban, normalizeIban } from '../validation/withdrawal';

/**
 * Withdrawals to the player's own IBAN accounts (SPEC §3 IBAN account, withdrawal confirmation;
 * §4 withdrawal states; §5 withdrawal rules). Only winnings (withdrawableAmount) can leave; the
 * amount is taken from the balance when the withdrawal is submitted and returned, with a
 * 'withdrawal failure' movement, when it is rejected or fails.
 */

const accountIdField = z.string().check(z.minLength(1, 'validation.required'), maxChars(32));

/** An IBAN account of the player; holder is always the player's own verified name. */
export const IbanAccountSchema = z.object({
  accountId: z.string(),
  /** Normalised IBAN, e.g. AE070331234567890123456. */
  iban: z.string(),
  bankName: z.string(),
  streetAddress: z.string(),
  holderName: z.string(),
  /** Locked by the operator: cannot receive a withdrawal (SPEC §8 IBAN account locked). */
  locked: z.boolean(),
});
export type IbanAccount = z.infer<typeof IbanAccountSchema>;

/** The payout channels a withdrawal can take; fee and limits per channel. */
export const WithdrawalChannelSchema = z.object({
  channelType: z.int(),
  /** Translation key of the channel's name. */
  nameKey: z.string(),
  /** Fixed fee in minor units, deducted from the amount received. */
  fee: z.int(),
  minAmount: z.int(),
  maxAmount: z.int(),
});
export type WithdrawalChannel = z.infer<typeof WithdrawalChannelSchema>;

/** SPEC §4: submitted, automated review, manual review (up to 5 business days), then credited, rejected or failed. */
export const WithdrawalStateSchema = z.enum(['submitted', 'automatedReview', 'manualReview', 'credited', 'rejected', 'failed']);
export type WithdrawalState = z.infer<typeof WithdrawalStateSchema>;

export const WithdrawalSchema = z.object({
  withdrawalId: z.string(),
  state: WithdrawalStateSchema,
  accountId: z.string(),
  /** IBAN masked but for its last four characters. */
  ibanMasked: z.string(),
  amount: z.int(),
  fee: z.int(),
  receivedAmount: z.int(),
  /** Epoch ms. */
  createdAt: z.int(),
  updatedAt: z.int(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** The player's own IBAN accounts for withdrawals. */
export const ibanAccounts = defineCommand({
  code: '420601',
  name: 'ibanAccounts',
  domain: 'withdrawals',
  methods: ['POST'],
  requiresSession: true,
  request: z.strictObject({}),
  response: z.object({ accounts: z.array(IbanAccountSchema), maxAccounts: z.int() }),
});

/** Adds an IBAN account in the player's own name (valid IBAN, bank name, street address). */
export const addIbanAccount = defineCommand({
  code: '420602',
  name: 'addIbanAccount',
  domain: 'withdrawals',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    iban: z.pipe(
      z.string().check(maxChars(42), z.refine(isValidIban, 'validation.iban')),
      z.transform(normalizeIban),
    ),
    bankName: z.string().check(z.trim(), z.minLength(1, 'validation.required'), maxChars(100)),
    streetAddress: z.string().check(z.trim(), z.minLength(1, 'validation.required'), maxChars(200)),
  }),
  response: IbanAccountSchema,
});

/**
 * Removes an IBAN account; the last one is kept.
 *
 * Removes an account; the last one is kept (SPEC §5 at least one IBAN account).
 */
export const removeIbanAccount = defineCommand({
  code: '420603',
  name: 'removeIbanAccount',
  domain: 'withdrawals',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ accountId: accountIdField }),
  response: z.object({ removed: z.boolean() }),
});

/**
 * The withdrawable balance, the minimum withdrawal, the payout channels with their fees and limits.
 *
 * What the withdrawal page needs first: bounds, channels and fees, the withdrawable balance.
 */
export const withdrawalOptions = defineCommand({
  code: '420604',
  name: 'withdrawalOptions',
  domain: 'withdrawals',
  methods: ['POST'],
  requiresSession: true,
  request: z.strictObject({}),
  response: z.object({
    withdrawableAmount: z.int(),
    minAmount: z.int(),
    channels: z.array(WithdrawalChannelSchema),
  }),
});

/**
 * Sends the withdrawal verification code to the player's registered mobile.
 *
 * Sends the withdrawal verification code to the player's own registered mobile.
 */
export const sendWithdrawalCode = defineCommand({
  code: '420607',
  name: 'sendWithdrawalCode',
  domain: 'withdrawals',
  methods: ['POST'],
  requiresSession: true,
  request: z.strictObject({}),
  response: z.object({ maskedMobile: z.string(), expiresInSeconds: z.int(), resendAfterSeconds: z.int() }),
});

/**
 * Withdraws winnings to an own IBAN account; the amount leaves the balance at once and returns if
 * the withdrawal fails.
 */
export const withdraw = defineCommand({
  code: '420605',
  name: 'withdraw',
  domain: 'withdrawals',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    accountId: accountIdField,
    amount: amountField,
    channelType: intBetween(1, 9_999),
    /** The code of 420607 (SPEC §5 mobile verification code required). */
    code: codeField,
    idempotencyKey: idempotencyKeyField,
  }),
  response: WithdrawalSchema,
});

/**
 * The player's withdrawals, newest first, with their review states.
 *
 * The player's withdrawals, newest first, with their states.
 */
export const withdrawals = defineCommand({
  code: '420606',
  name: 'withdrawals',
  domain: 'withdrawals',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    pageSize: z._default(intBetween(1, 50), 20),
    cursor: z.optional(z.string().check(maxChars(32), z.regex(/^\d{1,19}$/, 'validation.cursor'))),
  }),
  response: z.object({ items: z.array(WithdrawalSchema), nextCursor: z.nullable(z.string()) }),
});
