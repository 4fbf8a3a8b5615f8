import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/errors/codes';
import { GatewayError } from '../../host-demo/server/errors/gateway-error';
import { InProcessEventBus, type GatewayEvent } from '../../host-demo/server/events/event-bus';
import { reviewWithdrawal, runAutomatedReview, type ReviewAction, type ReviewDeps } from '../../host-demo/server/domains/withdrawals/review';
import { submitWithdrawal } from '../../host-demo/server/domains/withdrawals/submit-withdrawal';
import { requestFingerprint } from '../../host-demo/server/domains/idempotency';
import { PayoutSimulator } from '../../host-demo/server/providers/payouts/payout-simulator';
import { availableBackends } from './helpers/backends';
import { gatewayPerTest } from './helpers/per-test';
import { IBAN, accountId, creditDeposit, creditWinnings, ledgerTotals, verifiedWithdrawer, withdrawableOf } from './helpers/withdrawals';

describe.each(availableBackends())('withdrawals racing for one balance, and reviewers racing for one withdrawal, on $name', (backend) => {
  const t = gatewayPerTest(backend);

  async function playerWithAccount(winnings: number) {
    const p = await verifiedWithdrawer(t.db, t.clock);
    await creditDeposit(t.db, t.clock, p.playerId);
    await creditWinnings(t.db, t.clock, p.playerId, winnings);
    return { ...p, account: Number(await accountId(t.app, p.token, IBAN)) };
  }

  function deps(events = new InProcessEventBus()): ReviewDeps {
    return { db: t.db, clock: t.clock, payouts: new PayoutSimulator(), events, autoApproveUpTo: 500_000 };
  }

  /** One submission as 420605 makes it once the code is spent (the code allows one request, so the race is run here). */
  function submit(playerId: number, account: number, amount: number, key: string) {
    return t.db.transaction((tx) => submitWithdrawal(tx, { playerId, ibanAccountId: account, idempotencyKey: key, requestHash: requestFingerprint({ accountId: String(account), amount, channelType: 801 }), channelType: 801, amount, fee: 500, now: t.clock.now() }));
  }

  it('never overdraws: of 20 withdrawals of AED 300 fired together against AED 2,000, exactly 6 pass', async () => {
    const p = await playerWithAccount(200_000);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => submit(p.playerId, p.account, 30_000, `race-${i}-000000000000`)));
    const passed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(passed).toHaveLength(6);
    expect(refused).toHaveLength(14);
    for (const reason of refused) expect(reason).toBeInstanceOf(GatewayError);
    expect(refused.map((r: GatewayError) => r.code)).toEqual(Array(14).fill(ErrorCode.insufficientWithdrawable));
    expect(await withdrawableOf(t.db, p.playerId)).toBe(20_000);
    // Only the accepted ones left a row, and the ledger balances.
    expect((await t.db.query('select count(*)::int as n, sum(amount)::bigint as total from withdrawals')).rows[0]).toEqual({ n: 6, total: 180_000 });
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
  });

  it('returns the money of a rejected withdrawal exactly once when ten reviewers reject or fail it together', async () => {
    const p = await playerWithAccount(900_000);
    const w = await submit(p.playerId, p.account, 600_000, 'big-one-000000000001');
    expect((await runAutomatedReview(deps(), w.id))!.withdrawal.state).toBe('manualReview');
    expect(await withdrawableOf(t.db, p.playerId)).toBe(300_000);

    const events: GatewayEvent[] = [];
    const bus = new InProcessEventBus();
    bus.subscribe((e) => events.push(e));
    const actions: ReviewAction[] = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 'reject' : 'fail'));
    const outcomes = await Promise.all(actions.map((action) => reviewWithdrawal(deps(bus), w.id, action)));
    expect(outcomes.filter((o) => o!.changed)).toHaveLength(1);
    const decided = outcomes.find((o) => o!.changed)!.withdrawal.state;
    expect(['rejected', 'failed']).toContain(decided);
    expect(outcomes.every((o) => o!.withdrawal.state === decided)).toBe(true);

    expect(await withdrawableOf(t.db, p.playerId)).toBe(900_000);
    expect((await t.db.query("select idempotency_key from ledger_movements where kind = 'withdrawal_failure'")).rows).toEqual([{ idempotency_key: `withdrawal-failure:${w.id}` }]);
    // One wallet change, and one popup telling the player the money is back (issue 19's live popups).
    expect(events.filter((e) => !('body' in e))).toEqual([{ kind: 'player', playerId: p.playerId, changeType: 'wallet' }]);
    expect(events.filter((e) => 'body' in e)).toHaveLength(1);
    expect(await ledgerTotals(t.db)).toEqual({ all: 0, unbalancedMovements: 0 });
  });

  it('pays or returns, never both, when approvals and rejections race', async () => {
    const p = await playerWithAccount(900_000);
    const w = await submit(p.playerId, p.account, 600_000, 'big-two-000000000001');
    await runAutomatedReview(deps(), w.id);
    const outcomes = await Promise.all((['approve', 'reject', 'approve', 'fail', 'reject', 'approve'] as const).map((a) => reviewWithdrawal(deps(), w.id, a)));
    expect(outcomes.filter((o) => o!.changed)).toHaveLength(1);
    const state = outcomes.find((o) => o!.changed)!.withdrawal.state;
    const refunds = (await t.db.query<{ n: number }>("select count(*)::int as n from ledger_movements where kind = 'withdrawal_failure'")).rows[0]!.n;
    expect(refunds).toBe(state === 'credited' ? 0 : 1);
    expect(await withdrawableOf(t.db, p.playerId)).toBe(state === 'credited' ? 300_000 : 900_000);
  });

  it('lets no update move a decided withdrawal back (the database refuses it)', async () => {
    const p = await playerWithAccount(100_000);
    const w = await submit(p.playerId, p.account, 10_000, 'small-one-0000000001');
    expect((await runAutomatedReview(deps(), w.id))!.withdrawal.state).toBe('credited');
    await expect(t.db.query("update withdrawals set state = 'manualReview' where id = $1", [w.id])).rejects.toThrow(/cannot go from credited to manualReview/);
    await expect(t.db.query("update withdrawals set state = 'rejected' where id = $1", [w.id])).rejects.toThrow(/cannot go from credited to rejected/);
    await expect(t.db.query('update withdrawals set amount = 1 where id = $1', [w.id])).rejects.toThrow(/immutable/);
  });
});
