import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { EventBus } from '../../events/event-bus';
import { refreshStepMs, type CachedSession, type SessionCache } from './session-cache';

/** What a request learns from a valid session. */
export interface SessionPrincipal {
  sessionId: number;
  playerId: number;
}

/** An operator's restriction of a player (npm run player:restrict; players.rg_restriction). */
export type PlayerRestriction = 'aml' | 'pay-limit';

/**
 * A checked session with what the responsible-play guard needs, read in the same statement as the
 * session (and cached with it), so a session command costs no read of its own for the guard.
 */
export interface CheckedSession extends SessionPrincipal {
  /** A withdraw-only session (a self-excluded player's login with purpose 'withdraw'); fixed at login. */
  withdrawOnly: boolean;
  /** The player's restriction when the session was read; a change drops cached copies (session-cache.ts). */
  restriction: PlayerRestriction | null;
}

/** SHA-256 hex of a session token: the only form in which a token is stored or compared. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A fresh unguessable token: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opens a session for a player and returns its token. Only the token's hash is stored, so this
 * return value is the one and only time the raw token exists on the server.
 *
 * @example const { token } = await openSession(db, playerId, clock.now());
 */
export async function openSession(
  db: Queryable,
  playerId: number,
  nowMs: number,
  token: string = newSessionToken(),
): Promise<{ token: string; sessionId: number }> {
  const now = new Date(nowMs);
  const { rows } = await db.query<{ id: number }>(
    'insert into sessions (token_hash, player_id, created_at, last_seen_at) values ($1, $2, $3, $3) returning id',
    [hashToken(token), playerId, now],
  );
  return { token, sessionId: rows[0]!.id };
}

/** What {@link touchSession} may use beyond the database; both optional. */
export interface SessionCheckDeps {
  /** Open sessions checked recently in this process (session-cache.ts). */
  cache?: SessionCache;
  /** Where the ending of an expired session is published. */
  events?: EventBus;
}

interface SessionRow {
  id: number;
  player_id: number;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
  end_reason: SessionEndReason | null;
  restricted: boolean;
  rg_restriction: PlayerRestriction | null;
}

const principalOf = (s: CachedSession): CheckedSession => ({
  sessionId: s.sessionId,
  playerId: s.playerId,
  withdrawOnly: s.withdrawOnly,
  restriction: s.restriction,
});

/**
 * Checks a session token. A session idle for longer than `aliveSeconds`, or opened more than
 * `maxAgeSeconds` ago however active, is ended on the spot and refused with 401000003; a session
 * ended by a login on another device is refused with 403000618 and data { loginTime }; any other
 * unknown or ended token is refused with 401000002.
 *
 * A read does not write: at most one indexed read (sessions.token_hash, joined to the player's row
 * by its key for the player's restriction), none when the session is in `deps.cache`. last_seen_at is written only when it is older than {@link refreshStepMs} (at
 * most once a minute per active session), so idle expiry still works, early by at most that step.
 * Idle expiry stays on the server rather than being left to the client's inactivity logout: a
 * stolen token must not outlive the window because the tab that held it was closed.
 *
 * @example const { playerId } = await touchSession(db, token, clock.now(), 1800, 43_200, { cache, events });
 */
export async function touchSession(
  db: Queryable,
  token: string,
  nowMs: number,
  aliveSeconds: number,
  maxAgeSeconds: number,
  deps: SessionCheckDeps = {},
): Promise<CheckedSession> {
  const tokenHash = hashToken(token);
  const step = refreshStepMs(aliveSeconds);
  const isLive = (s: { createdAtMs: number; lastSeenAtMs: number }) => s.lastSeenAtMs >= nowMs - aliveSeconds * 1000 && s.createdAtMs > nowMs - maxAgeSeconds * 1000;

  const cached = deps.cache?.get(tokenHash);
  if (cached && isLive(cached) && cached.lastSeenAtMs > nowMs - step) return principalOf(cached);

  const epoch = deps.cache?.epoch ?? 0;
  const { rows } = await db.query<SessionRow>(
    `select s.id, s.player_id, s.created_at, s.last_seen_at, s.ended_at, s.end_reason, s.restricted, p.rg_restriction
       from sessions s join players p on p.id = s.player_id where s.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.sessionInvalid);
  if (row.ended_at) {
    deps.cache?.drop(row.id);
    if (row.end_reason === 'replaced') throw new GatewayError(ErrorCode.loggedInElsewhere, undefined, { loginTime: row.ended_at.getTime() });
    throw new GatewayError(ErrorCode.sessionInvalid);
  }

  const session: CachedSession = {
    sessionId: row.id,
    playerId: row.player_id,
    createdAtMs: row.created_at.getTime(),
    lastSeenAtMs: row.last_seen_at.getTime(),
    withdrawOnly: row.restricted,
    restriction: row.rg_restriction,
  };
  if (!isLive(session)) {
    // Gone stale: end it now (the one write of an expiry) and say so to every process.
    const ended = await endSession(db, row.id, nowMs, 'expired');
    if (deps.events) await publishSessionsEnded(deps.events, ended);
    deps.cache?.drop(row.id);
    throw new GatewayError(ErrorCode.sessionExpired);
  }
  if (session.lastSeenAtMs <= nowMs - step) {
    const refreshed = await db.query<{ id: number }>(
      'update sessions set last_seen_at = $2 where id = $1 and ended_at is null and last_seen_at < $2 returning id',
      [row.id, new Date(nowMs)],
    );
    // Ended between the read and this write (a logout, a login elsewhere): check it again.
    if (refreshed.rows.length === 0) return touchSession(db, token, nowMs, aliveSeconds, maxAgeSeconds, { ...deps, cache: undefined });
    session.lastSeenAtMs = nowMs;
  }
  deps.cache?.set(tokenHash, session, epoch);
  return principalOf(session);
}

/**
 * Why a session ended: logout, inactivity, a login on another device (the old token then answers
 * 403000618), a password reset or change.
 */
export type SessionEndReason = 'logout' | 'expired' | 'replaced' | 'password-reset' | 'password-changed' | 'restricted';

/** A session that a statement has just ended: publish it after commit ({@link publishSessionsEnded}). */
export interface EndedSession {
  sessionId: number;
  playerId: number;
  reason: SessionEndReason;
}

/**
 * Ends a session (logout) and answers it, or nothing when it had already ended. Publish the
 * answer after commit: a process caching the session, a socket held open on it, drop it then.
 *
 * @example await publishSessionsEnded(ctx.events, await endSession(ctx.db, sessionId, now));
 */
export async function endSession(db: Queryable, sessionId: number, nowMs: number, reason: SessionEndReason = 'logout'): Promise<EndedSession[]> {
  const { rows } = await db.query<{ id: number; player_id: number }>(
    'update sessions set ended_at = $2, end_reason = $3 where id = $1 and ended_at is null returning id, player_id',
    [sessionId, new Date(nowMs), reason],
  );
  return rows.map((r) => ({ sessionId: r.id, playerId: r.player_id, reason }));
}

/**
 * Tells every process that these sessions ended (`session-ended` on the bus): session caches drop
 * them, sockets on them close. Call after the commit that ended them, never inside it.
 */
export async function publishSessionsEnded(events: EventBus, ended: readonly EndedSession[]): Promise<void> {
  await Promise.all(ended.map((e) => events.publish({ kind: 'session-ended', sessionId: e.sessionId, playerId: e.playerId, reason: e.reason })));
}

/**
 * Ends every open session of a player except `keepSessionId` (when given), in one statement on
 * the partial index of open sessions, and answers them: publish them after commit
 * ({@link publishSessionsEnded}). A login ends the others as 'replaced' (SPEC §4: logged out
 * when logged in on another device); its time becomes their ended_at, the loginTime of 403000618.
 *
 * @example const ended = await db.transaction((tx) => endPlayerSessions(tx, playerId, now, 'replaced'));
 * await publishSessionsEnded(events, ended);
 */
export async function endPlayerSessions(
  db: Queryable,
  playerId: number,
  nowMs: number,
  reason: Exclude<SessionEndReason, 'logout' | 'expired'>,
  keepSessionId?: number,
): Promise<EndedSession[]> {
  const { rows } = await db.query<{ id: number }>(
    `update sessions set ended_at = $2, end_reason = $3
      where player_id = $1 and ended_at is null and id <> $4 returning id`,
    [playerId, new Date(nowMs), reason, keepSessionId ?? 0],
  );
  return rows.map((r) => ({ sessionId: r.id, playerId, reason }));
}
