/**
 * Open sessions this process has checked recently, so that most requests check their token
 * without a database statement. Correct only because every way a session ends publishes
 * `session-ended` on the event bus after commit (sessions.ts), every change of a player's
 * restriction publishes `player-restricted` (responsible-play/session-guard.ts), and the bus
 * reaches every process sharing the database (LISTEN/NOTIFY on PostgreSQL): the entry is dropped
 * at once, everywhere.
 * As a second line, an entry is trusted only until its session's next refresh step
 * ({@link refreshStepMs}), when the request goes back to the database anyway.
 */
import type { EventBus } from '../../events/event-bus';
import type { CheckedSession } from './sessions';

export interface CachedSession extends CheckedSession {
  createdAtMs: number;
  /** last_seen_at as stored: the cache never moves it, only a database refresh does. */
  lastSeenAtMs: number;
}

/**
 * A bounded map from token hash to open session, emptied of a session as soon as the bus says it
 * ended. Oldest entries go first when full (a Map iterates in insertion order).
 *
 * @example const cache = new SessionCache(10_000, events); // … cache.close() on shutdown
 */
export class SessionCache {
  readonly #byHash = new Map<string, CachedSession>();
  readonly #hashById = new Map<number, string>();
  readonly #unsubscribe: () => void;
  /**
   * Bumped by every session-ended and player-restricted event: a database read that started
   * before an event may have seen the session open or the old restriction, so its result is not
   * cached (see {@link set}).
   */
  #epoch = 0;

  constructor(
    private readonly maxEntries: number,
    events: EventBus,
  ) {
    this.#unsubscribe = events.subscribe((event) => {
      if (event.kind === 'session-ended') {
        this.#epoch += 1;
        this.drop(event.sessionId);
      } else if (event.kind === 'player-restricted') {
        this.#epoch += 1;
        this.dropPlayer(event.playerId);
      }
    });
  }

  /** Read this before a database read of a session; pass it to {@link set}. */
  get epoch(): number {
    return this.#epoch;
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.#byHash.get(tokenHash);
  }

  /** Caches a session read from the database, unless a session ended since `epochAtRead`. */
  set(tokenHash: string, session: CachedSession, epochAtRead: number): void {
    if (this.maxEntries <= 0 || epochAtRead !== this.#epoch) return;
    this.#byHash.delete(tokenHash);
    if (this.#byHash.size >= this.maxEntries) {
      const oldest = this.#byHash.keys().next().value;
      if (oldest !== undefined) this.#forget(oldest);
    }
    this.#byHash.set(tokenHash, session);
    this.#hashById.set(session.sessionId, tokenHash);
  }

  drop(sessionId: number): void {
    const hash = this.#hashById.get(sessionId);
    if (hash !== undefined) this.#forget(hash);
  }

  /**
   * Drops every session of a player. A walk of the whole map: restrictions change by an
   * operator's hand, rarely, so no per-player index is kept for them on the hot path.
   */
  dropPlayer(playerId: number): void {
    for (const [hash, entry] of this.#byHash) if (entry.playerId === playerId) this.#forget(hash);
  }

  get size(): number {
    return this.#byHash.size;
  }

  close(): void {
    this.#unsubscribe();
    this.#byHash.clear();
    this.#hashById.clear();
  }

  #forget(hash: string): void {
    const entry = this.#byHash.get(hash);
    this.#byHash.delete(hash);
    if (entry) this.#hashById.delete(entry.sessionId);
  }
}

/**
 * How stale last_seen_at may get before a request refreshes it: a tenth of the inactivity window,
 * at most a minute. A read then writes at most once a minute per active session instead of once
 * per request; idle expiry is early by at most this step (a session idle for between
 * `alive - step` and `alive` may already be ended), never late, so the server never keeps a
 * session beyond the inactivity the client enforces (SPEC §4, checked every 3 s).
 */
export function refreshStepMs(aliveSeconds: number): number {
  return Math.min(60_000, Math.floor((aliveSeconds * 1000) / 10));
}
