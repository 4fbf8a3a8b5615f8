import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeParse } from 'zod/mini';
import { COMMAND_HEADER, ENCRYPTED_PREFIX, GEO_HEADER, commandsByCode, type CommandDefinition } from '../../../sdk/commands';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { HandlerContext } from '../domains/handler';
import type { HandlerRegistry } from '../domains';
import type { Providers } from '../providers';
import type { EventBus } from '../events/event-bus';
import { enforceGeo } from '../domains/geo/geo-gate';
import { playerStandingOnce } from '../domains/players/player-standing';
import { guardSessionCommand } from '../domains/responsible-play/session-guard';
import { touchSession, type CheckedSession } from '../domains/sessions/sessions';
import { SessionCache } from '../domains/sessions/session-cache';
import { BalanceCache } from '../domains/wallet/balance-cache';
import { TicketTreeCache } from '../domains/orders/ticket-tree-cache';
import { registerRateLimits } from '../security/rate-limits';
import { failureEnvelope, successEnvelope } from './envelope';
import { ErrorCode } from '../../../sdk/errors/codes';
import { gatewayMessage, type Language } from '../errors/messages';
import { GatewayError } from '../errors/gateway-error';
import { toIssues } from '../errors/validation-issues';
import { messageField, readInnerMessage } from './read-message';

export interface GatewayDeps {
  db: Database;
  clock: Clock;
  config: ServerConfig;
  /** The handlers, or how to load them (the default: every command's by convention, domains/index.ts). */
  handlers: HandlerRegistry | (() => Promise<HandlerRegistry>);
  providers: Providers;
  events: EventBus;
}

/** The registry erased to one signature; the request schema has checked `data` before the call. */
type AnyHandler = (ctx: HandlerContext, data: unknown) => Promise<unknown>;

const COMMAND_HEADER_LC = COMMAND_HEADER.toLowerCase();

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The command gateway: `POST|GET /hapi`. Checks run cheapest first and nothing is written before
 * the request is known to be well-formed and valid: command, method, message, schemas, then the
 * session (from this process's cache, else one indexed read; written only to refresh it once a
 * minute or to expire it), the geo restriction of geo-checked commands, then the rate limits of the account commands, then the handler. Every answer is HTTP 200 with the envelope `{ code, message, command, data,
 * timestamp }`, except an exceeded rate limit: HTTP 429 with Retry-After, envelope 429000001.
 */
export async function hapiRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock, config, providers, events } = deps;
  const handlers = typeof deps.handlers === 'function' ? await deps.handlers() : deps.handlers;
  const rateLimiter = await registerRateLimits(app, config);
  const sessionCache = new SessionCache(config.sessionCacheSize, events);
  // A balance belongs to a player with a session, so the session cache's size bounds it too.
  const balanceCache = new BalanceCache({ maxEntries: config.sessionCacheSize, ttlMs: config.balanceCacheMs, events });
  // About 45 MB of trees at most (ticket-tree-cache.ts); a closed draw's tree never goes stale.
  const ticketTrees = new TicketTreeCache({ maxLeaves: 250_000 });
  app.addHook('onClose', async () => {
    sessionCache.close();
    balanceCache.close();
  });

  /** Per request: the language of the answer, known once the message is read. */
  interface RequestState {
    language: Language;
  }

  async function execute(request: FastifyRequest, command: string, state: RequestState): Promise<unknown> {
    const def: CommandDefinition | undefined = commandsByCode.get(command);
    const handler = def ? (handlers as Readonly<Record<string, AnyHandler | undefined>>)[def.name] : undefined;
    if (!def || !handler) throw new GatewayError(ErrorCode.unknownCommand);
    if (!def.methods.includes(request.method as 'GET' | 'POST')) throw new GatewayError(ErrorCode.methodNotAllowed);

    const message = messageField(request.method === 'GET' ? request.query : request.body);
    // When encryption is on, the configured commands are refused in clear text: a client that
    // skipped encryption would otherwise send card data readable by every proxy on the way.
    if (config.messageKeys && config.encryptCommands.includes(command) && !message.startsWith(ENCRYPTED_PREFIX)) {
      throw new GatewayError(ErrorCode.malformedRequest, 'This command must be encrypted');
    }
    const inner = readInnerMessage(message, config.messageKeys);
    state.language = inner.clientInfo?.language ?? 'en-US';
    const parsed = safeParse(def.request, inner.data ?? {});
    if (!parsed.success) throw new GatewayError(ErrorCode.validationFailed, undefined, { issues: toIssues(parsed.error, ['data']) });

    const session = await resolveSession(request, def);
    // Self-exclusion (withdraw-only sessions), AML and pay-limit restrictions (SPEC §4, §8), as
    // read with the session: no statement of its own.
    if (session) await guardSessionCommand(db, events, session, def.name, clock.now());
    // Geo restriction (SPEC §7): every command the table marks geoHeader, before its handler
    // opens a transaction, so a refusal charges nothing (domains/geo/geo-gate.ts).
    const playerStanding = session ? playerStandingOnce(db, session.playerId) : undefined;
    if (def.geoHeader && playerStanding) await enforceGeo({ db, settings: config.geo, verifier: providers.geo }, session!.playerId, playerStanding, header(request, GEO_HEADER) ?? null, clock.now());
    await rateLimiter.check(request, def.name, parsed.data, session);
    const ctx: HandlerContext = {
      db,
      clock,
      config,
      log: request.log,
      requestId: request.id,
      clientInfo: inner.clientInfo,
      language: state.language,
      session,
      providers,
      events,
      origin: `${request.protocol}://${request.host}`,
      ...(typeof request.headers.origin === 'string' ? { requestOrigin: request.headers.origin } : {}),
      ...(playerStanding ? { playerStanding } : {}),
      balanceCache,
      ticketTrees,
    };
    const result: unknown = await handler(ctx, parsed.data);
    if (config.validateResponses) {
      const checked = safeParse(def.response, result);
      if (!checked.success) throw new Error(`${def.name} answered outside its response schema: ${JSON.stringify(toIssues(checked.error))}`);
    }
    return result;
  }

  /**
   * Session commands need a valid token. Other commands use one when it is valid (activity keeps
   * the session alive) and ignore a bad one, so a stale token never breaks a public page.
   */
  async function resolveSession(request: FastifyRequest, def: CommandDefinition): Promise<CheckedSession | null> {
    if (def.sessionExempt) return null;
    const token = header(request, config.authKey);
    if (!token) {
      if (def.requiresSession) throw new GatewayError(ErrorCode.sessionMissing);
      return null;
    }
    try {
      return await touchSession(db, token, clock.now(), config.userAliveDurationSecond, config.sessionMaxAgeSeconds, { cache: sessionCache, events });
    } catch (error) {
      if (!def.requiresSession && error instanceof GatewayError) return null;
      throw error;
    }
  }

  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    command: string,
    started: number,
    outcome: { data: unknown } | { error: unknown },
    language: Language = 'en-US',
  ) {
    let envelope;
    if ('data' in outcome) {
      envelope = successEnvelope(command, outcome.data, clock.now());
    } else if (outcome.error instanceof GatewayError) {
      envelope = failureEnvelope(command, outcome.error.code, outcome.error.messageIn(language), clock.now(), outcome.error.data ?? null);
    } else {
      // Details stay in the server log under the request id; the client gets a generic answer.
      request.log.error({ err: loggableError(outcome.error), command }, 'command failed');
      envelope = failureEnvelope(command, ErrorCode.unexpected, gatewayMessage(ErrorCode.unexpected, language), clock.now());
    }
    // Never the message or the token: only what identifies the call and its outcome.
    request.log.info({ command, code: envelope.code, ms: Math.round(performance.now() - started) }, 'hapi');
    const retryAfter = retryAfterOf(outcome);
    if (retryAfter !== null) reply.code(429).header('retry-after', String(retryAfter));
    else reply.code(200);
    return reply.header('cache-control', 'no-store').header('x-request-id', request.id).send(envelope);
  }

  // Errors raised by Fastify before the handler runs (bad JSON, wrong content type, body too
  // large) are the client's malformed request, answered in the envelope like any other.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const command = header(request, COMMAND_HEADER_LC) ?? '';
    const clientError = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
    return answer(request, reply, command, performance.now(), {
      error: clientError ? new GatewayError(ErrorCode.malformedRequest) : error,
    });
  });

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/hapi',
    // Uploads (100136) carry up to 5 MiB as base64 inside the URI-encoded message.
    bodyLimit: HAPI_BODY_LIMIT,
    handler: async (request, reply) => {
      const started = performance.now();
      const command = header(request, COMMAND_HEADER_LC) ?? '';
      const state: RequestState = { language: 'en-US' };
      try {
        if (request.method !== 'GET' && request.method !== 'POST') throw new GatewayError(ErrorCode.methodNotAllowed);
        return answer(request, reply, command, started, { data: await execute(request, command, state) }, state.language);
      } catch (error) {
        return answer(request, reply, command, started, { error }, state.language);
      }
    },
  });
}

/** Seconds to wait, when the outcome is an exceeded rate limit (429000001). */
function retryAfterOf(outcome: { data: unknown } | { error: unknown }): number | null {
  if (!('error' in outcome) || !(outcome.error instanceof GatewayError) || outcome.error.code !== ErrorCode.tooFrequent) return null;
  const seconds = (outcome.error.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : 1;
}

/** Largest /hapi body: a 5 MiB upload as base64 (x4/3), URI-encoded (+, / and = become 3 characters). */
export const HAPI_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * What of an unexpected error goes to the log: its type, message, code and stack. Never the
 * whole object: database errors carry the statement's parameters (hashes, personal data).
 */
function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}), stack: error.stack };
}
