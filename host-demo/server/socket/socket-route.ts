/**
 * The STOMP endpoint at /ws (@fastify/websocket): wires each WebSocket to a StompConnection,
 * the event bus to the registry of authorised connections, and two periodic tasks: server time
 * on /topic/system/time, and the sweep that closes sockets whose session has ended without an
 * event (an idle or too old session, or an ending raised before this process listened).
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { SOCKET_PATH } from '../../../sdk/socket/destinations';
import { SocketRegistry } from './socket-registry';
import { authenticateSocket, endedSessions } from './socket-sessions';
import { DEFAULT_FRAME_LIMITS } from './stomp-frame';
import { StompConnection, SYSTEM_TIME_TOPIC, systemTimeBody, type ConnectionLimits, type SocketTimers } from './stomp-connection';


export interface SocketOptions {
  limits: ConnectionLimits;
  /** Sockets one session may hold at once (one per tab). */
  maxSocketsPerSession: number;
  /** How often /topic/system/time carries the server time, ms. */
  systemTimeIntervalMs: number;
  /** How often the sockets' sessions are checked for an ending no event announced, ms. */
  sessionCheckIntervalMs: number;
  /**
   * A socket whose unsent data passes this many bytes (a client that stopped reading) is closed
   * rather than buffered without end.
   */
  maxBufferedBytes: number;
  /** Injected so tests drive heart-beats and periodic tasks. */
  timers: SocketTimers;
}

export const DEFAULT_SOCKET_OPTIONS: SocketOptions = {
  limits: { ...DEFAULT_FRAME_LIMITS, maxSubscriptions: 16, connectTimeoutMs: 10_000, heartBeatMs: 10_000 },
  maxSocketsPerSession: 8,
  systemTimeIntervalMs: 30_000,
  sessionCheckIntervalMs: 15_000,
  maxBufferedBytes: 1024 * 1024,
  timers: {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as NodeJS.Timeout),
  },
};

export interface SocketDeps {
  db: Database;
  clock: Clock;
  config: ServerConfig;
  events: EventBus;
  options?: Partial<SocketOptions>;
}

const OPEN = 1;

function toBytes(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

/** Registers GET /ws (a WebSocket upgrade) and the delivery of bus events to it. */
export async function socketRoutes(app: FastifyInstance, deps: SocketDeps): Promise<void> {
  const { db, clock, config, events } = deps;
  const options: SocketOptions = { ...DEFAULT_SOCKET_OPTIONS, ...deps.options };
  const { timers } = options;
  const registry = new SocketRegistry(options.maxSocketsPerSession, () => clock.now());

  // ws refuses a larger message itself (close 1009) before it is ever buffered whole.
  await app.register(fastifyWebsocket, { options: { maxPayload: options.limits.maxMessageBytes } });

  const offEvents = events.subscribe((event) => registry.deliver(event));
  const timeTicker = timers.setInterval(() => registry.broadcast(SYSTEM_TIME_TOPIC, systemTimeBody(clock.now())), options.systemTimeIntervalMs);

  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const ids = registry.sessionIds();
      for (let i = 0; i < ids.length; i += 1000) {
        for (const ended of await endedSessions(db, clock, config, ids.slice(i, i + 1000))) registry.endSession(ended.sessionId, ended.code, ended.data);
      }
    } catch (error) {
      app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'socket session sweep failed');
    } finally {
      sweeping = false;
    }
  };
  const sweeper = timers.setInterval(() => void sweep(), options.sessionCheckIntervalMs);

  app.addHook('onClose', async () => {
    offEvents();
    timers.clearInterval(timeTicker);
    timers.clearInterval(sweeper);
    for (const connection of registry.connections()) connection.closed();
  });

  app.get(SOCKET_PATH, { websocket: true }, (socket: WebSocket) => {
    const connection = new StompConnection({
      peer: {
        send: (text) => {
          if (socket.readyState !== OPEN) return;
          if (socket.bufferedAmount > options.maxBufferedBytes) {
            connection.closed();
            socket.terminate();
            return;
          }
          socket.send(text);
        },
        close: (code, reason) => socket.close(code, reason),
      },
      authKey: config.authKey,
      authenticate: (token) => authenticateSocket(db, clock, config, token),
      directory: registry,
      timers,
      limits: options.limits,
      now: () => clock.now(),
    });
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => connection.receive(toBytes(data)));
    socket.on('close', () => connection.closed());
    // A broken connection ends in 'close' too; without a listener ws would throw.
    socket.on('error', () => undefined);
  });
}
