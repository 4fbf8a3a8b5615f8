import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { ARABIC_CLIENT, checkCode, codeFor, issuesOf, outbox, recipient, registerPlayer, registration, sendCode, type Target } from './helpers/accounts';
import { callHapi, tableSnapshot, testApp } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const PEPPER = 'test-pepper-of-at-least-16-chars';
const MOBILE: Target = { channel: 'mobile', countryCode: '971', mobile: '501234567' };
const EMAIL: Target = { channel: 'email', email: 'Aisha.Khan@Example.com' };
const MINUTE = 60_000;

describe.each(availableBackends())('verification codes (001001, 001012, 001013) on $name', (backend) => {
  const t = gatewayPerTest(backend, { config: { codePepper: PEPPER } });

  it('sends a 6-digit SMS code through the outbox simulator and stores only its keyed hash', async () => {
    const { envelope } = await sendCode(t.app, MOBILE, 'register');
    expect(envelope).toMatchObject({ code: 0, data: { expiresInSeconds: 300, resendAfterSeconds: 60 } });
    const [message] = await outbox(t.app, '+971 50 123 4567');
    expect(message).toMatchObject({ channel: 'sms', to: '+971501234567', subject: null });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toBe(`Your National Lottery registration code is ${message!.code}. It expires in 5 minutes. Never share it with anyone.`);

    const { rows } = await t.db.query<{ code_hash: string; target: string; scene: string; expires_at: Date }>('select * from verification_codes');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ target: 'mobile:971:501234567', scene: 'register', expires_at: new Date(t.clock.now() + 300_000) });
    expect(rows[0]!.code_hash).toBe(createHmac('sha256', PEPPER).update(`register\nmobile:971:501234567\n${message!.code}`).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(message!.code);
  });

  it('sends e-mail codes with a subject, in Arabic when the request is in Arabic', async () => {
    expect((await sendCode(t.app, EMAIL, 'register', ARABIC_CLIENT)).envelope.code).toBe(0);
    const [message] = await outbox(t.app, 'aisha.khan@example.com');
    expect(message).toMatchObject({ channel: 'email', to: 'aisha.khan@example.com', subject: 'رمز التحقق من اليانصيب الوطني' });
    expect(message!.text).toContain(message!.code!);
    expect(message!.text).toMatch(/[\u0600-\u06FF]/);
  });

  it('checks a right code once: a single-use ticket bound to the scene and target, stored hashed', async () => {
    const code = await codeFor(t.app, EMAIL, 'register');
    const first = await checkCode(t.app, EMAIL, 'register', code);
    expect(first.envelope).toMatchObject({ code: 0, data: { expiresInSeconds: 900 } });
    const ticket = first.envelope.data!.verificationTicket;
    expect(ticket.length).toBeGreaterThanOrEqual(40);
    const { rows } = await t.db.query<{ ticket_hash: string; scene: string; target: string }>('select * from verification_tickets');
    expect(rows).toEqual([expect.objectContaining({ scene: 'register', target: 'email:aisha.khan@example.com' })]);
    expect(JSON.stringify(rows)).not.toContain(ticket);

    // Single use: the same right code again is no longer valid.
    expect((await checkCode(t.app, EMAIL, 'register', code)).envelope).toMatchObject({
      code: ErrorCode.codeExpired,
      message: 'This verification code is no longer valid. Please request a new one.',
    });
  });

  it('refuses a wrong code with 403000810 and kills the code after 5 wrong tries with 403000811', async () => {
    const code = await codeFor(t.app, MOBILE, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      expect((await checkCode(t.app, MOBILE, 'register', wrong)).envelope).toMatchObject({ code: ErrorCode.incorrectCode, message: 'The verification code is incorrect.' });
    }
    expect((await checkCode(t.app, MOBILE, 'register', wrong)).envelope).toMatchObject({
      code: ErrorCode.codeAttemptsExceeded,
      message: 'You have exceeded the maximum number of verification attempts.',
    });
    // Dead: even the right code is refused now.
    expect((await checkCode(t.app, MOBILE, 'register', code)).envelope.code).toBe(ErrorCode.codeAttemptsExceeded);
    expect((await t.db.query('select attempts from verification_codes')).rows).toEqual([{ attempts: 5 }]);
    expect((await t.db.query('select count(*)::bigint as n from verification_tickets')).rows).toEqual([{ n: 0 }]);
  });

  it('counts at most 5 of 50 parallel tries, and the right code sent among them after those buys nothing', async () => {
    const code = await codeFor(t.app, MOBILE, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => checkCode(t.app, MOBILE, 'register', i === 25 ? code : wrong)));
    const codes = answers.map((a) => a.envelope.code);
    expect(codes.filter((c) => c === ErrorCode.incorrectCode)).toHaveLength(4);
    expect(codes.filter((c) => c === 0)).toEqual([]);
    expect((await t.db.query('select attempts from verification_codes')).rows).toEqual([{ attempts: 5 }]);
    expect((await t.db.query('select count(*)::int as n from verification_tickets')).rows).toEqual([{ n: 0 }]);
  });

  it('expires codes after 5 minutes', async () => {
    const code = await codeFor(t.app, MOBILE, 'register');
    t.clock.advance(5 * MINUTE);
    expect((await checkCode(t.app, MOBILE, 'register', code)).envelope.code).toBe(ErrorCode.codeExpired);
  });

  it('accepts a code just before it expires', async () => {
    const code = await codeFor(t.app, MOBILE, 'register');
    t.clock.advance(5 * MINUTE - 1000);
    expect((await checkCode(t.app, MOBILE, 'register', code)).envelope.code).toBe(0);
  });

  it('only counts the latest code, and only for its own scene and target', async () => {
    const older = await codeFor(t.app, MOBILE, 'register');
    t.clock.advance(MINUTE);
    const newer = await codeFor(t.app, MOBILE, 'register');
    if (older !== newer) expect((await checkCode(t.app, MOBILE, 'register', older)).envelope.code).toBe(ErrorCode.incorrectCode);
    expect((await checkCode(t.app, { ...MOBILE, mobile: '501234568' }, 'register', newer)).envelope.code).toBe(ErrorCode.incorrectCode);
    expect((await checkCode(t.app, MOBILE, 'reset-password', newer)).envelope.code).toBe(ErrorCode.incorrectCode);
    expect((await checkCode(t.app, MOBILE, 'register', newer)).envelope.code).toBe(0);
  });

  it('allows 1 code a minute and 5 an hour per target (403000613 requested multiple times)', async () => {
    expect((await sendCode(t.app, MOBILE, 'register')).envelope.code).toBe(0);
    t.clock.advance(MINUTE - 1000);
    expect((await sendCode(t.app, MOBILE, 'register')).envelope).toMatchObject({
      code: ErrorCode.codeRequestedTooOften,
      message: 'You have requested multiple times of verification, please try again later.',
    });
    // Another target is not limited by this one.
    expect((await sendCode(t.app, EMAIL, 'register')).envelope.code).toBe(0);
    for (let i = 2; i <= 5; i++) {
      t.clock.advance(MINUTE);
      expect((await sendCode(t.app, MOBILE, 'register')).envelope.code, `code ${i}`).toBe(0);
    }
    t.clock.advance(MINUTE);
    const sixth = await sendCode(t.app, MOBILE, 'register', ARABIC_CLIENT);
    expect(sixth.envelope).toMatchObject({ code: ErrorCode.codeRequestedTooOften, message: 'لقد طلبت رمز التحقق عدة مرات، يرجى المحاولة لاحقاً.' });
    expect(await outbox(t.app, recipient(MOBILE))).toHaveLength(5);
    // An hour after the first, one more is allowed.
    t.clock.advance(60 * MINUTE - 5 * MINUTE + 1000);
    expect((await sendCode(t.app, MOBILE, 'register')).envelope.code).toBe(0);
  });

  it('answers 403000601 with no message for a login or reset code to an unknown account, and sends nothing', async () => {
    for (const scene of ['login', 'reset-password']) {
      const { envelope } = await sendCode(t.app, MOBILE, scene);
      expect(envelope).toMatchObject({ code: ErrorCode.accountNotFound, message: '' });
    }
    expect(await outbox(t.app, recipient(MOBILE))).toEqual([]);
  });

  it('refuses a register code to a mobile or e-mail already registered (403000640 / 403000641)', async () => {
    await registerPlayer(t.app, registration({ email: 'aisha.khan@example.com' }));
    t.clock.advance(MINUTE);
    expect((await sendCode(t.app, MOBILE, 'register')).envelope).toMatchObject({ code: ErrorCode.mobileTaken });
    expect((await sendCode(t.app, EMAIL, 'register')).envelope).toMatchObject({
      code: ErrorCode.emailTaken,
      message: 'This e-mail address is already registered. Please log in or use another address.',
    });
  });

  it('refuses a login code to the channel the account did not verify (403000622)', async () => {
    await registerPlayer(t.app, registration({ verificationMethod: 'email' }));
    t.clock.advance(MINUTE); // past the resend limit of the registration code
    expect((await sendCode(t.app, MOBILE, 'login')).envelope.code).toBe(ErrorCode.mobileUnverified);
    expect((await sendCode(t.app, EMAIL, 'login')).envelope.code).toBe(0);
  });

  it('refuses bad input with 400000012 and translation keys, changing nothing', async () => {
    const before = await tableSnapshot(t.db);
    const leadingZero = await callHapi(t.app, '001001', { countryCode: '971', mobile: '0501234567', scene: 'register' });
    expect(leadingZero.envelope.code).toBe(ErrorCode.validationFailed);
    expect(issuesOf(leadingZero.envelope)).toEqual([{ path: ['data', 'mobile'], message: 'validation.mobile' }]);
    const unknownCountry = await callHapi(t.app, '001001', { countryCode: '999', mobile: '501234567', scene: 'register' });
    expect(issuesOf(unknownCountry.envelope)).toEqual([{ path: ['data', 'countryCode'], message: 'validation.countryCode' }]);
    const badEmail = await callHapi(t.app, '001012', { email: 'not-an-email', scene: 'register' });
    expect(issuesOf(badEmail.envelope)).toEqual([{ path: ['data', 'email'], message: 'validation.email' }]);
    const badScene = await callHapi(t.app, '001012', { email: 'a@example.com', scene: 'other' });
    expect(badScene.envelope.code).toBe(ErrorCode.validationFailed);
    const shortCode = await checkCode(t.app, MOBILE, 'register', '12345');
    expect(issuesOf(shortCode.envelope)).toEqual([{ path: ['data', 'code'], message: 'validation.code' }]);
    const loginScene = await checkCode(t.app, MOBILE, 'login', '123456');
    expect(issuesOf(loginScene.envelope)).toEqual([{ path: ['data', 'scene'], message: 'validation.codeScene' }]);
    expect(await tableSnapshot(t.db)).toEqual(before);
  });

  it('answers 403000810 when no code was ever sent to the target', async () => {
    expect((await checkCode(t.app, MOBILE, 'register', '123456')).envelope.code).toBe(ErrorCode.incorrectCode);
  });

  it('serves GET /dev/outbox only with devTools on (never in production)', async () => {
    await codeFor(t.app, EMAIL, 'register');
    const missingTo = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(missingTo.statusCode).toBe(400);

    const production = testApp(t.db, t.clock, { config: { devTools: false } });
    const response = await production.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent('aisha.khan@example.com')}` });
    expect(response.headers['content-type']).not.toContain('application/json');
    expect(response.body).not.toContain('registration code');
    await production.close();
  });
});
