/**
 * One client's STOMP 1.2 session over a WebSocket: CONNECT (authorised by the session token),
 * SUBSCRIBE and UNSUBSCRIBE to the player's own /user/queue and to /topic/system/time, DISCONNECT
 * with its receipt, heart-beats both ways. The server only sends; a client's SEND is refused.
 * Anything malformed or out of bounds ends the connection with an ERROR frame, never the process.
 */
import type { SessionPrincipal } from '../domains/sessions/sessions';
import { GatewayError } from '../errors/gateway-error';
import { gatewayMessage } from '../errors/messages';
import { ErrorCode } from '../../../sdk/errors/codes';
import { readFrames, writeFrame, type FrameLimits, type StompFrame } from './stomp-frame';

import { SYSTEM_TIME_TOPIC, USER_QUEUE } from '../../../sdk/socket/destinations';

export { SYSTEM_TIME_TOPIC, USER_QUEUE };

/** What the connection needs of its WebSocket. */
export interface SocketPeer {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface SocketTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface ConnectionLimits extends FrameLimits {
  /** Subscriptions one connection may hold at once. */
  maxSubscriptions: number;
  /** A socket that has not sent CONNECT this long after opening is closed, ms. */
  connectTimeoutMs: number;
  /** The server's heart-beat offer, ms, both ways (STOMP `heart-beat: sx,sy`); 0 for none. */
  heartBeatMs: number;
}

/** Where authorised connections are listed, so events and endings can find them. */
export interface ConnectionDirectory {
  /** False when the session already holds as many sockets as allowed. */
  add(connection: StompConnection): boolean;
  remove(connection: StompConnection): void;
}

export interface ConnectionDeps {
  peer: SocketPeer;
  /** Header carrying the session token (config.authKey); `passcode` is read too. */
  authKey: string;
  /** Checks a token; rejects with a GatewayError for a missing, unknown, ended or expired one. */
  authenticate(token: string): Promise<SessionPrincipal>;
  directory: ConnectionDirectory;
  timers: SocketTimers;
  limits: ConnectionLimits;
  /** Server time, epoch ms (the `/topic/system/time` body). */
  now(): number;
}

/** WebSocket close codes: normal, protocol error, policy (authorisation, limits). */
const CLOSE = { normal: 1000, protocol: 1002, policy: 1008 } as const;

type State = 'awaiting-connect' | 'authenticating' | 'connected' | 'closed';

export class StompConnection {
  #state: State = 'awaiting-connect';
  #principal: SessionPrincipal | null = null;
  readonly #subscriptions = new Map<string, string>();
  #messageId = 0;
  #connectTimer: unknown = null;
  #sendBeat: unknown = null;
  #watchBeat: unknown = null;
  #heardSinceCheck = true;
  readonly #deps: ConnectionDeps;

  constructor(deps: ConnectionDeps) {
    this.#deps = deps;
    this.#connectTimer = deps.timers.setTimeout(() => this.#fail('no CONNECT in time', CLOSE.policy), deps.limits.connectTimeoutMs);
  }

  /** The session this socket is authorised by, once CONNECTED. */
  get principal(): SessionPrincipal | null {
    return this.#principal;
  }

  get isOpen(): boolean {
    return this.#state !== 'closed';
  }

  /** One WebSocket message from the client. */
  receive(data: Uint8Array): void {
    if (this.#state === 'closed') return;
    this.#heardSinceCheck = true;
    const read = readFrames(data, this.#deps.limits);
    if (!read.ok) return this.#fail(read.reason, CLOSE.protocol);
    for (const frame of read.frames) {
      if (!this.isOpen) return;
      this.#handle(frame);
    }
  }

  /** The WebSocket closed (by either side): forget timers and the directory entry. */
  closed(): void {
    if (this.#state === 'connected') this.#deps.directory.remove(this);
    this.#state = 'closed';
    this.#stopTimers();
  }

  /** A MESSAGE on each of this player's /user/queue subscriptions. */
  sendToUser(body: string): void {
    for (const [id, destination] of this.#subscriptions) {
      if (destination === USER_QUEUE || destination.startsWith(`${USER_QUEUE}/`)) this.#message(id, destination, body);
    }
  }

  /** A MESSAGE on each subscription to `topic`. */
  sendToTopic(topic: string, body: string): void {
    for (const [id, destination] of this.#subscriptions) if (destination === topic) this.#message(id, destination, body);
  }

  /**
   * Ends the connection with an ERROR frame carrying a gateway code (a session that ended:
   * 403000618 for a login elsewhere, 401000003 expired, 401000002 otherwise), so the client can
   * apply the same policy as for a command.
   */
  endWithCode(code: number, data?: Record<string, unknown>): void {
    this.#error(String(code), JSON.stringify({ code, message: gatewayMessage(code, 'en-US'), ...(data ? { data } : {}) }));
    this.#close(CLOSE.policy, 'session ended');
  }

  #handle(frame: StompFrame): void {
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        // A failure beyond the token check (a socket gone mid-send) closes this connection only.
        return void this.#connect(frame).catch(() => this.#close(CLOSE.policy, 'connect failed'));
      case 'SUBSCRIBE':
        return this.#whenConnected(() => this.#subscribe(frame));
      case 'UNSUBSCRIBE':
        return this.#whenConnected(() => {
          const id = frame.headers.id;
          if (id === undefined) return this.#fail('UNSUBSCRIBE needs an id', CLOSE.protocol);
          this.#subscriptions.delete(id);
          this.#receipt(frame);
        });
      case 'DISCONNECT':
        this.#receipt(frame);
        return this.#close(CLOSE.normal, 'disconnected');
      case 'ACK':
      case 'NACK':
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        // Every subscription is ack:auto and nothing is transacted: accepted, nothing to do.
        return this.#whenConnected(() => this.#receipt(frame));
      case 'SEND':
        return this.#fail('clients cannot send to this server', CLOSE.policy);
      default:
        return this.#fail('unknown command', CLOSE.protocol);
    }
  }

  async #connect(frame: StompFrame): Promise<void> {
    if (this.#state !== 'awaiting-connect') return this.#fail('already connected', CLOSE.protocol);
    const versions = (frame.headers['accept-version'] ?? '').split(',');
    if (!versions.includes('1.2')) return this.#fail('only STOMP 1.2 is supported', CLOSE.protocol, { version: '1.2' });
    const token = headerIgnoringCase(frame.headers, this.#deps.authKey) || frame.headers.passcode;
    this.#state = 'authenticating';
    let principal: SessionPrincipal;
    try {
      if (!token) throw new GatewayError(ErrorCode.sessionMissing);
      principal = await this.#deps.authenticate(token);
    } catch (error) {
      if (!this.isOpen) return;
      const code = error instanceof GatewayError ? error.code : ErrorCode.unexpected;
      return this.endWithCode(code, error instanceof GatewayError ? (error.data as Record<string, unknown> | undefined) : undefined);
    }
    if (!this.isOpen) return; // the client left while the token was checked
    this.#principal = principal;
    this.#state = 'connected';
    if (!this.#deps.directory.add(this)) {
      this.#state = 'authenticating'; // never listed: nothing to remove on close
      return this.#fail('too many sockets for this session', CLOSE.policy);
    }
    this.#deps.timers.clearTimeout(this.#connectTimer);
    this.#connectTimer = null;
    const heartBeat = this.#negotiateHeartBeat(frame.headers['heart-beat']);
    this.#deps.peer.send(writeFrame('CONNECTED', { version: '1.2', 'heart-beat': heartBeat, server: 'nl-gateway/1' }));
  }

  /**
   * STOMP 1.2 heart-beating: the client offers `cx,cy` (what it sends, what it wants); we send
   * every max(sx, cy) and expect something every max(cx, sy), closing after two silent periods.
   */
  #negotiateHeartBeat(offer: string | undefined): string {
    const ours = this.#deps.limits.heartBeatMs;
    const [cx = 0, cy = 0] = /^\d{1,9},\d{1,9}$/.test(offer ?? '') ? offer!.split(',').map(Number) : [];
    if (ours > 0 && cy > 0) {
      this.#sendBeat = this.#deps.timers.setInterval(() => this.#deps.peer.send('\n'), Math.max(ours, cy));
    }
    if (ours > 0 && cx > 0) {
      let silent = 0;
      this.#watchBeat = this.#deps.timers.setInterval(() => {
        silent = this.#heardSinceCheck ? 0 : silent + 1;
        this.#heardSinceCheck = false;
        if (silent >= 2) this.#close(CLOSE.policy, 'heart-beat missed');
      }, Math.max(ours, cx));
    }
    return `${ours},${ours}`;
  }

  #subscribe(frame: StompFrame): void {
    const { id, destination } = frame.headers;
    if (id === undefined || destination === undefined) return this.#fail('SUBSCRIBE needs an id and a destination', CLOSE.protocol);
    const own = destination === USER_QUEUE || (destination.startsWith(`${USER_QUEUE}/`) && destination.length <= 128);
    if (!own && destination !== SYSTEM_TIME_TOPIC) return this.#fail('no such destination', CLOSE.policy);
    if (this.#subscriptions.has(id)) return this.#fail('subscription id already in use', CLOSE.protocol);
    if (this.#subscriptions.size >= this.#deps.limits.maxSubscriptions) return this.#fail('too many subscriptions', CLOSE.policy);
    this.#subscriptions.set(id, destination);
    this.#receipt(frame);
    // The time at once: the client keeps its offset from the first message, not 30 s later.
    if (destination === SYSTEM_TIME_TOPIC) this.#message(id, destination, systemTimeBody(this.#deps.now()));
  }

  #whenConnected(fn: () => void): void {
    if (this.#state === 'connected') fn();
    else if (this.#state === 'awaiting-connect') this.#fail('CONNECT first', CLOSE.protocol);
    // While the token is being checked a well-behaved client sends nothing; the rest is dropped.
  }

  #message(subscription: string, destination: string, body: string): void {
    this.#messageId += 1;
    this.#deps.peer.send(
      writeFrame('MESSAGE', { subscription, destination, 'message-id': String(this.#messageId), 'content-type': 'application/json' }, body),
    );
  }

  #receipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.#deps.peer.send(writeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  #error(message: string, body = '', extra: Record<string, string> = {}): void {
    if (this.#state === 'closed') return;
    this.#deps.peer.send(writeFrame('ERROR', { message, ...extra, ...(body ? { 'content-type': 'application/json' } : {}) }, body));
  }

  #fail(reason: string, closeCode: number, extra: Record<string, string> = {}): void {
    this.#error(reason, '', extra);
    this.#close(closeCode, reason);
  }

  #close(code: number, reason: string): void {
    if (this.#state === 'closed') return;
    this.closed();
    this.#deps.peer.close(code, reason);
  }

  #stopTimers(): void {
    const { timers } = this.#deps;
    if (this.#connectTimer !== null) timers.clearTimeout(this.#connectTimer);
    if (this.#sendBeat !== null) timers.clearInterval(this.#sendBeat);
    if (this.#watchBeat !== null) timers.clearInterval(this.#watchBeat);
    this.#connectTimer = this.#sendBeat = this.#watchBeat = null;
  }
}

/** The body of a /topic/system/time message (and of a systemTime event on the user queue). */
export function systemTimeBody(serverTime: number): string {
  return JSON.stringify({ changeType: 'systemTime', serverTime });
}

function headerIgnoringCase(headers: Record<string, string>, name: string): string | undefined {
  if (headers[name] !== undefined) return headers[name];
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === lower) return value;
  return undefined;
}
