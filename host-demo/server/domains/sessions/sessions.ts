import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';

/** What a request learns from a valid session. */
export interface SessionPrincipal {
  sessionId: number;
  playerId: number;
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

/**
 * Checks a session token and records the activity. A session idle for longer than
 * `aliveSeconds`, or opened more than `maxAgeSeconds` ago however active, is ended on the spot
 * and refused with 401000003; a session ended by a login on another device is refused with
 * 403000618 and data { loginTime }; any other unknown or ended token is refused with 401000002.
 *
 * NOTE (issue 8): this writes last_seen_at on every request; reads should not write. The lifetime
 * rides on the same statement, so it adds no write of its own.
 */
export async function touchSession(db: Queryable, token: string, nowMs: number, aliveSeconds: number, maxAgeSeconds: number): Promise<SessionPrincipal> {
  const tokenHash = hashToken(token);
  const now = new Date(nowMs);
  const freshSince = new Date(nowMs - aliveSeconds * 1000);
  const openedSince = new Date(nowMs - maxAgeSeconds * 1000);
  // Hot path: one statement that checks freshness and lifetime and refreshes last_seen_at.
  const touched = await db.query<{ id: number; player_id: number }>(
    `update sessions set last_seen_at = $2
      where token_hash = $1 and ended_at is null and last_seen_at >= $3 and created_at > $4
      returning id, player_id`,
    [tokenHash, now, freshSince, openedSince],
  );
  const row = touched.rows[0];
  if (row) return { sessionId: row.id, playerId: row.player_id };

  // Not fresh, or too old: if it is still open it has gone stale, so end it now.
  const expired = await db.query<{ id: number }>(
    `update sessions set ended_at = $2, end_reason = 'expired'
      where token_hash = $1 and ended_at is null
      returning id`,
    [tokenHash, now],
  );
  if (expired.rows.length > 0) throw new GatewayError(ErrorCode.sessionExpired);

  // Ended: a session replaced by a login elsewhere says so, with the time of that login.
  const ended = await db.query<{ end_reason: SessionEndReason; ended_at: Date }>(
    'select end_reason, ended_at from sessions where token_hash = $1',
    [tokenHash],
  );
  const endedRow = ended.rows[0];
  if (endedRow?.end_reason === 'replaced') throw new GatewayError(ErrorCode.loggedInElsewhere, undefined, { loginTime: endedRow.ended_at.getTime() });
  throw new GatewayError(ErrorCode.sessionInvalid);
}

/**
 * Why a session ended: logout, inactivity, a login on another device (the old token then answers
 * 403000618), a password reset or change.
 */
export type SessionEndReason = 'logout' | 'expired' | 'replaced' | 'password-reset' | 'password-changed';

/** Ends a session (logout). Ending an ended session changes nothing. */
export async function endSession(db: Queryable, sessionId: number, nowMs: number, reason: SessionEndReason = 'logout'): Promise<void> {
  await db.query('update sessions set ended_at = $2, end_reason = $3 where id = $1 and ended_at is null', [sessionId, new Date(nowMs), reason]);
}

/**
 * Ends every open session of a player except `keepSessionId` (when given), in one statement on
 * the partial index of open sessions. A login ends the others as 'replaced' (SPEC §4: logged out
 * when logged in on another device); its time becomes their ended_at, the loginTime of 403000618.
 *
 * @example await endPlayerSessions(tx, playerId, now, 'replaced');
 */
export async function endPlayerSessions(
  db: Queryable,
  playerId: number,
  nowMs: number,
  reason: Exclude<SessionEndReason, 'logout' | 'expired'>,
  keepSessionId?: number,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `update sessions set ended_at = $2, end_reason = $3
      where player_id = $1 and ended_at is null and id <> $4 returning id`,
    [playerId, new Date(nowMs), reason, keepSessionId ?? 0],
  );
  return rows.length;
}
