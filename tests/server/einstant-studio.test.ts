/**
 * The reference e-instant studio (host-demo/server/studio/) as a studio's game behaves for a
 * player: its page is served with its own CSP, a launch token opens a session once, each play
 * takes the stake and pays the studio's outcome through the wallet protocol, and the ledger shows
 * exactly that. Its tables' returns are computed exactly.
 */
import { describe, expect, it } from 'vitest';
import { REFERENCE_TABLES, TABLE_WEIGHT, multiplierAt, tableReturn, ticketSymbols } from '../../host-demo/server/studio/reference-tables';
import { availableBackends } from './helpers/backends';
import { callHapi } from './helpers/gateway';
import { expectLedgerReconciles } from './helpers/ledger';
import { buyer, totalBalance } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';

describe('the reference studio’s tables', () => {
  it('return 81 % (Pearl Diver) and 80 % (Lucky Lanterns), weights adding up, top prize 500 × the stake', () => {
    expect(tableReturn(REFERENCE_TABLES['pearl-diver']!)).toBe(0.81);
    expect(tableReturn(REFERENCE_TABLES['lucky-lanterns']!)).toBe(0.8);
    for (const table of Object.values(REFERENCE_TABLES)) {
      expect(table.tiers.reduce((s, t) => s + t.weight, 0)).toBe(TABLE_WEIGHT);
      expect(Math.max(...table.tiers.map((t) => t.multiplier))).toBe(500);
      expect(multiplierAt(table, 0)).toBe(500);
      expect(multiplierAt(table, TABLE_WEIGHT - 1)).toBe(0);
    }
  });

  it('draws a ticket whose middle row is three of one symbol exactly when it wins', () => {
    const table = REFERENCE_TABLES['pearl-diver']!;
    let n = 0;
    const pick = (max: number) => (n = (n * 7 + 3) % 1_000) % max;
    for (let i = 0; i < 200; i += 1) {
      const won = i % 2 === 0;
      const cells = ticketSymbols(table, won ? 5 : 0, pick);
      expect(cells).toHaveLength(9);
      expect(cells[3] === cells[4] && cells[4] === cells[5]).toBe(won);
    }
  });
});

describe.each(availableBackends())('the reference studio on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const post = async <T>(path: string, payload: Record<string, unknown>) => (await t.app.inject({ method: 'POST', url: `/studio/e-instants/api/${path}`, payload })).json() as T;

  it('serves the game page with its own CSP, framed only where the site may be', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/studio/e-instants/pearl-diver/?lang=ar-AE' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*script-src 'nonce-[0-9a-f]{32}'.*connect-src 'self'.*frame-ancestors/);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('غوّاص اللؤلؤ');
    expect(page.body).toContain('لعبة فورية مرجعية');
    expect((await t.app.inject({ method: 'GET', url: '/studio/e-instants/pick3/' })).statusCode).toBe(404);
  });

  it('plays for real money: the stake and the studio’s win reach the ledger, the round the order list', async () => {
    const p = await buyer(t.db, t.clock, 100_000);
    const launch = (await callHapi<{ launchToken: string }>(t.app, '101310', { appKey: 'pearl-diver' }, { token: p.token })).envelope.data!;
    const s = await post<{ sessionToken: string; balance: number; demo: boolean }>('session', { appKey: 'pearl-diver', launchToken: launch.launchToken });
    expect(s).toMatchObject({ balance: 100_000, demo: false });
    // The launch token is spent.
    expect(await post<{ error: { code: number } }>('session', { appKey: 'pearl-diver', launchToken: launch.launchToken })).toMatchObject({ error: { code: 403001601 } });
    let expected = 100_000;
    for (let i = 0; i < 10; i += 1) {
      const r = await post<{ win: number; multiplier: number; balance: number; symbols: string[] }>('play', { sessionToken: s.sessionToken, appKey: 'pearl-diver', stake: 500 });
      expect(r.win).toBe(500 * r.multiplier);
      expected += r.win - 500;
      expect(r.balance).toBe(expected);
    }
    expect(await totalBalance(t.db, p.playerId)).toBe(expected);
    const rounds = await callHapi<{ items: { status: number; amount: number }[] }>(t.app, '101065', { tab: 'instant', pageSize: 50 }, { token: p.token });
    expect(rounds.envelope.data!.items).toHaveLength(10);
    expect(rounds.envelope.data!.items.every((o) => o.amount === 500 && (o.status === 2 || o.status === 3))).toBe(true);
    // A stake the ticket does not offer, and a short balance, take nothing.
    expect(await post<{ error: { code: number } }>('play', { sessionToken: s.sessionToken, appKey: 'pearl-diver', stake: 123 })).toMatchObject({ error: { code: 400000012 } });
    expect(await post<{ error: { code: number } }>('play', { sessionToken: s.sessionToken, appKey: 'pearl-diver', stake: 10_000_000 })).toMatchObject({ error: { code: 400000012 } });
    expect(await totalBalance(t.db, p.playerId)).toBe(expected);
    expect(await post<{ balance: number }>('balance', { sessionToken: s.sessionToken })).toMatchObject({ balance: expected });
    await expectLedgerReconciles(t.db);
  });

  it('plays a demo on its virtual balance', async () => {
    const launch = (await callHapi<{ launchToken: string }>(t.app, '101311', { appKey: 'lucky-lanterns' })).envelope.data!;
    const s = await post<{ sessionToken: string; balance: number; demo: boolean }>('session', { appKey: 'lucky-lanterns', launchToken: launch.launchToken });
    expect(s).toMatchObject({ balance: 100_000, demo: true });
    const r = await post<{ win: number; balance: number; demo: boolean }>('play', { sessionToken: s.sessionToken, appKey: 'lucky-lanterns', stake: 100 });
    expect(r).toMatchObject({ demo: true, balance: 100_000 - 100 + r.win });
    expect(Number((await t.db.query<{ n: string }>('select count(*) as n from ledger_movements')).rows[0]!.n)).toBe(0);
  });
});
