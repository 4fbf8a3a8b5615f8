import { describe, expect, it } from 'vitest';
import { authErrorView } from '../../../elements/accounts/shared/auth-errors';
import { ErrorCode, type GatewayError } from '../../../sdk';

/** A 403000632 reply without a message: the form words the lock itself. */
const locked = (lockedForSeconds: number): GatewayError => ({
  type: 'gateway',
  code: ErrorCode.accountLocked,
  message: '',
  command: '100200',
  data: { lockedForSeconds },
});

describe('the login form wording a lock itself (no server message)', () => {
  it('says minutes below one hour, like the server', () => {
    expect(authErrorView(locked(59 * 60), { flow: 'login' })).toEqual({ kind: 'message', message: 'auth.errors.lockedMinutes', params: { minutes: 59 } });
  });

  it('says hours from one hour on, like the server, not minutes up to two hours', () => {
    expect(authErrorView(locked(3600), { flow: 'login' })).toEqual({ kind: 'message', message: 'auth.errors.lockedHours', params: { hours: 1 } });
    expect(authErrorView(locked(119 * 60), { flow: 'login' })).toEqual({ kind: 'message', message: 'auth.errors.lockedHours', params: { hours: 2 } });
  });

  it("shows the server's own message when there is one", () => {
    expect(authErrorView({ ...locked(900), message: 'Your account is locked for 15 minutes.' }, { flow: 'login' })).toEqual({
      kind: 'message',
      message: 'Your account is locked for 15 minutes.',
    });
  });
});
