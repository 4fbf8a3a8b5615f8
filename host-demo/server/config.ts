import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENCRYPTED_CODES } from '../../sdk/commands';
import { DEFAULT_AUTH_HEADER } from '../../sdk/commands/envelope';
import type { ActionLimit } from './settings/kinds';
import { checkServerSettings, DEFAULT_SETTINGS, serverSettingsFromEnv, serverSettingsOf, type ServerSettings } from './settings/table';

/** The gateway's RSA key pair for encrypted commands (see security/message-encryption.ts). */
export interface MessageKeys {
  publicKeyPem: string;
  privateKeyPem: string;
}

/**
 * The gateway's configuration: the settings the environment gives, whose fields, bounds and
 * defaults are the table in settings/table.ts (README, Configuration, is generated from it), and
 * below them the settings given only in code.
 */
export interface ServerConfig extends ServerSettings {
  /** Product name sent in 010001. */
  productName: string;
  /** Header that carries the session token (010001 `authKey`). */
  authKey: string;
  /** Inactivity after which a session ends (010001 `userAliveDurationSecond`). */
  userAliveDurationSecond: number;
  /**
   * Key pair the server was started with (main.ts reads ENCRYPTION_PUBLIC_KEY_FILE and
   * ENCRYPTION_PRIVATE_KEY_FILE); its public half is published in 010001.
   */
  messageKeys: MessageKeys | null;
  /**
   * Commands that must arrive encrypted when a key pair is set (010001 `encryptCommand`).
   * Default: those the command table marks `encrypted` (card and CVV payment, the commands that
   * carry a password); tests narrow it.
   */
  encryptCommands: readonly string[];
  /** Built reference site served for every GET that is not /hapi. */
  siteDir: string;
  /**
   * The `<script>`-tag build (dist/script), served at `/elements/<scriptVersion>/` for partner
   * pages (script-route.ts).
   */
  scriptDir: string;
  /** The package's version: the path segment of the script build's URLs. */
  scriptVersion: string;
  /**
   * Check every handler's answer against the command's response schema. On in tests, off in
   * production where it would cost a full parse per request for a guarantee the tests give.
   */
  validateResponses: boolean;
  /**
   * Development tools: GET /dev/outbox (the messages the SMS and e-mail outbox simulator
   * "sent", so a tester can read a verification code). Default: on unless {@link production}.
   */
  devTools: boolean;
  /** Bounds of a card deposit and the lock after too many payment attempts (SPEC §5, §4). */
  deposits: DepositSettings;
  /** Withdrawal bounds, payout channels and review (SPEC §5, §9: values "not shown", so chosen here). */
  withdrawals: WithdrawalSettings;
  /** How long an e-instant round may stay open before the scheduler's job finishes it (ms). */
  eInstantRoundTimeoutMs: number;
}

/** How the gateway checks where a player is (domains/geo/geo-gate.ts; SPEC §3, §4 Geo, §7): the GEO_* settings. */
export type GeoSettings = ServerSettings['geo'];

/** Restricted, a proved location counts for 20 minutes, no forced check, a 30-minute popup interval, pop type 1. */
export const DEFAULT_GEO_SETTINGS: GeoSettings = DEFAULT_SETTINGS.geo;

/** One payment channel's ceiling per deposit (SPEC §5 "maximum per transaction and channel"). */
export interface DepositChannel {
  /** SPEC §7: 710 the recharge call, 716 the card payment dialogs. */
  channelType: number;
  /** Minor units (fils). */
  maxAmount: number;
}

export interface DepositSettings {
  /** Smallest deposit, fils ("Deposit Amount can't be less than {minAmount}"). */
  minAmount: number;
  /** Largest deposit, fils, whatever the channel. */
  maxAmount: number;
  channels: readonly DepositChannel[];
  /**
   * A deposit still PENDING this long after it was opened reads as TIMEOUT (SPEC §4) and takes no
   * new payment; a late approval from the acquirer is still credited (the money was taken).
   */
  orderLifetimeSeconds: number;
  /** Card payment attempts allowed in one window before deposits lock; a credited deposit starts again. */
  maxAttempts: number;
  attemptWindowSeconds: number;
  /** How long deposits stay locked once the attempts are used up (or the acquirer says so). */
  lockSeconds: number;
}

/** AED 10 to AED 50,000 a deposit on both card channels; 5 unsuccessful attempts lock deposits for a day. */
export const DEFAULT_DEPOSIT_SETTINGS: DepositSettings = {
  minAmount: 1_000,
  maxAmount: 5_000_000,
  channels: [
    { channelType: 710, maxAmount: 5_000_000 },
    { channelType: 716, maxAmount: 5_000_000 },
  ],
  // SPEC §9: "deposit credited within 5 minutes"; the player has the rest to type the card.
  orderLifetimeSeconds: 15 * 60,
  maxAttempts: 5,
  attemptWindowSeconds: 24 * 3600,
  lockSeconds: 24 * 3600,
};

/** One payout channel of a withdrawal (420604 lists them). Amounts in minor units (fils). */
export interface WithdrawalChannelSettings {
  channelType: number;
  /** Translation key of the channel's name, read by the withdrawal element. */
  nameKey: string;
  /** Fixed fee deducted from the amount received. */
  fee: number;
  minAmount: number;
  maxAmount: number;
}

export interface WithdrawalSettings {
  /** Minimum of every withdrawal (a channel may ask more). */
  minAmount: number;
  /** IBAN accounts a player may keep at once (SPEC §5 "maximum count not shown"). */
  maxIbanAccounts: number;
  /**
   * Automated review: a withdrawal up to this amount is paid out at once; a larger one waits for
   * a reviewer (manual review, SPEC §4 up to 5 business days).
   */
  autoApproveUpTo: number;
  channels: readonly WithdrawalChannelSettings[];
}

/** AED 50 minimum, 5 accounts, automatic payout up to AED 5,000; a bank transfer and an instant transfer. */
export const DEFAULT_WITHDRAWAL_SETTINGS: WithdrawalSettings = {
  minAmount: 5_000,
  maxIbanAccounts: 5,
  autoApproveUpTo: 500_000,
  channels: [
    { channelType: 801, nameKey: 'withdraw.channel.bankTransfer', fee: 500, minAmount: 5_000, maxAmount: 5_000_000 },
    { channelType: 802, nameKey: 'withdraw.channel.instantTransfer', fee: 1_000, minAmount: 5_000, maxAmount: 1_000_000 },
  ],
};

/** Per-address and per-account limits of the account commands (security/rate-limits.ts): the RATE_LIMIT_* settings. */
export type RateLimitSettings = ServerSettings['rateLimits'];
/** The account actions with their own rate limits (security/rate-limits.ts maps commands to them). */
export type RateLimitedAction = keyof RateLimitSettings['actions'];
export type { ActionLimit };

/** The default limits per 15 minutes (why these numbers: settings/table.ts). */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = DEFAULT_SETTINGS.rateLimits;
/** Every rate-limited action, in the table's order. */
export const RATE_LIMITED_ACTIONS = Object.keys(DEFAULT_RATE_LIMITS.actions) as readonly RateLimitedAction[];

/**
 * The default limits with some replaced.
 *
 * @example rateLimitsWith({ login: { perAddress: 3 } }).actions.login // { perAddress: 3, perAccount: 10 }
 */
export function rateLimitsWith(
  overrides: Partial<Record<RateLimitedAction, Partial<ActionLimit>>>,
  windowSeconds: number = DEFAULT_RATE_LIMITS.windowSeconds,
): RateLimitSettings {
  const actions = Object.fromEntries(
    RATE_LIMITED_ACTIONS.map((action) => [action, { ...DEFAULT_RATE_LIMITS.actions[action], ...overrides[action] }]),
  ) as Record<RateLimitedAction, ActionLimit>;
  return { windowSeconds, actions };
}

/** host-demo/site/dist, wherever the server is started from. */
export const DEFAULT_SITE_DIR = fileURLToPath(new URL('../site/dist', import.meta.url));

/** dist/script, the `<script>`-tag build, wherever the server is started from. */
export const DEFAULT_SCRIPT_DIR = fileURLToPath(new URL('../../dist/script', import.meta.url));

/** The package's version (package.json), which names the script build's URL. */
export const PACKAGE_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Every default: the environment's (settings/table.ts, random keys drawn once per process) and the code's. */
export const DEFAULT_CONFIG: ServerConfig = {
  ...serverSettingsOf(DEFAULT_SETTINGS),
  productName: 'National Lottery',
  authKey: DEFAULT_AUTH_HEADER,
  userAliveDurationSecond: 1800,
  messageKeys: null,
  encryptCommands: [...ENCRYPTED_CODES].sort(),
  siteDir: DEFAULT_SITE_DIR,
  scriptDir: DEFAULT_SCRIPT_DIR,
  scriptVersion: PACKAGE_VERSION,
  validateResponses: false,
  devTools: !DEFAULT_SETTINGS.production,
  deposits: DEFAULT_DEPOSIT_SETTINGS,
  withdrawals: DEFAULT_WITHDRAWAL_SETTINGS,
  eInstantRoundTimeoutMs: 10 * 60_000,
};

/**
 * Fills the missing parts of a partial config with {@link DEFAULT_CONFIG} and checks it: the
 * environment's settings against their table's bounds (an error names the setting's path), the
 * rest here. Development tools follow {@link ServerConfig.production} unless given.
 *
 * @example resolveConfig({ production: true }).devTools // false
 */
export function resolveConfig(partial: Partial<ServerConfig> = {}): ServerConfig {
  const config = { ...DEFAULT_CONFIG, devTools: !(partial.production ?? DEFAULT_CONFIG.production), ...partial };
  checkServerSettings(config);
  // A path segment of public URLs: a version written otherwise would make a path nobody asks for.
  if (!/^[0-9A-Za-z.+-]+$/.test(config.scriptVersion)) throw new Error('scriptVersion must be a version, e.g. 1.4.0');
  if (!/^[A-Za-z0-9-]+$/.test(config.authKey)) throw new Error('authKey must be a valid HTTP header name');
  if (!Number.isInteger(config.userAliveDurationSecond) || config.userAliveDurationSecond <= 0) {
    throw new Error('userAliveDurationSecond must be a positive integer');
  }
  checkWithdrawalSettings(config.withdrawals);
  const d = config.deposits;
  for (const name of ['minAmount', 'maxAmount', 'orderLifetimeSeconds', 'maxAttempts', 'attemptWindowSeconds', 'lockSeconds'] as const) {
    if (!Number.isSafeInteger(d[name]) || d[name] <= 0) throw new Error(`deposits.${name} must be a positive integer`);
  }
  if (d.minAmount > d.maxAmount) throw new Error('deposits.minAmount must not be above deposits.maxAmount');
  return config;
}

/** Throws when a withdrawal could be configured to pay out nothing or to have no channel. */
function checkWithdrawalSettings(w: WithdrawalSettings): void {
  const positive = (n: number) => Number.isSafeInteger(n) && n > 0;
  if (!positive(w.minAmount) || !positive(w.maxIbanAccounts) || !positive(w.autoApproveUpTo)) {
    throw new Error('withdrawals.minAmount, maxIbanAccounts and autoApproveUpTo must be positive integers');
  }
  if (w.channels.length === 0) throw new Error('withdrawals.channels must name at least one channel');
  if (new Set(w.channels.map((c) => c.channelType)).size !== w.channels.length) throw new Error('withdrawals.channels: channelType must be unique');
  for (const c of w.channels) {
    if (!Number.isSafeInteger(c.fee) || c.fee < 0 || !positive(c.minAmount) || c.maxAmount < c.minAmount) {
      throw new Error(`withdrawals.channels ${c.channelType}: fee >= 0, minAmount > 0 and maxAmount >= minAmount`);
    }
    // The received amount (amount - fee) must stay positive for the smallest withdrawal allowed.
    if (Math.max(c.minAmount, w.minAmount) <= c.fee) throw new Error(`withdrawals.channels ${c.channelType}: the minimum must be above the fee`);
  }
}

/**
 * The server's settings the environment gives (README, Configuration; settings/table.ts). Only
 * what is set is returned, so {@link resolveConfig} fills in the rest; a group such as `geo` comes
 * whole, its unset members at their defaults. A malformed or out-of-bounds value throws, naming
 * the variable and what it accepts.
 *
 * @example configFromEnv({ RATE_LIMIT_LOGIN: '30/10', REDIS_URL: 'redis://127.0.0.1:6379' })
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ServerConfig> {
  return serverSettingsFromEnv(env);
}
