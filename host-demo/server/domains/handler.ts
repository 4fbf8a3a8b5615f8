import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ClientInfo, CommandDefinition } from '../../../sdk/commands';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Providers } from '../providers';
import type { EventBus } from '../events/event-bus';
import { ErrorCode } from '../../../sdk/errors/codes';
import { GatewayError } from '../errors/gateway-error';
import type { SessionPrincipal } from './sessions/sessions';
import type { PlayerStanding } from './players/player-standing';
import type { BalanceCache } from './wallet/balance-cache';
import type { TicketTreeCache } from './orders/ticket-tree-cache';

/** Everything a command handler may use; injected per request so handlers stay pure functions. */
export interface HandlerContext {
  db: Database;
  clock: Clock;
  config: ServerConfig;
  log: FastifyBaseLogger;
  requestId: string;
  clientInfo: ClientInfo | undefined;
  /** clientInfo.language, else en-US. */
  language: 'en-US' | 'ar-AE';
  /** Set when the request carried a valid session token. */
  session: SessionPrincipal | null;
  /** Third parties (SMS and e-mail, eKYC): simulators in the reference server. */
  providers: Providers;
  /** Publish after commit: a player's socket events, session endings (events/event-bus.ts). */
  events: EventBus;
  /**
   * Origin the request was sent to (`https://site.example`, from the Host header and, behind a
   * trusted proxy, X-Forwarded-Proto/Host): how a handler answers an absolute URL on this server
   * (the 3-D Secure page, SPEC §4 "redirect beginning with http"). Set by the gateway.
   */
  origin?: string;
  /**
   * The request's `Origin` header, when a browser sent one (a cross-origin call from a partner
   * page, SPEC: partner sites): which site a page that called is on. Set by the gateway.
   */
  requestOrigin?: string;
  /**
   * The session player's standing (KYC, geo), read at most once per request: the router sets it
   * for a request with a session, and the geo gate and {@link requireVerified} share it. Absent,
   * a gate reads the row itself.
   */
  playerStanding?: () => Promise<PlayerStanding>;
  /**
   * This process's balance cache (wallet/balance-cache.ts), set by the router: the balance read
   * (100124) answers from it. Absent, the read goes to the database.
   */
  balanceCache?: BalanceCache;
  /**
   * This process's ticket trees of closed draws (orders/ticket-tree-cache.ts), set by the router:
   * the ticket proofs (101068) build a draw's tree once. Absent, each request builds it.
   */
  ticketTrees?: TicketTreeCache;
}

/**
 * Handles one command: receives `data` already validated by the command's request schema and
 * returns the `data` of a successful answer. Expected failures are thrown as GatewayError.
 */
export type CommandHandler<C extends CommandDefinition> = (
  ctx: HandlerContext,
  data: z.output<C['request']>,
) => Promise<z.input<C['response']>>;

/** The session of a session command; the router has already refused requests without one. */
export function requireSession(ctx: HandlerContext): SessionPrincipal {
  if (!ctx.session) throw new GatewayError(ErrorCode.sessionMissing);
  return ctx.session;
}
