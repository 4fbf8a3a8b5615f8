/**
 * Every environment variable the product reads, once: its place in the settings, its kind (parser
 * and bounds), its default and its line in README's Configuration table. The settings' type, the
 * defaults, the reading of the environment, the checks and that table derive from here
 * (settings/define.ts; README by `npm run settings:doc`, which a test holds current).
 *
 * Adding a setting: one entry here (its place is its row's in README), `npm run settings:doc`,
 * and its use.
 * A path under `start` is read by main.ts and the operator tools, under `tests` by the test
 * helpers; every other path is a field of the server's config (config.ts `ServerConfig`).
 */
import { randomBytes } from 'node:crypto';
import { checkValues, defaultsOf, readEnv, readVariable, setting, valueAt, type AnySetting, type SettingsOf, type SettingsTable, type ValueOf } from './define';
import { MICRO_APP_NAMES } from '../../../sdk/routes/micro-apps';
import { actionLimit, cspSources, origins, isProduction, MAX_TIMER_MS, nullable, onOff, oneOf, someOf, text, trustProxy, url, wholeNumber } from './kinds';

/** A day: a longer silence would hide for good that the player cannot bet from where they are. */
export const MAX_GEO_POPUP_INTERVAL_MINUTES = 24 * 60;
/** The pop type is a small code (SPEC gives no values); anything larger is a typo. */
export const MAX_GEO_POPUP_TYPE = 9;

/** A fresh HMAC/HS256 key for a process that was given none. */
const randomKey = () => randomBytes(32).toString('base64url');
const RANDOM_PER_PROCESS = 'random per process';
/** Shorter keys can be guessed; every key setting asks this much. */
const KEY = text({ minLength: 16 });
const POSTGRES_URL = url(['postgres:', 'postgresql:']);
/** Node's server timeouts, in ms: 0 would turn a timeout off, more than a timer holds fires at once. */
const TIMEOUT_MS = wholeNumber({ min: 1, max: MAX_TIMER_MS });
const ENCRYPTION_KEY_PAIR_DOC = 'PEM key pair: turns on encryption of the card, CVV and password commands (`encryptOpen`)';

/**
 * The settings by variable name, in README's order.
 *
 * @example SETTINGS.BALANCE_CACHE_MS.kind.allowed // 'a whole number from 0 to 60000'
 */
export const SETTINGS = {
  PORT: setting({ path: 'start.port', kind: wholeNumber({ min: 0, max: 65_535 }), default: 8080, doc: 'HTTP port of the site and the `/hapi` gateway' }),
  HOST: setting({ path: 'start.host', kind: text({ allowed: 'an address or host name' }), default: '0.0.0.0', doc: 'interface to listen on' }),
  DATA_DIR: setting({
    path: 'start.dataDir',
    kind: text({ allowed: 'a folder path' }),
    default: './data',
    doc: 'folder of the embedded database (PGlite); delete it to start afresh',
  }),
  DATABASE_URL: setting({
    path: 'start.databaseUrl',
    kind: nullable(POSTGRES_URL),
    default: null,
    doc: 'a PostgreSQL connection string; when set, it is used instead of PGlite (same migrations), and gateway processes sharing it share events (wallet changes, session endings) through LISTEN/NOTIFY, so a player\'s socket hears a change made in another process',
  }),
  TEST_DATABASE_URL: setting({
    path: 'tests.databaseUrl',
    kind: nullable(POSTGRES_URL),
    default: null,
    defaultDoc: 'set by `npm test` when PostgreSQL answers',
    doc: 'server tests also run against this PostgreSQL, each in its own random schema',
  }),
  // Mixed into the hash of every verification code (HMAC key), so a copy of the database alone
  // cannot brute-force the 10^6 possible codes. Random per process by default: codes sent by
  // another process, or before a restart, then no longer match (they live 5 minutes anyway).
  SERVER_PEPPER: setting({
    path: 'codePepper',
    kind: KEY,
    default: randomKey,
    defaultDoc: RANDOM_PER_PROCESS,
    doc: 'key of the verification-code hashes; set it when several server processes share a database',
  }),
  // Never stored in the database: with the database alone, the few unknown digits of a card
  // number could be tried against the fingerprint.
  CARD_FINGERPRINT_KEY: setting({
    path: 'cardFingerprintKey',
    kind: KEY,
    default: randomKey,
    defaultDoc: RANDOM_PER_PROCESS,
    doc: "HMAC key of saved cards' fingerprints (a card saved on another account is recognised without its number); set it when several server processes share a database or the data outlives a restart",
  }),
  // main.ts reads the files, and refuses one without the other.
  ENCRYPTION_PUBLIC_KEY_FILE: setting({ path: 'start.encryptionPublicKeyFile', kind: nullable(text({ allowed: 'a file path' })), default: null, doc: ENCRYPTION_KEY_PAIR_DOC }),
  ENCRYPTION_PRIVATE_KEY_FILE: setting({ path: 'start.encryptionPrivateKeyFile', kind: nullable(text({ allowed: 'a file path' })), default: null, doc: ENCRYPTION_KEY_PAIR_DOC }),
  // pino's levels: pino itself refuses another word only with 'default level:loud must be
  // included in custom levels', which names neither the variable nor the levels.
  LOG_LEVEL: setting({
    path: 'start.logLevel',
    kind: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: 'warn',
    doc: 'server log level; passwords, codes, tokens and message bodies are never logged',
  }),
  NODE_ENV: setting({
    path: 'production',
    kind: isProduction(),
    default: false,
    doc: '`production`: no demo seed, no `/dev/outbox`, and the server refuses to start while a third party is simulated',
  }),
  ALLOW_SIMULATORS: setting({
    path: 'allowSimulators',
    kind: onOff(),
    default: false,
    doc: '`1`: run the simulators even in production (a demonstration); the server says so in a warn line at start',
  }),
  // The test suites hash thousands of passwords: at 2^15 each takes ~100 ms and 32 MiB, so they
  // set 10. Stored hashes carry their own cost, so lowering or raising it never locks anyone out.
  PASSWORD_HASH_COST: setting({
    path: 'start.passwordHashCost',
    kind: wholeNumber({ min: 10, max: 20 }),
    default: 15,
    doc: 'scrypt cost (log2 N) of newly stored password hashes; below 15 only for tests: the server refuses to start in production with less',
  }),
  SESSION_MAX_AGE_SECONDS: setting({
    path: 'sessionMaxAgeSeconds',
    kind: wholeNumber({ min: 1 }),
    default: 12 * 3600,
    defaultNote: '12 hours',
    doc: 'absolute lifetime of a session: however active, it ends this long after login (401000003); inactivity ends it after 30 minutes',
  }),
  SESSION_CACHE_SIZE: setting({
    path: 'sessionCacheSize',
    kind: wholeNumber({ min: 0 }),
    default: 10_000,
    doc: 'open sessions each process keeps in memory so most requests check their token without a database read; `0` turns the cache off. Endings reach every process through the event bus',
  }),
  // At most sessionCacheSize players are kept (domains/wallet/balance-cache.ts).
  BALANCE_CACHE_MS: setting({
    path: 'balanceCacheMs',
    kind: wholeNumber({ min: 0, max: 60_000 }),
    default: 1_000,
    doc: "how long, in ms, a balance read (100124) may be answered from the process's memory; `0` turns it off. Every movement's wallet event drops the player's entry at once in every process, so this only bounds what a lost event could leave showing",
  }),
  // Fixed windows that start at a client's first request.
  RATE_LIMIT_WINDOW_SECONDS: setting({
    path: 'rateLimits.windowSeconds',
    kind: wholeNumber({ min: 1 }),
    default: 900,
    doc: "length of every rate-limit window (a refused request answers HTTP 429, `Retry-After`, code 429000001 'Your actions are too frequent, please try again later.')",
  }),
  // The default limits per 15 minutes. Per address, one client can lock at most 4 accounts (20
  // logins, 5 wrong passwords per lock); per account, the database's lock and code rules come
  // first. Code sending has no per-account limit here: SPEC's own one (1 a minute, 5 an hour per
  // mobile or e-mail, 403000613) applies. security/rate-limits.ts maps the commands to them.
  RATE_LIMIT_LOGIN: setting({
    path: 'rateLimits.actions.login',
    kind: actionLimit(),
    default: { perAddress: 20, perAccount: 10 },
    doc: 'password logins (100200) per window: per client address / per account (mobile or e-mail)',
  }),
  RATE_LIMIT_CODE_LOGIN: setting({
    path: 'rateLimits.actions.codeLogin',
    kind: actionLimit(),
    default: { perAddress: 20, perAccount: 10 },
    doc: 'code logins (100202) per address / per account',
  }),
  RATE_LIMIT_SEND_CODE: setting({
    path: 'rateLimits.actions.sendCode',
    kind: actionLimit(),
    default: { perAddress: 10, perAccount: null },
    doc: "codes sent (001001, 001012) per address; per mobile or e-mail SPEC's own limit applies (1 a minute, 5 an hour)",
  }),
  RATE_LIMIT_CHECK_CODE: setting({
    path: 'rateLimits.actions.checkCode',
    kind: actionLimit(),
    default: { perAddress: 20, perAccount: 10 },
    doc: 'code checks (001013) per address / per mobile or e-mail',
  }),
  RATE_LIMIT_REGISTER: setting({
    path: 'rateLimits.actions.register',
    kind: actionLimit(),
    default: { perAddress: 10, perAccount: 5 },
    doc: 'registrations (100201) per address / per verified mobile or e-mail',
  }),
  RATE_LIMIT_RESET_PASSWORD: setting({
    path: 'rateLimits.actions.resetPassword',
    kind: actionLimit(),
    default: { perAddress: 10, perAccount: 5 },
    doc: 'password resets (100203) per address / per account',
  }),
  RATE_LIMIT_CHANGE_PASSWORD: setting({
    path: 'rateLimits.actions.changePassword',
    kind: actionLimit(),
    default: { perAddress: 20, perAccount: 5 },
    doc: 'password changes (100113) per address / per player',
  }),
  FRAME_ANCESTORS: setting({
    path: 'frameAncestors',
    kind: cspSources({ atLeastOne: true }),
    default: ["'self'"],
    doc: "who may frame the site (CSP `frame-ancestors`): `'self'` and the partner and super-app origins, e.g. `'self' https://partner.example`",
  }),
  // One list for both ways a partner page talks to the product: the gateway's CORS answers and
  // the login's way back to the partner page (sdk/routes/return-url.ts).
  PARTNER_ORIGINS: setting({
    path: 'partnerOrigins',
    kind: origins(),
    default: [],
    doc: 'origins of the partner sites that embed the elements: `/hapi` answers their cross-origin calls (CORS), and login may send a player back to their pages, e.g. `https://partner.example`',
  }),
  // Random per process by default: the reference studio (studio/) runs in the same process.
  E_INSTANT_STUDIO_KEY: setting({
    path: 'eInstantStudioKey',
    kind: KEY,
    default: randomKey,
    defaultDoc: RANDOM_PER_PROCESS,
    doc: 'key the e-instant game studios and micro-apps sign their wallet and hand-off calls with (docs/e-instants.md); set it when a studio runs elsewhere or several server processes share one database',
  }),
  // sdk/routes/micro-apps.ts: a micro-app switched off answers 403000949 when opened (700020).
  MICRO_APPS_OFF: setting({
    path: 'microAppsOff',
    kind: someOf(MICRO_APP_NAMES),
    default: [],
    doc: 'micro-apps switched off (`hulm`, `sport`, `casino`, `virtual`, `promotion`): their routes show the sales-suspension dialog and go home',
  }),
  CSP_FRAME_SRC: setting({
    path: 'frameSources',
    kind: cspSources(),
    default: [],
    doc: "other origins the site may frame (CSP `frame-src`), e.g. a real eKYC provider's page",
  }),
  BEHIND_TLS: setting({
    path: 'behindTls',
    kind: onOff(),
    default: false,
    doc: '`1` when browsers reach the site over HTTPS: sends HSTS (one year) and `upgrade-insecure-requests`',
  }),
  REQUEST_TIMEOUT_MS: setting({
    path: 'requestTimeoutMs',
    kind: TIMEOUT_MS,
    default: 60_000,
    doc: 'the whole request, headers and body, must arrive within this, else 408',
  }),
  IDLE_TIMEOUT_MS: setting({ path: 'idleTimeoutMs', kind: TIMEOUT_MS, default: 30_000, doc: 'a connection on which nothing moves for this long is closed' }),
  // Above the 60 s idle timeout of common load balancers, so they never reuse a closed connection.
  KEEP_ALIVE_TIMEOUT_MS: setting({ path: 'keepAliveTimeoutMs', kind: TIMEOUT_MS, default: 72_000, doc: 'an idle keep-alive connection is closed after this' }),
  REDIS_URL: setting({
    path: 'redisUrl',
    kind: nullable(url(['redis:', 'rediss:'])),
    default: null,
    doc: 'Redis for the rate-limit counts, so several server processes share them; unset: in memory, per process',
  }),
  RATE_LIMIT_NAMESPACE: setting({ path: 'rateLimitNamespace', kind: text(), default: 'nl-rate-limit:', doc: 'prefix of the rate-limit keys in Redis' }),
  // Off, the commands the command table marks `geoHeader` (bets and card deposits) check nothing.
  GEO_RESTRICT: setting({
    path: 'geo.restrict',
    kind: onOff(),
    default: true,
    doc: '`0`: bets and card deposits need no proved location (010001 `geoRestrict` false)',
  }),
  GEO_CACHE_SECONDS: setting({
    path: 'geo.cacheSeconds',
    kind: wholeNumber({ min: 1 }),
    default: 20 * 60,
    defaultNote: '20 minutes',
    doc: 'how long a location proved inside the UAE counts before the SDK must ask the verifier again',
  }),
  // Random per process by default: a token signed before a restart is then refused and the SDK
  // fetches a new one.
  GEO_VERIFIER_KEY: setting({
    path: 'geo.verifierKey',
    kind: KEY,
    default: randomKey,
    defaultDoc: RANDOM_PER_PROCESS,
    doc: "HS256 key of the geolocation verifier simulator's tokens; set it when several server processes share one database",
  }),
  // Off by default: the location is asked when it is needed (sdk/geo/geo-popup.ts).
  GEO_CHECK_FORCE_LICENSE: setting({
    path: 'geo.checkForceLicense',
    kind: onOff(),
    default: false,
    doc: '`1`: the SDK proves a player\'s location as soon as they are logged in (not at their first bet or deposit) and opens the geo popup when it cannot (010001 `geoCheckForceLicense`)',
  }),
  // SPEC §9 "popup interval configurable in minutes".
  GEO_POPUP_INTERVAL_MINUTES: setting({
    path: 'geo.popupIntervalMinutes',
    kind: wholeNumber({ min: 0, max: MAX_GEO_POPUP_INTERVAL_MINUTES }),
    default: 30,
    doc: 'after the player closed the geo popup, that check does not open it again for this long; a bet or deposit refused for the location always opens it (010001 `geoCheckForceLicensePopIntervalTime`)',
  }),
  GEO_POPUP_TYPE: setting({
    path: 'geo.popupType',
    kind: wholeNumber({ min: 1, max: MAX_GEO_POPUP_TYPE }),
    default: 1,
    doc: "passed through as 010001 `geoCheckForceLicensePopType` for a host that draws its own popups (SPEC gives the field no values; the product's geo popup ignores it)",
  }),
  // Off: the socket's address is the client's, which is right only without a proxy in front.
  TRUST_PROXY: setting({
    path: 'trustProxy',
    kind: trustProxy(),
    default: false,
    doc: 'behind a load balancer: which proxies to believe, so the client address (which per-address limits count) comes from `X-Forwarded-For`',
  }),
  // Off by default (issue 19): the header's chat button then offers the hotline and e-mail.
  LIVE_CHAT: setting({
    path: 'liveChat',
    kind: onOff(),
    default: false,
    doc: '`1`: live chat with customer service: 010001 announces the chat service (`liveChatPath`) and the site shows `<nl-live-chat>`; with the default providers it is the live-chat simulator (`/simulators/live-chat`), whose operator replies automatically',
  }),
} satisfies SettingsTable;

/** A variable of the table. */
export type SettingVariable = keyof typeof SETTINGS;

/** Everything the environment configures, nested by the entries' paths. */
export type Settings = SettingsOf<typeof SETTINGS>;

/** The roots of the settings that are not the server's config: main.ts's own, and the tests'. */
const NOT_SERVER_ROOTS = ['start', 'tests'] as const;

/** The settings that are fields of the server's config (config.ts `ServerConfig`). */
export type ServerSettings = Omit<Settings, (typeof NOT_SERVER_ROOTS)[number]>;

const rootOf = (path: string) => path.split('.')[0]!;
const isServerPath = (path: string) => !(NOT_SERVER_ROOTS as readonly string[]).includes(rootOf(path));

/** Every default; the random keys are drawn once, here, for the whole process. */
export const DEFAULT_SETTINGS: Settings = defaultsOf(SETTINGS);

/**
 * Every setting from `env`, the defaults for the unset ones. A value out of its bounds throws,
 * naming the variable and what it accepts.
 *
 * @example readSettings({ PORT: '9090' }).start.port // 9090
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return readEnv(SETTINGS, env, DEFAULT_SETTINGS).settings;
}

/**
 * One setting from `env` (its default when unset), checked like the rest, for code that needs
 * only it: the operator tools read the database's variables, the tests TEST_DATABASE_URL.
 *
 * @example readSetting('DATABASE_URL', {}) // null
 */
export function readSetting<V extends SettingVariable>(variable: V, env: NodeJS.ProcessEnv = process.env): ValueOf<(typeof SETTINGS)[V]> {
  const entry: AnySetting = SETTINGS[variable];
  const fallback = valueAt(DEFAULT_SETTINGS, entry.path);
  return (readVariable(variable, entry, env, fallback) ?? fallback) as ValueOf<(typeof SETTINGS)[V]>;
}

/**
 * The server's settings that `env` sets: only the fields (top-level, a group such as `geo` whole,
 * its unset members at their defaults) whose variables are set, so a config spread over them
 * keeps its own values elsewhere. Throws like {@link readSettings}.
 *
 * @example serverSettingsFromEnv({ GEO_POPUP_TYPE: '3' }) // { geo: { ...DEFAULT_SETTINGS.geo, popupType: 3 } }
 */
export function serverSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<ServerSettings> {
  const { settings, given } = readEnv(SETTINGS, env, DEFAULT_SETTINGS);
  const roots = new Set(given.map((variable) => SETTINGS[variable as SettingVariable].path).filter(isServerPath).map(rootOf));
  return Object.fromEntries([...roots].map((root) => [root, settings[root as keyof Settings]])) as Partial<ServerSettings>;
}

const SERVER_ENTRIES = Object.values(SETTINGS).filter((entry) => isServerPath(entry.path));

/**
 * Throws when a server setting given in code is out of its entry's bounds, naming its path
 * ('geo.popupType must be a whole number from 1 to 9'): the same bounds as the variables'.
 *
 * @example checkServerSettings({ ...serverSettingsOf(DEFAULT_SETTINGS), balanceCacheMs: 120_000 }) // throws 'balanceCacheMs must be a whole number from 0 to 60000'
 */
export function checkServerSettings(settings: ServerSettings): void {
  checkValues(SERVER_ENTRIES, settings);
}

/**
 * The server's part of `settings` (what buildApp's config takes from the environment).
 *
 * @example serverSettingsOf(DEFAULT_SETTINGS).geo.restrict // true
 */
export function serverSettingsOf(settings: Settings): ServerSettings {
  return Object.fromEntries(Object.entries(settings).filter(([root]) => isServerPath(root))) as ServerSettings;
}
