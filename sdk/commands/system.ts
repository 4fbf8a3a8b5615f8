import { z } from 'zod';
import { defineCommand } from './define-command';

/** One option of a limit duration list: `value` minutes-or-code, whether it is the default. */
export const DurationOptionSchema = z.object({
  value: z.number().int(),
  default: z.boolean(),
  durationMinute: z.number().int().positive(),
});

/** Global configuration (SPEC §3), read once at start-up. */
export const SystemConfigSchema = z.object({
  currency: z.string(),
  name: z.string(),
  /** Minimum age a player must have (years). */
  minorVerification: z.number().int().positive(),
  /** Client id for the host OAuth flow; never a real secret, the server keeps those. */
  googleClientSecret: z.string(),
  /** VAT rate in basis points (500 = 5%). */
  vatRate: z.number().int().nonnegative(),
  /** Deposit-limit amounts in minor units; -1 means "No limits". */
  exclusionRechargeAmountList: z.array(z.number().int()),
  exclusionRechargeAmountTimeLimit: z.array(DurationOptionSchema),
  /** Wager-limit amounts in minor units; -1 means "No limits". */
  exclusionOrderAmountList: z.array(z.number().int()),
  exclusionOrderAmountTimeLimit: z.array(DurationOptionSchema),
  familyExclusionTimeLimit: z.array(DurationOptionSchema),
  sportSeriesPassConfig: z.object({ enabled: z.boolean() }),
  /** Inactivity after which a session ends. */
  userAliveDurationSecond: z.number().int().positive(),
  /** Whether betting and deposits need a valid location. */
  geoRestrict: z.boolean(),
  /** Commands that carry the geo JWT when geo status is not valid. */
  geoCommand: z.array(z.string()),
  geoCheckForceLicense: z.boolean(),
  /** Minutes between forced-licence geo popups. */
  geoCheckForceLicensePopIntervalTime: z.number().int().nonnegative(),
  geoCheckForceLicensePopType: z.number().int(),
  encryptOpen: z.boolean(),
  encryptCommand: z.array(z.string()),
  /** PEM (SPKI) public key used to wrap the content key of encrypted commands. */
  encryptPublicKey: z.string(),
  /** Name of the header that carries the session token. */
  authKey: z.string().min(1),
  /** Server clock when the config was read, epoch ms. */
  serverTime: z.number(),
});
export type SystemConfig = z.infer<typeof SystemConfigSchema>;

export const systemConfig = defineCommand({
  code: '010001',
  name: 'systemConfig',
  domain: 'system',
  summary: 'Global configuration: currency, limits, session lifetime, geo and encryption settings.',
  methods: ['POST', 'GET'],
  requiresSession: false,
  request: z.object({ productType: z.number().int().positive() }),
  response: SystemConfigSchema,
});
