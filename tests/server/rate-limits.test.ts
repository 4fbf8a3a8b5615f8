import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, configFromEnv, rateLimitsWith, type ActionLimit, type RateLimitedAction } from '../../host-demo/server/config';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends, type TestDatabase } from './helpers/backends';
import { manualClock, type ManualClock } from './helpers/clock';
import { ARABIC_CLIENT, PASSWORD, codeFor, passwordLogin, registerPlayer, registration, touristRegistration, type Target } from './helpers/accounts';
import { callHapi, playerWithSession, testApp } from './helpers/gateway';
import { availableRateLimitStores, type RateLimitStore } from './helpers/rate-limit-stores';

const WRONG = 'Wr0ng!password';
const ATTACKER = '203.0.113.7';
const TOO_FREQUENT = { code: ErrorCode.tooFrequent, message: 'Your actions are too frequent, please try again later.' };

const stores = await availableRateLimitStores();
const cases = availableBackends().flatMap((backend) => stores.map((store) => ({ backend, store, name: `${backend.name}, counts in ${store.name}` })));

describe.each(cases)('rate limits of the account commands on $name', ({ backend, store: storeKind }) => {
  let test: TestDatabase;
  let store: RateLimitStore;
  let clock: ManualClock;
  const apps: FastifyInstance[] = [];

  beforeEach(async () => {
    test = await backend.open();
    store = storeKind.fresh();
    clock = manualClock();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await store.dispose();
    await test.dispose();
  });

  /** An app counting in this run's store; two apps made here share their counts when the store is Redis. */
  function app(limits: Partial<Record<RateLimitedAction, Partial<ActionLimit>>> = {}): FastifyInstance {
    const built = testApp(test.db, clock, { config: { ...store.config(), rateLimits: rateLimitsWith(limits) } });
    apps.push(built);
    return built;
  }

  const email = (i: number): Target => ({ channel: 'email', email: `player${i}@example.com` });

  it('refuses logins past the per-address limit with 429000001, HTTP 429 and Retry-After, in both languages', async () => {
    const gateway = app({ login: { perAddress: 3 } });
    for (let i = 0; i < 3; i++) expect((await passwordLogin(gateway, email(i), WRONG, undefined, ATTACKER)).envelope.code).toBe(ErrorCode.incorrectCredentials);

    const refused = await passwordLogin(gateway, email(3), WRONG, undefined, ATTACKER);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.envelope).toMatchObject({ ...TOO_FREQUENT, command: '100200' });
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.windowSeconds);
    expect(refused.envelope.data).toEqual({ retryAfterSeconds: retryAfter });
    expect((await passwordLogin(gateway, email(4), WRONG, ARABIC_CLIENT, ATTACKER)).envelope.message).toBe('إجراءاتك متكررة جداً، يرجى المحاولة مرة أخرى لاحقاً.');
    // Another address is not limited by this one.
    expect((await passwordLogin(gateway, email(5), WRONG, undefined, '198.51.100.1')).envelope.code).toBe(ErrorCode.incorrectCredentials);
  });

  it('refuses logins to one account past the per-account limit, whatever the addresses', async () => {
    const gateway = app({ login: { perAccount: 2 } });
    const target = email(1);
    expect((await passwordLogin(gateway, target, WRONG, undefined, '198.51.100.1')).envelope.code).toBe(ErrorCode.incorrectCredentials);
    expect((await passwordLogin(gateway, { channel: 'email', email: 'PLAYER1@example.com' }, WRONG, undefined, '198.51.100.2')).envelope.code).toBe(
      ErrorCode.incorrectCredentials,
    );
    expect((await passwordLogin(gateway, target, WRONG, undefined, '198.51.100.3')).envelope).toMatchObject(TOO_FREQUENT);
    expect((await passwordLogin(gateway, email(2), WRONG, undefined, '198.51.100.3')).envelope.code).toBe(ErrorCode.incorrectCredentials);
  });

  it('stops one address sending codes to 60 numbers and e-mail addresses at once after the default 10', async () => {
    const gateway = app();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 === 0
          ? callHapi(gateway, '001001', { countryCode: '971', mobile: String(501000000 + i), scene: 'register' }, { remoteAddress: ATTACKER })
          : callHapi(gateway, '001012', { email: `someone${i}@example.com`, scene: 'register' }, { remoteAddress: ATTACKER }),
      ),
    );
    const codes = answers.map((a) => a.envelope.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(DEFAULT_RATE_LIMITS.actions.sendCode.perAddress);
    expect(codes.filter((c) => c === ErrorCode.tooFrequent)).toHaveLength(60 - DEFAULT_RATE_LIMITS.actions.sendCode.perAddress);
    expect((await test.db.query('select count(*)::int as n from outbox')).rows).toEqual([{ n: DEFAULT_RATE_LIMITS.actions.sendCode.perAddress }]);
  });

  it('stops wrong current passwords on 100113 after the default 5 per account', async () => {
    const gateway = app();
    const { token } = await playerWithSession(test.db, clock);
    const wrongCurrent = { currentPassword: 'Not-the-0ne', newPassword: 'N3w&better-pass', confirmPassword: 'N3w&better-pass' };
    const perAccount = DEFAULT_RATE_LIMITS.actions.changePassword.perAccount!;
    for (let i = 0; i < perAccount; i++) {
      expect((await callHapi(gateway, '100113', wrongCurrent, { token, remoteAddress: `198.51.100.${i + 1}` })).envelope.code).toBe(ErrorCode.wrongCurrentPassword);
    }
    expect((await callHapi(gateway, '100113', wrongCurrent, { token, remoteAddress: '198.51.100.99' })).envelope).toMatchObject(TOO_FREQUENT);
  });

  it.each([
    ['100202 code login', '100202', 'codeLogin', { channel: 'email', email: 'nobody@example.com', code: '123456' }, ErrorCode.accountNotFound],
    ['001013 code check', '001013', 'checkCode', { channel: 'email', email: 'nobody@example.com', scene: 'register', code: '123456' }, ErrorCode.incorrectCode],
    ['100203 reset', '100203', 'resetPassword', { channel: 'email', email: 'nobody@example.com', verificationTicket: 'x', newPassword: 'N3w&better-pass' }, ErrorCode.accountNotFound],
    ['100201 registration', '100201', 'register', { ...registration(), verificationTicket: 'not-a-ticket' }, ErrorCode.verificationTicketInvalid],
  ] as const)('limits %s per address', async (_name, command, action, data, refusal) => {
    const gateway = app({ [action]: { perAddress: 2 } });
    for (let i = 0; i < 2; i++) expect((await callHapi(gateway, command, data, { remoteAddress: ATTACKER })).envelope.code).toBe(refusal);
    const refused = await callHapi(gateway, command, data, { remoteAddress: ATTACKER });
    expect(refused.response.statusCode).toBe(429);
    expect(refused.envelope).toMatchObject(TOO_FREQUENT);
  });

  it('stops one address trying wrong passwords on many accounts before it locks more than a few; the owner still gets in by code', async () => {
    const players = [0, 1, 2, 3, 4, 5].map((i) =>
      touristRegistration({ email: `player${i}@example.com`, mobile: `770090012${i}`, idNumber: `K765432${i}`, verificationMethod: 'email' }),
    );
    const setup = app();
    for (const data of players) await registerPlayer(setup, data);

    const gateway = app();
    for (let i = 0; i < players.length; i++) {
      for (let n = 0; n < 5; n++) await passwordLogin(gateway, email(i), WRONG, undefined, ATTACKER);
    }
    const { rows } = await test.db.query<{ email: string }>('select email from players where locked_until is not null order by id');
    const mostLocked = Math.floor(DEFAULT_RATE_LIMITS.actions.login.perAddress / 5);
    expect(rows.map((r) => r.email)).toEqual(players.slice(0, mostLocked).map((p) => p.email));

    // The owner of a locked account, from their own address, logs in with a code.
    clock.advance(60_000);
    const code = await codeFor(gateway, email(0), 'login');
    expect((await callHapi(gateway, '100202', { ...email(0), code }, { remoteAddress: '198.51.100.20' })).envelope.code).toBe(0);
    expect((await passwordLogin(gateway, email(0), PASSWORD, undefined, '198.51.100.20')).envelope.code).toBe(0);
  });

  if (storeKind.name === 'Redis') {
    it('shares one count between two server processes on the same Redis', async () => {
      const first = app({ login: { perAddress: 4 } });
      const second = app({ login: { perAddress: 4 } });
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await passwordLogin(i % 2 === 0 ? first : second, email(i), WRONG, undefined, ATTACKER)).envelope.code);
      expect(codes).toEqual([...Array(4).fill(ErrorCode.incorrectCredentials), ErrorCode.tooFrequent, ErrorCode.tooFrequent]);
    });
  }
});

describe('rate-limit settings from the environment', () => {
  it('reads per-address/per-account pairs, the window, Redis and the proxy setting, keeping the other defaults', () => {
    const config = configFromEnv({ RATE_LIMIT_LOGIN: '30/12', RATE_LIMIT_SEND_CODE: '5', RATE_LIMIT_CHANGE_PASSWORD: '9/-', RATE_LIMIT_WINDOW_SECONDS: '600', REDIS_URL: 'redis://cache:6379', TRUST_PROXY: '1' });
    expect(config.rateLimits?.windowSeconds).toBe(600);
    expect(config.rateLimits?.actions.login).toEqual({ perAddress: 30, perAccount: 12 });
    expect(config.rateLimits?.actions.sendCode).toEqual({ perAddress: 5, perAccount: null });
    expect(config.rateLimits?.actions.changePassword).toEqual({ perAddress: 9, perAccount: null });
    expect(config.rateLimits?.actions.register).toEqual(DEFAULT_RATE_LIMITS.actions.register);
    expect(config).toMatchObject({ redisUrl: 'redis://cache:6379', trustProxy: true });
    expect(configFromEnv({})).toEqual({});
    expect(() => configFromEnv({ RATE_LIMIT_LOGIN: 'lots' })).toThrow(/RATE_LIMIT_LOGIN/);
  });
});

describe('an unreachable rate-limit store', () => {
  const [backend] = availableBackends();
  it('refuses the limited commands (500000000) rather than letting them through unlimited, and serves the others', async () => {
    const test = await backend!.open();
    const app = testApp(test.db, manualClock(), { config: { redisUrl: 'redis://127.0.0.1:1', rateLimitNamespace: 'nl-unreachable:' } });
    try {
      expect((await passwordLogin(app, { channel: 'email', email: 'someone@example.com' }, WRONG)).envelope.code).toBe(ErrorCode.unexpected);
      expect((await callHapi(app, '700014', {})).envelope.code).toBe(0);
    } finally {
      await app.close();
      await test.dispose();
    }
  });
});
