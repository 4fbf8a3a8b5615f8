import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { createClient } from '../../sdk/client/create-client';
import type { SocketState } from '../../sdk/client/events';
import { memoryStorage } from '../../sdk/env/environment';
import { connectSocket } from '../../sdk/socket';
import { USER_INFO_KEY } from '../../sdk/stores/user-info-store';
import { samplePlayer } from '../sdk/fixtures';
import { availableBackends } from './helpers/backends';
import { playerWithSession } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';
import { listeningSocketUrl } from './helpers/stomp-client';

const bus = new InProcessEventBus();

function until<T>(check: () => T | undefined | null | false, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const value = check();
      if (value) return resolve(value);
      if (Date.now() - started > timeoutMs) return reject(new Error('condition not met in time'));
      setTimeout(poll, 10);
    };
    poll();
  });
}

describe.each(availableBackends())('the SDK socket against the gateway on $name', (backend) => {
  const t = gatewayPerTest(backend, { events: bus });

  it('connects with @stomp/stompjs, refreshes the balance on a wallet event, and closes on logout', async () => {
    const url = await listeningSocketUrl(t.app);
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    const storage = memoryStorage();
    storage.setItem(USER_INFO_KEY, JSON.stringify({ ...samplePlayer, sessionToken: token }));
    const client = createClient({
      platform: 3,
      baseUrl: url.replace(/^ws/, 'http').replace(/ws$/, ''),
      env: { storage, languages: () => ['en-US'], currentPath: () => '/', webSocketFactory: (u) => new WebSocket(u) as unknown as globalThis.WebSocket },
    });
    const states: SocketState[] = [];
    client.events.on('socket-state', (s) => states.push(s));
    const socket = connectSocket(client, { url, heartBeatMs: 0 });
    await until(() => socket.state() === 'connected');
    // The server time arrives on subscribing: the offset is known at once.
    await until(() => client.stores.serverTimeOffset.getSnapshot() !== null);

    await bus.publish({ kind: 'player', playerId, changeType: 'wallet' });
    const balance = await until(() => client.stores.balance.getSnapshot());
    expect(balance).toMatchObject({ totalBalance: 0 });

    await client.logout();
    await until(() => socket.state() === 'closed');
    expect(states).toEqual(['connecting', 'connected', 'closed']);
    socket.disconnect();
  });
});
