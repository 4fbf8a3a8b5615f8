import { describe, expect, it } from 'vitest';
import { handlers } from '../../host-demo/server/domains';
import { ErrorCode } from '../../sdk/errors/codes';
import { commands } from '../../sdk/commands';
import { availableBackends } from './helpers/backends';
import { callHapi, playerWithSession } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

/** The commands this gateway serves so far; each new handler joins this list. */
const SERVED = [
  'systemConfig',
  'tabList',
  'appInfo',
  'gameAppList',
  'latestDraws',
  'drawHistory',
  'drawPhase',
  'nextDraw',
  'trend',
  'balance',
  'transactions',
  'sendSmsCode',
  'sendEmailCode',
  'checkCode',
  'register',
  'passwordLogin',
  'codeLogin',
  'resetPassword',
  'logout',
  'kycStatus',
  'ekycToken',
  'ekycRedirect',
  'ekycResult',
  'profile',
  'changePassword',
  'editAddress',
  'notificationSettings',
  'saveNotificationSettings',
  'uploadDocument',
  'requestAccountDeletion',
  'countryCodes',
  'checkTerms',
  'termsArticles',
  'acceptTerms',
  'fundsStatementStatus',
  'submitFundsStatement',
  'depositOptions',
  'recharge',
  'cardPay',
  'cvvPay',
  'rechargeStatus',
  'autoOrderStatus',
  'ibanAccounts',
  'addIbanAccount',
  'removeIbanAccount',
  'withdrawalOptions',
  'sendWithdrawalCode',
  'withdraw',
  'withdrawals',
  // orders
  'orderPreCheck',
  'placeOrder',
  'orderList',
  'recentWinners',
  'orderDetail',
  'chaseDetail',
  'stopChase',
  'unclaimedGrandPrize',
  'grandPrizeOrders',
  'claimGrandPrize',
  // responsible play
  'setSelfExclusion',
  'setLimit',
  'exclusionStatus',
  'todayNetPosition',
  'tipReport',
  'globalRestrictions',
  'applyFamilyExclusion',
  'familyExclusionProgress',
  'submitAssessment',
  // geo restriction
  'geoStatus',
];

/**
 * Declared in the table (their contract, geo header and encryption are fixed) but not served
 * yet: a slice adds a command's handler and moves it to SERVED. Every declared command is served today.
 */
const NOT_YET_SERVED: string[] = [];

describe('the command table and the handlers', () => {
  it('has a handler for every command the reference gateway serves so far', () => {
    for (const name of SERVED) {
      expect(name in commands, `${name} is declared in sdk/commands`).toBe(true);
      expect(typeof (handlers as Record<string, unknown>)[name], name).toBe('function');
    }
  });

  it('has no handler for a command the SDK does not declare', () => {
    for (const name of Object.keys(handlers)) expect(Object.keys(commands)).toContain(name);
  });

  it('knows of every declared command whether it is served, and serves none of those it lists as not yet served', () => {
    expect([...SERVED, ...NOT_YET_SERVED].sort()).toEqual(Object.keys(commands).sort());
    for (const name of NOT_YET_SERVED) expect((handlers as Record<string, unknown>)[name], name).toBeUndefined();
  });
});

// Every declared command is served today, so the router's answer to a declared command without a
// handler is checked on a gateway built without one (balance), as a slice in progress would be.
const { balance: _withoutBalance, ...handlersWithoutBalance } = handlers;

describe.each(availableBackends())('a declared command without a handler on $name', (backend) => {
  const t = gatewayPerTest(backend, { handlers: handlersWithoutBalance });

  it.each([...NOT_YET_SERVED, 'balance'])('answers %s as an unknown command, even with a session', async (name) => {
    const { token } = await playerWithSession(t.db, t.clock);
    const code = commands[name as keyof typeof commands].code;
    const { envelope } = await callHapi(t.app, code, {}, { token });
    expect(envelope).toMatchObject({ code: ErrorCode.unknownCommand, command: code });
  });
});
