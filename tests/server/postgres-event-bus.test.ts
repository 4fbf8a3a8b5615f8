import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../host-demo/server/db/database';
import { migrate } from '../../host-demo/server/db/migrate';
import { openPostgres } from '../../host-demo/server/db/postgres';
import { seedCatalogue } from '../../host-demo/server/db/seed-catalogue';
import { decodeNotification, PostgresEventBus } from '../../host-demo/server/events/postgres-event-bus';
import { ErrorCode } from '../../sdk/errors/codes';
import { noticeOnce } from './helpers/backends';
import { manualClock } from './helpers/clock';
import { CARDS, betBalance, openDeposit, payWithNewCard } from './helpers/deposits';
import { callHapi, playerWithSession, testApp } from './helpers/gateway';
import { buyer } from './helpers/orders';
import { connectedClient, listeningSocketUrl, subscribe } from './helpers/stomp-client';

describe('LISTEN/NOTIFY payloads', () => {
  it('reads the events the bus writes and nothing else someone may NOTIFY on the channel', () => {
    const wallet = { kind: 'player', playerId: 7, changeType: 'wallet', body: { balance: 10 } };
    expect(decodeNotification(JSON.stringify({ o: 'p1', e: wallet }))).toEqual({ origin: 'p1', event: wallet });
    const ended = { kind: 'session-ended', sessionId: 3, playerId: 7, reason: 'replaced' };
    expect(decodeNotification(JSON.stringify({ o: 'p2', e: ended }))).toEqual({ origin: 'p2', event: ended });
    const excluded = { kind: 'session-ended', sessionId: 4, playerId: 7, reason: 'self-excluded', data: { userExclusionType: 5, exclusionEndTimestamp: 1 } };
    expect(decodeNotification(JSON.stringify({ o: 'p2', e: excluded }))).toEqual({ origin: 'p2', event: excluded });
    const restricted = { kind: 'player-restricted', playerId: 7 };
    expect(decodeNotification(JSON.stringify({ o: 'p3', e: restricted }))).toEqual({ origin: 'p3', event: restricted });
    for (const junk of [
      undefined,
      'not json',
      'null',
      JSON.stringify({ e: wallet }),
      JSON.stringify({ o: 'p', e: { ...wallet, changeType: 'admin' } }),
      JSON.stringify({ o: 'p', e: { ...wallet, playerId: '7' } }),
      JSON.stringify({ o: 'p', e: { ...wallet, body: [1] } }),
      JSON.stringify({ o: 'p', e: { ...ended, sessionId: -1 } }),
      JSON.stringify({ o: 'p', e: { ...excluded, data: [5] } }),
      JSON.stringify({ o: 'p', e: { ...restricted, playerId: 0 } }),
    ]) {
      expect(decodeNotification(junk)).toBeNull();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;
if (!url) noticeOnce('[tests/server] PostgreSQL run skipped: TEST_DATABASE_URL is not set (PGlite only).');

describe.runIf(url)('two gateway processes on one PostgreSQL', () => {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  let schema: string;
  let dbs: Database[] = [];
  let buses: PostgresEventBus[] = [];
  let apps: FastifyInstance[] = [];
  const clock = manualClock();

  beforeEach(async () => {
    schema = `nl_test_${randomBytes(6).toString('hex')}`;
    await admin(`create schema ${schema}`);
    const channel = `${schema}_events`; // channels are per database: one per test keeps runs apart
    dbs = [await openPostgres({ connectionString: url!, schema, maxConnections: 4 }), await openPostgres({ connectionString: url!, schema, maxConnections: 4 })];
    await migrate(dbs[0]!);
    await seedCatalogue(dbs[0]!);
    buses = [await PostgresEventBus.open({ connectionString: url!, channel }), await PostgresEventBus.open({ connectionString: url!, channel })];
    apps = dbs.map((db, i) => testApp(db, clock, { events: buses[i] }));
  });

  afterEach(async () => {
    for (const app of apps) await app.close();
    for (const bus of buses) await bus.close();
    for (const db of dbs) await db.close();
    await admin(`drop schema ${schema} cascade`);
  });

  it('delivers an event published in one process to the socket held by the other, once', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const player = await playerWithSession(dbs[0]!, clock);
    const socket = await connectedClient(await listeningSocketUrl(two), player.token);
    await subscribe(socket, 'q', '/user/queue/notify');

    await buses[0]!.publish({ kind: 'player', playerId: player.playerId, changeType: 'wallet', body: { balance: 500 } });
    expect(JSON.parse((await socket.next((f) => f.command === 'MESSAGE')).body)).toEqual({ changeType: 'wallet', balance: 500 });

    // A logout served by the first process closes the socket held by the second.
    await callHapi(one, '100002', {}, { token: player.token });
    expect((await socket.next((f) => f.command === 'ERROR')).headers.message).toBe(String(ErrorCode.sessionInvalid));
    await socket.closed;
    expect(socket.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(1);
  });

  it('a card deposit credited in one process shows in the balance the other process had cached, once its notification arrives', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const player = await buyer(dbs[0]!, clock, 1_000);
    expect(await betBalance(two, player.token)).toBe(1_000);
    expect(await betBalance(two, player.token)).toBe(1_000); // now answered from the second process's memory
    const gatewayId = await openDeposit(one, player.token, 25_000);
    expect((await payWithNewCard(one, player.token, gatewayId, 25_000, CARDS.approved)).envelope.data?.status).toBe('SUCCESS');
    // The manual clock stands still, so the entry never ages out: only the NOTIFY can drop it.
    await vi.waitFor(async () => expect(await betBalance(two, player.token)).toBe(26_000), { timeout: 5_000, interval: 20 });
  });

  it('delivers to subscribers of the publishing process at once, and refuses an event too large to NOTIFY', async () => {
    const heard: unknown[] = [];
    buses[0]!.subscribe((event) => heard.push(event));
    await buses[0]!.publish({ kind: 'player', playerId: 1, changeType: 'popup' });
    expect(heard).toEqual([{ kind: 'player', playerId: 1, changeType: 'popup' }]);
    await expect(buses[0]!.publish({ kind: 'player', playerId: 1, changeType: 'popup', body: { text: 'x'.repeat(8000) } })).rejects.toThrow(/too large/);
    // Its own notification, when it comes back, is not delivered a second time.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toHaveLength(1);
  });
});
