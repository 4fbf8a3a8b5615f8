import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../host-demo/server/seed/seed-demo';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  LedgerError,
  playerBalances,
  recordMovement,
  type MovementInput,
} from '../../host-demo/server/domains/wallet/ledger';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

describe.each(availableBackends())('the ledger on $name', (backend) => {
  const t = gatewayPerTest(backend);

  const deposit = (playerId: number, amount: number, key = `deposit:${playerId}:${amount}`): MovementInput => ({
    idempotencyKey: key,
    kind: 'deposit',
    at: t.clock.now(),
    legs: [
      { account: { house: 'house_deposits' }, amount: -amount },
      { account: { playerId, kind: 'bet' }, amount },
    ],
  });
  const entryCount = async () => (await t.db.query<{ n: number }>('select count(*)::bigint as n from ledger_entries')).rows[0]!.n;

  it("the ledger's entries balance to zero per movement", async () => {
    await seedDemo(t.db, { now: t.clock.now() });
    const { playerId } = await playerWithSession(t.db, t.clock);
    await recordMovement(t.db, deposit(playerId, 12_345));
    await recordMovement(t.db, {
      idempotencyKey: 'prize:1',
      kind: 'prize',
      at: t.clock.now(),
      legs: [
        { account: { house: 'house_prizes' }, amount: -100_000 },
        { account: { playerId, kind: 'withdrawable' }, amount: 100_000 },
      ],
    });
    const { rows } = await t.db.query<{ movement_id: number; total: number; legs: number }>(
      'select movement_id, sum(amount)::bigint as total, count(*)::bigint as legs from ledger_entries group by movement_id',
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.total === 0 && r.legs >= 2)).toBe(true);
  });

  it('idempotency key rejects a replay: the same request writes nothing twice', async () => {
    const { playerId } = await playerWithSession(t.db, t.clock);
    const first = await recordMovement(t.db, deposit(playerId, 5_000, 'deposit:order-42'));
    const entries = await entryCount();
    const again = await recordMovement(t.db, deposit(playerId, 5_000, 'deposit:order-42'));
    expect(again).toEqual({ movementId: first.movementId, replayed: true });
    expect(await entryCount()).toBe(entries);
    expect((await playerBalances(t.db, playerId)).bet).toBe(5_000);
    await expect(recordMovement(t.db, deposit(playerId, 9_999, 'deposit:order-42'))).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await entryCount()).toBe(entries);
  });

  it('refuses an unbalanced movement, and so does the database itself', async () => {
    const { playerId } = await playerWithSession(t.db, t.clock);
    const unbalanced = deposit(playerId, 100);
    await expect(recordMovement(t.db, { ...unbalanced, legs: [unbalanced.legs[0]!, { ...unbalanced.legs[1]!, amount: 99 }] })).rejects.toBeInstanceOf(LedgerError);
    // Bypassing the code: the deferred constraint trigger refuses at commit.
    await expect(
      t.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>("insert into ledger_movements (idempotency_key, kind) values ('raw', 'adjustment') returning id");
        const { rows: accounts } = await tx.query<{ id: number }>("select id from ledger_accounts where kind = 'house_sales'");
        await tx.query('insert into ledger_entries (movement_id, account_id, amount) values ($1, $2, 500)', [rows[0]!.id, accounts[0]!.id]);
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await entryCount()).toBe(0);
  });

  it('is append-only: entries cannot be edited or deleted', async () => {
    const { playerId } = await playerWithSession(t.db, t.clock);
    await recordMovement(t.db, deposit(playerId, 700));
    await expect(t.db.query('update ledger_entries set amount = amount * 2')).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from ledger_entries')).rejects.toThrow(/append-only/);
    expect((await playerBalances(t.db, playerId)).bet).toBe(700);
  });

  it('refuses to overdraw a player account and writes nothing', async () => {
    const { playerId } = await playerWithSession(t.db, t.clock);
    await recordMovement(t.db, deposit(playerId, 1_000));
    const entries = await entryCount();
    const stake: MovementInput = {
      idempotencyKey: 'stake:1',
      kind: 'stake',
      at: t.clock.now(),
      legs: [
        { account: { playerId, kind: 'bet' }, amount: -1_001 },
        { account: { house: 'house_sales' }, amount: 1_001 },
      ],
    };
    await expect(recordMovement(t.db, stake)).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await entryCount()).toBe(entries);
    const exact = await recordMovement(t.db, { ...stake, idempotencyKey: 'stake:2', legs: [{ ...stake.legs[0]!, amount: -1_000 }, { ...stake.legs[1]!, amount: 1_000 }] });
    expect(exact.replayed).toBe(false);
    expect((await playerBalances(t.db, playerId)).bet).toBe(0);
  });

  it('100124 derives every balance field from the entries', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    await recordMovement(t.db, deposit(playerId, 20_000));
    await recordMovement(t.db, {
      idempotencyKey: 'prize:7',
      kind: 'prize',
      at: t.clock.now(),
      legs: [
        { account: { house: 'house_prizes' }, amount: -3_000 },
        { account: { playerId, kind: 'withdrawable' }, amount: 3_000 },
      ],
    });
    await recordMovement(t.db, {
      idempotencyKey: 'gift:welcome',
      kind: 'gift',
      at: t.clock.now(),
      legs: [
        { account: { house: 'house_promotions' }, amount: -500 },
        { account: { playerId, kind: 'gift' }, amount: 500 },
      ],
    });
    const { envelope } = await callHapi(t.app, '100124', {}, { token });
    expect(envelope.data).toEqual({
      betBalance: 23_000,
      giftBalance: 500,
      totalBalance: 23_500,
      withdrawableAmount: 3_000,
      unreadSysMessage: 0,
      unreadOperateMessage: 0,
    });
  });

  it('keeps balances per player', async () => {
    const a = await playerWithSession(t.db, t.clock, 'player.a');
    const b = await playerWithSession(t.db, t.clock, 'player.b');
    await recordMovement(t.db, deposit(a.playerId, 1_500));
    expect((await callHapi(t.app, '100124', {}, { token: b.token })).envelope.data).toMatchObject({ totalBalance: 0 });
    expect((await callHapi(t.app, '100124', {}, { token: a.token })).envelope.data).toMatchObject({ totalBalance: 1_500 });
  });
});
