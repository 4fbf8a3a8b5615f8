import { describe, expect, it } from 'vitest';
import { commands, type CommandName } from '../../sdk/commands';
import type { LoginReply } from '../../sdk/commands/accounts';
import { ErrorCode } from '../../sdk/errors/codes';
import { hashPassword } from '../../host-demo/server/domains/accounts/passwords';
import { WITHDRAW_ONLY_COMMANDS, guardSessionCommand } from '../../host-demo/server/domains/responsible-play/session-guard';
import { touchSession } from '../../host-demo/server/domains/sessions/sessions';
import { InProcessEventBus } from '../../host-demo/server/events/event-bus';
import { GatewayError } from '../../host-demo/server/errors/gateway-error';
import { availableBackends } from './helpers/backends';
import { callHapi } from './helpers/gateway';
import { PASSWORD, codeFor } from './helpers/accounts';
import { recharge } from './helpers/deposits';
import { buy } from './helpers/orders';
import { gatewayPerTest } from './helpers/per-test';
import { setSelfExclusion } from './helpers/responsible-play';
import { IBAN, accountId, creditDeposit, creditWinnings, verifiedWithdrawer, withdrawCall, withdrawableOf, withdrawalCode, type TestWithdrawer } from './helpers/withdrawals';

const HOUR = 3_600_000;
const MOBILE = { channel: 'mobile', countryCode: '971', mobile: '501234567' } as const;

/**
 * SPEC §4/§8: during a self-exclusion or a break the player may log in only to withdraw. The
 * withdraw-only session reaches the withdrawal and what it needs (balance, IBAN accounts, the
 * withdrawal code), and nothing else: every other session command answers 403000619.
 */
describe.each(availableBackends())('the withdraw-only session of an excluded player on $name', (backend) => {
  const t = gatewayPerTest(backend);

  /** A verified resident with winnings and deposit history, who can log in by mobile and password, on a 72-hour break. */
  async function playerOnABreak(): Promise<TestWithdrawer & { endsAt: number }> {
    const p = await verifiedWithdrawer(t.db, t.clock);
    await t.db.query('update players set password_hash = $2 where id = $1', [p.playerId, await hashPassword(PASSWORD)]);
    await creditDeposit(t.db, t.clock, p.playerId, 10_000);
    await creditWinnings(t.db, t.clock, p.playerId, 60_000);
    expect((await setSelfExclusion(t.app, p.token, 5, 72)).envelope.code).toBe(0);
    return { ...p, endsAt: t.clock.now() + 72 * HOUR };
  }
  const passwordLogin = (purpose?: 'withdraw') => callHapi<LoginReply>(t.app, '100200', { accountType: 'mobile', ...MOBILE, password: PASSWORD, ...(purpose ? { purpose } : {}) });

  it('logs in to withdraw, reads the balance and IBAN accounts, gets the code and withdraws; deposits, bets and limits answer 403000619', async () => {
    const p = await playerOnABreak();
    expect((await passwordLogin()).envelope.code).toBe(ErrorCode.selfExcluded);
    const login = (await passwordLogin('withdraw')).envelope;
    expect(login.code).toBe(0);
    // The reply says so, for the host to offer only the wallet and withdrawal.
    expect(login.data!.withdrawOnly).toBe(true);
    const session: TestWithdrawer = { ...p, token: login.data!.sessionToken };

    expect((await callHapi(t.app, '100124', {}, { token: session.token })).envelope.code).toBe(0);
    expect((await callHapi(t.app, '420604', {}, { token: session.token })).envelope).toMatchObject({ code: 0, data: { withdrawableAmount: 60_000 } });
    const account = await accountId(t.app, session.token, IBAN);
    expect((await callHapi<{ accounts: unknown[] }>(t.app, '420601', {}, { token: session.token })).envelope.data!.accounts).toHaveLength(1);
    const code = await withdrawalCode(t.app, t.clock, session);
    const withdrawal = (await withdrawCall(t.app, session.token, { accountId: account, amount: 20_000, code })).envelope;
    expect(withdrawal.code).toBe(0);
    expect(await withdrawableOf(t.db, p.playerId)).toBe(40_000);

    // Everything that is play or money in stays shut, with the break's end for the dialog.
    const refused = [
      (await recharge(t.app, session.token, 5_000)).envelope,
      (await buy(t.app, session.token)).envelope,
      (await callHapi(t.app, '100156', { exclusionType: 2, exclusionValue: 5_000, exclusionDuration: 1440 }, { token: session.token })).envelope,
    ];
    for (const envelope of refused) expect(envelope).toMatchObject({ code: ErrorCode.selfExcluded, data: { userExclusionType: 5, exclusionEndTimestamp: p.endsAt } });
  });

  it('an ordinary login does not say withdrawOnly; the login to withdraw during the break does', async () => {
    const p = await verifiedWithdrawer(t.db, t.clock);
    await t.db.query('update players set password_hash = $2 where id = $1', [p.playerId, await hashPassword(PASSWORD)]);
    const ordinary = (await passwordLogin()).envelope;
    expect(ordinary.code).toBe(0);
    expect(ordinary.data).not.toHaveProperty('withdrawOnly');
    expect((await setSelfExclusion(t.app, ordinary.data!.sessionToken, 5, 72)).envelope.code).toBe(0);
    expect((await passwordLogin('withdraw')).envelope.data).toMatchObject({ withdrawOnly: true });
  });

  it('a refused code login does not spend the code: the same code logs in to withdraw', async () => {
    await playerOnABreak();
    const code = await codeFor(t.app, MOBILE, 'login');
    expect((await callHapi(t.app, '100202', { ...MOBILE, code })).envelope.code).toBe(ErrorCode.selfExcluded);
    const login = (await callHapi<LoginReply>(t.app, '100202', { ...MOBILE, code, purpose: 'withdraw' })).envelope;
    expect(login.code).toBe(0);
    expect((await callHapi(t.app, '420604', {}, { token: login.data!.sessionToken })).envelope.code).toBe(0);
    expect((await callHapi(t.app, '100202', { ...MOBILE, code, purpose: 'withdraw' })).envelope.code).toBe(ErrorCode.codeExpired);
  });

  it('every session command of the table: only withdrawal and what it needs pass the guard', async () => {
    const p = await playerOnABreak();
    const token = (await passwordLogin('withdraw')).envelope.data!.sessionToken;
    // The session as the router checks it (withdraw-only, and the player's restriction).
    const session = await touchSession(t.db, token, t.clock.now(), 1800, 43_200);
    expect(session).toMatchObject({ playerId: p.playerId, withdrawOnly: true });
    const events = new InProcessEventBus();
    const passed: string[] = [];
    for (const [name, def] of Object.entries(commands)) {
      if (!def.requiresSession) continue;
      try {
        await guardSessionCommand(t.db, events, session, name, t.clock.now());
        passed.push(name);
      } catch (error) {
        expect(error, name).toBeInstanceOf(GatewayError);
        expect((error as GatewayError).code, name).toBe(ErrorCode.selfExcluded);
      }
    }
    const withdrawal: CommandName[] = ['balance', 'ibanAccounts', 'addIbanAccount', 'removeIbanAccount', 'withdrawalOptions', 'sendWithdrawalCode', 'withdraw', 'withdrawals'];
    expect(passed).toEqual(expect.arrayContaining(withdrawal));
    expect(new Set(passed)).toEqual(new Set([...WITHDRAW_ONLY_COMMANDS].filter((name) => name in commands && commands[name as CommandName].requiresSession)));
    for (const name of ['recharge', 'cardPay', 'cvvPay', 'placeOrder', 'setLimit', 'claimGrandPrize'] as const) expect(passed, name).not.toContain(name);
  });
});
