import { describe, expect, it } from 'vitest';
import type { LoginReply } from '../../sdk/commands/accounts';
import { ErrorCode } from '../../sdk/errors/codes';
import { rateLimitsWith } from '../../host-demo/server/config';
import { lockSeconds } from '../../host-demo/server/domains/accounts/login-lock';
import { lockedMessage } from '../../host-demo/server/errors/messages';
import { availableBackends } from './helpers/backends';
import {
  ARABIC_CLIENT,
  PASSWORD,
  checkCode,
  codeFor,
  outbox,
  passwordLogin,
  recipient,
  registerPlayer,
  sendCode,
  registration,
  ticketFor,
  touristRegistration,
  type Target,
} from './helpers/accounts';
import { callHapi, tableSnapshot, testApp } from './helpers/gateway';
import { captureLogs } from './helpers/log-capture';
import { gatewayPerTest } from './helpers/per-test';

const MINUTE = 60_000;
const EMAIL: Target = { channel: 'email', email: 'aisha.khan@example.com' };
const MOBILE: Target = { channel: 'mobile', countryCode: '971', mobile: '501234567' };
const WRONG = 'Wr0ng!password';

describe.each(availableBackends())('login, sessions and password reset on $name', (backend) => {
  const t = gatewayPerTest(backend);

  const codeLogin = (target: Target, code: string, clientInfo?: typeof ARABIC_CLIENT) => callHapi<LoginReply>(t.app, '100202', { ...target, code }, { clientInfo });
  const balance = (token: string) => callHapi(t.app, '100124', {}, { token });

  describe('100200 password login', () => {
    it('logs in by e-mail (any case) with the password: isNew false and a working token', async () => {
      await registerPlayer(t.app, registration());
      t.clock.advance(MINUTE);
      const { envelope } = await passwordLogin(t.app, { channel: 'email', email: 'Aisha.Khan@EXAMPLE.com' }, PASSWORD);
      expect(envelope).toMatchObject({ code: 0, data: { isNew: false, firstName: 'Aisha', verifiedStatus: 1 } });
      expect((await balance(envelope.data!.sessionToken)).envelope.code).toBe(0);
    });

    it('logs in by mobile when the mobile was the verification method', async () => {
      await registerPlayer(t.app, touristRegistration());
      const { envelope } = await passwordLogin(t.app, { channel: 'mobile', countryCode: '44', mobile: '7700900123' }, PASSWORD);
      expect(envelope).toMatchObject({ code: 0, data: { userName: '+447700900123' } });
    });

    it("answers 403000631 alike for a wrong password and an unknown account, in the form's wording", async () => {
      await registerPlayer(t.app, registration());
      const incorrectEmail = { code: ErrorCode.incorrectCredentials, message: 'Incorrect E-mail address or password.', data: null };
      expect((await passwordLogin(t.app, EMAIL, WRONG)).envelope).toMatchObject(incorrectEmail);
      expect((await passwordLogin(t.app, { channel: 'email', email: 'nobody@example.com' }, PASSWORD)).envelope).toMatchObject(incorrectEmail);
      const incorrectMobile = { code: ErrorCode.incorrectCredentials, message: 'Incorrect mobile number or password.' };
      expect((await passwordLogin(t.app, { channel: 'mobile', countryCode: '971', mobile: '509999999' }, PASSWORD)).envelope).toMatchObject(incorrectMobile);
      expect((await passwordLogin(t.app, EMAIL, WRONG, ARABIC_CLIENT)).envelope.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    });

    it('refuses the right password on the unverified channel: 403000622 mobile, 403000623 e-mail', async () => {
      await registerPlayer(t.app, registration({ verificationMethod: 'email' }));
      expect((await passwordLogin(t.app, MOBILE, PASSWORD)).envelope).toMatchObject({
        code: ErrorCode.mobileUnverified,
        message: 'This mobile number has not been verified. Please use the e-mail address you registered with.',
      });
      await registerPlayer(t.app, touristRegistration());
      expect((await passwordLogin(t.app, { channel: 'email', email: 'oliver.obrien@example.com' }, PASSWORD)).envelope.code).toBe(ErrorCode.emailUnverified);
    });

    it('lets a player who registered by mobile verify the e-mail with a code and log in by e-mail from then on', async () => {
      await registerPlayer(t.app, touristRegistration());
      const email: Target = { channel: 'email', email: 'oliver.obrien@example.com' };
      expect((await passwordLogin(t.app, email, PASSWORD)).envelope.code).toBe(ErrorCode.emailUnverified);
      // The way out: a 'verify-email' code to the address (001012), checked for a ticket (001013) ...
      const ticket = await ticketFor(t.app, email, 'verify-email');
      const [message] = await outbox(t.app, recipient(email));
      expect(message!.text).toMatch(/^Your National Lottery e-mail verification code is \d{6}\./);
      // ... which the e-mail login spends with the password: the address is verified, the login goes on.
      const login = (emailTicket?: string, password = PASSWORD) =>
        callHapi<LoginReply>(t.app, '100200', { accountType: 'email', email: email.email, password, ...(emailTicket ? { emailTicket } : {}) });
      expect((await login(ticket, WRONG)).envelope.code).toBe(ErrorCode.incorrectCredentials);
      expect((await login('not-a-ticket')).envelope.code).toBe(ErrorCode.verificationTicketInvalid);
      // Neither a wrong password nor a wrong ticket verifies the address or spends the ticket.
      const verified = async () => (await t.db.query<{ email_verified: boolean }>('select email_verified from players where lower(email) = $1', [email.email])).rows[0]!.email_verified;
      expect(await verified()).toBe(false);
      const { envelope } = await login(ticket);
      expect(envelope).toMatchObject({ code: 0, data: { firstName: 'Oliver' } });
      expect((await balance(envelope.data!.sessionToken)).envelope.code).toBe(0);
      expect(await verified()).toBe(true);
      // Verified once and for all: the plain e-mail login works from then on.
      t.clock.advance(MINUTE);
      expect((await passwordLogin(t.app, email, PASSWORD)).envelope.code).toBe(0);
      // The mobile login still works too.
      expect((await passwordLogin(t.app, { channel: 'mobile', countryCode: '44', mobile: '7700900123' }, PASSWORD)).envelope.code).toBe(0);
    });

    it('sends a verify-email code only to an address an account holds, never by SMS, and does not verify it without the password', async () => {
      await registerPlayer(t.app, touristRegistration());
      const before = await tableSnapshot(t.db);
      expect((await sendCode(t.app, { channel: 'email', email: 'nobody@example.com' }, 'verify-email')).envelope.code).toBe(ErrorCode.accountNotFound);
      expect((await sendCode(t.app, { channel: 'mobile', countryCode: '44', mobile: '7700900123' }, 'verify-email')).envelope.code).toBe(ErrorCode.validationFailed);
      expect((await callHapi(t.app, '001012', { email: 'oliver.obrien@example.com', scene: 'verify-everything' })).envelope.code).toBe(ErrorCode.validationFailed);
      expect(await tableSnapshot(t.db)).toEqual(before);
      // A code and its ticket alone log nobody in: 100202 wants a login code, 100200 the password.
      const email: Target = { channel: 'email', email: 'oliver.obrien@example.com' };
      const ticket = await ticketFor(t.app, email, 'verify-email');
      expect((await callHapi(t.app, '100200', { accountType: 'email', email: email.email, password: WRONG, emailTicket: ticket })).envelope.code).toBe(ErrorCode.incorrectCredentials);
      expect((await callHapi(t.app, '100200', { accountType: 'email', email: email.email, password: PASSWORD, emailTicket: 'x'.repeat(129) })).envelope.code).toBe(ErrorCode.validationFailed);
    });

    it('locks the account for 15 minutes after 5 wrong passwords, refuses even the right one, and unlocks after', async () => {
      await registerPlayer(t.app, registration());
      for (let i = 1; i <= 4; i++) expect((await passwordLogin(t.app, EMAIL, WRONG)).envelope.code, `try ${i}`).toBe(ErrorCode.incorrectCredentials);
      expect((await passwordLogin(t.app, EMAIL, WRONG)).envelope).toMatchObject({
        code: ErrorCode.accountLocked,
        message: 'Your account is locked for 15 minutes.',
        data: { lockedForSeconds: 900 },
      });
      t.clock.advance(5 * MINUTE);
      expect((await passwordLogin(t.app, EMAIL, PASSWORD)).envelope).toMatchObject({
        code: ErrorCode.accountLocked,
        message: 'Your account is locked for 10 minutes.',
        data: { lockedForSeconds: 600 },
      });
      expect((await passwordLogin(t.app, EMAIL, PASSWORD, ARABIC_CLIENT)).envelope.message).toBe('حسابك مقفل لمدة 10 دقائق.');
      t.clock.advance(10 * MINUTE);
      expect((await passwordLogin(t.app, EMAIL, PASSWORD)).envelope.code).toBe(0);
      expect((await t.db.query('select failed_logins, lock_count, locked_until from players')).rows).toEqual([{ failed_logins: 0, lock_count: 0, locked_until: null }]);
    });

    it('doubles each next lock (30 minutes), and speaks in hours from one hour up to 24 hours', async () => {
      // 26 tries in a few real seconds: the per-address and per-account rate limits are lifted.
      const app = testApp(t.db, t.clock, { config: { rateLimits: rateLimitsWith({ login: { perAddress: 100, perAccount: 100 } }) } });
      await registerPlayer(app, registration());
      const fiveWrong = async () => {
        for (let i = 1; i < 5; i++) await passwordLogin(app, EMAIL, WRONG);
        return (await passwordLogin(app, EMAIL, WRONG)).envelope;
      };
      await fiveWrong();
      t.clock.advance(15 * MINUTE);
      expect(await fiveWrong()).toMatchObject({ message: 'Your account is locked for 30 minutes.', data: { lockedForSeconds: 1800 } });
      t.clock.advance(30 * MINUTE);
      expect(await fiveWrong()).toMatchObject({ message: 'Your account is locked for 1 hour.', data: { lockedForSeconds: 3600 } });
      t.clock.advance(60 * MINUTE);
      expect(await fiveWrong()).toMatchObject({ message: 'Your account is locked for 2 hours.', data: { lockedForSeconds: 7200 } });
      await t.db.query('update players set lock_count = 9, locked_until = null');
      const capped = await fiveWrong();
      expect(capped).toMatchObject({ message: 'Your account is locked for 24 hours.', data: { lockedForSeconds: 86_400 } });
      expect(lockSeconds(0)).toBe(900);
      expect(lockSeconds(20)).toBe(86_400);
      expect(lockedMessage(7200)['ar-AE']).toBe('حسابك مقفل لمدة ساعتين.');
      expect(lockedMessage(60)['en-US']).toBe('Your account is locked for 1 minute.');
      t.clock.advance(24 * 60 * MINUTE);
      expect((await passwordLogin(app, EMAIL, PASSWORD)).envelope.code).toBe(0);
      await app.close();
    });

    it('refuses bad input with 400000012, changing nothing', async () => {
      await registerPlayer(t.app, registration());
      const before = await tableSnapshot(t.db);
      expect((await callHapi(t.app, '100200', { accountType: 'email', email: 'no-at-sign', password: PASSWORD })).envelope.code).toBe(ErrorCode.validationFailed);
      expect((await callHapi(t.app, '100200', { accountType: 'mobile', countryCode: '971', mobile: '0501234567', password: PASSWORD })).envelope.code).toBe(
        ErrorCode.validationFailed,
      );
      expect((await callHapi(t.app, '100200', { accountType: 'email', email: EMAIL.email, password: '' })).envelope.code).toBe(ErrorCode.validationFailed);
      expect(await tableSnapshot(t.db)).toEqual(before);
    });
  });

  describe('one session per player', () => {
    it('ends the other sessions at login: the old token answers 403000618 with the new loginTime, not 401000002', async () => {
      const first = await registerPlayer(t.app, registration());
      t.clock.advance(MINUTE);
      const loginTime = t.clock.now();
      const second = (await passwordLogin(t.app, EMAIL, PASSWORD)).envelope.data!;
      t.clock.advance(1000);
      expect((await balance(first.sessionToken)).envelope).toMatchObject({
        code: ErrorCode.loggedInElsewhere,
        message: 'Your account has been logged in on another device.',
        data: { loginTime },
      });
      expect((await callHapi(t.app, '100124', {}, { token: first.sessionToken, clientInfo: ARABIC_CLIENT })).envelope.message).toBe(
        'تم تسجيل الدخول إلى حسابك من جهاز آخر.',
      );
      expect((await balance(second.sessionToken)).envelope.code).toBe(0);
      expect((await t.db.query("select end_reason from sessions order by id")).rows).toEqual([{ end_reason: 'replaced' }, { end_reason: null }]);
    });

    it('100002 logout ends the session: its token then answers 401000002', async () => {
      const { sessionToken } = await registerPlayer(t.app, registration());
      expect((await callHapi(t.app, '100002', {}, { token: sessionToken })).envelope).toMatchObject({ code: 0, data: {} });
      expect((await balance(sessionToken)).envelope.code).toBe(ErrorCode.sessionInvalid);
      expect((await callHapi(t.app, '100002', {}, { token: sessionToken })).envelope.code).toBe(ErrorCode.sessionInvalid);
      expect((await callHapi(t.app, '100002', {})).envelope.code).toBe(ErrorCode.sessionMissing);
    });
  });

  describe('100202 code login', () => {
    it('logs in with a login code from the outbox, once', async () => {
      const registered = await registerPlayer(t.app, registration());
      t.clock.advance(MINUTE);
      const code = await codeFor(t.app, EMAIL, 'login');
      expect((await outbox(t.app, recipient(EMAIL)))[0]!.text).toContain('login code');
      const { envelope } = await codeLogin(EMAIL, code);
      expect(envelope).toMatchObject({ code: 0, data: { isNew: false, userOpenId: registered.userOpenId } });
      expect((await balance(registered.sessionToken)).envelope.code).toBe(ErrorCode.loggedInElsewhere);
      expect((await codeLogin(EMAIL, code)).envelope.code).toBe(ErrorCode.codeExpired);
    });

    it('answers 403000601 with no message for an unknown account', async () => {
      const { envelope } = await codeLogin({ channel: 'email', email: 'nobody@example.com' }, '123456');
      expect(envelope).toMatchObject({ code: ErrorCode.accountNotFound, message: '', data: null });
    });

    it('answers 403000810 for a wrong code and 403000622 on the unverified channel', async () => {
      await registerPlayer(t.app, registration());
      t.clock.advance(MINUTE);
      const code = await codeFor(t.app, EMAIL, 'login');
      const wrong = code === '999999' ? '000000' : '999999';
      expect((await codeLogin(EMAIL, wrong)).envelope).toMatchObject({ code: ErrorCode.incorrectCode, message: 'The verification code is incorrect.' });
      expect((await codeLogin(EMAIL, wrong, ARABIC_CLIENT)).envelope.message).toBe('رمز التحقق غير صحيح.');
      expect((await codeLogin(MOBILE, code)).envelope.code).toBe(ErrorCode.mobileUnverified);
      expect((await codeLogin(EMAIL, code)).envelope.code).toBe(0);
    });

    it('does not accept a register code as a login code', async () => {
      await registerPlayer(t.app, registration());
      t.clock.advance(MINUTE);
      const reset = await codeFor(t.app, EMAIL, 'reset-password');
      expect((await codeLogin(EMAIL, reset)).envelope.code).toBe(ErrorCode.incorrectCode);
    });

    it('clears a password lock (the code proves the phone or mailbox)', async () => {
      await registerPlayer(t.app, registration());
      for (let i = 0; i < 5; i++) await passwordLogin(t.app, EMAIL, WRONG);
      t.clock.advance(MINUTE);
      expect((await codeLogin(EMAIL, await codeFor(t.app, EMAIL, 'login'))).envelope.code).toBe(0);
      expect((await passwordLogin(t.app, EMAIL, PASSWORD)).envelope.code).toBe(0);
    });
  });

  describe('100203 reset password', () => {
    it('sets the new password with a reset ticket and ends every session of the account', async () => {
      const { sessionToken } = await registerPlayer(t.app, registration());
      for (let i = 0; i < 5; i++) await passwordLogin(t.app, EMAIL, WRONG); // locked
      t.clock.advance(MINUTE);
      const verificationTicket = await ticketFor(t.app, EMAIL, 'reset-password');
      const newPassword = 'N3w&better-pass';
      expect((await callHapi(t.app, '100203', { ...EMAIL, verificationTicket, newPassword })).envelope).toMatchObject({ code: 0, data: {} });
      expect((await balance(sessionToken)).envelope.code).toBe(ErrorCode.sessionInvalid);
      expect((await passwordLogin(t.app, EMAIL, PASSWORD)).envelope.code).toBe(ErrorCode.incorrectCredentials);
      expect((await passwordLogin(t.app, EMAIL, newPassword)).envelope.code).toBe(0);
      // Single use.
      expect((await callHapi(t.app, '100203', { ...EMAIL, verificationTicket, newPassword: 'An0ther!pass' })).envelope.code).toBe(ErrorCode.verificationTicketInvalid);
    });

    it('refuses a register ticket, a weak password, an unknown account and the unverified channel', async () => {
      await registerPlayer(t.app, registration());
      t.clock.advance(MINUTE);
      const registerTicket = await ticketFor(t.app, { channel: 'email', email: 'fresh@example.com' }, 'register');
      t.clock.advance(MINUTE);
      const resetTicket = await ticketFor(t.app, EMAIL, 'reset-password');
      const before = await tableSnapshot(t.db);
      expect((await callHapi(t.app, '100203', { ...EMAIL, verificationTicket: registerTicket, newPassword: 'N3w&better-pass' })).envelope.code).toBe(
        ErrorCode.verificationTicketInvalid,
      );
      expect((await callHapi(t.app, '100203', { ...EMAIL, verificationTicket: resetTicket, newPassword: 'weakpassword' })).envelope.code).toBe(ErrorCode.validationFailed);
      expect((await callHapi(t.app, '100203', { channel: 'email', email: 'nobody@example.com', verificationTicket: resetTicket, newPassword: 'N3w&better-pass' })).envelope).toMatchObject({
        code: ErrorCode.accountNotFound,
        message: '',
      });
      expect((await callHapi(t.app, '100203', { ...MOBILE, verificationTicket: resetTicket, newPassword: 'N3w&better-pass' })).envelope.code).toBe(ErrorCode.mobileUnverified);
      expect(await tableSnapshot(t.db)).toEqual(before);
    });
  });

  it('never writes a password, code, ticket or token to the log', async () => {
    const logs = captureLogs();
    const app = testApp(t.db, t.clock, { logger: logs.logger });
    const secrets: string[] = [PASSWORD, WRONG];
    const code = await codeFor(app, EMAIL, 'register');
    const { envelope } = await checkCode(app, EMAIL, 'register', code);
    const verificationTicket = envelope.data!.verificationTicket;
    const registered = (await callHapi<LoginReply>(app, '100201', { ...registration(), verificationTicket })).envelope.data!;
    secrets.push(code, verificationTicket, registered.sessionToken);
    await passwordLogin(app, EMAIL, WRONG);
    const login = (await passwordLogin(app, EMAIL, PASSWORD)).envelope.data!;
    secrets.push(login.sessionToken);
    t.clock.advance(MINUTE);
    const loginCode = await codeFor(app, EMAIL, 'login');
    secrets.push(loginCode, (await callHapi<LoginReply>(app, '100202', { ...EMAIL, code: loginCode })).envelope.data!.sessionToken);
    await callHapi(app, '100124', {}, { token: login.sessionToken }); // replaced: 403000618
    await app.close();

    expect(logs.lines.filter((l) => l.msg === 'hapi').length).toBeGreaterThanOrEqual(8);
    const everything = logs.raw.join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});
