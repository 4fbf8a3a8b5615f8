import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEMO_DEPOSIT_AMOUNT,
  DEMO_PASSWORD,
  DEMO_PLAYER_EMAIL,
  DEMO_SESSION_TOKEN,
  DEMO_UNVERIFIED_EMAIL,
  isDatabaseEmpty,
  seedDemo,
  seedDemoIfEmpty,
} from '../../host-demo/server/seed/seed-demo';
import { verifyDraw, ticketTree } from '../../sdk/draws';
import { GAMES } from '../../sdk/games/catalogue';
import { availableBackends } from './helpers/backends';
import { callHapi } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

interface DrawRow {
  lottery_type: number;
  phase: string;
  expected_at: Date;
  drawn_at: Date;
  result: number[];
  seed: string;
  seed_hash: string;
}

describe.each(availableBackends())('the demo seed on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('runs only on an empty database (the catalogue alone does not count), so a restart seeds nothing', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    expect(await seedDemoIfEmpty(t.db, { now: t.clock.now() })).toMatchObject({ drawsInserted: GAMES.length * 3 });
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    expect(await seedDemoIfEmpty(t.db, { now: t.clock.now() + 86_400_000 })).toBeNull();
    expect((await t.db.query<{ n: number }>('select count(*)::bigint as n from draws')).rows[0]!.n).toBe(GAMES.length * 3);
  });

  it('draws the last 3 phases of every lottery within the catalogue ranges, committed by seed hashes', async () => {
    const result = await seedDemo(t.db, { now: t.clock.now() });
    expect(result.drawsInserted).toBe(GAMES.length * 3);
    const { rows } = await t.db.query<DrawRow>('select * from draws order by lottery_type, expected_at desc');
    for (const game of GAMES) {
      const draws = rows.filter((r) => r.lottery_type === game.lotteryType);
      expect(draws, game.key).toHaveLength(3);
      for (const d of draws) {
        expect(d.drawn_at.getTime()).toBeLessThanOrEqual(t.clock.now());
        expect(d.seed).toMatch(/^[0-9a-f]{64}$/);
        expect(d.seed_hash).toBe(createHash('sha256').update(Buffer.from(d.seed, 'hex')).digest('hex'));
        const { count, min, max, extra } = game.result;
        const main = d.result.slice(0, count);
        expect(d.result).toHaveLength(count + (extra?.count ?? 0));
        expect(main.every((n) => Number.isInteger(n) && n >= min && n <= max)).toBe(true);
        if (game.lotteryType !== 72 && game.lotteryType !== 92) expect(new Set(main).size).toBe(count);
        if (extra) expect(d.result.slice(count).every((n) => n >= extra.min && n <= extra.max)).toBe(true);
        expect(d.phase).toMatch(game.schedule.kind === 'interval' ? /^\d{12}$/ : /^\d{8}001$/);
      }
      // Consecutive scheduled draws: a day, a week, or the game's interval apart.
      const step = game.schedule.kind === 'interval' ? game.schedule.minutes * 60_000 : game.schedule.kind === 'daily' ? 86_400_000 : 7 * 86_400_000;
      expect(draws[0]!.expected_at.getTime() - draws[1]!.expected_at.getTime()).toBe(step);
    }
  });

  it('seeds a history the SDK verifier accepts: results derived from the revealed seeds, fingerprints fixed at close', async () => {
    await seedDemo(t.db, { now: t.clock.now() });
    const { rows } = await t.db.query<DrawRow & { ticket_root: string; ticket_count: number; closed_at: Date }>('select * from draws');
    expect(rows).toHaveLength(GAMES.length * 3);
    for (const d of rows) {
      const verdict = await verifyDraw({ lotteryType: d.lottery_type, phase: d.phase, seed: d.seed, seedHash: d.seed_hash, result: d.result });
      expect(verdict, `${d.lottery_type} ${d.phase}`).toMatchObject({ ok: true });
      expect(d).toMatchObject({ ticket_root: (await ticketTree([])).root, ticket_count: 0 });
      expect(d.closed_at.getTime()).toBeLessThan(d.expected_at.getTime());
    }
    // And the same through the public result command a verifier reads.
    const { envelope } = await callHapi<{ list: { phase: string; seed: string; seedHash: string; result: number[]; ticketRoot: string }[] }>(t.app, '660201', { lotteryType: 61 });
    for (const p of envelope.data!.list) expect((await verifyDraw({ lotteryType: 61, ...p })).ok, p.phase).toBe(true);
  });

  it('names phases in Dubai time: Pick 3 (21:00 daily) before and after its draw', async () => {
    // TEST_NOW is 09:26 Dubai on 2026-03-14, so today's 21:00 draw has not happened yet.
    await seedDemo(t.db, { now: t.clock.now() });
    const { rows } = await t.db.query<{ phase: string; expected_at: Date }>('select phase, expected_at from draws where lottery_type = 72 order by expected_at desc');
    expect(rows.map((r) => r.phase)).toEqual(['20260313001', '20260312001', '20260311001']);
    expect(rows[0]!.expected_at.toISOString()).toBe('2026-03-13T17:00:00.000Z');
    const [color] = (await t.db.query<{ phase: string }>('select phase from draws where lottery_type = 67 order by expected_at desc')).rows;
    expect(color!.phase).toBe('202603140926'); // every 2 minutes: 09:26 is the latest slot
  });

  it('gives the demo player a known session and an AED 500 deposit through the ledger', async () => {
    await seedDemo(t.db, { now: t.clock.now() });
    const { envelope } = await callHapi(t.app, '100124', {}, { token: DEMO_SESSION_TOKEN });
    expect(envelope).toMatchObject({
      code: 0,
      data: { betBalance: DEMO_DEPOSIT_AMOUNT, giftBalance: 0, totalBalance: 50_000, withdrawableAmount: 0, unreadSysMessage: 0, unreadOperateMessage: 0 },
    });
    const { rows } = await t.db.query<{ kind: string; n: number }>(
      `select m.kind, count(e.id)::bigint as n from ledger_movements m join ledger_entries e on e.movement_id = m.id group by m.kind`,
    );
    expect(rows).toEqual([{ kind: 'deposit', n: 2 }]);
  });

  it('gives the demo player two available coupons and an account of the previous platform to migrate', async () => {
    await seedDemo(t.db, { now: t.clock.now() });
    expect((await callHapi(t.app, '102011', {}, { token: DEMO_SESSION_TOKEN })).envelope.data).toEqual({ available: 2 });
    const { envelope } = await callHapi(t.app, '001006', {}, { token: DEMO_SESSION_TOKEN });
    expect(envelope.data).toEqual({ items: [expect.objectContaining({ legacyRef: 'EL-2019-004512', balance: 12_550, state: 'available', migratedAt: null })] });
  });

  it('seeds a verified and an unverified demo player who log in with the documented password, by e-mail or mobile', async () => {
    await seedDemo(t.db, { now: t.clock.now() });
    const login = (data: Record<string, unknown>) => callHapi<{ verifiedStatus: number; firstName: string }>(t.app, '100200', data);
    expect((await login({ accountType: 'email', email: DEMO_PLAYER_EMAIL, password: DEMO_PASSWORD })).envelope).toMatchObject({
      code: 0,
      data: { verifiedStatus: 3, firstName: 'Demo' },
    });
    expect((await login({ accountType: 'mobile', countryCode: '971', mobile: '500000000', password: DEMO_PASSWORD })).envelope.code).toBe(0);
    expect((await login({ accountType: 'email', email: DEMO_UNVERIFIED_EMAIL, password: DEMO_PASSWORD })).envelope).toMatchObject({
      code: 0,
      data: { verifiedStatus: 1, firstName: 'Noor' },
    });
    const { rows } = await t.db.query<{ password_hash: string }>('select password_hash from players where password_hash is not null');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
    expect(JSON.stringify(rows)).not.toContain(DEMO_PASSWORD);
  });
});
