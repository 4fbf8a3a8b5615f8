import { describe, expect, it } from 'vitest';
import type { Database } from '../../host-demo/server/db/database';
import { DEFAULT_CONFIG, configFromEnv } from '../../host-demo/server/config';
import { BalanceCache } from '../../host-demo/server/domains/wallet/balance-cache';
import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { availableBackends } from './helpers/backends';
import { countingDb } from './helpers/counting-db';
import { CARDS, betBalance, openDeposit, payWithNewCard } from './helpers/deposits';
import { testApp } from './helpers/gateway';
import { announceDraws, buy, buyer, PICK3_EXACT } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';
import { creditDeposit } from './helpers/withdrawals';

const TTL = DEFAULT_CONFIG.balanceCacheMs;
const balanceStatements = (db: ReturnType<typeof countingDb>) => db.statements.filter((s) => /\bledger_accounts\b/.test(s.sql)).length;

describe.each(availableBackends())('the balance cache (100124) on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('answers a repeated balance read from memory, without a statement, until the wallet moves', async () => {
    const p = await buyer(t.db, t.clock, 5_000);
    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock, { events: t.events });
    for (let i = 0; i < 5; i++) expect(await betBalance(app, p.token)).toBe(5_000);
    expect(balanceStatements(counted)).toBe(1);
    await app.close();
  });

  it('shows a card deposit in the very next balance read', async () => {
    const p = await buyer(t.db, t.clock, 0);
    expect(await betBalance(t.app, p.token)).toBe(0);
    const gatewayId = await openDeposit(t.app, p.token, 25_000);
    expect((await payWithNewCard(t.app, p.token, gatewayId, 25_000, CARDS.approved)).envelope.data?.status).toBe('SUCCESS');
    expect(await betBalance(t.app, p.token)).toBe(25_000);
  });

  it('shows a purchase in the very next balance read', async () => {
    await announceDraws(t.db, t.clock);
    const p = await buyer(t.db, t.clock, 5_000);
    expect(await betBalance(t.app, p.token)).toBe(5_000);
    expect((await buy(t.app, p.token)).envelope.code).toBe(0);
    expect(await betBalance(t.app, p.token)).toBe(5_000 - PICK3_EXACT.amount);
  });

  it('drops the entry in another process that shares the bus, when a movement there publishes its wallet event', async () => {
    const p = await buyer(t.db, t.clock, 1_000);
    const other = testApp(t.db, t.clock, { events: t.events });
    expect(await betBalance(other, p.token)).toBe(1_000);
    await creditDeposit(t.db, t.clock, p.playerId, 700);
    // What the process that moved the money does after its commit.
    await t.events.publish({ kind: 'player', playerId: p.playerId, changeType: 'wallet' });
    expect(await betBalance(other, p.token)).toBe(1_700);
    await other.close();
  });

  it(`trusts an entry for at most balanceCacheMs (${TTL} ms): a movement whose event was lost shows after that`, async () => {
    const p = await buyer(t.db, t.clock, 1_000);
    expect(await betBalance(t.app, p.token)).toBe(1_000);
    await creditDeposit(t.db, t.clock, p.playerId, 300); // no event: as if the LISTEN connection had dropped it
    t.clock.advance(TTL - 1);
    expect(await betBalance(t.app, p.token)).toBe(1_000);
    t.clock.advance(1);
    expect(await betBalance(t.app, p.token)).toBe(1_300);
  });

  it('reads every time with BALANCE_CACHE_MS=0', async () => {
    const p = await buyer(t.db, t.clock, 1_000);
    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock, { events: t.events, config: { balanceCacheMs: 0 } });
    expect(await betBalance(app, p.token)).toBe(1_000);
    await creditDeposit(t.db, t.clock, p.playerId, 1);
    expect(await betBalance(app, p.token)).toBe(1_001);
    expect(balanceStatements(counted)).toBe(2);
    await app.close();
  });
});

describe('BALANCE_CACHE_MS', () => {
  it('takes a whole number of milliseconds from 0 to 60000 and refuses anything else, naming the variable', () => {
    expect(configFromEnv({ BALANCE_CACHE_MS: '0' }).balanceCacheMs).toBe(0);
    expect(configFromEnv({ BALANCE_CACHE_MS: '60000' }).balanceCacheMs).toBe(60_000);
    for (const bad of ['-1', '60001', '1.5', 'soon']) expect(() => configFromEnv({ BALANCE_CACHE_MS: bad })).toThrow(/BALANCE_CACHE_MS/);
  });
});

describe('the balance cache and a wallet event during a read', () => {
  it('does not keep a read that started before the event: it may hold the balance before that movement', async () => {
    let release: () => void = () => undefined;
    let balance = 100;
    let reads = 0;
    const db = {
      engine: 'pglite',
      query: async () => {
        reads += 1;
        const seen = balance;
        if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
        return { rows: [{ player_id: 1, kind: 'bet', balance: seen }] };
      },
    } as unknown as Database;
    const events = new InProcessEventBus();
    const cache = new BalanceCache({ maxEntries: 10, ttlMs: 60_000, events });

    const slow = cache.read(db, 1, 0);
    await new Promise((resolve) => setImmediate(resolve)); // the statement is on its way
    balance = 150;
    await events.publish({ kind: 'player', playerId: 1, changeType: 'wallet' });
    release();
    expect((await slow).bet).toBe(100);
    expect(cache.size).toBe(0);
    expect((await cache.read(db, 1, 1)).bet).toBe(150);
    expect(reads).toBe(2);
    cache.close();
  });

  it('keeps at most maxEntries players, the oldest going first', async () => {
    const read: number[] = [];
    const db = {
      engine: 'pglite',
      query: async (_sql: string, params: [number[]]) => {
        read.push(...params[0]);
        return { rows: params[0].map((id) => ({ player_id: id, kind: 'bet', balance: id })) };
      },
    } as unknown as Database;
    const events = new InProcessEventBus();
    const cache = new BalanceCache({ maxEntries: 2, ttlMs: 60_000, events });
    for (const id of [1, 2, 3, 3, 2, 1]) expect((await cache.read(db, id, 0)).bet).toBe(id);
    expect(cache.size).toBe(2);
    // 3 and 2 were still held; 1 had gone to make room for 3.
    expect(read).toEqual([1, 2, 3, 1]);
    cache.close();
  });
});
