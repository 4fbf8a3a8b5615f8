import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../sdk/client/create-client';
import type { SocketMessage } from '../../sdk/client/events';
import { memoryStorage } from '../../sdk/env/environment';
import { connectSocket, noteServerTime, SYSTEM_TIME_TOPIC, USER_EVENTS } from '../../sdk/socket';
import { USER_INFO_KEY } from '../../sdk/stores/user-info-store';
import { readFrames, writeFrame, type StompFrame } from '../../host-demo/server/socket/stomp-frame';
import { fakeGateway, type FakeGateway } from '../support/fake-gateway';
import { samplePlayer } from './fixtures';

const NOW = Date.UTC(2026, 10, 22, 8);
const balance = { betBalance: 50000, giftBalance: 0, totalBalance: 50000, withdrawableAmount: 20000, unreadSysMessage: 0, unreadOperateMessage: 0 };

/**
 * A WebSocket as @stomp/stompjs uses it, played by the test as the server: it records the frames
 * the SDK sends, answers CONNECT with CONNECTED unless told to refuse, and delivers frames.
 */
class FakeSocket {
  static all: FakeSocket[] = [];
  /** While true, every new socket fails before it opens (the server is down). */
  static away = false;
  readonly createdAt = Date.now();
  readyState = 0;
  binaryType = 'arraybuffer';
  protocol = '';
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  readonly sent: StompFrame[] = [];
  refuseWith: { code: number; message: string } | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    if (FakeSocket.away) {
      this.drop();
      return;
    }
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }

  send(data: string): void {
    const read = readFrames(Buffer.from(data));
    if (!read.ok) throw new Error(read.reason);
    for (const frame of read.frames) {
      this.sent.push(frame);
      if (frame.command === 'DISCONNECT') {
        if (frame.headers.receipt) this.deliver('RECEIPT', { 'receipt-id': frame.headers.receipt });
        this.drop(1000);
      }
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') continue;
      if (this.refuseWith) {
        this.deliver('ERROR', { message: String(this.refuseWith.code) }, JSON.stringify(this.refuseWith));
        this.drop(1008);
      } else {
        this.deliver('CONNECTED', { version: '1.2', 'heart-beat': '0,0' });
      }
    }
  }

  deliver(command: string, headers: Record<string, string>, body = ''): void {
    this.onmessage?.({ data: writeFrame(command, headers, body) });
  }

  /** A MESSAGE on the subscription the SDK made to `destination`. */
  publish(destination: string, body: Record<string, unknown>): void {
    const subscription = this.sent.find((f) => f.command === 'SUBSCRIBE' && f.headers.destination === destination)?.headers.id;
    if (subscription === undefined) throw new Error(`no subscription to ${destination}`);
    this.deliver('MESSAGE', { subscription, destination, 'message-id': '1' }, JSON.stringify(body));
  }

  /** The server (or the network) closes the connection. */
  drop(code = 1006): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({ code, reason: '', wasClean: false }));
  }

  close(): void {
    this.drop(1000);
  }
}

function loggedInClient(gateway: FakeGateway) {
  const storage = memoryStorage();
  storage.setItem(USER_INFO_KEY, JSON.stringify(samplePlayer));
  return createClient({
    platform: 3,
    env: { fetch: gateway.fetch, storage, languages: () => ['en-US'], currentPath: () => '/', webSocketFactory: (url) => new FakeSocket(url) as unknown as WebSocket },
  });
}

const options = { url: 'ws://gateway.test/ws', heartBeatMs: 0, random: () => 1 };
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  FakeSocket.all = [];
  FakeSocket.away = false;
});
afterEach(() => vi.useRealTimers());

describe('the player socket (@nl/lottery/sdk/socket)', () => {
  it('connects with the session token as passcode and in the configured header, and subscribes to the user queue and server time', async () => {
    const client = loggedInClient(fakeGateway());
    const states: string[] = [];
    client.events.on('socket-state', (s) => states.push(s));
    client.stores.systemConfig.set({ authKey: 'X-Token' } as never);
    const socket = connectSocket(client, options);
    await settle();
    const [ws] = FakeSocket.all;
    expect(ws!.sent[0]!.headers['X-Token']).toBe('tok-1');
    expect(ws!.url).toBe('ws://gateway.test/ws');
    expect(ws!.sent[0]).toMatchObject({ command: 'CONNECT', headers: { passcode: 'tok-1', 'accept-version': expect.stringContaining('1.2') } });
    expect(ws!.sent.filter((f) => f.command === 'SUBSCRIBE').map((f) => f.headers.destination)).toEqual([USER_EVENTS, SYSTEM_TIME_TOPIC]);
    expect(socket.state()).toBe('connected');
    expect(states).toEqual(['connecting', 'connected']);
    socket.disconnect();
  });

  it('reconnects while the server is away with waits that double up to the cap, then starts again from the first', async () => {
    const client = loggedInClient(fakeGateway());
    const socket = connectSocket(client, { ...options, reconnectDelayMs: 1000, maxReconnectDelayMs: 4000 });
    await settle();
    FakeSocket.away = true;
    FakeSocket.all[0]!.drop();
    await vi.advanceTimersByTimeAsync(11_000 + 4000);
    const gaps = FakeSocket.all.slice(1).map((ws, i) => ws.createdAt - FakeSocket.all[i]!.createdAt);
    expect(gaps).toEqual([1000, 2000, 4000, 4000, 4000]);
    expect(socket.state()).toBe('reconnecting');

    FakeSocket.away = false;
    await vi.advanceTimersByTimeAsync(4000);
    expect(socket.state()).toBe('connected');
    const reconnectedAt = FakeSocket.all.at(-1)!.createdAt;
    FakeSocket.all.at(-1)!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all.at(-1)!.createdAt - reconnectedAt).toBe(1000);
    socket.disconnect();
  });

  it('keeps the server time offset with the smaller absolute difference, from the topic and the user queue', async () => {
    const client = loggedInClient(fakeGateway());
    const socket = connectSocket(client, options);
    await settle();
    const ws = FakeSocket.all[0]!;
    const offsets: (number | null)[] = [];
    for (const [destination, serverTime] of [
      [SYSTEM_TIME_TOPIC, NOW + 5000],
      [SYSTEM_TIME_TOPIC, NOW + 8000], // a slower trip: larger, ignored
      [USER_EVENTS, NOW + 2000],
      [SYSTEM_TIME_TOPIC, NOW - 2500], // behind by more than 2 s: ignored
      [USER_EVENTS, NOW - 1500],
    ] as const) {
      ws.publish(destination, { changeType: 'systemTime', serverTime });
      offsets.push(client.stores.serverTimeOffset.getSnapshot());
    }
    expect(offsets).toEqual([5000, 5000, 2000, 2000, -1500]);
    expect(noteServerTime(client, Number.NaN)).toBe(-1500);
    socket.disconnect();
  });

  it('refreshes the balance on a wallet event, then every 3 s for 10 ticks, and a new event starts the count again', async () => {
    const gateway = fakeGateway({ '100124': { data: balance } });
    const client = loggedInClient(gateway);
    const seen: SocketMessage[] = [];
    client.events.on('socket-message', (m) => seen.push(m));
    const socket = connectSocket(client, options);
    await settle();
    const ws = FakeSocket.all[0]!;
    ws.publish(USER_EVENTS, { changeType: 'wallet', totalBalance: 50000 });
    await settle();
    expect(gateway.callsOf('100124')).toHaveLength(1);
    expect(client.stores.balance.getSnapshot()).toEqual(balance);
    await vi.advanceTimersByTimeAsync(3000 * 10);
    expect(gateway.callsOf('100124')).toHaveLength(11);
    await vi.advanceTimersByTimeAsync(3000 * 5);
    expect(gateway.callsOf('100124')).toHaveLength(11);

    ws.publish(USER_EVENTS, { changeType: 'wallet' });
    await vi.advanceTimersByTimeAsync(3000 * 5);
    ws.publish(USER_EVENTS, { changeType: 'wallet' });
    await vi.advanceTimersByTimeAsync(3000 * 10);
    expect(gateway.callsOf('100124')).toHaveLength(11 + 1 + 5 + 1 + 10);
    expect(seen.map((m) => m.changeType)).toEqual(['wallet', 'wallet', 'wallet']);
    socket.disconnect();
  });

  it("shows a new message's title in the client's language and reads the bell's counts once; a promotion only reads them", async () => {
    const gateway = fakeGateway({ '100124': { data: { ...balance, unreadOperateMessage: 1 } } });
    const client = loggedInClient(gateway);
    const toasts: unknown[] = [];
    client.events.on('toast', (toast) => toasts.push(toast));
    const socket = connectSocket(client, options);
    await settle();
    const texts = { 'en-US': { title: 'Maintenance tonight', preview: '…' }, 'ar-AE': { title: 'صيانة الليلة', preview: '…' } };
    FakeSocket.all[0]!.publish(USER_EVENTS, { changeType: 'popup', popupType: 'notification', notification: { kind: 'operator', topic: 'service', texts } });
    await settle();
    expect(toasts).toEqual([{ kind: 'info', message: 'Maintenance tonight' }]);
    expect(client.stores.balance.getSnapshot()?.unreadOperateMessage).toBe(1);
    client.setLanguage('ar-AE');
    FakeSocket.all[0]!.publish(USER_EVENTS, { changeType: 'popup', popupType: 'notification', notification: { kind: 'operator', topic: 'service', texts } });
    FakeSocket.all[0]!.publish(USER_EVENTS, { changeType: 'popup', popupType: 'notifications-changed' });
    await settle();
    expect(toasts).toEqual([{ kind: 'info', message: 'Maintenance tonight' }, { kind: 'info', message: 'صيانة الليلة' }]);
    await vi.advanceTimersByTimeAsync(3000 * 10);
    expect(gateway.callsOf('100124').length).toBeLessThanOrEqual(3);
    socket.disconnect();
  });

  it('shows the system popups the gateway pushes when a withdrawal is paid and when the identity check is decided', async () => {
    const gateway = fakeGateway({ '100124': { data: { ...balance, unreadSysMessage: 2 } } });
    const client = loggedInClient(gateway);
    const toasts: unknown[] = [];
    client.events.on('toast', (toast) => toasts.push(toast));
    const socket = connectSocket(client, options);
    await settle();
    const paid = { 'en-US': { title: 'Withdrawal paid', preview: 'Your withdrawal 42 of AED 5,995…' }, 'ar-AE': { title: 'تم صرف السحب', preview: '…' } };
    const verified = { 'en-US': { title: 'Identity verified', preview: '…' }, 'ar-AE': { title: 'تم التحقق من هويتك', preview: '…' } };
    FakeSocket.all[0]!.publish(USER_EVENTS, { changeType: 'popup', popupType: 'notification', notification: { kind: 'system', topic: 'withdrawal-paid', texts: paid } });
    client.setLanguage('ar-AE');
    FakeSocket.all[0]!.publish(USER_EVENTS, { changeType: 'popup', popupType: 'notification', notification: { kind: 'system', topic: 'kyc-verified', texts: verified } });
    await settle();
    expect(toasts).toEqual([{ kind: 'info', message: 'Withdrawal paid' }, { kind: 'info', message: 'تم التحقق من هويتك' }]);
    expect(client.stores.balance.getSnapshot()?.unreadSysMessage).toBe(2);
    socket.disconnect();
  });

  it('asks for the balance once when three callers want it at the same moment', async () => {
    const gateway = fakeGateway({ '100124': { data: balance } });
    const client = loggedInClient(gateway);
    const release = gateway.hold('100124');
    const replies = [client.refreshBalance(), client.refreshBalance(), client.refreshBalance()];
    release();
    const results = await Promise.all(replies);
    expect(gateway.callsOf('100124')).toHaveLength(1);
    expect(results.every((r) => r?.ok && r.data.totalBalance === 50000)).toBe(true);
    // Once answered, the next caller asks again.
    await client.refreshBalance();
    expect(gateway.callsOf('100124')).toHaveLength(2);
  });

  it('closes on logout without reconnecting, and connects again with the new token on login', async () => {
    const client = loggedInClient(fakeGateway());
    const socket = connectSocket(client, options);
    await settle();
    await client.logout();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0]!.readyState).toBe(3);
    expect(socket.state()).toBe('closed');

    client.session.completeLogin({ ...samplePlayer, registerIdCardType: 1, sessionToken: 'tok-2' });
    await settle();
    expect(FakeSocket.all).toHaveLength(2);
    expect(FakeSocket.all[1]!.sent[0]!.headers.passcode).toBe('tok-2');
    expect(socket.state()).toBe('connected');
    socket.disconnect();
    await settle();
    expect(FakeSocket.all[1]!.readyState).toBe(3);
  });

  it('logs the player out when the server ends the socket for a login on another device, and stays closed', async () => {
    const client = loggedInClient(fakeGateway());
    const logouts: string[] = [];
    client.events.on('logout', ({ reason }) => logouts.push(reason));
    const socket = connectSocket(client, options);
    await settle();
    const ws = FakeSocket.all[0]!;
    ws.deliver('ERROR', { message: '403000618' }, JSON.stringify({ code: 403000618, message: 'Logged in elsewhere', data: { loginTime: NOW } }));
    ws.drop(1008);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.stores.userInfo.getSnapshot()).toBeNull();
    expect(logouts.length).toBeGreaterThan(0);
    expect(FakeSocket.all).toHaveLength(1);
    expect(socket.state()).toBe('closed');
  });

  it('opens the recharge prompt on bet_insufficient and passes popups on as socket messages', async () => {
    const client = loggedInClient(fakeGateway());
    const dialogs: string[] = [];
    const seen: SocketMessage[] = [];
    client.events.on('dialog', ({ name }) => dialogs.push(name));
    client.events.on('socket-message', (m) => seen.push(m));
    const socket = connectSocket(client, options);
    await settle();
    FakeSocket.all[0]!.publish(USER_EVENTS, { changeType: 'bet_insufficient' });
    FakeSocket.all[0]!.publish(USER_EVENTS, { changeType: 'popup', title: 'Hello' });
    expect(dialogs).toEqual(['recharge-prompt']);
    expect(seen).toEqual([{ changeType: 'bet_insufficient' }, { changeType: 'popup', title: 'Hello' }]);
    socket.disconnect();
  });
});
