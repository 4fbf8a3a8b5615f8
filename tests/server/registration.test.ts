import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginReply } from '../../sdk/commands/accounts';
import { LoginReplySchema } from '../../sdk/commands/accounts';
import { ErrorCode } from '../../sdk/errors/codes';
import { availableBackends } from './helpers/backends';
import { readSetting } from '../../host-demo/server/settings/table';
import {
  ARABIC_CLIENT,
  PASSWORD,
  issuesOf,
  registerPlayer,
  registration,
  targetOf,
  ticketFor,
  touristRegistration,
} from './helpers/accounts';
import { callHapi, tableSnapshot } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const MINUTE = 60_000;

describe.each(availableBackends())('registration (100201) on $name', (backend) => {
  const t = gatewayPerTest(backend);

  /** Register tickets of this test by target: a refused registration leaves its ticket unspent. */
  let tickets: Map<string, string>;
  beforeEach(() => void (tickets = new Map()));
  async function ticketOf(data: ReturnType<typeof registration>): Promise<string> {
    const target = targetOf(data);
    const key = JSON.stringify(target);
    if (!tickets.has(key)) tickets.set(key, await ticketFor(t.app, target, 'register'));
    return tickets.get(key)!;
  }

  /** Registers `data` with the test's register ticket for its verification method. */
  async function register(data: ReturnType<typeof registration>, clientInfo?: typeof ARABIC_CLIENT) {
    const verificationTicket = await ticketOf(data);
    return callHapi<LoginReply>(t.app, '100201', { ...data, verificationTicket }, { clientInfo });
  }

  /** Sends `data` with a valid ticket and expects 400000012 with these issues and no change. */
  async function expectRefused(data: ReturnType<typeof registration>, issues: { path: (string | number)[]; message: string }[]) {
    // Any valid ticket: the rules are checked before the ticket is looked at.
    const verificationTicket = await ticketOf(registration());
    const before = await tableSnapshot(t.db);
    const { envelope } = await callHapi(t.app, '100201', { ...data, verificationTicket });
    expect(envelope.code).toBe(ErrorCode.validationFailed);
    expect(issuesOf(envelope)).toEqual(expect.arrayContaining(issues.map((i) => expect.objectContaining(i))));
    expect(await tableSnapshot(t.db)).toEqual(before);
  }

  it('registers a resident by e-mail, logs in (isNew true) and stores a scrypt hash, never the password', async () => {
    const { envelope } = await register(registration());
    expect(envelope.code).toBe(0);
    const reply = LoginReplySchema.parse(envelope.data);
    expect(reply).toMatchObject({
      isNew: true,
      firstName: 'Aisha',
      userName: 'aisha.khan@example.com',
      phone: '+971501234567',
      verifiedStatus: 1,
      realName: 'Aisha Khan',
      registerIdCardType: 1,
    });
    expect((await callHapi(t.app, '100124', {}, { token: reply.sessionToken })).envelope.code).toBe(0);

    const { rows } = await t.db.query<Record<string, unknown>>('select * from players');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      login_method: 'email',
      email_verified: true,
      mobile_verified: false,
      id_type: 1,
      id_number: '784-1990-0000003-6',
      id_number_key: '784199000000036',
      country_code: '971',
      mobile: '501234567',
      nationality: 'IN',
      residence_country: 'AE',
      address_street: 'Building 5, Al Wasl Road',
      address_emirate: 'Dubai',
      verified_status: 1,
      created_at: new Date(t.clock.now()),
    });
    // The cost is PASSWORD_HASH_COST's (15 by default; the suites run at 10).
    expect(rows[0]!.password_hash).toMatch(new RegExp(`^scrypt\\$${readSetting('PASSWORD_HASH_COST')}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });

  it('registers a tourist with a passport by mobile; the mobile becomes the login credential', async () => {
    const { envelope } = await register(touristRegistration());
    expect(envelope.data).toMatchObject({ isNew: true, registerIdCardType: 2, userName: '+447700900123', realName: "Oliver O'Brien" });
    const { rows } = await t.db.query('select login_method, mobile_verified, email_verified, id_type from players');
    expect(rows).toEqual([{ login_method: 'mobile', mobile_verified: true, email_verified: false, id_type: 2 }]);
  });

  it("refuses anyone under 18 on the server's own clock, and accepts them on their 18th birthday", async () => {
    // The test clock is 2026-03-14 in Dubai.
    await expectRefused(registration({ birthDate: '2008-03-15' }), [{ path: ['data', 'birthDate'], message: 'validation.under18' }]);
    expect((await register(registration({ birthDate: '2008-03-14' }))).envelope.code).toBe(0);
  });

  it('refuses an Emirates ID with a bad check digit, and a malformed passport number', async () => {
    await expectRefused(registration({ idNumber: '784-1990-0000003-7' }), [{ path: ['data', 'idNumber'], message: 'validation.emiratesId' }]);
    await expectRefused(touristRegistration({ idNumber: 'AB-12' }), [{ path: ['data', 'idNumber'], message: 'validation.passport' }]);
  });

  it('refuses a weak password and passwords that do not match', async () => {
    await expectRefused(registration({ password: 'password1', confirmPassword: 'password1' }), [{ path: ['data', 'password'], message: 'validation.password' }]);
    await expectRefused(registration({ password: 'Sh0rt!', confirmPassword: 'Sh0rt!' }), [{ path: ['data', 'password'], message: 'validation.password' }]);
    await expectRefused(registration({ confirmPassword: 'Secur3!pasS' }), [{ path: ['data', 'confirmPassword'], message: 'validation.passwordsDiffer' }]);
  });

  it('refuses a mobile number with a leading 0, an invalid e-mail and an unknown country code', async () => {
    await expectRefused(registration({ mobile: '0501234567' }), [{ path: ['data', 'mobile'], message: 'validation.mobile' }]);
    await expectRefused(registration({ email: 'aisha@' }), [{ path: ['data', 'email'], message: 'validation.email' }]);
    await expectRefused(registration({ countryCode: '999' }), [{ path: ['data', 'countryCode'], message: 'validation.countryCode' }]);
  });

  it('refuses names that are not in English letters', async () => {
    await expectRefused(registration({ firstName: 'عائشة' }), [{ path: ['data', 'firstName'], message: 'validation.englishName' }]);
    await expectRefused(registration({ lastName: 'Kh4n' }), [{ path: ['data', 'lastName'], message: 'validation.englishName' }]);
    await expectRefused(registration({ middleName: 'Zoë' }), [{ path: ['data', 'middleName'], message: 'validation.englishName' }]);
  });

  it('refuses a street shorter than 10 characters or without a letter, and a bad postcode', async () => {
    const address = registration().address;
    await expectRefused(registration({ address: { ...address, street: 'Al Wasl' } }), [{ path: ['data', 'address', 'street'], message: 'validation.street' }]);
    await expectRefused(registration({ address: { ...address, street: '1234567890' } }), [{ path: ['data', 'address', 'street'], message: 'validation.street' }]);
    await expectRefused(registration({ address: { ...address, postcode: '!' } }), [{ path: ['data', 'address', 'postcode'], message: 'validation.postcode' }]);
  });

  it('refuses missing fields: birth date, nationality, residence, ID number, country, emirate, city, privacy notice', async () => {
    const address = registration().address;
    await expectRefused(registration({ birthDate: '', nationality: '', residenceCountry: ' ', idNumber: '', privacyAccepted: false }), [
      { path: ['data', 'birthDate'], message: 'validation.required' },
      { path: ['data', 'nationality'], message: 'validation.required' },
      { path: ['data', 'residenceCountry'], message: 'validation.required' },
      { path: ['data', 'idNumber'], message: 'validation.required' },
      { path: ['data', 'privacyAccepted'], message: 'validation.privacyNotice' },
    ]);
    await expectRefused(registration({ address: { ...address, country: '', emirate: '', city: '' } }), [
      { path: ['data', 'address', 'country'], message: 'validation.required' },
      { path: ['data', 'address', 'emirate'], message: 'validation.required' },
      { path: ['data', 'address', 'city'], message: 'validation.required' },
    ]);
    const { firstName: _first, lastName: _last, ...withoutNames } = registration();
    await expectRefused(withoutNames as ReturnType<typeof registration>, [
      { path: ['data', 'firstName'], message: expect.any(String) as unknown as string },
      { path: ['data', 'lastName'], message: expect.any(String) as unknown as string },
    ]);
    const { verificationTicket: _unused, ...withoutTicket } = { ...registration(), verificationTicket: '' };
    expect((await callHapi(t.app, '100201', withoutTicket)).envelope.code).toBe(ErrorCode.validationFailed);
  });

  it('refuses a ticket used twice, with clear code 403000813, and changes nothing', async () => {
    const data = registration();
    const verificationTicket = await ticketFor(t.app, targetOf(data), 'register');
    expect((await callHapi(t.app, '100201', { ...data, verificationTicket })).envelope.code).toBe(0);
    const before = await tableSnapshot(t.db);
    const again = await callHapi(t.app, '100201', { ...data, email: 'other@example.com', mobile: '509999999', idNumber: '784-2000-0000004-0', verificationTicket });
    expect(again.envelope).toMatchObject({ code: ErrorCode.verificationTicketInvalid });
    expect(await tableSnapshot(t.db)).toEqual(before);
  });

  it('refuses a ticket for another target, another scene or past its 15 minutes', async () => {
    const data = registration();
    const otherEmail = await ticketFor(t.app, { channel: 'email', email: 'someone.else@example.com' }, 'register');
    expect((await callHapi(t.app, '100201', { ...data, verificationTicket: otherEmail })).envelope.code).toBe(ErrorCode.verificationTicketInvalid);
    // The chosen method decides the target: an e-mail ticket does not verify a mobile registration.
    const emailTicket = await ticketFor(t.app, targetOf(data), 'register');
    expect((await callHapi(t.app, '100201', { ...data, verificationMethod: 'mobile', verificationTicket: emailTicket })).envelope.code).toBe(
      ErrorCode.verificationTicketInvalid,
    );
    t.clock.advance(15 * MINUTE);
    expect((await callHapi(t.app, '100201', { ...data, verificationTicket: emailTicket })).envelope.code).toBe(ErrorCode.verificationTicketInvalid);
    expect((await t.db.query('select count(*)::bigint as n from players')).rows).toEqual([{ n: 0 }]);
  });

  it('refuses a duplicate mobile, e-mail (any case) or ID number with clear messages, creating nothing', async () => {
    await registerPlayer(t.app, registration());
    t.clock.advance(MINUTE);
    const cases = [
      { data: registration({ email: 'new.one@example.com', idNumber: '784-2000-0000004-0' }), code: ErrorCode.mobileTaken, message: 'This mobile number is already registered. Please log in or use another number.' },
      { data: registration({ email: 'AISHA.KHAN@example.com', mobile: '509999999', idNumber: '784-2000-0000004-0', verificationMethod: 'mobile' }), code: ErrorCode.emailTaken, message: 'This e-mail address is already registered. Please log in or use another address.' },
      { data: registration({ email: 'new.two@example.com', mobile: '509999998', idNumber: '784 1990 0000003 6' }), code: ErrorCode.idNumberTaken, message: 'This ID number is already registered to another account.' },
    ];
    const players = async () => (await t.db.query('select id from players order by id')).rows;
    for (const c of cases) {
      const verificationTicket = await ticketFor(t.app, targetOf(c.data), 'register');
      const before = await players();
      const { envelope } = await callHapi(t.app, '100201', { ...c.data, verificationTicket });
      expect(envelope, c.message).toMatchObject({ code: c.code, message: c.message });
      expect(await players()).toEqual(before);
      t.clock.advance(MINUTE);
    }
    // With the duplicate fixed, a new verification registers.
    const fixed = registration({ email: 'new.one@example.com', mobile: '508888888', idNumber: '784-2000-0000004-0' });
    expect((await register(fixed)).envelope.code).toBe(0);
  });

  it('spends the ticket on a refused registration, so one ticket cannot probe which ID numbers or mobiles are taken', async () => {
    await registerPlayer(t.app, registration());
    t.clock.advance(MINUTE);
    const probe = registration({ email: 'prober@example.com', mobile: '509999999', idNumber: '784 1990 0000003 6' });
    const verificationTicket = await ticketFor(t.app, targetOf(probe), 'register');
    expect((await callHapi(t.app, '100201', { ...probe, verificationTicket })).envelope.code).toBe(ErrorCode.idNumberTaken);
    // The same ticket with a free ID number, or a taken mobile, learns nothing more.
    for (const next of [{ idNumber: '784-2000-0000004-0' }, { idNumber: '784-2000-0000004-0', mobile: '501234567' }]) {
      expect((await callHapi(t.app, '100201', { ...probe, ...next, verificationTicket })).envelope.code).toBe(ErrorCode.verificationTicketInvalid);
    }
    expect((await t.db.query('select count(*)::int as n from players')).rows).toEqual([{ n: 1 }]);
  });

  it('answers the duplicate message in Arabic for an Arabic request', async () => {
    await registerPlayer(t.app, registration());
    t.clock.advance(MINUTE);
    const { envelope } = await register(registration({ email: 'new.one@example.com', idNumber: '784-2000-0000004-0' }), ARABIC_CLIENT);
    expect(envelope).toMatchObject({ code: ErrorCode.mobileTaken, message: 'رقم الهاتف المتحرك هذا مسجل مسبقاً. يرجى تسجيل الدخول أو استخدام رقم آخر.' });
  });
});
