import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/errors/codes';
import { playerDay } from '../../host-demo/server/domains/responsible-play/player-day';
import { availableBackends } from './helpers/backends';
import { countingDb } from './helpers/counting-db';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { callHapi, playerWithSession, testApp } from './helpers/gateway';
import { move } from './helpers/ledger';
import { gatewayPerTest } from './helpers/per-test';

interface NetPosition {
  won: number;
  spent: number;
  net: number;
  dayStart: number;
  dayEnd: number;
}

/** Midnight of 14 March 2026 in Dubai: 20:00 UTC the day before (UTC+4). */
const DUBAI_MIDNIGHT = Date.UTC(2026, 2, 13, 20, 0, 0);
const DAY = 86_400_000;

describe('the players’ day', () => {
  it('the day is Asia/Dubai’s, whatever the time of day', () => {
    expect(playerDay(DUBAI_MIDNIGHT)).toEqual({ start: DUBAI_MIDNIGHT, end: DUBAI_MIDNIGHT + DAY });
    expect(playerDay(DUBAI_MIDNIGHT - 1).start).toBe(DUBAI_MIDNIGHT - DAY);
    expect(playerDay(Date.UTC(2026, 2, 14, 0, 0, 0)).start).toBe(DUBAI_MIDNIGHT);
  });
});

/**
 * 100157, today's net position (issue 10, beyond the spec): won minus spent since midnight in
 * Asia/Dubai, counted by one read of an index on (player, created_at) whose cost is today's play only.
 */
describe.each(availableBackends())('today’s net position (100157) on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const net = async (token: string) => {
    const { envelope } = await callHapi<NetPosition>(t.app, '100157', {}, { token });
    expect(envelope.code).toBe(0);
    return envelope.data!;
  };

  it('counts stakes net of refunds and prizes from Dubai midnight, not UTC midnight; deposits and withdrawals are not play', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    let key = 0;
    const at = (time: number, kind: Parameters<typeof move>[2], amount: number) => move(t.db, playerId, kind, amount, { key: `net-${++key}`, at: time });
    await at(DUBAI_MIDNIGHT - 2 * DAY, 'deposit', 50_000);
    // The last moments of yesterday in Dubai (already 13 March in UTC too): not today.
    await at(DUBAI_MIDNIGHT - 1, 'stake', -500);
    await at(DUBAI_MIDNIGHT - 1000, 'prize', 9_000);
    // Today in Dubai, though still 13 March in UTC for the first four hours.
    await at(DUBAI_MIDNIGHT, 'stake', -200);
    await at(DUBAI_MIDNIGHT + 3_600_000, 'chase_stake', -300);
    await at(DUBAI_MIDNIGHT + 2 * 3_600_000, 'stake_refund', 100);
    await at(DUBAI_MIDNIGHT + 5 * 3_600_000, 'prize', 800);
    await at(DUBAI_MIDNIGHT + 6 * 3_600_000, 'deposit', 10_000);

    expect(await net(token)).toEqual({ won: 800, spent: 400, net: 400, dayStart: DUBAI_MIDNIGHT, dayEnd: DUBAI_MIDNIGHT + DAY });
    // The last millisecond of the Dubai day still counts it; the next one starts a new day at zero.
    // (A new session each time: the clock jumps further than a session stays idle.)
    t.clock.set(DUBAI_MIDNIGHT + DAY - 1);
    expect((await net((await openSession(t.db, playerId, t.clock.now())).token)).net).toBe(400);
    t.clock.set(DUBAI_MIDNIGHT + DAY);
    expect(await net((await openSession(t.db, playerId, t.clock.now())).token)).toEqual({ won: 0, spent: 0, net: 0, dayStart: DUBAI_MIDNIGHT + DAY, dayEnd: DUBAI_MIDNIGHT + 2 * DAY });
  });

  it('is one read of ledger_movements over the (player, created_at) index, reading only today’s rows however long the history', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    const other = await playerWithSession(t.db, t.clock, 'other.player');
    let key = 0;
    for (const id of [playerId, other.playerId]) {
      await move(t.db, id, 'deposit', 10_000, { key: `d-${++key}`, at: t.clock.now() - 2 * DAY });
      await move(t.db, id, 'stake', -100, { key: `s-${++key}`, at: t.clock.now() - 2 * DAY });
    }
    // Months of history before today for this player and another: 6,000 balanced play movements
    // in one statement (stakes and refunds on the bet account against house sales).
    await t.db.transaction((tx) =>
      tx.query(
        `with m as (
           insert into ledger_movements (idempotency_key, kind, created_at, player_id, player_amount, balance_after)
           select 'history-' || p || '-' || g, case when g % 3 = 0 then 'stake_refund' else 'stake' end,
                  $2::timestamptz - make_interval(mins => g * 29), p, case when g % 3 = 0 then 50 else -100 end, 0
             from generate_series(1, 3000) g, unnest(array[$1::bigint, $3::bigint]) p
           returning id, player_id, player_amount)
         insert into ledger_entries (movement_id, account_id, amount)
         select m.id, a.id, m.player_amount from m join ledger_accounts a on a.player_id = m.player_id and a.kind = 'bet'
         union all
         select m.id, h.id, -m.player_amount from m cross join ledger_accounts h where h.player_id is null and h.kind = 'house_sales'`,
        [playerId, new Date(playerDay(t.clock.now()).start - 1000), other.playerId],
      ),
    );
    for (let i = 0; i < 5; i++) await move(t.db, playerId, 'stake', -100, { key: `s-${++key}`, at: t.clock.now() - 100 + i });
    await t.db.query('analyze ledger_movements');

    const counted = countingDb(t.db);
    const app = testApp(counted, t.clock);
    expect((await callHapi<NetPosition>(app, '100157', {}, { token })).envelope.data).toMatchObject({ spent: 500, won: 0, net: -500 });
    await app.close();
    const reads = counted.statements.filter((s) => s.sql.includes('ledger_movements'));
    expect(reads).toHaveLength(1);
    expect(counted.statements.filter((s) => /^\s*(insert|update|delete)/i.test(s.sql) && s.sql.includes('ledger'))).toEqual([]);

    const { sql, params } = reads[0]!;
    const plan = await t.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${sql}`, params);
      const raw = rows[0]!['QUERY PLAN'];
      return JSON.stringify(typeof raw === 'string' ? JSON.parse(raw) : raw);
    });
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/"Index Name":"ledger_movements_player_play_day"/);
    // The scan hands up today's five rows only: none of the 6,000 older or other players' ones.
    const scanned = [...plan.matchAll(/"Actual Rows":(\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...scanned)).toBeLessThanOrEqual(5);
  });

  it('needs a session, and takes no fields', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    expect((await callHapi(t.app, '100157', {})).envelope.code).toBe(ErrorCode.sessionMissing);
    expect((await callHapi(t.app, '100157', { since: 0 }, { token })).envelope.code).toBe(ErrorCode.validationFailed);
  });
});
