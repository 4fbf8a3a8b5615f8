import { describe, expect, it } from 'vitest';
import type { Database } from '../../host-demo/server/db/database';
import { migrate } from '../../host-demo/server/db/migrate';
import { openPglite } from '../../host-demo/server/db/pglite';
import { USAGE, runReview } from '../../host-demo/server/dev/review-withdrawal';
import { runAutomatedReview, type ReviewDeps } from '../../host-demo/server/domains/withdrawals/review';
import { submitWithdrawal } from '../../host-demo/server/domains/withdrawals/submit-withdrawal';
import { requestFingerprint } from '../../host-demo/server/domains/idempotency';
import { InProcessEventBus, type GatewayEvent } from '../../host-demo/server/events/event-bus';
import { PAYOUT_TEST_IBANS, PayoutSimulator } from '../../host-demo/server/providers/payouts/payout-simulator';
import { availableBackends } from './helpers/backends';
import { manualClock, type ManualClock } from './helpers/clock';
import { runNpmScript, withDataDir } from './helpers/npm-script';
import { gatewayPerTest } from './helpers/per-test';
import { creditDeposit, creditWinnings, verifiedWithdrawer, withdrawableOf } from './helpers/withdrawals';

/** A withdrawal of AED 6,000 (of AED 9,000 won) waiting in manual review, to `iban`. */
async function waitingWithdrawal(db: Database, clock: ManualClock, iban: string = PAYOUT_TEST_IBANS.paid): Promise<{ playerId: number; withdrawalId: number }> {
  const p = await verifiedWithdrawer(db, clock);
  await creditDeposit(db, clock, p.playerId);
  await creditWinnings(db, clock, p.playerId, 900_000);
  // As 420602 adds it: the IBAN bound to the player first (023_iban_holders.sql), then the account.
  await db.query('insert into iban_holders (iban, player_id, bound_at) values ($1, $2, $3)', [iban, p.playerId, new Date(clock.now())]);
  const { rows } = await db.query<{ id: number }>(
    `insert into iban_accounts (player_id, iban, bank_name, street_address, holder_name, holder_id_number_key, created_at)
     values ($1, $2, 'Emirates NBD', 'Sheikh Zayed Road', 'Aisha Noor Khan', '784199000000036', $3) returning id`,
    [p.playerId, iban, new Date(clock.now())],
  );
  const w = await db.transaction((tx) =>
    submitWithdrawal(tx, { playerId: p.playerId, ibanAccountId: rows[0]!.id, idempotencyKey: 'waiting-000000000001', requestHash: requestFingerprint({ accountId: String(rows[0]!.id), amount: 600_000, channelType: 801 }), channelType: 801, amount: 600_000, fee: 500, now: clock.now() }),
  );
  await runAutomatedReview({ db, clock, payouts: new PayoutSimulator(), events: new InProcessEventBus(), autoApproveUpTo: 500_000 }, w.id);
  return { playerId: p.playerId, withdrawalId: w.id };
}

describe.each(availableBackends())('the reviewer command (npm run withdrawal:review) on $name', (backend) => {
  const t = gatewayPerTest(backend);
  const deps = (): ReviewDeps => ({ db: t.db, clock: t.clock, payouts: new PayoutSimulator(), events: new InProcessEventBus(), autoApproveUpTo: 500_000 });

  it('approves a withdrawal in manual review: paid out, credited, the money stays out', async () => {
    const { playerId, withdrawalId } = await waitingWithdrawal(t.db, t.clock);
    expect(await runReview([String(withdrawalId), 'approve'], deps())).toEqual({ exitCode: 0, line: `withdrawal ${withdrawalId}: manualReview -> credited` });
    expect(await withdrawableOf(t.db, playerId)).toBe(300_000);
    const { rows } = await t.db.query<{ state: string; payout_reference: string }>('select state, payout_reference from withdrawals');
    expect(rows[0]).toMatchObject({ state: 'credited', payout_reference: expect.stringMatching(/^SIM-[0-9A-F]{16}$/) });
  });

  it('pops a paid withdrawal up on the player\'s open page, once, with the amount and the inbox\'s texts', async () => {
    const paid = await waitingWithdrawal(t.db, t.clock);
    const events = new InProcessEventBus();
    const heard: GatewayEvent[] = [];
    events.subscribe((e) => heard.push(e));
    const withEvents = { ...deps(), events };
    await runReview([String(paid.withdrawalId), 'approve'], withEvents);
    await runReview([String(paid.withdrawalId), 'approve'], withEvents);
    const popups = heard.filter((e) => 'changeType' in e && e.changeType === 'popup') as unknown as { playerId: number; body: { notification: { topic: string; texts: Record<string, { title: string; preview: string }> } } }[];
    expect(popups.map((p) => [p.playerId, p.body.notification.topic])).toEqual([[paid.playerId, 'withdrawal-paid']]);
    expect(popups[0]!.body.notification.texts['en-US']!.preview).toContain('5,995');
    expect(popups[0]!.body.notification.texts['ar-AE']!.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('rejects with a note, returning the money with a withdrawal failure movement, and decides only once', async () => {
    const { playerId, withdrawalId } = await waitingWithdrawal(t.db, t.clock);
    expect(await runReview([String(withdrawalId), 'reject', 'source', 'of', 'funds', 'unclear'], deps())).toEqual({
      exitCode: 0,
      line: `withdrawal ${withdrawalId}: manualReview -> rejected (money returned)`,
    });
    expect(await withdrawableOf(t.db, playerId)).toBe(900_000);
    expect(await runReview([String(withdrawalId), 'fail'], deps())).toEqual({ exitCode: 2, line: `withdrawal ${withdrawalId}: already rejected, nothing changed` });
    expect(await withdrawableOf(t.db, playerId)).toBe(900_000);
    const history = await t.db.query('select from_state, to_state, actor, note from withdrawal_transitions where withdrawal_id = $1 order by id', [withdrawalId]);
    expect(history.rows.at(-1)).toEqual({ from_state: 'manualReview', to_state: 'rejected', actor: 'reviewer', note: 'source of funds unclear' });
  });

  it('fails an approval the bank refuses, returning the money', async () => {
    const { playerId, withdrawalId } = await waitingWithdrawal(t.db, t.clock, PAYOUT_TEST_IBANS.refused);
    expect(await runReview([String(withdrawalId), 'approve'], deps())).toEqual({ exitCode: 0, line: `withdrawal ${withdrawalId}: manualReview -> failed (money returned)` });
    expect(await withdrawableOf(t.db, playerId)).toBe(900_000);
  });

  it('says how to use it, and that a withdrawal does not exist', async () => {
    expect(await runReview([], deps())).toEqual({ exitCode: 1, line: USAGE });
    expect(await runReview(['12', 'pay'], deps())).toEqual({ exitCode: 1, line: USAGE });
    expect(await runReview(['x', 'approve'], deps())).toEqual({ exitCode: 1, line: USAGE });
    expect(await runReview(['999', 'approve'], deps())).toEqual({ exitCode: 1, line: 'withdrawal 999: not found' });
  });
});

describe('npm run withdrawal:review as a process, on the PGlite data folder main.ts uses', () => {
  it('rejects a waiting withdrawal in DATA_DIR and returns the money', async () => {
    await withDataDir('nl-review-', async (dataDir) => {
      let db = await openPglite({ dataDir });
      await migrate(db);
      const { playerId, withdrawalId } = await waitingWithdrawal(db, manualClock());
      await db.close();

      const { code, output } = await runNpmScript('withdrawal:review', [String(withdrawalId), 'reject'], { DATA_DIR: dataDir });
      expect(output).toContain(`withdrawal ${withdrawalId}: manualReview -> rejected (money returned)`);
      expect(code).toBe(0);

      db = await openPglite({ dataDir });
      expect(await withdrawableOf(db, playerId)).toBe(900_000);
      await db.close();
      expect((await runNpmScript('withdrawal:review', [String(withdrawalId), 'approve'], { DATA_DIR: dataDir })).code).toBe(2);
    });
  }, 180_000);
});
