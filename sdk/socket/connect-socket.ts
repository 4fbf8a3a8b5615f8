import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import type { NlClient } from '../client/create-client';
import type { SocketMessage, SocketState } from '../client/events';
import { POLLING, startPoll, type Poll } from '../polling/poller';
import { SOCKET_COMMAND, SOCKET_PATH, SYSTEM_TIME_TOPIC, USER_EVENTS } from './destinations';
import { noteServerTime } from './server-time';

export interface SocketOptions {
  /** WebSocket URL of the STOMP endpoint. Default: this page's origin, `/ws` (wss: under https:). */
  url?: string;
  /** First wait before reconnecting after a loss, ms; doubled per failed attempt (default 1000). */
  reconnectDelayMs?: number;
  /** Longest wait between attempts, ms (default 30000). */
  maxReconnectDelayMs?: number;
  /** Heart-beats both ways, ms; 0 for none (default 10000). */
  heartBeatMs?: number;
  /**
   * Spreads the waits (each is 50-100 % of its step) so the players of a restarted server do
   * not all come back at the same instant. Default Math.random; tests pass `() => 1`.
   */
  random?: () => number;
}

/** The handle of {@link connectSocket}. */
export interface PlayerSocket {
  /** Current state; also emitted as `socket-state` on the client. */
  state(): SocketState;
  /** Closes the socket and stops following the session. */
  disconnect(): void;
}

function defaultUrl(): string {
  const location = (globalThis as { location?: Location }).location;
  if (!location) throw new TypeError('connectSocket: pass options.url where there is no window.location');
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;
}

function parseMessage(body: string): SocketMessage | null {
  try {
    const parsed = JSON.parse(body) as SocketMessage | null;
    return parsed && typeof parsed === 'object' && typeof parsed.changeType === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** The gateway error an ERROR frame carries (a session that ended), or null for a protocol error. */
function parseError(body: string): { code: number; message: string; data?: unknown } | null {
  try {
    const error = JSON.parse(body) as { code?: unknown; message?: unknown; data?: unknown } | null;
    return typeof error?.code === 'number' ? { code: error.code, message: String(error.message ?? ''), data: error.data } : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the player's STOMP socket (SPEC §7) for as long as a player is logged in: connects with
 * the session token when one appears, closes on logout, reconnects after a loss with growing
 * waits, and re-subscribes each time. What arrives is acted on, then emitted as `socket-message`:
 * - `wallet`: the balance is refreshed at once, then every 3 s for 10 ticks (SPEC §9);
 * - `systemTime` (and /topic/system/time): the server time offset is kept (the smaller absolute
 *   difference wins) in `client.stores.serverTimeOffset`;
 * - `bet_insufficient`: the recharge prompt dialog opens;
 * - `popup` of a new message (`popupType: 'notification'`): an info toast with its title in the
 *   client's language, and the balance (with the bell's unread counts) read once;
 *   `popupType: 'notifications-changed'` (a promotion): the balance read once, no toast.
 * A session the server ends (logout elsewhere, a login on another device, expiry) closes the
 * socket with the gateway's code, handled by the client's error policy like a command's.
 *
 * @example
 * const { connectSocket } = await import('@nl/lottery/sdk/socket');
 * const socket = connectSocket(client);
 * client.events.on('socket-message', (m) => m.changeType === 'popup' && showPopup(m));
 */
export function connectSocket(client: NlClient, options: SocketOptions = {}): PlayerSocket {
  const { env, events, stores } = client;
  const url = options.url ?? defaultUrl();
  const firstDelay = options.reconnectDelayMs ?? 1000;
  const maxDelay = options.maxReconnectDelayMs ?? 30_000;
  const random = options.random ?? Math.random;
  const heartBeat = options.heartBeatMs ?? 10_000;

  let state: SocketState = 'closed';
  let token: string | null = null;
  let attempts = 0;
  let retry: unknown = null;
  let balancePoll: Poll<unknown> | null = null;
  let stopped = false;

  const setState = (next: SocketState) => {
    if (next === state) return;
    state = next;
    events.emit('socket-state', next);
  };

  /** The connection attempt in use; callbacks of an older one (closed on purpose) are ignored. */
  let current: Client | null = null;

  function open(): void {
    // The token as STOMP's own passcode, and in the header the system config names for it (the
    // gateway reads either). Not importing the default header's name keeps zod out of this entry.
    const authKey = stores.systemConfig.getSnapshot()?.authKey;
    const stomp: Client = new Client({
      webSocketFactory: () => env.webSocketFactory(url),
      connectHeaders: { passcode: token ?? '', ...(authKey ? { [authKey]: token ?? '' } : {}) },
      // Reconnection is ours (injected timers, back-off with jitter, only while a player is logged in).
      reconnectDelay: 0,
      heartbeatIncoming: heartBeat,
      heartbeatOutgoing: heartBeat,
      onConnect: () => {
        if (stomp !== current) return;
        attempts = 0;
        setState('connected');
        stomp.subscribe(USER_EVENTS, onMessage);
        stomp.subscribe(SYSTEM_TIME_TOPIC, onMessage);
      },
      onStompError: (frame) => stomp === current && onError(frame),
      onWebSocketClose: () => {
        if (stomp !== current) return;
        current = null;
        void stomp.deactivate();
        // The wait grows 1, 2, 4 ... s up to the cap; each is spread over its upper half.
        const step = Math.min(firstDelay * 2 ** attempts, maxDelay);
        attempts += 1;
        setState('reconnecting');
        retry = env.timers.setTimeout(() => {
          retry = null;
          open();
        }, step * (0.5 + random() / 2));
      },
    });
    current = stomp;
    setState('connecting');
    stomp.activate();
  }

  function onMessage(message: IMessage): void {
    const body = parseMessage(message.body);
    if (!body) return;
    if (body.changeType === 'systemTime' && typeof body.serverTime === 'number') noteServerTime(client, body.serverTime);
    if (body.changeType === 'wallet') refreshBalanceAfterEvent();
    if (body.changeType === 'bet_insufficient') events.emit('dialog', { name: 'recharge-prompt', props: { ...body } });
    if (body.changeType === 'popup' && (body.popupType === 'notification' || body.popupType === 'notifications-changed')) onNotification(body);
    events.emit('socket-message', body);
  }

  /** An ERROR from the server: a session code goes through the error policy (logout, dialog). */
  function onError(frame: IFrame): void {
    const error = parseError(frame.body);
    if (error) client.errors.dispatch({ code: error.code, message: error.message, command: SOCKET_COMMAND, data: error.data });
  }

  /** A new message: the bell's counts from 100124 (one read; no polling), and its title as a toast. */
  function onNotification(body: SocketMessage): void {
    void client.refreshBalance({ ignoreCodes: 'all' });
    const texts = (body.notification as { texts?: Record<string, { title?: unknown }> } | undefined)?.texts;
    const title = texts?.[stores.language.getSnapshot()]?.title ?? texts?.['en-US']?.title;
    if (body.popupType === 'notification' && typeof title === 'string' && title) events.emit('toast', { kind: 'info', message: title });
  }

  function refreshBalanceAfterEvent(): void {
    balancePoll?.cancel();
    // Background refreshes: a failure here must not toast ten times.
    const quietly = () => client.refreshBalance({ ignoreCodes: 'all' });
    void quietly();
    balancePoll = startPoll({ check: quietly, ...POLLING.balance, immediate: false, timers: env.timers });
  }

  function close(): void {
    if (retry !== null) env.timers.clearTimeout(retry);
    retry = null;
    balancePoll?.cancel();
    balancePoll = null;
    attempts = 0;
    const stomp = current;
    current = null;
    void stomp?.deactivate();
    setState('closed');
  }

  /** Follows the session: a new token (re)connects, none disconnects. */
  function follow(): void {
    const next = stopped ? null : stores.userInfo.token();
    if (next === token) return;
    if (token !== null) close();
    token = next;
    if (token !== null) open();
  }

  const offUser = stores.userInfo.subscribe(follow);
  follow();

  return {
    state: () => state,
    disconnect() {
      stopped = true;
      offUser();
      follow();
      close();
    },
  };
}
