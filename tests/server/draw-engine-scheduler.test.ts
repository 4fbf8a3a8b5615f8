import { describe, expect, it } from 'vitest';
import { createDrawScheduler, type SchedulerPass, type SchedulerTimers } from '../../host-demo/server/domains/draws/scheduler';
import { verifyDraw } from '../../sdk/draws';
import { availableBackends } from './helpers/backends';
import { gatewayPerTest } from './helpers/per-test';

const MINUTE = 60_000;
const LEASE = 15_000;

/** Timers that fire only when the test says so. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: SchedulerTimers = {
    setTimeout(callback, ms) {
      pending.set(++next, { callback, ms });
      return next;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    pending,
    fire() {
      const entries = [...pending];
      pending.clear();
      for (const [, t] of entries) t.callback();
    },
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 2_000 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
};

describe.each(availableBackends())('the draw scheduler on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('of two processes on one database only one leads, and every phase is drawn once', async () => {
    const other = await t.openAnother();
    const a = createDrawScheduler({ db: t.db, clock: t.clock, holder: 'process-a', leaseMs: LEASE });
    const b = createDrawScheduler({ db: other, clock: t.clock, holder: 'process-b', leaseMs: LEASE });
    const passes: { a: SchedulerPass; b: SchedulerPass }[] = [];
    // Passes 10 s apart, within the lease: the leader renews it each time.
    for (let step = 0; step < 14; step += 1) {
      const [pa, pb] = await Promise.all([a.runOnce(), b.runOnce()]);
      passes.push({ a: pa, b: pb });
      t.clock.advance(10_000);
    }
    for (const p of passes) expect([p.a, p.b].filter((x) => x !== null)).toHaveLength(1);
    // Leadership stays where it started while the leader renews its lease.
    const leaderIsA = passes[0]!.a !== null;
    expect(passes.every((p) => (p.a !== null) === leaderIsA)).toBe(true);

    const drawn = passes.flatMap((p) => (p.a ?? p.b)!.drawn);
    expect(drawn.length).toBeGreaterThan(0);
    expect(new Set(drawn.map((d) => d.id)).size).toBe(drawn.length);
    const { rows } = await t.db.query<{ lottery_type: number; phase: string; seed: string; seed_hash: string; result: number[] }>(
      'select lottery_type, phase, seed, seed_hash, result from draws where drawn_at is not null',
    );
    expect(rows).toHaveLength(drawn.length);
    for (const r of rows) expect((await verifyDraw({ lotteryType: r.lottery_type, phase: r.phase, seed: r.seed, seedHash: r.seed_hash, result: r.result })).ok).toBe(true);
  });

  it('hands the lead over when the leader stops, or once a leader that died lets its lease expire, and the new one catches up', async () => {
    const other = await t.openAnother();
    const a = createDrawScheduler({ db: t.db, clock: t.clock, holder: 'process-a', leaseMs: LEASE });
    const b = createDrawScheduler({ db: other, clock: t.clock, holder: 'process-b', leaseMs: LEASE });
    expect(await a.runOnce()).not.toBeNull();
    expect(await b.runOnce()).toBeNull();
    await a.stop(); // a clean shutdown gives the lease up at once
    expect(await b.runOnce()).not.toBeNull();
    expect(await a.runOnce()).toBeNull();

    // b dies without a word: a waits for its lease to expire, then draws what was missed meanwhile.
    t.clock.advance(LEASE - 1);
    expect(await a.runOnce()).toBeNull();
    t.clock.advance(2 * MINUTE);
    const takeover = await a.runOnce();
    expect(takeover).not.toBeNull();
    expect(takeover!.drawn.length).toBeGreaterThan(0);
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::bigint as n from draws where drawn_at is null and expected_at <= to_timestamp(${t.clock.now() / 1000})`);
    expect(rows[0]!.n).toBe(0);
  });

  it('runs a pass at start and then every interval on its timers, reports each draw, and stops cleanly', async () => {
    const timers = manualTimers();
    const reported: string[] = [];
    const errors: unknown[] = [];
    const scheduler = createDrawScheduler({
      db: t.db, clock: t.clock, timers: timers.timers, intervalMs: 1_000,
      onDrawn: (d) => reported.push(`${d.lotteryType}:${d.phase}`),
      onError: (e) => errors.push(e),
    });
    scheduler.start();
    await until(() => timers.pending.size === 1);
    expect([...timers.pending.values()][0]!.ms).toBe(1_000);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::bigint as n from draws');
    expect(rows[0]!.n).toBeGreaterThan(0); // the first pass announced the coming draws

    t.clock.advance(2 * MINUTE);
    timers.fire();
    await until(() => timers.pending.size === 1);
    // Quick Five's 09:28 draw (its 09:27 sale had closed at 09:26:50, before the first pass).
    expect(reported).toContain('69:202603140928');
    await scheduler.stop();
    expect(timers.pending.size).toBe(0);
    expect(errors).toEqual([]);
    expect((await t.db.query('select * from scheduler_leases')).rows).toEqual([]);
  });
});
