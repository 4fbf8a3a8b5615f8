import { describe, expect, it, vi } from 'vitest';
import { rateLimitsWith } from '../../host-demo/server/config';
import { ErrorCode } from '../../sdk/errors/codes';
import { MAX_FAILED_LOGINS } from '../../host-demo/server/domains/accounts/login-lock';
import { verifyPassword } from '../../host-demo/server/domains/accounts/passwords';
import { availableBackends } from './helpers/backends';
import { PASSWORD, passwordLogin, registerPlayer, registration, type Target } from './helpers/accounts';
import { gatewayPerTest } from './helpers/per-test';

// Counts the password checks (scrypt) the login makes; the hashing itself is unchanged.
vi.mock('../../host-demo/server/domains/accounts/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../host-demo/server/domains/accounts/passwords')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const EMAIL: Target = { channel: 'email', email: 'aisha.khan@example.com' };
const WRONG = 'Wr0ng!password';

describe.each(availableBackends())('password lockout under concurrency on $name', (backend) => {
  // The per-address and per-account rate limits are lifted: this is the database's lock alone.
  const t = gatewayPerTest(backend, { config: { rateLimits: rateLimitsWith({ login: { perAddress: 1000, perAccount: 1000 } }) } });

  it('checks only as many of 50 parallel guesses as the limit allows, and the right password among them does not log in after it', async () => {
    await registerPlayer(t.app, registration());
    vi.mocked(verifyPassword).mockClear();

    // 49 wrong and, in the middle, the right one, all sent at once.
    const passwords = Array.from({ length: 50 }, (_, i) => (i === 25 ? PASSWORD : WRONG));
    const answers = await Promise.all(passwords.map((password) => passwordLogin(t.app, EMAIL, password)));
    const codes = answers.map((a) => a.envelope.code);
    const count = (code: number) => codes.filter((c) => c === code).length;

    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(MAX_FAILED_LOGINS);
    // The first four checked guesses are wrong; the fifth locks; every other request is refused unchecked.
    expect({ incorrect: count(ErrorCode.incorrectCredentials), locked: count(ErrorCode.accountLocked), success: count(0) }).toEqual({
      incorrect: MAX_FAILED_LOGINS - 1,
      locked: 50 - (MAX_FAILED_LOGINS - 1),
      success: 0,
    });
    const { rows } = await t.db.query<{ lock_count: number; locked_until: Date | null }>('select lock_count, locked_until from players');
    expect(rows).toEqual([{ lock_count: 1, locked_until: new Date(t.clock.now() + 15 * 60_000) }]);
    expect((await t.db.query('select count(*)::int as n from sessions where ended_at is null')).rows).toEqual([{ n: 1 }]); // the registration's
  });

  it('checks every guess of a few parallel ones below the limit: the right one logs in', async () => {
    await registerPlayer(t.app, registration());
    vi.mocked(verifyPassword).mockClear();
    const answers = await Promise.all([WRONG, PASSWORD, WRONG].map((password) => passwordLogin(t.app, EMAIL, password)));
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(3);
    expect(answers.map((a) => a.envelope.code)).toEqual([ErrorCode.incorrectCredentials, 0, ErrorCode.incorrectCredentials]);
  });
});
