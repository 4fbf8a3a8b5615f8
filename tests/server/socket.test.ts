import { describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { endPlayerSessions } from '../../host-demo/server/domains/sessions/sessions';
import { DEFAULT_SOCKET_OPTIONS } from '../../host-demo/server/socket/socket-route';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession, testApp } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';
import { connectedClient, listeningSocketUrl, openStompClient, subscribe } from './helpers/stomp-client';

const bus = new InProcessEventBus();
const socket = {
  ...DEFAULT_SOCKET_OPTIONS,
  systemTimeIntervalMs: 100,
  sessionCheckIntervalMs: 100,
  limits: { ...DEFAULT_SOCKET_OPTIONS.limits, maxSubscriptions: 4 },
};

const bodyOf = (frame: { body: string }) => JSON.parse(frame.body) as Record<string, unknown>;

describe.each(availableBackends())('STOMP endpoint /ws on $name', (backend) => {
  const t = gatewayPerTest(backend, { events: bus, socket });

  it('refuses a CONNECT without a token, then closes', async () => {
    const url = await listeningSocketUrl(t.app);
    const client = await openStompClient(url);
    client.send('CONNECT', { 'accept-version': '1.2', host: 'localhost' });
    const error = await client.next();
    expect(error.command).toBe('ERROR');
    expect(error.headers.message).toBe(String(ErrorCode.sessionMissing));
    expect(bodyOf(error)).toMatchObject({ code: ErrorCode.sessionMissing });
    expect(await client.closed).toBe(1008);
  });

  it('refuses an unknown token and an ended one', async () => {
    const url = await listeningSocketUrl(t.app);
    const unknown = await openStompClient(url);
    unknown.send('CONNECT', { 'accept-version': '1.2', host: 'localhost', 'Api-Access-Token': 'not-a-session' });
    expect((await unknown.next()).headers.message).toBe(String(ErrorCode.sessionInvalid));
    await unknown.closed;

    const { token } = await playerWithSession(t.db, t.clock);
    await callHapi(t.app, '100002', {}, { token });
    const ended = await openStompClient(url);
    ended.send('STOMP', { 'accept-version': '1.2', host: 'localhost', passcode: token });
    expect((await ended.next()).headers.message).toBe(String(ErrorCode.sessionInvalid));
    expect(await ended.closed).toBe(1008);
  });

  it('connects with the token in the configured header or as passcode, speaking STOMP 1.2 with heart-beats', async () => {
    const url = await listeningSocketUrl(t.app);
    const { token } = await playerWithSession(t.db, t.clock);
    const byHeader = await openStompClient(url);
    byHeader.send('CONNECT', { 'accept-version': '1.1,1.2', host: 'localhost', 'api-access-token': token, 'heart-beat': '5000,5000' });
    const connected = await byHeader.next();
    expect(connected).toMatchObject({ command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': '10000,10000' } });
    await connectedClient(url, token, { 'Api-Access-Token': '', passcode: token }).catch(() => {
      throw new Error('an empty header must fall back to the passcode');
    });
  });

  it("delivers a wallet event to the player's own /user/queue only", async () => {
    const url = await listeningSocketUrl(t.app);
    const alice = await playerWithSession(t.db, t.clock, 'alice');
    const bob = await playerWithSession(t.db, t.clock, 'bob');
    const aliceSocket = await connectedClient(url, alice.token);
    const bobSocket = await connectedClient(url, bob.token);
    await subscribe(aliceSocket, 'q', '/user/queue/notify');
    await subscribe(bobSocket, 'q', '/user/queue/notify');

    await bus.publish({ kind: 'player', playerId: alice.playerId, changeType: 'wallet', body: { balance: 1250 } });
    await bus.publish({ kind: 'player', playerId: bob.playerId, changeType: 'bet_insufficient' });

    const toAlice = await aliceSocket.next((f) => f.command === 'MESSAGE');
    expect(toAlice.headers).toMatchObject({ subscription: 'q', destination: '/user/queue/notify', 'content-type': 'application/json' });
    expect(bodyOf(toAlice)).toEqual({ changeType: 'wallet', balance: 1250 });
    // Bob's first message is his own event: Alice's never reached him.
    expect(bodyOf(await bobSocket.next((f) => f.command === 'MESSAGE'))).toEqual({ changeType: 'bet_insufficient' });
    expect(bobSocket.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(1);
  });

  it("refuses another player's queue and unknown destinations", async () => {
    const url = await listeningSocketUrl(t.app);
    const { token } = await playerWithSession(t.db, t.clock);
    for (const destination of ['/user/42/queue/notify', '/queue/notify', '/topic/system/other', '/user/queues']) {
      const client = await connectedClient(url, token);
      client.send('SUBSCRIBE', { id: '1', destination });
      expect(await client.next()).toMatchObject({ command: 'ERROR', headers: { message: 'no such destination' } });
      expect(await client.closed).toBe(1008);
    }
  });

  it('sends the server time on subscribing to /topic/system/time, then periodically', async () => {
    const url = await listeningSocketUrl(t.app);
    const { token } = await playerWithSession(t.db, t.clock);
    const client = await connectedClient(url, token);
    await subscribe(client, 't', '/topic/system/time');
    expect(bodyOf(await client.next((f) => f.command === 'MESSAGE'))).toEqual({ changeType: 'systemTime', serverTime: t.clock.now() });
    t.clock.advance(30_000);
    expect(bodyOf(await client.next((f) => f.command === 'MESSAGE'))).toEqual({ changeType: 'systemTime', serverTime: t.clock.now() });
  });

  it('closes the socket when its session logs out, with the code the gateway would answer', async () => {
    const url = await listeningSocketUrl(t.app);
    const { token } = await playerWithSession(t.db, t.clock);
    const client = await connectedClient(url, token);
    await callHapi(t.app, '100002', {}, { token });
    const error = await client.next();
    expect(error).toMatchObject({ command: 'ERROR', headers: { message: String(ErrorCode.sessionInvalid) } });
    expect(await client.closed).toBe(1008);
  });

  it("closes the player's socket with 403000619 and the break's end when the player takes a break", async () => {
    const url = await listeningSocketUrl(t.app);
    const { token } = await playerWithSession(t.db, t.clock);
    const client = await connectedClient(url, token);
    const reply = await callHapi<{ exclusionEndTime: number }>(t.app, '100138', { exclusionType: 5, exclusionHours: 72 }, { token });
    expect(reply.envelope.code).toBe(0);
    const ended = await client.next();
    expect(ended.headers.message).toBe(String(ErrorCode.selfExcluded));
    expect(bodyOf(ended)).toMatchObject({ code: ErrorCode.selfExcluded, data: { userExclusionType: 5, exclusionEndTimestamp: t.clock.now() + 72 * 3_600_000 } });
    expect(reply.envelope.data!.exclusionEndTime).toBe(t.clock.now() + 72 * 3_600_000);
    expect(await client.closed).toBe(1008);
  });

  it('closes the socket of a session replaced by a login elsewhere, and of one that expired', async () => {
    const url = await listeningSocketUrl(t.app);
    const replaced = await playerWithSession(t.db, t.clock, 'replaced');
    const idle = await playerWithSession(t.db, t.clock, 'idle');
    const replacedSocket = await connectedClient(url, replaced.token);
    const idleSocket = await connectedClient(url, idle.token);

    // No event: the periodic check finds both.
    await endPlayerSessions(t.db, replaced.playerId, t.clock.now(), 'replaced');
    const loggedOut = await replacedSocket.next();
    expect(loggedOut.headers.message).toBe(String(ErrorCode.loggedInElsewhere));
    expect(bodyOf(loggedOut)).toMatchObject({ code: ErrorCode.loggedInElsewhere, data: { loginTime: t.clock.now() } });

    expect(idleSocket.frames).toHaveLength(1); // still only CONNECTED
    t.clock.advance(1800 * 1000 + 1);
    expect((await idleSocket.next()).headers.message).toBe(String(ErrorCode.sessionExpired));
    await idleSocket.closed;
  });

  it('answers DISCONNECT with its receipt, then closes normally', async () => {
    const url = await listeningSocketUrl(t.app);
    const { token } = await playerWithSession(t.db, t.clock);
    const client = await connectedClient(url, token);
    client.send('DISCONNECT', { receipt: 'bye' });
    expect(await client.next()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'bye' } });
    expect(await client.closed).toBe(1000);
  });

  it('holds a subscription limit per connection', async () => {
    const url = await listeningSocketUrl(t.app);
    const { token } = await playerWithSession(t.db, t.clock);
    const client = await connectedClient(url, token);
    for (const id of ['1', '2', '3', '4']) await subscribe(client, id, `/user/queue/n${id}`);
    client.send('SUBSCRIBE', { id: '5', destination: '/user/queue/n5' });
    expect(await client.next()).toMatchObject({ command: 'ERROR', headers: { message: 'too many subscriptions' } });
    await client.closed;
  });

  it('ends a connection that sends a malformed frame, and goes on serving the others', async () => {
    const url = await listeningSocketUrl(t.app);
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    const bystander = await connectedClient(url, token);
    await subscribe(bystander, 'q', '/user/queue/notify');
    const malformed: (string | Buffer)[] = [
      'CONNECT\naccept-version:1.2\n\n', // no NUL
      'connect\n\n\0',
      'SUBSCRIBE\nid:1\ndestination:/user/queue\n\n\0', // before CONNECT
      `CONNECT\n${'x'.repeat(3000)}:1\n\n\0`,
      `CONNECT\n${Array.from({ length: 40 }, (_, i) => `h${i}:v`).join('\n')}\n\n\0`,
      'SEND\ndestination:/user/queue\ncontent-length:999\n\nshort\0',
      'SEND\nbad\\xescape:1\n\n\0',
      Buffer.from([0xff, 0xfe, 0x00, 0x0a, 0x00]),
    ];
    for (const data of malformed) {
      const client = await openStompClient(url);
      client.sendRaw(data);
      expect((await client.next()).command).toBe('ERROR');
      expect(await client.closed).toBe(1002);
    }
    const huge = await openStompClient(url);
    huge.sendRaw(`CONNECT\naccept-version:1.2\n\n${'x'.repeat(20_000)}\0`);
    expect(await huge.closed).toBe(1009); // refused by size before it is read

    await bus.publish({ kind: 'player', playerId, changeType: 'popup', body: { id: 1 } });
    expect(bodyOf(await bystander.next((f) => f.command === 'MESSAGE'))).toEqual({ changeType: 'popup', id: 1 });
  });

  it("sends heart-beats at the client's pace and drops a client that falls silent", async () => {
    const quick = testApp(t.db, t.clock, { events: bus, socket: { ...socket, limits: { ...socket.limits, heartBeatMs: 50 } } });
    try {
      const url = await listeningSocketUrl(quick);
      const { token } = await playerWithSession(t.db, t.clock);
      const client = await connectedClient(url, token, { 'heart-beat': '50,50' });
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(client.heartBeats).toBeGreaterThan(0);
      // The client sends nothing: after two silent periods the server closes.
      expect(await client.closed).toBe(1008);
    } finally {
      await quick.close();
    }
  });
});
