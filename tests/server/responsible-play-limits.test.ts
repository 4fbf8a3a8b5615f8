import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/errors/codes';
import type { Queryable } from '../../host-demo/server/db/database';
import { claimAllowance } from '../../host-demo/server/domains/responsible-play/allowance';
import { wagerWindowOrRefuse } from '../../host-demo/server/domains/responsible-play/wager-allowance';
import { GatewayError } from '../../host-demo/server/errors/gateway-error';
import { openSession } from '../../host-demo/server/domains/sessions/sessions';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession } from './helpers/gateway';
import { CARDS, betBalance, openDeposit, payWithNewCard, recharge } from './helpers/deposits';
import { gatewayPerTest } from './helpers/per-test';
import { DAY_MINUTES, MINUTE, limitRecord, setLimit } from './helpers/responsible-play';

const AED = 100;

/** A bet counted against the wager limit as 101101 counts it: the claim's one UPDATE, then its verdict. */
async function claimWager(tx: Queryable, playerId: number, amount: number, at: number): Promise<Date | null> {
  return wagerWindowOrRefuse(await claimAllowance(tx, playerId, 4, amount, at));
}

describe.each(availableBackends())('deposit and wager limits on $name', (backend) => {
  const t = gatewayPerTest(backend);

  const deposit = async (token: string, amount: number) => {
    const gatewayId = await openDeposit(t.app, token, amount);
    return (await payWithNewCard(t.app, token, gatewayId, amount, CARDS.approved)).envelope;
  };

  it('sets a deposit limit that the status reports active, with all of it available and 3 changes left', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const { envelope } = await setLimit(t.app, token, 2, 50 * AED, DAY_MINUTES);
    expect(envelope.code).toBe(0);
    expect(envelope.data!.exclusionEndTime).toBe(t.clock.now() + DAY_MINUTES * MINUTE);
    expect(await limitRecord(t.app, token, 2)).toMatchObject({
      exclusionValue: 50 * AED,
      availableLimit: 50 * AED,
      state: 'active',
      remainChangeNum: 3,
      limitStatus: 0,
      durationMinute: DAY_MINUTES,
      exclusionDurationDesc: '24 Hours',
    });
  });

  it('refuses a duration the config does not offer', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    expect((await setLimit(t.app, token, 4, 50 * AED, 61)).envelope.code).toBe(ErrorCode.durationNotOffered);
    expect(await limitRecord(t.app, token, 4)).toBeUndefined();
  });

  it('while the term runs: lower applies at once; unchanged, higher, shorter and below-used are refused; the 4th change is locked', async () => {
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    await setLimit(t.app, token, 4, 500 * AED, 7 * DAY_MINUTES);
    await t.db.transaction((tx) => claimWager(tx, playerId, 300 * AED, t.clock.now()));

    expect((await setLimit(t.app, token, 4, 500 * AED, 7 * DAY_MINUTES)).envelope.code).toBe(ErrorCode.limitUnchanged);
    expect((await setLimit(t.app, token, 4, 600 * AED, 7 * DAY_MINUTES)).envelope.code).toBe(ErrorCode.limitAboveExisting);
    expect((await setLimit(t.app, token, 4, 400 * AED, DAY_MINUTES)).envelope.code).toBe(ErrorCode.limitShorterDuration);
    expect((await setLimit(t.app, token, 4, 200 * AED, 7 * DAY_MINUTES)).envelope.code).toBe(ErrorCode.limitBelowUsed);

    expect((await setLimit(t.app, token, 4, 450 * AED, 7 * DAY_MINUTES)).envelope.code).toBe(0);
    expect(await limitRecord(t.app, token, 4)).toMatchObject({ betAmountLimit: 450 * AED, remainAmount: 150 * AED, remainChangeNum: 2 });
    expect((await setLimit(t.app, token, 4, 400 * AED, 30 * DAY_MINUTES)).envelope.code).toBe(0);
    expect((await setLimit(t.app, token, 4, 350 * AED, 30 * DAY_MINUTES)).envelope.code).toBe(0);
    expect(await limitRecord(t.app, token, 4)).toMatchObject({ remainChangeNum: 0, limitStatus: 1, exclusionEndTime: t.clock.now() + 30 * DAY_MINUTES * MINUTE });
    expect((await setLimit(t.app, token, 4, 320 * AED, 30 * DAY_MINUTES)).envelope.code).toBe(ErrorCode.limitLocked);
  });

  it('an expired limit still counts, can be renewed higher with its count reset, and is removable only after expiry', async () => {
    const { playerId, token: first } = await playerWithSession(t.db, t.clock);
    let token = first;
    await setLimit(t.app, token, 2, 100 * AED, DAY_MINUTES);
    expect((await callHapi(t.app, '100316', { bizType: 2, clickType: 1 }, { token })).envelope.code).toBe(ErrorCode.limitNotExpired);

    t.clock.advance(DAY_MINUTES * MINUTE);
    token = (await openSession(t.db, playerId, t.clock.now())).token;
    expect(await limitRecord(t.app, token, 2)).toMatchObject({ state: 'expired', limitStatus: 0 });
    expect((await recharge(t.app, token, 150 * AED)).envelope.data!.rechargeLimitError).toBeTruthy();

    expect((await setLimit(t.app, token, 2, 200 * AED, 7 * DAY_MINUTES)).envelope.code).toBe(0);
    expect(await limitRecord(t.app, token, 2)).toMatchObject({ exclusionValue: 200 * AED, state: 'active', remainChangeNum: 3 });

    t.clock.advance(7 * DAY_MINUTES * MINUTE);
    token = (await openSession(t.db, playerId, t.clock.now())).token;
    expect((await callHapi(t.app, '100316', { bizType: 2, clickType: 1 }, { token })).envelope.code).toBe(0);
    expect(await limitRecord(t.app, token, 2)).toBeUndefined();
    expect((await callHapi(t.app, '100316', { bizType: 2, clickType: 1 }, { token })).envelope.code).toBe(ErrorCode.limitNotFound);
  });

  it('deposit limit AED 50: deposit 40 is credited, 20 is answered with code 0 and rechargeLimitError and opens no deposit', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    await setLimit(t.app, token, 2, 50 * AED, DAY_MINUTES);
    expect((await deposit(token, 40 * AED)).data!.status).toBe('SUCCESS');
    const refused = (await recharge(t.app, token, 20 * AED)).envelope;
    expect(refused.code).toBe(0);
    expect(refused.data!.rechargeLimitError).toMatchObject({ exclusionType: 2, exclusionValue: 50 * AED, availableLimit: 10 * AED });
    expect(refused.data!.redirect).toBeUndefined();
    expect(await betBalance(t.app, token)).toBe(40 * AED);
    expect(await limitRecord(t.app, token, 2)).toMatchObject({ availableLimit: 10 * AED, state: 'active' });
  });

  it('420552 answers what the deposit limit still allows: null without one, less each deposit and open payment, all of it in a new window', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const remaining = async () => (await callHapi<{ depositLimitRemaining: number | null }>(t.app, '420552', {}, { token })).envelope.data!.depositLimitRemaining;
    expect(await remaining()).toBeNull();
    const start = t.clock.now();
    await setLimit(t.app, token, 2, 50 * AED, 10);
    expect(await remaining()).toBe(50 * AED);
    expect((await deposit(token, 30 * AED)).data!.status).toBe('SUCCESS');
    expect(await remaining()).toBe(20 * AED);
    // A 3-D Secure payment waiting for the bank holds its share until it ends.
    const pending = await openDeposit(t.app, token, 15 * AED);
    expect((await payWithNewCard(t.app, token, pending, 15 * AED, CARDS.challenge)).envelope.data!.redirect).toBeTruthy();
    expect(await remaining()).toBe(5 * AED);
    t.clock.set(start + 10 * MINUTE + 1000);
    expect(await remaining()).toBe(50 * AED);
    // Reading it changes nothing: the row keeps the window it had.
    const { rows } = await t.db.query<{ used: number }>('select used from player_limits where limit_type = 2');
    expect(Number(rows[0]!.used)).toBe(45 * AED);
  });

  it('a card payment above what remains (the limit lowered after 420544) ends FAILURE with rechargeLimitError and is never charged', async () => {
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    await setLimit(t.app, token, 2, 100 * AED, DAY_MINUTES);
    const gatewayId = await openDeposit(t.app, token, 80 * AED);
    await setLimit(t.app, token, 2, 50 * AED, DAY_MINUTES);
    const { envelope } = await payWithNewCard(t.app, token, gatewayId, 80 * AED, CARDS.approved);
    expect(envelope.code).toBe(0);
    expect(envelope.data).toMatchObject({ status: 'FAILURE', rechargeLimitError: { availableLimit: 50 * AED } });
    const charged = await t.db.query('select 1 from acquirer_simulator_payments where reference = $1', [gatewayId]);
    expect(charged.rows).toHaveLength(0);
    expect(await betBalance(t.app, token)).toBe(0);
    const { rows } = await t.db.query<{ used: number }>('select used from player_limits where player_id = $1', [playerId]);
    expect(Number(rows[0]!.used)).toBe(0);
  });

  it('a declined payment gives its reserved allowance back', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    await setLimit(t.app, token, 2, 50 * AED, DAY_MINUTES);
    const gatewayId = await openDeposit(t.app, token, 50 * AED);
    expect((await payWithNewCard(t.app, token, gatewayId, 50 * AED, CARDS.declined)).envelope.data!.status).toBe('FAILURE');
    expect(await limitRecord(t.app, token, 2)).toMatchObject({ availableLimit: 50 * AED });
    expect((await deposit(token, 50 * AED)).data!.status).toBe('SUCCESS');
  });

  it('10 deposits of AED 30 paid together under a limit of AED 100: exactly 3 are credited', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    await setLimit(t.app, token, 2, 100 * AED, DAY_MINUTES);
    const gatewayIds = await Promise.all(Array.from({ length: 10 }, () => openDeposit(t.app, token, 30 * AED)));
    const answers = await Promise.all(gatewayIds.map((id) => payWithNewCard(t.app, token, id, 30 * AED, CARDS.approved)));
    const statuses = answers.map((a) => a.envelope.data!.status);
    expect(statuses.filter((s) => s === 'SUCCESS')).toHaveLength(3);
    expect(answers.filter((a) => a.envelope.data!.rechargeLimitError)).toHaveLength(7);
    expect(await betBalance(t.app, token)).toBe(90 * AED);
    expect(await limitRecord(t.app, token, 2)).toMatchObject({ availableLimit: 10 * AED });
  });

  it('window edges: a deposit 1 s before the period ends counts against it, 1 s after starts a new period', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    const start = t.clock.now();
    await setLimit(t.app, token, 2, 50 * AED, 10);
    expect((await deposit(token, 30 * AED)).data!.status).toBe('SUCCESS');

    t.clock.set(start + 10 * MINUTE - 1000);
    expect((await deposit(token, 20 * AED)).data!.status).toBe('SUCCESS');
    expect((await recharge(t.app, token, 10 * AED)).envelope.data!.rechargeLimitError).toBeTruthy();

    t.clock.set(start + 10 * MINUTE + 1000);
    expect((await recharge(t.app, token, 50 * AED)).envelope.data!.rechargeLimitError).toBeFalsy();
    expect((await deposit(token, 50 * AED)).data!.status).toBe('SUCCESS');
    expect((await recharge(t.app, token, 10 * AED)).envelope.data!.rechargeLimitError).toBeTruthy();
    expect(await betBalance(t.app, token)).toBe(100 * AED);
  });

  it('20 bets of AED 10 claimed together under a wager limit of AED 50: exactly 5 pass, the rest get 403000619 with the bet limit', async () => {
    const { token, playerId } = await playerWithSession(t.db, t.clock);
    await setLimit(t.app, token, 4, 50 * AED, DAY_MINUTES);
    const db2 = await t.openAnother();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? db2 : t.db).transaction((tx) => claimWager(tx, playerId, 10 * AED, t.clock.now()))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refusals = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason as GatewayError);
    expect(refusals).toHaveLength(15);
    for (const r of refusals) {
      expect(r).toBeInstanceOf(GatewayError);
      expect(r.code).toBe(ErrorCode.selfExcluded);
      expect(r.data).toMatchObject({ userExclusionType: 4, betAmountLimit: 50 * AED, remainAmount: 0 });
    }
    expect(await limitRecord(t.app, token, 4)).toMatchObject({ state: 'reached', remainAmount: 0 });
  });

  it('No Limits (-1, SPEC §3) with no limit in force sets none: no row, no record, and the status offers to set one', async () => {
    const { playerId, token } = await playerWithSession(t.db, t.clock);
    for (const type of [2, 4] as const) {
      expect((await setLimit(t.app, token, type, -1, DAY_MINUTES)).envelope).toMatchObject({ code: 0, data: { exclusionEndTime: 0, noLimit: true } });
      expect(await limitRecord(t.app, token, type)).toBeUndefined();
    }
    expect((await t.db.query('select 1 from player_limits where player_id = $1', [playerId])).rows).toHaveLength(0);
    expect((await callHapi(t.app, '100163', {}, { token })).envelope.data).toMatchObject({ showDepositLimitConfigPopup: true });
    // The old client sent the largest amount for No Limits; -1 is the only negative value allowed.
    expect((await setLimit(t.app, token, 2, -2, DAY_MINUTES)).envelope.code).toBe(ErrorCode.validationFailed);
    expect((await setLimit(t.app, token, 2, -1, 61)).envelope.code).toBe(ErrorCode.durationNotOffered);
  });

  it('No Limits cannot lift a limit whose term runs (403001306, the limit unchanged); once it expired it removes it', async () => {
    const { playerId, token: first } = await playerWithSession(t.db, t.clock);
    let token = first;
    await setLimit(t.app, token, 2, 100 * AED, DAY_MINUTES);
    await setLimit(t.app, token, 4, 50 * AED, DAY_MINUTES);
    for (const type of [2, 4] as const) {
      expect((await setLimit(t.app, token, type, -1, DAY_MINUTES)).envelope.code).toBe(ErrorCode.limitNotExpired);
      expect(await limitRecord(t.app, token, type)).toMatchObject({ state: 'active', remainChangeNum: 3 });
    }
    expect((await recharge(t.app, token, 150 * AED)).envelope.data!.rechargeLimitError).toBeTruthy();

    t.clock.advance(DAY_MINUTES * MINUTE);
    token = (await openSession(t.db, playerId, t.clock.now())).token;
    for (const type of [2, 4] as const) {
      expect((await setLimit(t.app, token, type, -1, DAY_MINUTES)).envelope).toMatchObject({ code: 0, data: { noLimit: true } });
      expect(await limitRecord(t.app, token, type)).toBeUndefined();
    }
    expect((await recharge(t.app, token, 150 * AED)).envelope.data!.rechargeLimitError).toBeFalsy();
    expect(await t.db.transaction((tx) => claimWager(tx, playerId, 1_000 * AED, t.clock.now()))).toBeNull();
  });

  it('without a wager limit a bet claims nothing', async () => {
    const { playerId } = await playerWithSession(t.db, t.clock);
    expect(await t.db.transaction((tx) => claimWager(tx, playerId, 1_000_000 * AED, t.clock.now()))).toBeNull();
  });
});
