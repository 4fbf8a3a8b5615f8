import { describe, expect, it } from 'vitest';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { settleDeposit } from '../../host-demo/server/domains/deposits/credit-deposit';
import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { DEFAULT_DEPOSIT_SETTINGS } from '../../host-demo/server/config';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { playerWithSession } from './helpers/gateway';
import { CARDS, betBalance, openDeposit, payWithNewCard, submitChallenge } from './helpers/deposits';
import { gatewayPerTest } from './helpers/per-test';

const AMOUNT = 10_000;

describe.each(availableBackends())('deposits under concurrency on $name', (backend) => {
  const t = gatewayPerTest(backend);

  const ledgerOf = async (playerId: number) =>
    (
      await t.db.query<{ movements: number; credited: number }>(
        `select count(distinct m.id)::bigint as movements, coalesce(sum(e.amount), 0)::bigint as credited
           from ledger_movements m join ledger_entries e on e.movement_id = m.id
           join ledger_accounts a on a.id = e.account_id
          where m.kind = 'deposit' and a.player_id = $1`,
        [playerId],
      )
    ).rows[0]!;

  it('20 submits of the 3-D Secure page fired together credit the deposit once', async () => {
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    const gatewayId = await openDeposit(t.app, token, AMOUNT);
    const redirect = (await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.challenge)).envelope.data!.redirect!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => submitChallenge(t.app, redirect, 'approve')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(303));
    expect(await betBalance(t.app, token)).toBe(AMOUNT);
    expect(await ledgerOf(playerId)).toEqual({ movements: 1, credited: AMOUNT });
  });

  it('the acquirer notifying an approval 20 times together (webhook retries) credits once and raises one wallet event', async () => {
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    const gatewayId = await openDeposit(t.app, token, AMOUNT);
    await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.timeout);
    const { rows } = await t.db.query<{ payment_id: string }>('select payment_id from deposit_orders where gateway_id = $1', [gatewayId]);
    const events = new InProcessEventBus();
    let wallet = 0;
    events.subscribe(() => (wallet += 1));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => settleDeposit({ db: t.db, clock: t.clock, events }, { paymentId: rows[0]!.payment_id, reference: gatewayId, outcome: 'approved' })),
    );
    expect(outcomes.filter((o) => o?.credited)).toHaveLength(1);
    expect(wallet).toBe(1);
    expect(await ledgerOf(playerId)).toEqual({ movements: 1, credited: AMOUNT });
  });

  it('a notification naming another payment of the deposit changes nothing', async () => {
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    const gatewayId = await openDeposit(t.app, token, AMOUNT);
    await payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.timeout);
    const outcome = await settleDeposit({ db: t.db, clock: t.clock, events: new InProcessEventBus() }, { paymentId: 'pay_forged', reference: gatewayId, outcome: 'approved' });
    expect(outcome).toBeNull();
    expect(await ledgerOf(playerId)).toEqual({ movements: 0, credited: 0 });
  });

  it('10 card payments of one deposit sent together: one charges and credits, the others are refused', async () => {
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    const gatewayId = await openDeposit(t.app, token, AMOUNT);
    const answers = await Promise.all(Array.from({ length: 10 }, () => payWithNewCard(t.app, token, gatewayId, AMOUNT, CARDS.approved)));
    const successes = answers.filter((a) => a.envelope.code === 0 && a.envelope.data!.status === 'SUCCESS');
    expect(successes.length).toBeGreaterThanOrEqual(1);
    // The payment that claimed the deposit charged it; the rest either saw it paid or were refused.
    expect(answers.every((a) => a.envelope.code === 0 || a.envelope.code === ErrorCode.paymentFailed)).toBe(true);
    expect(await ledgerOf(playerId)).toEqual({ movements: 1, credited: AMOUNT });
    const { rows } = await t.db.query<{ n: number }>('select count(*)::bigint as n from deposit_attempts where player_id = $1 and attempts = 0', [playerId]);
    expect(rows[0]!.n).toBe(1);
  });

  it(`of 20 declined payments sent together exactly ${DEFAULT_DEPOSIT_SETTINGS.maxAttempts} reach the bank; the rest find deposits locked`, async () => {
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    const gatewayIds = await Promise.all(Array.from({ length: 20 }, () => openDeposit(t.app, token, AMOUNT)));
    const answers = await Promise.all(gatewayIds.map((id) => payWithNewCard(t.app, token, id, AMOUNT, CARDS.declined)));
    const codes = answers.map((a) => (a.envelope.code === 0 ? a.envelope.data!.status : a.envelope.code));
    expect(codes.filter((c) => c === 'FAILURE')).toHaveLength(DEFAULT_DEPOSIT_SETTINGS.maxAttempts);
    expect(codes.filter((c) => c === ErrorCode.rechargeAttemptsLocked)).toHaveLength(20 - DEFAULT_DEPOSIT_SETTINGS.maxAttempts);
    // Locked for a day, then counted afresh.
    expect((await payWithNewCard(t.app, token, await openDeposit(t.app, token, AMOUNT), AMOUNT, CARDS.approved)).envelope.code).toBe(ErrorCode.rechargeAttemptsLocked);
    t.clock.advance(DEFAULT_DEPOSIT_SETTINGS.lockSeconds * 1000);
    const later = (await openSession(t.db, playerId, t.clock.now())).token;
    expect((await payWithNewCard(t.app, later, await openDeposit(t.app, later, AMOUNT), AMOUNT, CARDS.approved)).envelope.data!.status).toBe('SUCCESS');
  });
});
