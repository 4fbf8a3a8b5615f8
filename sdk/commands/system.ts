import * as z from 'zod/mini';
import { defineCommand } from './define-command';
import { productField } from './envelope';

/** One option of a limit duration list: `value` minutes-or-code, whether it is the default. */
export const DurationOptionSchema = z.object({
  value: z.int(),
  default: z.boolean(),
  durationMinute: z.int().check(z.positive()),
});

/** Global configuration (SPEC §3), read once at start-up. */
export const SystemConfigSchema = z.object({
  currency: z.string(),
  name: z.string(),
  /** Minimum age a player must have (years). */
  minorVerification: z.int().check(z.positive()),
  /** Client id for the host OAuth flow; never a real secret, the server keeps those. */
  googleClientSecret: z.string(),
  /** VAT rate in basis points (500 = 5%). */
  vatRate: z.int().check(z.nonnegative()),
  /** Deposit-limit amounts in minor units; -1 means "No limits". */
  exclusionRechargeAmountList: z.array(z.int()),
  exclusionRechargeAmountTimeLimit: z.array(DurationOptionSchema),
  /** Wager-limit amounts in minor units; -1 means "No limits". */
  exclusionOrderAmountList: z.array(z.int()),
  exclusionOrderAmountTimeLimit: z.array(DurationOptionSchema),
  familyExclusionTimeLimit: z.array(DurationOptionSchema),
  sportSeriesPassConfig: z.object({ enabled: z.boolean() }),
  /** Inactivity after which a session ends. */
  userAliveDurationSecond: z.int().check(z.positive()),
  /** Whether betting and deposits need a valid location. */
  geoRestrict: z.boolean(),
  /** Commands that carry the geo JWT when geo status is not valid (the table's `geoHeader`). */
  geoCommand: z.array(z.string()),
  /** Prove the location as soon as a player is logged in, not at the first bet (sdk/geo/geo-popup.ts). */
  geoCheckForceLicense: z.boolean(),
  /** Minutes a closed geo popup stays closed to that forced check (a refused bet opens it anyway). */
  geoCheckForceLicensePopIntervalTime: z.int().check(z.nonnegative()),
  /** Passed through: SPEC gives it no values, and the product's one geo popup ignores it. */
  geoCheckForceLicensePopType: z.int(),
  /**
   * SPEC §3 geo state verifyPath: where the SDK sends the device's coordinates for a geo JWT (the
   * geolocation verifier's token endpoint: a path on the gateway's host, or a URL).
   */
  geoVerifyPath: z.optional(z.string()),
  /**
   * Where the live-chat service is (a path on the gateway's host, or a URL), for the SDK's
   * reference chat provider (sdk/chat/http-chat-provider.ts). Absent: live chat is off.
   */
  liveChatPath: z.optional(z.string().check(z.maxLength(300))),
  encryptOpen: z.boolean(),
  /** Commands sent encrypted when `encryptOpen` (the table's `encrypted`). */
  encryptCommand: z.array(z.string()),
  /** PEM (SPKI) public key used to wrap the content key of encrypted commands. */
  encryptPublicKey: z.string(),
  /** Name of the header that carries the session token. */
  authKey: z.string().check(z.minLength(1)),
  /** Server clock when the config was read, epoch ms. */
  serverTime: z.number(),
});
export type SystemConfig = z.infer<typeof SystemConfigSchema>;

/** Global configuration: currency, limits, session lifetime, geo and encryption settings. */
export const systemConfig = defineCommand({
  code: '010001',
  name: 'systemConfig',
  domain: 'system',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({ productType: productField }),
  response: SystemConfigSchema,
});
