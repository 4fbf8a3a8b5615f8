import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../sdk/commands/transactions';
import { availableBackends } from './helpers/backends';
import { countingDb } from './helpers/counting-db';
import { planWithoutSeqScan } from './helpers/query-plan';
import { callHapi, playerWithSession, testApp } from './helpers/gateway';
import { expectLedgerReconciles, move } from './helpers/ledger';
import { gatewayPerTest } from './helpers/per-test';

type Page = { items: Transaction[]; nextCursor: string | null };

describe.each(availableBackends())('Transactions (100125) on $name', (backend) => {
  const t = gatewayPerTest(backend);

  const page = async (token: string, data: Record<string, unknown> = {}) => {
    const { envelope } = await callHapi<Page>(t.app, '100125', data, { token });
    expect(envelope.code, JSON.stringify(envelope)).toBe(0);
    return envelope.data as Page;
  };

  /** A deposit, an order, a prize, a withdrawal, a failed withdrawal back, a gift: one minute apart. */
  async function history(playerId: number) {
    const at = () => (t.clock.advance(60_000), t.clock.now());
    await move(t.db, playerId, 'deposit', 10_000, { key: `d:${playerId}`, at: at(), reference: 'R-DEP-1' });
    await move(t.db, playerId, 'stake', -2_500, { key: `s:${playerId}`, at: at(), reference: 'ORDER-7' });
    await move(t.db, playerId, 'prize', 40_000, { key: `p:${playerId}`, at: at() });
    await move(t.db, playerId, 'withdrawal', -30_000, { key: `w:${playerId}`, at: at(), reference: 'WD-1' });
    await move(t.db, playerId, 'withdrawal_failure', 30_000, { key: `wf:${playerId}`, at: at(), reference: 'WD-1' });
    await move(t.db, playerId, 'gift', 500, { key: `g:${playerId}`, at: at() });
  }

  it('shows an empty page, without a next cursor, to a player without movements', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    for (const tab of ['all', 'income', 'expenses', 'deposit', 'withdrawal']) {
      expect(await page(token, { tab })).toEqual({ items: [], nextCursor: null });
    }
  });

  it('lists every movement newest first with its category, signed amount, balance after, time and reference', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    const start = t.clock.now();
    await history(playerId);
    const { items, nextCursor } = await page(token);
    expect(nextCursor).toBeNull();
    expect(items.map(({ category, amount, balanceAfter, reference, time }) => ({ category, amount, balanceAfter, reference, time }))).toEqual([
      { category: 'gift', amount: 500, balanceAfter: 48_000, reference: null, time: start + 6 * 60_000 },
      { category: 'withdrawalFailure', amount: 30_000, balanceAfter: 47_500, reference: 'WD-1', time: start + 5 * 60_000 },
      { category: 'withdrawal', amount: -30_000, balanceAfter: 17_500, reference: 'WD-1', time: start + 4 * 60_000 },
      { category: 'prize', amount: 40_000, balanceAfter: 47_500, reference: null, time: start + 3 * 60_000 },
      { category: 'order', amount: -2_500, balanceAfter: 7_500, reference: 'ORDER-7', time: start + 2 * 60_000 },
      { category: 'deposit', amount: 10_000, balanceAfter: 10_000, reference: 'R-DEP-1', time: start + 60_000 },
    ]);
    // The ID column is the movement id; ids grow with time.
    expect(items.map((i) => Number(i.id))).toEqual([...items.map((i) => Number(i.id))].sort((a, b) => b - a));
    // The last balance after is what 100124 answers.
    expect((await callHapi(t.app, '100124', {}, { token })).envelope.data).toMatchObject({ totalBalance: items[0]!.balanceAfter });
    await expectLedgerReconciles(t.db);
  });

  it('filters by tab: income is money in, expenses money out, deposit and withdrawal by kind', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    await history(playerId);
    const categories = async (tab: string) => (await page(token, { tab })).items.map((i) => i.category);
    expect(await categories('income')).toEqual(['gift', 'withdrawalFailure', 'prize', 'deposit']);
    expect(await categories('expenses')).toEqual(['withdrawal', 'order']);
    expect(await categories('deposit')).toEqual(['deposit']);
    expect(await categories('withdrawal')).toEqual(['withdrawalFailure', 'withdrawal']);
    for (const tab of ['income', 'expenses']) {
      const { items } = await page(token, { tab });
      expect(items.every((i) => (tab === 'income' ? i.amount > 0 : i.amount < 0))).toBe(true);
    }
  });

  it('pages with the cursor: every movement once, in order, and the last page says there is no more', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    for (let i = 1; i <= 23; i++) await move(t.db, playerId, 'deposit', i * 100, { key: `dep-${i}`, at: t.clock.now() + i });
    const seen: number[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const result: Page = await page(token, { pageSize: 5, ...(cursor ? { cursor } : {}) });
      expect(result.items.length).toBeLessThanOrEqual(5);
      seen.push(...result.items.map((i) => i.amount));
      cursor = result.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => (23 - i) * 100));
    // A page of exactly the remaining items has no next cursor.
    const exact = await page(token, { pageSize: 23 });
    expect(exact.items).toHaveLength(23);
    expect(exact.nextCursor).toBeNull();
  });

  it("never shows another player's movements, even with a cursor taken from them", async () => {
    const a = await playerWithSession(t.db, t.clock, 'player.a');
    const b = await playerWithSession(t.db, t.clock, 'player.b');
    await history(a.playerId);
    await move(t.db, b.playerId, 'deposit', 777, { key: 'b-dep', at: t.clock.now() });
    const ofB = await page(b.token);
    expect(ofB.items.map((i) => i.amount)).toEqual([777]);
    const ofA = await page(a.token);
    expect(ofA.items.map((i) => i.id)).not.toContain(ofB.items[0]!.id);
    expect((await page(b.token, { cursor: String(Number(ofB.items[0]!.id) + 1_000) })).items.map((i) => i.amount)).toEqual([777]);
  });

  it('refuses a request without a session, a malformed cursor and a page above 50', async () => {
    expect((await callHapi(t.app, '100125', {})).envelope.code).not.toBe(0);
    const { token } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(t.app, '100125', { cursor: 'abc' }, { token })).envelope.code).not.toBe(0);
    expect((await callHapi(t.app, '100125', { pageSize: 51 }, { token })).envelope.code).not.toBe(0);
    // 19 digits beyond bigint: simply the first page.
    expect((await callHapi(t.app, '100125', { cursor: '9999999999999999999' }, { token })).envelope).toMatchObject({ code: 0, data: { items: [], nextCursor: null } });
  });

  it('reads each tab from its own index: one statement, no sequential scan, no sort', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    await history(playerId);
    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock);
    for (const tab of ['all', 'income', 'expenses', 'deposit', 'withdrawal']) {
      counted.statements.length = 0;
      expect((await callHapi(app, '100125', { tab, pageSize: 2, cursor: '999999' }, { token })).envelope.code).toBe(0);
      const reads = counted.statements.filter((s) => s.sql.includes('ledger_movements'));
      expect(reads, tab).toHaveLength(1);
      const plan = await planWithoutSeqScan(t.db, reads[0]!);
      const index = tab === 'all' ? 'ledger_movements_player ' : `ledger_movements_player_${tab} `;
      expect(plan, tab).toContain(`Index Scan using ${index}`);
      expect(plan, tab).not.toMatch(/Seq Scan|Sort/);
    }
    await app.close();
  });
});
