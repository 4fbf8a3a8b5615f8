/**
 * The event bus of several gateway processes on one PostgreSQL: LISTEN/NOTIFY on one channel.
 * An event published here reaches this process's subscribers at once and every other process's
 * through a NOTIFY (JSON, a few hundred bytes; PostgreSQL's limit is 8000), so a wallet event
 * raised where the deposit was credited reaches the socket held by another process, and a
 * session ending reaches every process's sockets and session cache.
 *
 * The LISTEN runs on a dedicated connection (a pooled one would be handed to queries and lose
 * it); NOTIFY goes through a small pool of its own. A lost LISTEN connection is re-opened with
 * back-off; what was published meanwhile is lost to this process, which the socket sweep and
 * the session rules tolerate (events are hints to refresh, not the record).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { InProcessEventBus, type EventBus, type EventListener, type GatewayEvent, type PlayerChangeType } from './event-bus';

export interface PostgresEventBusOptions {
  connectionString: string;
  /** LISTEN/NOTIFY channel shared by the processes of one deployment (default nl_gateway_events). */
  channel?: string;
  /** First wait before re-opening a lost LISTEN connection, ms, doubled up to 30 s (default 500). */
  reconnectDelayMs?: number;
  /** Told about a lost connection or a failed re-open (the process's logger). */
  onError?: (error: Error) => void;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** NOTIFY refuses payloads of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7900;
const CHANGE_TYPES: readonly PlayerChangeType[] = ['wallet', 'popup', 'bet_insufficient', 'systemTime'];
const MAX_RECONNECT_MS = 30_000;

interface Envelope {
  /** The publishing process: it delivered locally already and skips its own notification. */
  o: string;
  e: GatewayEvent;
}

const isId = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

/**
 * A notification's event, or null for anything that is not one (another program may NOTIFY the
 * channel; it must not reach a player's socket as something else).
 */
export function decodeNotification(payload: string | undefined): { origin: string; event: GatewayEvent } | null {
  if (!payload) return null;
  let parsed: Partial<Envelope>;
  try {
    parsed = JSON.parse(payload) as Partial<Envelope>;
  } catch {
    return null;
  }
  const e = parsed?.e as Record<string, unknown> | undefined;
  if (typeof parsed?.o !== 'string' || !e || typeof e !== 'object') return null;
  if (e.kind === 'player' && isId(e.playerId) && CHANGE_TYPES.includes(e.changeType as PlayerChangeType)) {
    const body = e.body;
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) return null;
    return {
      origin: parsed.o,
      event: { kind: 'player', playerId: e.playerId, changeType: e.changeType as PlayerChangeType, ...(body ? { body: body as Record<string, unknown> } : {}) },
    };
  }
  if (e.kind === 'session-ended' && isId(e.sessionId) && isId(e.playerId) && typeof e.reason === 'string') {
    const data = e.data;
    if (data !== undefined && (data === null || typeof data !== 'object' || Array.isArray(data))) return null;
    return {
      origin: parsed.o,
      event: { kind: 'session-ended', sessionId: e.sessionId, playerId: e.playerId, reason: e.reason, ...(data ? { data: data as Record<string, unknown> } : {}) },
    };
  }
  if (e.kind === 'all-players' && CHANGE_TYPES.includes(e.changeType as PlayerChangeType)) {
    const body = e.body;
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) return null;
    return { origin: parsed.o, event: { kind: 'all-players', changeType: e.changeType as PlayerChangeType, ...(body ? { body: body as Record<string, unknown> } : {}) } };
  }
  if (e.kind === 'player-restricted' && isId(e.playerId)) return { origin: parsed.o, event: { kind: 'player-restricted', playerId: e.playerId } };
  return null;
}

/**
 * @example
 * const events = await PostgresEventBus.open({ connectionString: process.env.DATABASE_URL! });
 * const app = buildApp({ db, events });
 * // on shutdown, after app.close(): await events.close();
 */
export class PostgresEventBus implements EventBus {
  readonly #local = new InProcessEventBus();
  readonly #origin = randomUUID();
  readonly #channel: string;
  readonly #options: PostgresEventBusOptions;
  readonly #publisher: pg.Pool;
  #listener: pg.Client | null = null;
  #closed = false;
  #retry: NodeJS.Timeout | null = null;
  #delay: number;

  private constructor(options: PostgresEventBusOptions) {
    this.#options = options;
    this.#channel = options.channel ?? 'nl_gateway_events';
    if (!CHANNEL.test(this.#channel)) throw new Error(`channel must match ${CHANNEL}`);
    this.#delay = options.reconnectDelayMs ?? 500;
    this.#publisher = new pg.Pool({ connectionString: options.connectionString, max: 2 });
    this.#publisher.on('error', () => undefined); // an idle client's failure: the next NOTIFY reports it
  }

  /** Connects the LISTEN connection before resolving, so no event published after it is missed. */
  static async open(options: PostgresEventBusOptions): Promise<PostgresEventBus> {
    const bus = new PostgresEventBus(options);
    try {
      await bus.#listen();
    } catch (error) {
      await bus.#publisher.end();
      throw error;
    }
    return bus;
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#options.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== this.#channel) return;
      const decoded = decodeNotification(message.payload);
      if (decoded && decoded.origin !== this.#origin) this.#local.deliver(decoded.event);
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('LISTEN connection ended')));
    await client.connect();
    await client.query(`listen ${this.#channel}`);
    this.#listener = client;
    this.#delay = this.#options.reconnectDelayMs ?? 500;
  }

  #lost(client: pg.Client, error: Error): void {
    if (this.#closed || this.#listener !== client) return;
    this.#listener = null;
    client.end().catch(() => undefined);
    this.#options.onError?.(error);
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.#listen().catch((error: unknown) => {
        this.#options.onError?.(error instanceof Error ? error : new Error(String(error)));
        this.#delay = Math.min(this.#delay * 2, MAX_RECONNECT_MS);
        this.#scheduleReconnect();
      });
    }, this.#delay);
  }

  /** Delivers here at once, then to the other processes; rejects if the NOTIFY failed. */
  async publish(event: GatewayEvent): Promise<void> {
    const payload = JSON.stringify({ o: this.#origin, e: event } satisfies Envelope);
    if (Buffer.byteLength(payload, 'utf8') > MAX_NOTIFY_BYTES) throw new Error(`event too large for NOTIFY (${event.kind})`);
    this.#local.deliver(event);
    await this.#publisher.query('select pg_notify($1, $2)', [this.#channel, payload]);
  }

  subscribe(listener: EventListener): () => void {
    return this.#local.subscribe(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    const listener = this.#listener;
    this.#listener = null;
    await Promise.allSettled([listener?.end(), this.#publisher.end()]);
    await this.#local.close();
  }
}
