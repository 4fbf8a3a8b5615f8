import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { systemClock, type Clock } from './clock';
import { resolveConfig, type ServerConfig } from './config';
import type { Database } from './db/database';
import { handlers as defaultHandlers, type HandlerRegistry } from './domains';
import { hapiRoutes } from './gateway/hapi-route';
import { resolveProviders, type Providers } from './providers';
import { EkycSimulator } from './providers/ekyc/simulator';
import { ekycSimulatorRoutes } from './providers/ekyc/simulator-routes';
import { devOutboxRoutes } from './providers/messaging/dev-outbox-route';
import { siteRoutes } from './site';

export interface BuildAppOptions {
  db: Database;
  config?: Partial<ServerConfig>;
  clock?: Clock;
  /** Fastify logger options, or a logger instance (pino-compatible). Off by default. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Replaces the command handlers (tests of the router itself). */
  handlers?: HandlerRegistry;
  /** Third parties; the simulators by default (providers/). */
  providers?: Partial<Providers>;
}

function isLoggerInstance(logger: BuildAppOptions['logger']): logger is FastifyBaseLogger {
  return typeof logger === 'object' && logger !== null && typeof (logger as FastifyBaseLogger).child === 'function';
}

/**
 * Builds the gateway and site server without listening: `POST|GET /hapi`, the eKYC simulator's
 * page (/simulators/ekyc/...), in development GET /dev/outbox, plus the built site.
 * The caller owns the database (migrated and seeded) and closes it after the app.
 *
 * @example
 * const app = buildApp({ db });
 * const res = await app.inject({ method: 'POST', url: '/hapi', headers, payload: { message } });
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const config = resolveConfig(options.config);
  const logger = options.logger ?? false;
  const app = Fastify({
    ...(isLoggerInstance(logger) ? { loggerInstance: logger } : { logger }),
    // Request lines are written by the gateway itself, without URLs (GET carries the message).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
  }) as unknown as FastifyInstance;

  const clock = options.clock ?? systemClock;
  const providers = resolveProviders(options.db, clock, options.providers);
  // Responses of 1 KB or more go compressed (brotli or gzip) to browsers that accept it, the
  // gateway's JSON and the site alike; registered first so it covers every route.
  app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  app.register(hapiRoutes, { db: options.db, clock, config, handlers: options.handlers ?? defaultHandlers, providers });
  // The eKYC simulator serves its own page, as the real provider would on its site.
  if (providers.ekyc instanceof EkycSimulator) app.register(ekycSimulatorRoutes, { simulator: providers.ekyc });
  // Development only: read what the outbox simulator "sent" (verification codes).
  if (config.devTools) app.register(devOutboxRoutes, { db: options.db });
  app.register(siteRoutes, { siteDir: config.siteDir });
  return app;
}
