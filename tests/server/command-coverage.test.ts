import { describe, expect, it } from 'vitest';
import { handlers } from '../../host-demo/server/domains';
import { commands } from '../../sdk/commands';

/** The commands this gateway serves so far; each new handler joins this list. */
const SERVED = [
  'systemConfig',
  'tabList',
  'appInfo',
  'gameAppList',
  'latestDraws',
  'drawHistory',
  'balance',
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
];

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
});
