/**
 * The authorised connections of this process, by player and by session: where a player event
 * finds the player's sockets, and where a session ending finds the sockets it must close.
 */
import type { GatewayEvent } from '../events/event-bus';
import { codeForEnding } from './socket-sessions';
import type { ConnectionDirectory, StompConnection } from './stomp-connection';

function addTo<K>(map: Map<K, Set<StompConnection>>, key: K, connection: StompConnection): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(connection);
}

function removeFrom<K>(map: Map<K, Set<StompConnection>>, key: K, connection: StompConnection): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) map.delete(key);
}

export class SocketRegistry implements ConnectionDirectory {
  readonly #byPlayer = new Map<number, Set<StompConnection>>();
  readonly #bySession = new Map<number, Set<StompConnection>>();
  readonly #all = new Set<StompConnection>();

  /**
   * @param maxPerSession sockets one session may hold at once (its tabs, say).
   * @param now server time, epoch ms (the loginTime of a session replaced by a login elsewhere).
   */
  constructor(
    private readonly maxPerSession: number,
    private readonly now: () => number,
  ) {}

  add(connection: StompConnection): boolean {
    const principal = connection.principal;
    if (!principal) return false;
    if ((this.#bySession.get(principal.sessionId)?.size ?? 0) >= this.maxPerSession) return false;
    this.#all.add(connection);
    addTo(this.#byPlayer, principal.playerId, connection);
    addTo(this.#bySession, principal.sessionId, connection);
    return true;
  }

  remove(connection: StompConnection): void {
    const principal = connection.principal;
    if (!principal || !this.#all.delete(connection)) return;
    removeFrom(this.#byPlayer, principal.playerId, connection);
    removeFrom(this.#bySession, principal.sessionId, connection);
  }

  get size(): number {
    return this.#all.size;
  }

  /** Sessions that hold at least one socket (the sweep checks them for endings). */
  sessionIds(): number[] {
    return [...this.#bySession.keys()];
  }

  /**
   * Hands a bus event to the sockets it concerns: a player event as a MESSAGE on that player's
   * /user/queue (JSON body: changeType and the event's fields), a session ending as an ERROR
   * with the session's code, then close.
   */
  deliver(event: GatewayEvent): void {
    if (event.kind === 'player') {
      const sockets = this.#byPlayer.get(event.playerId);
      if (!sockets) return;
      const body = JSON.stringify({ ...event.body, changeType: event.changeType });
      for (const socket of sockets) socket.sendToUser(body);
    } else if (event.kind === 'all-players') {
      const body = JSON.stringify({ ...event.body, changeType: event.changeType });
      for (const socket of this.#all) socket.sendToUser(body);
    } else if (event.kind === 'session-ended') {
      const data = event.reason === 'replaced' ? { loginTime: this.now() } : event.data;
      this.endSession(event.sessionId, codeForEnding(event.reason), data);
    }
  }

  /** Closes every socket of a session with `code`. */
  endSession(sessionId: number, code: number, data?: Record<string, unknown>): void {
    for (const socket of [...(this.#bySession.get(sessionId) ?? [])]) socket.endWithCode(code, data);
  }

  /** The same MESSAGE body to every subscriber of `topic`. */
  broadcast(topic: string, body: string): void {
    for (const socket of this.#all) socket.sendToTopic(topic, body);
  }

  /** Every socket, for shutdown. */
  connections(): StompConnection[] {
    return [...this.#all];
  }
}
