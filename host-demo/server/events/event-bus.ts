/**
 * Events the gateway raises after a commit and delivers to whoever listens: the STOMP endpoint
 * (a player's /user/queue), the session cache (a session ended in any process ends here too).
 * Handlers publish through `ctx.events`; they never know who listens or in which process.
 *
 * One process (PGlite, tests): {@link InProcessEventBus}. Several processes on one PostgreSQL:
 * a LISTEN/NOTIFY bus with the same interface, so an event raised in one process reaches the
 * socket held by another.
 */
import EventEmitter from 'eventemitter3';

/** What a player's /user/queue carries (SPEC §7 WebSocket changeType). */
export type PlayerChangeType = 'wallet' | 'popup' | 'bet_insufficient' | 'systemTime';

export type GatewayEvent =
  /** Something changed for one player; `body` is sent as the frame's JSON body beside changeType. */
  | { kind: 'player'; playerId: number; changeType: PlayerChangeType; body?: Record<string, unknown> }
  /** A session ended (logout, login elsewhere, expiry, password change, exclusion). */
  | {
      kind: 'session-ended';
      sessionId: number;
      playerId: number;
      reason: string;
      /** What the closing socket tells the player beside the code (an exclusion's type and end). */
      data?: Record<string, unknown>;
    }
  /**
   * Something for every player with an open socket (an operator's message to all): the same
   * MESSAGE on each one's /user/queue, one event however many players there are.
   */
  | { kind: 'all-players'; changeType: PlayerChangeType; body?: Record<string, unknown> }
  /** An operator set or lifted a player's restriction (AML, pay limit): cached sessions of the player are re-read. */
  | { kind: 'player-restricted'; playerId: number };

export type EventListener = (event: GatewayEvent) => void;

export interface EventBus {
  /** Delivers `event` to every subscriber in every process sharing the bus. Call after commit. */
  publish(event: GatewayEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

/**
 * The bus of a single gateway process. Delivery is synchronous to subscribers; a throwing
 * subscriber does not stop the others.
 *
 * @example const bus = new InProcessEventBus(); bus.subscribe((e) => console.log(e));
 */
export class InProcessEventBus implements EventBus {
  private readonly emitter = new EventEmitter<{ event: [GatewayEvent] }>();

  async publish(event: GatewayEvent): Promise<void> {
    this.deliver(event);
  }

  /** Hands an event to this process's subscribers (also used by buses that receive from elsewhere). */
  deliver(event: GatewayEvent): void {
    for (const listener of this.emitter.listeners('event')) {
      try {
        listener(event);
      } catch {
        // One broken listener must not keep the event from the others.
      }
    }
  }

  subscribe(listener: EventListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
