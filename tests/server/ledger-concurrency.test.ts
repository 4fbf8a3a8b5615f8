import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InsufficientFundsError, playerBalances, recordMovement } from '../../host-demo/server/domains/wallet/ledger';
import { availableBackends } from './helpers/backends';
import { playerWithSession } from './helpers/gateway';
import { expectLedgerReconciles, move, movement } from './helpers/ledger';
import { gatewayPerTest } from './helpers/per-test';

/** Settles every promise and counts fulfilled values and rejection types. */
async function outcomes<T>(promises: Promise<T>[]): Promise<{ ok: T[]; errors: string[] }> {
  const settled = await Promise.allSettled(promises);
  return {
    ok: settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])),
    errors: settled.flatMap((s) => (s.status === 'rejected' ? [s.reason instanceof Error ? s.reason.name : String(s.reason)] : [])),
  };
}

describe.each(availableBackends())('the ledger under concurrent movements on $name', (backend) => {
  const t = gatewayPerTest(backend);

  it('50 purchases fired together against a balance of 33 purchases: 33 pass, 17 are refused, none overdraws', async () => {
    const { playerId } = await playerWithSession(t.db, t.clock);
    await move(t.db, playerId, 'deposit', 9_900 + 100, { key: 'dep', at: t.clock.now() });
    const { ok, errors } = await outcomes(
      Array.from({ length: 50 }, (_, i) => move(t.db, playerId, 'stake', -300, { key: `stake-${i}`, at: t.clock.now() })),
    );
    expect(ok).toHaveLength(33);
    expect(errors).toEqual(Array(17).fill('InsufficientFundsError'));
    expect(await playerBalances(t.db, playerId)).toEqual({ bet: 100, gift: 0, withdrawable: 0 });
    await expectLedgerReconciles(t.db);
  });

  it('withdrawals fired together never take more than the winnings', async () => {
    const { playerId } = await playerWithSession(t.db, t.clock);
    await move(t.db, playerId, 'prize', 5_000, { key: 'prize', at: t.clock.now() });
    await move(t.db, playerId, 'deposit', 50_000, { key: 'dep', at: t.clock.now() });
    const { ok, errors } = await outcomes(
      Array.from({ length: 12 }, (_, i) => move(t.db, playerId, 'withdrawal', -1_000, { key: `wd-${i}`, at: t.clock.now() })),
    );
    expect(ok).toHaveLength(5);
    expect(errors).toEqual(Array(7).fill('InsufficientFundsError'));
    // Deposits are not withdrawable: the bet account was never touched.
    expect(await playerBalances(t.db, playerId)).toEqual({ bet: 50_000, gift: 0, withdrawable: 0 });
    await expectLedgerReconciles(t.db);
  });

  it('the same deposit retried 20 times at once is credited once', async () => {
    const { playerId } = await playerWithSession(t.db, t.clock);
    const deposit = movement(playerId, 'deposit', 2_500, { key: 'deposit:order-1', at: t.clock.now(), reference: 'order-1' });
    const { ok, errors } = await outcomes(Array.from({ length: 20 }, () => recordMovement(t.db, deposit)));
    expect(errors).toEqual([]);
    expect(ok.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(ok.map((r) => r.movementId)).size).toBe(1);
    expect((await playerBalances(t.db, playerId)).bet).toBe(2_500);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::bigint as n from ledger_movements where reference = $1', ['order-1']);
    expect(rows[0]!.n).toBe(1);
    await expectLedgerReconciles(t.db);
  });

  it('any mix of deposits, purchases, prizes and withdrawals fired together never overdraws and the ledger reconciles', async () => {
    const op = fc.record({
      kind: fc.constantFrom('deposit', 'stake', 'prize', 'withdrawal', 'gift', 'stake_refund'),
      amount: fc.integer({ min: 1, max: 5_000 }),
      // Some requests are retried with the same key (a client retry after a time-out).
      retried: fc.boolean(),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 24 }), async (ops) => {
        run += 1;
        const { playerId } = await playerWithSession(t.db, t.clock, `prop.${run}`);
        const before = await playerBalances(t.db, playerId);
        const inputs = ops.map((o, i) => {
          const out = o.kind === 'stake' || o.kind === 'withdrawal';
          return movement(playerId, o.kind, out ? -o.amount : o.amount, { key: `p${run}:${i}`, at: t.clock.now() });
        });
        const requests = inputs.flatMap((input, i) => (ops[i]!.retried ? [input, input] : [input]));
        const { ok, errors } = await outcomes(requests.map((input) => recordMovement(t.db, input)));
        // The only refusal is the balance one; a deadlock or a duplicate key would show here.
        expect(errors.every((e) => e === 'InsufficientFundsError')).toBe(true);

        const credited = new Set(ok.filter((r) => !r.replayed).map((r) => r.movementId));
        expect(ok.filter((r) => !r.replayed)).toHaveLength(credited.size);
        const after = await playerBalances(t.db, playerId);
        for (const bucket of ['bet', 'gift', 'withdrawable'] as const) expect(after[bucket]).toBeGreaterThanOrEqual(0);
        const { rows } = await t.db.query<{ total: number | null; n: number }>(
          'select sum(player_amount)::bigint as total, count(*)::bigint as n from ledger_movements where player_id = $1',
          [playerId],
        );
        // Exactly the accepted movements moved money, each once.
        expect(rows[0]!.n).toBe(credited.size);
        expect(after.bet + after.gift + after.withdrawable - (before.bet + before.gift + before.withdrawable)).toBe(rows[0]!.total ?? 0);
        await expectLedgerReconciles(t.db);
      }),
      { numRuns: 12 },
    );
  });

  it('translates only the balance guard into InsufficientFundsError', async () => {
    const { playerId } = await playerWithSession(t.db, t.clock);
    await expect(move(t.db, playerId, 'stake', -1, { key: 'k', at: t.clock.now() })).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(move(t.db, playerId, 'deposit', 1, { key: 'x'.repeat(10), at: t.clock.now(), reference: 'r'.repeat(65) })).rejects.not.toBeInstanceOf(
      InsufficientFundsError,
    );
  });
});
