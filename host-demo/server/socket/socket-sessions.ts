/**
 * The socket's only contact with sessions: checking the token of a CONNECT, and finding which
 * connected sessions have since ended. Everything else in socket/ goes through these two
 * functions, so a change to how sessions are kept (a cache, fewer writes) is made here once.
 */
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { EXCLUSION_END_REASON } from '../domains/responsible-play/exclusions';
import { touchSession, type SessionPrincipal } from '../domains/sessions/sessions';
import { ErrorCode } from '../../../sdk/errors/codes';

export type SessionSettings = Pick<ServerConfig, 'userAliveDurationSecond' | 'sessionMaxAgeSeconds'>;

/**
 * Checks a CONNECT's session token with the gateway's own rule (an unknown, ended, idle or too
 * old token is refused with the code /hapi would answer). Opening a socket is activity, as a
 * command is: it keeps the session alive the same way.
 *
 * @example const principal = await authenticateSocket(db, clock, config, token);
 */
export function authenticateSocket(db: Queryable, clock: Clock, config: SessionSettings, token: string): Promise<SessionPrincipal> {
  return touchSession(db, token, clock.now(), config.userAliveDurationSecond, config.sessionMaxAgeSeconds);
}

/** A connected session found ended, with the code its socket is closed with. */
export interface EndedSession {
  sessionId: number;
  code: number;
  /** 403000618 carries { loginTime }, the time of the login that replaced the session. */
  data?: Record<string, unknown>;
}

/**
 * Which of `sessionIds` can no longer be used: ended (logout, a login elsewhere, a password
 * change), idle beyond the alive time, or past the maximum age. One read on the primary key for
 * all of a process's sockets, never a write: the sweep that calls it must not keep a session
 * alive that its player has left.
 */
export async function endedSessions(db: Queryable, clock: Clock, config: SessionSettings, sessionIds: readonly number[]): Promise<EndedSession[]> {
  if (sessionIds.length === 0) return [];
  const now = clock.now();
  const { rows } = await db.query<{ id: number; end_reason: string | null; ended_at: Date | null }>(
    `select id, end_reason, ended_at from sessions
      where id = any($1::bigint[])
        and (ended_at is not null or last_seen_at < $2 or created_at <= $3)`,
    [sessionIds, new Date(now - config.userAliveDurationSecond * 1000), new Date(now - config.sessionMaxAgeSeconds * 1000)],
  );
  return rows.map((row) => ({
    sessionId: Number(row.id),
    code: codeForEnding(row.end_reason ?? 'expired'),
    ...(row.end_reason === 'replaced' && row.ended_at ? { data: { loginTime: row.ended_at.getTime() } } : {}),
  }));
}

/**
 * The code a closed socket carries, the one /hapi would answer the same token with, so the SDK
 * applies the same policy: a login elsewhere shows the logged-out dialog, an expiry sends to login.
 */
export function codeForEnding(reason: string): number {
  if (reason === 'replaced') return ErrorCode.loggedInElsewhere;
  // An exclusion or break just taken: the player learns why (the break's dialog with its end), not
  // only that the session is gone; the old token's /hapi answer is the plain session ending.
  if (reason === EXCLUSION_END_REASON) return ErrorCode.selfExcluded;
  if (reason === 'expired') return ErrorCode.sessionExpired;
  return ErrorCode.sessionInvalid;
}
