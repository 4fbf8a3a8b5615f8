/**
 * Per-address and per-account rate limits of the account commands, on @fastify/rate-limit: in
 * memory by default, in Redis when the config names one (REDIS_URL), so several gateway processes
 * share one count. Every command arrives at the one URL /hapi, so the plugin is not hooked to the
 * route: the router asks {@link RateLimiter.check} once it knows the command and its data, with a
 * key made of the action, the dimension (address or account) and a hash of the address or account.
 */
import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { CommandName } from '../../../sdk/commands';
import type { RateLimitedAction, ServerConfig } from '../config';
import { targetKey, type CodeTarget } from '../domains/accounts/targets';
import type { SessionPrincipal } from '../domains/sessions/sessions';
import { ErrorCode } from '../../../sdk/errors/codes';
import { GatewayError } from '../errors/gateway-error';

/** Which limits each rate-limited command counts against (commands share an action's counts). */
export const RATE_LIMITED_COMMANDS: Readonly<Partial<Record<CommandName, RateLimitedAction>>> = {
  passwordLogin: 'login',
  codeLogin: 'codeLogin',
  sendSmsCode: 'sendCode',
  sendEmailCode: 'sendCode',
  sendWithdrawalCode: 'sendCode',
  checkCode: 'checkCode',
  register: 'register',
  resetPassword: 'resetPassword',
  changePassword: 'changePassword',
};

/** Checks and counts one request against the limits of its command. */
export interface RateLimiter {
  /**
   * Counts the request against the per-address limit of its action, then the per-account one;
   * throws 429000001 (data { retryAfterSeconds }) when either is exceeded. A command without
   * limits passes uncounted.
   */
  check(request: FastifyRequest, command: string, data: unknown, session: SessionPrincipal | null): Promise<void>;
}

/** Thrown when a limit is exceeded; the router answers it with HTTP 429 and Retry-After. */
export function tooFrequentError(retryAfterSeconds: number): GatewayError {
  return new GatewayError(ErrorCode.tooFrequent, undefined, { retryAfterSeconds: Math.max(1, retryAfterSeconds) });
}

const text = (record: Record<string, unknown>, field: string) => (typeof record[field] === 'string' ? record[field] : '');

/** The mobile or e-mail a request names (already checked by the command's schema). */
function targetIn(data: Record<string, unknown>, channel: unknown): CodeTarget | null {
  if (channel === 'mobile') return { channel: 'mobile', countryCode: text(data, 'countryCode'), mobile: text(data, 'mobile') };
  if (channel === 'email') return { channel: 'email', email: text(data, 'email') };
  return null;
}

/**
 * The account a request acts on, as a stable string: the mobile or e-mail it names (the
 * verified one for registration), or the session's player for a password change.
 *
 * @example accountOf('login', { accountType: 'email', email: 'A@x.com', password: '…' }, null) // 'email:a@x.com'
 */
export function accountOf(action: RateLimitedAction, data: unknown, session: SessionPrincipal | null): string | null {
  if (action === 'changePassword') return session ? `player:${session.playerId}` : null;
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  // 420607 names no target: the code goes to the session player's own mobile.
  if (action === 'sendCode' && !('email' in record) && !('mobile' in record)) return session ? `player:${session.playerId}` : null;
  const channel =
    action === 'login'
      ? record.accountType
      : action === 'register'
        ? record.verificationMethod
        : action === 'sendCode'
          ? 'email' in record ? 'email' : 'mobile'
          : record.channel;
  const target = targetIn(record, channel);
  return target ? targetKey(target) : null;
}

/** Keeps addresses, numbers and e-mail addresses out of the store in clear. Not a secret. */
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('base64url').slice(0, 22);

declare module 'fastify' {
  interface FastifyRequest {
    /** The counter the next rate-limit check counts against, and its maximum. */
    nlRateLimit: { key: string; max: number } | null;
  }
}

/**
 * Registers @fastify/rate-limit in `app`'s scope, with a Redis client when `config.redisUrl` is
 * set (closed with the app), and answers the limiter the router uses.
 */
export async function registerRateLimits(app: FastifyInstance, config: ServerConfig): Promise<RateLimiter> {
  const { rateLimits } = config;
  // Fail fast rather than hold requests while Redis is away (the plugin's own advice).
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : null;
  if (redis) {
    // Connection trouble goes to the log (ioredis reconnects by itself); never the URL, which may hold a password.
    redis.on('error', (error: Error) => app.log.error({ type: error.name, message: error.message }, 'rate-limit store (Redis) error'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }

  app.decorateRequest('nlRateLimit', null);
  await app.register(rateLimit, {
    global: false,
    // One limiter for every counter: the key and maximum are set per check on the request.
    keyGenerator: (request) => request.nlRateLimit?.key ?? '',
    max: (request) => request.nlRateLimit?.max ?? 0,
    timeWindow: rateLimits.windowSeconds * 1000,
    cache: 10_000,
    ...(redis ? { redis, nameSpace: config.rateLimitNamespace } : {}),
    // A store that cannot be reached refuses the limited commands (500000000) rather than
    // letting them through unlimited.
    skipOnError: false,
  });
  const limit = app.createRateLimit();

  async function count(request: FastifyRequest, key: string, max: number): Promise<void> {
    request.nlRateLimit = { key, max };
    const result = await limit(request);
    request.nlRateLimit = null;
    if (!result.isAllowed && result.isExceeded) throw tooFrequentError(result.ttlInSeconds);
  }

  return {
    async check(request, command, data, session) {
      const action = (RATE_LIMITED_COMMANDS as Readonly<Record<string, RateLimitedAction | undefined>>)[command];
      if (!action) return;
      const { perAddress, perAccount } = rateLimits.actions[action];
      // IPv6 clients are counted by their /64, as the plugin does by default.
      await count(request, `${action}:address:${digest(normalizeIP(request.ip, 64))}`, perAddress);
      const account = perAccount === null ? null : accountOf(action, data, session);
      if (account !== null && perAccount !== null) await count(request, `${action}:account:${digest(account)}`, perAccount);
    },
  };
}
