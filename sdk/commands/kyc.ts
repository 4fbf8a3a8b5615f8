import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { maxChars } from '../validation/bounds';

/** The ticketId 100145 answered (a UUID today); bounded with room for a provider's longer ids. */
const ticketIdField = z.string().check(z.minLength(1, 'validation.required'), maxChars(64));

/**
 * Identity verification (eKYC). The provider is reached through a token (100145) and a redirect
 * page (100146) shown in /account/kycIframe; its verdict is read back by ticket (100147).
 */

/** 1 unverified, 2 under review, 3 verified, 4 failed, 6 verifying, 7 expired (SPEC §4). */
export const VerifiedStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(6), z.literal(7)]);
export type VerifiedStatus = z.infer<typeof VerifiedStatusSchema>;

/** Failure reasons (SPEC §8): 15 name mismatch, 16 under 18, 17 birth date verification failed. */
export const KycFailReasonSchema = z.nullable(z.union([z.literal(15), z.literal(16), z.literal(17)]));

export const KycStatusSchema = z.object({
  status: VerifiedStatusSchema,
  registerIdCardType: z.union([z.literal(1), z.literal(2)]),
  /** Server text explaining a failure, in the request's language. */
  remark: z.string(),
  verifiedFailReason: KycFailReasonSchema,
  /** 1 when a verified ID expires within 30 days (the expiry warning). */
  eKycExpireWarnStatus: z.union([z.literal(0), z.literal(1)]),
  /**
   * 1 when the player is verified with SPEC §5's name-mismatch warning: the ID's name differs
   * from the account's, and deposits and wagers are refused (403000803) until a new
   * verification clears it. Absent or 0: no warning.
   */
  nameMismatchWarnStatus: z.optional(z.union([z.literal(0), z.literal(1)])),
  /** 1 when today's attempts are used up. */
  forbidStatus: z.union([z.literal(0), z.literal(1)]),
  /** Expiry of the verified document, epoch ms. */
  expireDate: z.nullable(z.number()),
});
export type KycStatus = z.infer<typeof KycStatusSchema>;

/** The player's verification status, failure reason, expiry warning and attempt lock. */
export const kycStatus = defineCommand({
  code: '100111',
  name: 'kycStatus',
  domain: 'kyc',
  methods: ['GET', 'POST'],
  requiresSession: true,
  request: z.object({}),
  response: KycStatusSchema,
});

/**
 * Opens a verification attempt with the eKYC provider (403000724 unavailable, 403000725 attempts
 * exceeded).
 */
export const ekycToken = defineCommand({
  code: '100145',
  name: 'ekycToken',
  domain: 'kyc',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({}),
  response: z.object({ ticketId: z.string(), accessToken: z.string() }),
});

/** The provider page for an attempt, to show in /account/kycIframe; it returns to returnUrl. */
export const ekycRedirect = defineCommand({
  code: '100146',
  name: 'ekycRedirect',
  domain: 'kyc',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({
    ticketId: ticketIdField,
    returnUrl: z.string().check(z.minLength(1, 'validation.required'), maxChars(500)),
    language: z._default(z.enum(['en-US', 'ar-AE']), 'en-US'),
  }),
  response: z.object({ redirectUrl: z.string() }),
});

/** The verdict of an attempt by ticket: status, failure reason and subtitle (403000815 failed). */
export const ekycResult = defineCommand({
  code: '100147',
  name: 'ekycResult',
  domain: 'kyc',
  methods: ['POST'],
  requiresSession: true,
  request: z.object({ ticketId: ticketIdField }),
  response: z.object({ status: VerifiedStatusSchema, verifiedFailReason: KycFailReasonSchema, subtitle: z.string() }),
});
