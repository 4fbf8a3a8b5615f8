import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ENCRYPTED_CODES } from '../../sdk/commands';
import { DEFAULT_AUTH_HEADER } from '../../sdk/commands/envelope';

/** The gateway's RSA key pair for encrypted commands (see security/message-encryption.ts). */
export interface MessageKeys {
  publicKeyPem: string;
  privateKeyPem: string;
}

export interface ServerConfig {
  /** Product name sent in 010001. */
  productName: string;
  /** Header that carries the session token (010001 `authKey`). */
  authKey: string;
  /** Inactivity after which a session ends (010001 `userAliveDurationSecond`). */
  userAliveDurationSecond: number;
  /**
   * Absolute lifetime of a session (SESSION_MAX_AGE_SECONDS): however active, it ends this long
   * after login with 401000003, and the player logs in again.
   */
  sessionMaxAgeSeconds: number;
  /**
   * Open sessions each gateway process keeps in memory (SESSION_CACHE_SIZE; 0 turns the cache
   * off), so most requests check their token without a database read. Every ending of a session
   * is published on the event bus, which empties the caches of every process at once.
   */
  sessionCacheSize: number;
  /**
   * How long a player's balances read by 100124 may be answered from this process's memory, ms
   * (BALANCE_CACHE_MS; 0 turns the cache off). Every movement's wallet event drops the entry at
   * once in every process (domains/wallet/balance-cache.ts); this bounds what a lost event could
   * leave showing. At most {@link sessionCacheSize} players are kept.
   */
  balanceCacheMs: number;
  /** Key pair the server was started with; its public half is published in 010001. */
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
   * Check every handler's answer against the command's response schema. On in tests, off in
   * production where it would cost a full parse per request for a guarantee the tests give.
   */
  validateResponses: boolean;
  /**
   * Development tools: GET /dev/outbox (the messages the SMS and e-mail outbox simulator
   * "sent", so a tester can read a verification code). Default: on unless NODE_ENV=production.
   */
  devTools: boolean;
  /**
   * Production (NODE_ENV=production): the server refuses to start with a simulated third party
   * (SMS and e-mail outbox, eKYC) unless {@link allowSimulators}.
   */
  production: boolean;
  /** ALLOW_SIMULATORS=1: run the simulators in production anyway (a demonstration), announced in the log. */
  allowSimulators: boolean;
  /**
   * Server secret mixed into the hash of every verification code (HMAC key), so a copy of the
   * database alone cannot brute-force the 10^6 possible codes. Set SERVER_PEPPER when several
   * gateway processes share one database; the default is random per process (codes sent by
   * another process, or before a restart, then no longer match: they live 5 minutes anyway).
   */
  codePepper: string;
  /** Per-address and per-account limits of the account commands (security/rate-limits.ts). */
  rateLimits: RateLimitSettings;
  /**
   * Redis for the rate-limit counts, shared by every gateway process that names the same one
   * (REDIS_URL); null keeps them in this process's memory.
   */
  redisUrl: string | null;
  /** Prefix of the rate-limit keys in Redis (RATE_LIMIT_NAMESPACE). */
  rateLimitNamespace: string;
  /**
   * Fastify `trustProxy` (TRUST_PROXY): behind a load balancer, whose X-Forwarded-For to believe
   * for the client address the per-address limits count. Off: the socket's address.
   */
  trustProxy: boolean | number | string;
  /**
   * Who may frame the site (CSP frame-ancestors; FRAME_ANCESTORS): `'self'` and the partner and
   * super-app origins, e.g. `https://partner.example`. Default: this origin only.
   */
  frameAncestors: readonly string[];
  /** Other origins the site may frame (CSP frame-src; CSP_FRAME_SRC), e.g. a real eKYC provider's page. */
  frameSources: readonly string[];
  /** Served to browsers over HTTPS (BEHIND_TLS): HSTS and upgrade-insecure-requests are sent. */
  behindTls: boolean;
  /** The whole request, headers and body, must arrive within this (REQUEST_TIMEOUT_MS); else 408. */
  requestTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed (IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** Bounds of a card deposit and the lock after too many payment attempts (SPEC §5, §4). */
  deposits: DepositSettings;
  /**
   * HMAC key of a card's fingerprint (CARD_FINGERPRINT_KEY): how a card saved on another account
   * is recognised without keeping its number. Never stored in the database (with the database
   * alone, the few unknown digits of a number could be tried). Set it when several gateway
   * processes share one database or the data outlives a restart; the default is random per
   * process, so a card saved before a restart is then not recognised on another account.
   */
  cardFingerprintKey: string;
  /** Withdrawal bounds, payout channels and review (SPEC §5, §9: values "not shown", so chosen here). */
  withdrawals: WithdrawalSettings;
  /** Geo restriction of bets and deposits (SPEC §3, §4 Geo, §7). */
  geo: GeoSettings;
}

/** How the gateway checks where a player is (domains/geo/geo-gate.ts). */
export interface GeoSettings {
  /**
   * 010001 geoRestrict (GEO_RESTRICT=0 turns it off): whether the commands the table marks
   * `geoHeader` (bets and card deposits) need a proved location. Off, nothing is checked.
   */
  restrict: boolean;
  /**
   * How long a location proved inside by a verifier's token counts (GEO_CACHE_SECONDS): within
   * it, geo-checked commands need no new token (100206 userGeoCacheExpireTime).
   */
  cacheSeconds: number;
  /**
   * HS256 key of the geolocation verifier simulator's tokens (GEO_VERIFIER_KEY): set it when
   * several gateway processes share one database; random per process by default (a token
   * signed before a restart is then refused and the SDK fetches a new one).
   */
  verifierKey: string;
  /**
   * 010001 geoCheckForceLicense (GEO_CHECK_FORCE_LICENSE=1): the SDK proves the player's location
   * as soon as they are logged in, not at their first bet or deposit, and opens the geo popup when
   * it cannot (sdk/geo/geo-popup.ts). Off by default: the location is asked when it is needed.
   */
  checkForceLicense: boolean;
  /**
   * 010001 geoCheckForceLicensePopIntervalTime (GEO_POPUP_INTERVAL_MINUTES, 0 to
   * {@link MAX_GEO_POPUP_INTERVAL_MINUTES}): after the player closed the geo popup, the SDK's own
   * check does not open it again within this many minutes; a bet or deposit refused for the
   * location opens it whatever the interval (SPEC §9 "popup interval configurable in minutes").
   */
  popupIntervalMinutes: number;
  /**
   * 010001 geoCheckForceLicensePopType (GEO_POPUP_TYPE, 1 to {@link MAX_GEO_POPUP_TYPE}). SPEC
   * names the field and gives it no values or behaviour; it is passed through for a host that
   * draws popups of its own, and the product's one geo popup (Refuse / Refresh) ignores it.
   */
  popupType: number;
}

/** A day: a longer silence would hide for good that the player cannot bet from where they are. */
export const MAX_GEO_POPUP_INTERVAL_MINUTES = 24 * 60;
/** The pop type is a small code (SPEC gives no values); anything larger is a typo. */
export const MAX_GEO_POPUP_TYPE = 9;

/** Restricted, a proved location counts for 20 minutes, no forced check, a 30-minute popup interval, pop type 1. */
export const DEFAULT_GEO_SETTINGS: GeoSettings = {
  restrict: true,
  cacheSeconds: 20 * 60,
  verifierKey: randomBytes(32).toString('base64url'),
  checkForceLicense: false,
  popupIntervalMinutes: 30,
  popupType: 1,
};

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

/** The account actions with their own rate limits (security/rate-limits.ts maps commands to them). */
export const RATE_LIMITED_ACTIONS = ['login', 'codeLogin', 'sendCode', 'checkCode', 'register', 'resetPassword', 'changePassword'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

/** Requests allowed per window from one client address, and for one account (null: no such limit). */
export interface ActionLimit {
  perAddress: number;
  perAccount: number | null;
}

export interface RateLimitSettings {
  /** Length of every window, in seconds (fixed windows that start at the first request). */
  windowSeconds: number;
  actions: Readonly<Record<RateLimitedAction, ActionLimit>>;
}

/**
 * The default limits per 15 minutes. Per address, one client can lock at most 4 accounts
 * (20 logins, 5 wrong passwords per lock); per account, the database's lock and code rules come
 * first. Code sending has no per-account limit here: SPEC's own one (1 a minute, 5 an hour per
 * mobile or e-mail, 403000613) applies.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  windowSeconds: 900,
  actions: {
    login: { perAddress: 20, perAccount: 10 },
    codeLogin: { perAddress: 20, perAccount: 10 },
    sendCode: { perAddress: 10, perAccount: null },
    checkCode: { perAddress: 20, perAccount: 10 },
    register: { perAddress: 10, perAccount: 5 },
    resetPassword: { perAddress: 10, perAccount: 5 },
    changePassword: { perAddress: 20, perAccount: 5 },
  },
};

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

export const DEFAULT_CONFIG: ServerConfig = {
  productName: 'National Lottery',
  authKey: DEFAULT_AUTH_HEADER,
  userAliveDurationSecond: 1800,
  sessionMaxAgeSeconds: 12 * 3600,
  sessionCacheSize: 10_000,
  balanceCacheMs: 1_000,
  messageKeys: null,
  encryptCommands: [...ENCRYPTED_CODES].sort(),
  siteDir: DEFAULT_SITE_DIR,
  validateResponses: false,
  devTools: process.env.NODE_ENV !== 'production',
  production: process.env.NODE_ENV === 'production',
  allowSimulators: process.env.ALLOW_SIMULATORS === '1',
  codePepper: randomBytes(32).toString('base64url'),
  rateLimits: DEFAULT_RATE_LIMITS,
  redisUrl: null,
  rateLimitNamespace: 'nl-rate-limit:',
  trustProxy: false,
  frameAncestors: ["'self'"],
  frameSources: [],
  behindTls: false,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  // Above the 60 s idle timeout of common load balancers, so they never reuse a closed connection.
  keepAliveTimeoutMs: 72_000,
  deposits: DEFAULT_DEPOSIT_SETTINGS,
  cardFingerprintKey: randomBytes(32).toString('base64url'),
  withdrawals: DEFAULT_WITHDRAWAL_SETTINGS,
  geo: DEFAULT_GEO_SETTINGS,
};

/** A CSP source the frame settings accept: 'self', 'none', or an http(s) origin (a `*.` subdomain wildcard allowed). */
const FRAME_SOURCE = /^(?:'self'|'none'|https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?)$/i;

/** Fills the missing parts of a partial config with {@link DEFAULT_CONFIG}. */
export function resolveConfig(partial: Partial<ServerConfig> = {}): ServerConfig {
  const config = { ...DEFAULT_CONFIG, ...partial };
  if (!/^[A-Za-z0-9-]+$/.test(config.authKey)) throw new Error('authKey must be a valid HTTP header name');
  if (!Number.isInteger(config.userAliveDurationSecond) || config.userAliveDurationSecond <= 0) {
    throw new Error('userAliveDurationSecond must be a positive integer');
  }
  for (const [name, sources] of [['frameAncestors', config.frameAncestors], ['frameSources', config.frameSources]] as const) {
    const bad = sources.find((source) => !FRAME_SOURCE.test(source));
    if (bad !== undefined) throw new Error(`${name}: "${bad}" is not 'self', 'none' or an http(s) origin`);
  }
  if (config.frameAncestors.length === 0) throw new Error("frameAncestors must name at least one source ('none' to forbid framing)");
  for (const name of ['requestTimeoutMs', 'idleTimeoutMs', 'keepAliveTimeoutMs'] as const) {
    if (!Number.isInteger(config[name]) || config[name] <= 0) throw new Error(`${name} must be a positive integer`);
  }
  if (!Number.isInteger(config.sessionMaxAgeSeconds) || config.sessionMaxAgeSeconds <= 0) {
    throw new Error('sessionMaxAgeSeconds must be a positive integer');
  }
  checkWithdrawalSettings(config.withdrawals);
  if (!Number.isInteger(config.geo.cacheSeconds) || config.geo.cacheSeconds <= 0) throw new Error('geo.cacheSeconds must be a positive integer');
  if (config.geo.verifierKey.length < 16) throw new Error('geo.verifierKey must be at least 16 characters');
  checkGeoPopupSettings(config.geo);
  if (config.codePepper.length < 16) throw new Error('codePepper must be at least 16 characters');
  if (config.cardFingerprintKey.length < 16) throw new Error('cardFingerprintKey must be at least 16 characters');
  const d = config.deposits;
  for (const name of ['minAmount', 'maxAmount', 'orderLifetimeSeconds', 'maxAttempts', 'attemptWindowSeconds', 'lockSeconds'] as const) {
    if (!Number.isSafeInteger(d[name]) || d[name] <= 0) throw new Error(`deposits.${name} must be a positive integer`);
  }
  if (d.minAmount > d.maxAmount) throw new Error('deposits.minAmount must not be above deposits.maxAmount');
  const positive = (n: number) => Number.isInteger(n) && n > 0;
  if (!positive(config.rateLimits.windowSeconds)) throw new Error('rateLimits.windowSeconds must be a positive integer');
  for (const action of RATE_LIMITED_ACTIONS) {
    const limit = config.rateLimits.actions[action];
    if (!limit || !positive(limit.perAddress) || (limit.perAccount !== null && !positive(limit.perAccount))) {
      throw new Error(`rateLimits.actions.${action} must give positive integers perAddress and perAccount (or null)`);
    }
  }
  return config;
}

/** Throws when the geo popup's interval or type is out of its bounds. */
function checkGeoPopupSettings(geo: GeoSettings): void {
  const { popupIntervalMinutes: minutes, popupType: type } = geo;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_GEO_POPUP_INTERVAL_MINUTES) {
    throw new Error(`geo.popupIntervalMinutes must be a whole number from 0 to ${MAX_GEO_POPUP_INTERVAL_MINUTES}`);
  }
  if (!Number.isInteger(type) || type < 1 || type > MAX_GEO_POPUP_TYPE) throw new Error(`geo.popupType must be a whole number from 1 to ${MAX_GEO_POPUP_TYPE}`);
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

/** RATE_LIMIT_LOGIN etc.: the variable of each action's limits. */
export function rateLimitVariable(action: RateLimitedAction): string {
  return `RATE_LIMIT_${action.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** `20/10` → per address 20, per account 10; `10` or `10/-` → per address 10, no per-account limit. */
function parseActionLimit(variable: string, value: string): Partial<ActionLimit> {
  const match = /^\s*(\d+)\s*(?:\/\s*(\d+|-)\s*)?$/.exec(value);
  if (!match) throw new Error(`${variable} must be "<per address>/<per account>", e.g. 20/10`);
  return { perAddress: Number(match[1]), ...(match[2] === undefined ? {} : { perAccount: match[2] === '-' ? null : Number(match[2]) }) };
}

function wholeNumber(variable: string, value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new Error(`${variable} must be a whole number`);
  return Number(value);
}

/** A whole number from `min` to `max`, else an error naming the variable. */
function boundedWholeNumber(variable: string, value: string, min: number, max: number): number {
  const n = /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  if (!(n >= min && n <= max)) throw new Error(`${variable} must be a whole number from ${min} to ${max}`);
  return n;
}

/** `1`/`true`/`on` or `0`/`false`/`off`, else an error naming the variable. */
function onOff(variable: string, value: string): boolean {
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'on'].includes(v)) return true;
  if (['0', 'false', 'off'].includes(v)) return false;
  throw new Error(`${variable} must be 1 or 0`);
}
const wholeSeconds = wholeNumber;

/** `'self' https://partner.example, https://app.example` → the list (spaces or commas between). */
function sourceList(value: string): string[] {
  return value.split(/[\s,]+/).filter((source) => source.length > 0);
}

/** TRUST_PROXY: `true`/`1` trusts every proxy, a number that many hops, anything else a list of addresses or CIDRs. */
function parseTrustProxy(value: string): boolean | number | string {
  if (/^(true|1)$/i.test(value)) return true;
  if (/^(false|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * The settings the environment gives (see README, Configuration). Only what is set is returned,
 * so {@link resolveConfig} fills in the rest; malformed values throw with the variable's name.
 *
 * @example configFromEnv({ RATE_LIMIT_LOGIN: '30/10', REDIS_URL: 'redis://127.0.0.1:6379' })
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ServerConfig> {
  const config: Partial<ServerConfig> = {};
  if (env.SERVER_PEPPER) config.codePepper = env.SERVER_PEPPER;
  if (env.CARD_FINGERPRINT_KEY) config.cardFingerprintKey = env.CARD_FINGERPRINT_KEY;
  if (env.SESSION_MAX_AGE_SECONDS) config.sessionMaxAgeSeconds = wholeSeconds('SESSION_MAX_AGE_SECONDS', env.SESSION_MAX_AGE_SECONDS);
  if (env.SESSION_CACHE_SIZE) config.sessionCacheSize = wholeNumber('SESSION_CACHE_SIZE', env.SESSION_CACHE_SIZE);
  if (env.BALANCE_CACHE_MS) config.balanceCacheMs = boundedWholeNumber('BALANCE_CACHE_MS', env.BALANCE_CACHE_MS, 0, 60_000);
  if (env.REDIS_URL) config.redisUrl = env.REDIS_URL;
  if (env.RATE_LIMIT_NAMESPACE) config.rateLimitNamespace = env.RATE_LIMIT_NAMESPACE;
  if (env.TRUST_PROXY) config.trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (env.FRAME_ANCESTORS) config.frameAncestors = sourceList(env.FRAME_ANCESTORS);
  if (env.CSP_FRAME_SRC) config.frameSources = sourceList(env.CSP_FRAME_SRC);
  if (env.BEHIND_TLS) config.behindTls = /^(1|true)$/i.test(env.BEHIND_TLS.trim());
  if (env.REQUEST_TIMEOUT_MS) config.requestTimeoutMs = wholeNumber('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS);
  if (env.IDLE_TIMEOUT_MS) config.idleTimeoutMs = wholeNumber('IDLE_TIMEOUT_MS', env.IDLE_TIMEOUT_MS);
  if (env.KEEP_ALIVE_TIMEOUT_MS) config.keepAliveTimeoutMs = wholeNumber('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS);
  const geoVariables = ['GEO_RESTRICT', 'GEO_CACHE_SECONDS', 'GEO_VERIFIER_KEY', 'GEO_CHECK_FORCE_LICENSE', 'GEO_POPUP_INTERVAL_MINUTES', 'GEO_POPUP_TYPE'];
  if (geoVariables.some((variable) => env[variable])) {
    config.geo = {
      ...DEFAULT_GEO_SETTINGS,
      ...(env.GEO_RESTRICT ? { restrict: !/^(0|false)$/i.test(env.GEO_RESTRICT.trim()) } : {}),
      ...(env.GEO_CACHE_SECONDS ? { cacheSeconds: wholeSeconds('GEO_CACHE_SECONDS', env.GEO_CACHE_SECONDS) } : {}),
      ...(env.GEO_VERIFIER_KEY ? { verifierKey: env.GEO_VERIFIER_KEY } : {}),
      ...(env.GEO_CHECK_FORCE_LICENSE ? { checkForceLicense: onOff('GEO_CHECK_FORCE_LICENSE', env.GEO_CHECK_FORCE_LICENSE) } : {}),
      ...(env.GEO_POPUP_INTERVAL_MINUTES
        ? { popupIntervalMinutes: boundedWholeNumber('GEO_POPUP_INTERVAL_MINUTES', env.GEO_POPUP_INTERVAL_MINUTES, 0, MAX_GEO_POPUP_INTERVAL_MINUTES) }
        : {}),
      ...(env.GEO_POPUP_TYPE ? { popupType: boundedWholeNumber('GEO_POPUP_TYPE', env.GEO_POPUP_TYPE, 1, MAX_GEO_POPUP_TYPE) } : {}),
    };
  }
  const overrides: Partial<Record<RateLimitedAction, Partial<ActionLimit>>> = {};
  for (const action of RATE_LIMITED_ACTIONS) {
    const variable = rateLimitVariable(action);
    const value = env[variable];
    if (value) overrides[action] = parseActionLimit(variable, value);
  }
  const window = env.RATE_LIMIT_WINDOW_SECONDS;
  if (window || Object.keys(overrides).length > 0) {
    config.rateLimits = rateLimitsWith(overrides, window ? wholeSeconds('RATE_LIMIT_WINDOW_SECONDS', window) : undefined);
  }
  return config;
}
