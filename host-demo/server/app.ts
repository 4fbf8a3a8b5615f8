import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { systemClock, type Clock } from './clock';
import { resolveConfig, type ServerConfig } from './config';
import type { Database } from './db/database';
import { loadHandlers, type HandlerRegistry } from './domains';
import { hapiRoutes } from './gateway/hapi-route';
import { InProcessEventBus, type EventBus } from './events/event-bus';
import { resolveProviders, simulatorsIn, type Providers } from './providers';
import { EkycSimulator } from './providers/ekyc/simulator';
import { ekycSimulatorRoutes } from './providers/ekyc/simulator-routes';
import { devOutboxRoutes } from './providers/messaging/dev-outbox-route';
import { AcquirerSimulator } from './providers/payments/simulator';
import { acquirerSimulatorRoutes } from './providers/payments/simulator-routes';
import { GeoVerifierSimulator } from './providers/geo/simulator';
import { geoVerifierSimulatorRoutes } from './providers/geo/simulator-routes';
import { LiveChatSimulator } from './providers/chat/simulator';
import { liveChatSimulatorRoutes } from './providers/chat/simulator-routes';
import { settleDeposit } from './domains/deposits/credit-deposit';
import { registerSecurityHeaders, serverTimeouts } from './security/http-defaults';
import { registerPartnerCors } from './security/partner-cors';
import { scriptRoutes } from './script-route';
import { siteRoutes } from './site';
import { eInstantStudioRoutes } from './studio/e-instant-studio';
import { microAppRoutes } from './studio/micro-app-routes';
import { socketRoutes, type SocketOptions } from './socket/socket-route';
import { hostSimulatorRoutes } from './providers/super-app/simulator-routes';
import { settleHostTrade } from './domains/deposits/host-trade';
import { HostOAuthSimulator } from './providers/super-app/host-oauth';

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
  /**
   * Where events raised after a commit go (a player's socket, session endings). Default: a bus of
   * this process only; several processes on one PostgreSQL share a LISTEN/NOTIFY bus.
   */
  events?: EventBus;
  /** The STOMP endpoint's limits, intervals and timers (socket/socket-route.ts); tests shorten them. */
  socket?: Partial<SocketOptions>;
}

function isLoggerInstance(logger: BuildAppOptions['logger']): logger is FastifyBaseLogger {
  return typeof logger === 'object' && logger !== null && typeof (logger as FastifyBaseLogger).child === 'function';
}

/**
 * In production every third party must be real: simulators would let players verify themselves
 * and never deliver a code. ALLOW_SIMULATORS=1 runs them anyway, said in a warn line at start.
 */
function refuseSimulatorsInProduction(app: FastifyInstance, config: ServerConfig, providers: Providers): void {
  const simulators = simulatorsIn(providers, { liveChat: config.liveChat });
  if (!config.production || simulators.length === 0) return;
  if (!config.allowSimulators) {
    throw new Error(
      `refusing to start in production with simulated third parties: ${simulators.join(', ')}. ` +
        'Configure a real provider for each, or set ALLOW_SIMULATORS=1 to run the simulators anyway (a demonstration).',
    );
  }
  app.log.warn({ simulators }, 'ALLOW_SIMULATORS=1: running in production with simulated third parties; no real SMS, e-mail or identity check takes place');
}

/** Trusts the nearest `hops` proxies: their X-Forwarded-For entries, then the client's. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * Builds the gateway and site server without listening: `POST|GET /hapi`, the STOMP endpoint
 * `/ws`, the eKYC simulator's page (/simulators/ekyc/...), the acquirer simulator's 3-D Secure
 * page (/simulators/acquirer/3ds/...), the geolocation verifier simulator's token endpoint
 * (/simulators/geo-verifier/token), the live-chat simulator (/simulators/live-chat/..., while
 * LIVE_CHAT is on), in development GET /dev/outbox, plus the built site.
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
    // Behind a load balancer, the client address (per-address rate limits) from X-Forwarded-For.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A slow or idle request is dropped (security/http-defaults.ts).
    ...serverTimeouts(config),
  }) as unknown as FastifyInstance;

  const clock = options.clock ?? systemClock;
  const providers = resolveProviders(options.db, clock, options.providers, { geoVerifierKey: config.geo.verifierKey });
  refuseSimulatorsInProduction(app, config, providers);
  const events = options.events ?? new InProcessEventBus();
  // Responses of 1 KB or more go compressed (brotli or gzip) to browsers that accept it, the
  // gateway's JSON and the site alike; registered first so it covers every route.
  app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  // Security headers on every answer: CSP, nosniff, Referrer-Policy, HSTS behind TLS.
  registerSecurityHeaders(app, config);
  // Partner sites (PARTNER_ORIGINS) call /hapi from their own origin: CORS for those only.
  registerPartnerCors(app, config);
  app.register(hapiRoutes, { db: options.db, clock, config, handlers: options.handlers ?? loadHandlers, providers, events });
  // STOMP over WebSocket at /ws: the player's /user/queue and /topic/system/time.
  app.register(socketRoutes, { db: options.db, clock, config, events, options: options.socket });
  // The eKYC simulator serves its own page, as the real provider would on its site.
  if (providers.ekyc instanceof EkycSimulator) app.register(ekycSimulatorRoutes, { simulator: providers.ekyc, frameAncestors: config.frameAncestors, secureCookies: config.behindTls });
  // The acquirer simulator serves its 3-D Secure page; a completed challenge settles the deposit
  // (credited once, then the wallet event on this app's bus), as a real acquirer's webhook would.
  if (providers.payments instanceof AcquirerSimulator) {
    app.register(acquirerSimulatorRoutes, {
      simulator: providers.payments,
      clock,
      frameAncestors: config.frameAncestors,
      onResult: async (result) => {
        await settleDeposit({ db: options.db, clock, events }, result);
      },
    });
  }
  // The geolocation verifier simulator takes the browser's coordinates and answers a signed token.
  if (providers.geo instanceof GeoVerifierSimulator) app.register(geoVerifierSimulatorRoutes, { simulator: providers.geo, db: options.db, clock, config });
  // The live-chat simulator answers the browser itself, as a chat vendor would; only while LIVE_CHAT is on.
  if (config.liveChat && providers.chat instanceof LiveChatSimulator) app.register(liveChatSimulatorRoutes, { simulator: providers.chat });
  // Development only: read what the outbox simulator "sent" (verification codes).
  // The reference e-instant studio: its games' pages and server, calling the wallet protocol.
  app.register(eInstantStudioRoutes, { config });
  // The reference micro-apps (sdk/routes/micro-apps.ts), handed the session by a one-time token.
  app.register(microAppRoutes, { config });
  if (config.devTools) app.register(devOutboxRoutes, { db: options.db });
  // Development and demos only: the super-app and native-shell simulators that host the product
  // (issue 22); the super-app's payment backend settles the trades its sheet was handed.
  if (config.devTools) {
    // The OAuth endpoints only while the super-app's OAuth server is the simulator (providers/super-app/host-oauth.ts).
    const oauth = providers.hostOAuth instanceof HostOAuthSimulator ? providers.hostOAuth : null;
    app.register(hostSimulatorRoutes, { settleTrade: (result) => settleHostTrade({ db: options.db, clock, events }, result), oauth, clock });
  }
  // The <script>-tag build for partner pages, at /elements/<version>/ (before the site's catch-all).
  app.register(scriptRoutes, { scriptDir: config.scriptDir, version: config.scriptVersion });
  app.register(siteRoutes, { siteDir: config.siteDir });
  return app;
}
