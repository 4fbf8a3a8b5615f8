import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../host-demo/server/app';
import { DEFAULT_GEO_SETTINGS, type ServerConfig } from '../../../host-demo/server/config';
import type { Database } from '../../../host-demo/server/db/database';
import { createPlayer } from '../../../host-demo/server/domains/players/players';
import { openSession } from '../../../host-demo/server/domains/sessions/sessions';
import { encodeMessage, type ClientInfo, type ResponseEnvelope } from '../../../sdk/commands/envelope';
import type { ManualClock } from './clock';

export const WEB_CLIENT: ClientInfo = { platform: 3, product: 61 };

/**
 * The app as tests use it: responses are checked against each command's response schema, and
 * the site folder is one that does not exist unless a test passes its own. The geo restriction
 * is off unless a test turns it on (`config: { geo }`): tests/server/geo*.test.ts hold it, and
 * the other suites test their own rules with players who would otherwise each need a location.
 */
export function testApp(db: Database, clock: ManualClock, options: Partial<BuildAppOptions> & { config?: Partial<ServerConfig> } = {}): FastifyInstance {
  return buildApp({
    db,
    clock,
    ...options,
    config: { validateResponses: true, siteDir: '/nonexistent/site/dist', geo: { ...DEFAULT_GEO_SETTINGS, restrict: false }, ...options.config },
  });
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  token?: string;
  /** Header carrying the token (default Api-Access-Token). */
  authHeader?: string;
  clientInfo?: ClientInfo | null;
  /** Sends this exact `message` instead of encoding `data`. */
  message?: string;
  /** The client address the server sees (default 127.0.0.1): per-address rate limits count it. */
  remoteAddress?: string;
  /** More headers, e.g. the geo token (`Geo-Token`). */
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  envelope: ResponseEnvelope<T>;
  response: LightMyRequestResponse;
}

/** Sends one command through /hapi exactly as the SDK transport does. */
export async function callHapi<T = unknown>(app: FastifyInstance, code: string, data: unknown, options: CallOptions = {}): Promise<CallResult<T>> {
  const method = options.method ?? 'POST';
  const clientInfo = options.clientInfo === null ? undefined : (options.clientInfo ?? WEB_CLIENT);
  const message = options.message ?? encodeMessage({ ...(clientInfo ? { clientInfo } : {}), data });
  const headers: Record<string, string> = { 'API-Execute-Command': code, ...options.headers };
  if (options.token) headers[options.authHeader ?? 'Api-Access-Token'] = options.token;
  const remote = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
  const response =
    method === 'GET'
      ? await app.inject({ method, url: `/hapi?message=${encodeURIComponent(message)}`, headers, ...remote })
      : await app.inject({ method, url: '/hapi', headers, payload: { message }, ...remote });
  return { envelope: response.json() as ResponseEnvelope<T>, response };
}

/** A new verified player with an open session. */
export async function playerWithSession(db: Database, clock: ManualClock, userName = 'test.player'): Promise<{ playerId: number; token: string; sessionId: number }> {
  return db.transaction(async (tx) => {
    const player = await createPlayer(tx, { firstName: 'Test', userName, verifiedStatus: 3, createdAt: clock.now() });
    const session = await openSession(tx, player.id, clock.now());
    return { playerId: player.id, ...session };
  });
}

/**
 * Row counts of every table, the players' rows and the sessions' times, to show that a request
 * changed nothing.
 */
export async function tableSnapshot(db: Database): Promise<Record<string, unknown>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, unknown> = {};
  for (const { table_name: t } of tables) snapshot[t] = (await db.query(`select count(*)::bigint as n from ${t}`)).rows[0];
  snapshot.sessionTimes = (await db.query('select id, last_seen_at, ended_at from sessions order by id')).rows;
  snapshot.playerRows = (await db.query('select * from players order by id')).rows;
  snapshot.codeRows = (await db.query('select id, attempts, consumed_at from verification_codes order by id')).rows;
  snapshot.ticketRows = (await db.query('select id, used_at from verification_tickets order by id')).rows;
  return snapshot;
}
