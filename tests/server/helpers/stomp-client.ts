import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { readFrames, writeFrame, type StompFrame } from '../../../host-demo/server/socket/stomp-frame';

/**
 * A bare STOMP client over a real WebSocket, for tests of the /ws endpoint: it sends frames as
 * written and keeps every frame received (heart-beats counted apart), so a test asserts exactly
 * what the server put on the wire.
 */
export interface TestStompClient {
  socket: WebSocket;
  frames: StompFrame[];
  heartBeats: number;
  /** Sends one frame (or raw text/bytes, for malformed input). */
  send(command: string, headers?: Record<string, string>, body?: string): void;
  sendRaw(data: string | Buffer): void;
  /** The next frame matching `match` (already received or yet to come); rejects after `timeoutMs`. */
  next(match?: (frame: StompFrame) => boolean, timeoutMs?: number): Promise<StompFrame>;
  /** Resolves with the close code once the socket is closed. */
  closed: Promise<number>;
  close(): void;
}

/** ws://127.0.0.1:<port>/ws of an app listening on port 0. */
export async function listeningSocketUrl(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws`;
}

export async function openStompClient(url: string): Promise<TestStompClient> {
  const socket = new WebSocket(url);
  const frames: StompFrame[] = [];
  const waiters: { match: (f: StompFrame) => boolean; resolve: (f: StompFrame) => void }[] = [];
  const seen = new Set<StompFrame>();
  const client: TestStompClient = {
    socket,
    frames,
    heartBeats: 0,
    send: (command, headers = {}, body = '') => socket.send(writeFrame(command, headers, body)),
    sendRaw: (data) => socket.send(data),
    next(match = () => true, timeoutMs = 3000) {
      const found = frames.find((f) => !seen.has(f) && match(f));
      if (found) {
        seen.add(found);
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (f: StompFrame) => {
            clearTimeout(timer);
            seen.add(f);
            resolve(f);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching frame within ${timeoutMs} ms; received ${frames.map((f) => f.command).join(', ') || 'nothing'}`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    closed: new Promise((resolve) => socket.on('close', (code) => resolve(code))),
    close: () => socket.close(),
  };
  socket.on('message', (data: Buffer) => {
    const read = readFrames(data);
    if (!read.ok) throw new Error(`server sent a malformed frame: ${read.reason}`);
    if (read.frames.length === 0) client.heartBeats += 1;
    for (const frame of read.frames) {
      frames.push(frame);
      const i = waiters.findIndex((w) => w.match(frame));
      if (i >= 0) waiters.splice(i, 1)[0]!.resolve(frame);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return client;
}

/** Opens a socket and CONNECTs with `token` in the Api-Access-Token header; resolves once CONNECTED. */
export async function connectedClient(url: string, token: string, extra: Record<string, string> = {}): Promise<TestStompClient> {
  const client = await openStompClient(url);
  client.send('CONNECT', { 'accept-version': '1.2', host: 'localhost', 'Api-Access-Token': token, 'heart-beat': '0,0', ...extra });
  const frame = await client.next();
  if (frame.command !== 'CONNECTED') throw new Error(`expected CONNECTED, got ${frame.command} ${frame.headers.message ?? ''}`);
  return client;
}

/** Subscribes and waits for the receipt, so what is published next finds the subscription. */
export async function subscribe(client: TestStompClient, id: string, destination: string): Promise<void> {
  client.send('SUBSCRIBE', { id, destination, receipt: `r-${id}` });
  await client.next((f) => f.command === 'RECEIPT' && f.headers['receipt-id'] === `r-${id}`);
}
