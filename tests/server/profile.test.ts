import { describe, expect, it } from 'vitest';
import type { Profile } from '../../sdk/commands/profile';
import { ErrorCode } from '../../sdk/errors/codes';
import { maskIdNumber } from '../../host-demo/server/domains/profile/profile';
import { postMovement } from '../../host-demo/server/domains/wallet/ledger';
import { availableBackends } from './helpers/backends';
import { ARABIC_CLIENT, JPEG_BASE64, PASSWORD, PNG_BASE64, TEXT_BASE64, passwordLogin, registerPlayer, registration } from './helpers/accounts';
import { callHapi, tableSnapshot } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

const EMAIL = { channel: 'email' as const, email: 'aisha.khan@example.com' };

describe.each(availableBackends())('profile and settings on $name', (backend) => {
  const t = gatewayPerTest(backend);

  async function registered() {
    const reply = await registerPlayer(t.app, registration());
    const { rows } = await t.db.query<{ id: number }>('select id from players where open_id = $1', [reply.userOpenId]);
    return { token: reply.sessionToken, playerId: rows[0]!.id, openId: reply.userOpenId };
  }

  it('100107 answers the profile with only the last 4 characters of the ID number', async () => {
    const { token, openId } = await registered();
    const { envelope } = await callHapi<Profile>(t.app, '100107', {}, { token });
    expect(envelope.code).toBe(0);
    expect(envelope.data).toEqual({
      userOpenId: openId,
      firstName: 'Aisha',
      middleName: '',
      lastName: 'Khan',
      userName: 'aisha.khan@example.com',
      email: 'aisha.khan@example.com',
      countryCode: '971',
      mobile: '501234567',
      birthDate: '1990-05-17',
      nationality: 'IN',
      residenceCountry: 'AE',
      idType: 1,
      idNumberMasked: '***********0036',
      loginMethod: 'email',
      address: { country: 'AE', street: 'Building 5, Al Wasl Road', emirate: 'Dubai', city: 'Dubai', postcode: '' },
      verifiedStatus: 1,
      createdAt: t.clock.now(),
    });
    expect(JSON.stringify(envelope)).not.toContain('78419900000');
    expect(maskIdNumber('K1234567')).toBe('****4567');
    expect(maskIdNumber('123')).toBe('***');
  });

  describe('100113 change password', () => {
    it("refuses a wrong current password with 403000630 'Wrong current password.', changing nothing", async () => {
      const { token } = await registered();
      const before = await tableSnapshot(t.db);
      const { envelope } = await callHapi(t.app, '100113', { currentPassword: 'Not-the-0ne', newPassword: 'N3w&better-pass', confirmPassword: 'N3w&better-pass' }, { token });
      expect(envelope).toMatchObject({ code: ErrorCode.wrongCurrentPassword, message: 'Wrong current password.' });
      expect((await callHapi(t.app, '100113', { currentPassword: 'Not-the-0ne', newPassword: 'N3w&better-pass', confirmPassword: 'N3w&better-pass' }, { token, clientInfo: ARABIC_CLIENT })).envelope.message).toBe(
        'كلمة المرور الحالية غير صحيحة.',
      );
      expect(await tableSnapshot(t.db)).toEqual({ ...before, sessionTimes: expect.any(Array) });
    });

    it('refuses a weak, unconfirmed or unchanged new password (400000012 with the form keys)', async () => {
      const { token } = await registered();
      const cases = [
        [{ currentPassword: PASSWORD, newPassword: 'weak', confirmPassword: 'weak' }, 'validation.password'],
        [{ currentPassword: PASSWORD, newPassword: 'N3w&better-pass', confirmPassword: 'N3w&better-pas' }, 'validation.passwordsDiffer'],
        [{ currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD }, 'validation.passwordUnchanged'],
      ] as const;
      for (const [data, key] of cases) {
        const { envelope } = await callHapi(t.app, '100113', data, { token });
        expect(envelope.code).toBe(ErrorCode.validationFailed);
        expect(JSON.stringify(envelope.data)).toContain(key);
      }
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const { token } = await registered();
      const other = (await passwordLogin(t.app, EMAIL, PASSWORD)).envelope.data!.sessionToken;
      // The first token was replaced by the login above; use the newest session to change.
      const { envelope } = await callHapi(t.app, '100113', { currentPassword: PASSWORD, newPassword: 'N3w&better-pass', confirmPassword: 'N3w&better-pass' }, { token: other });
      expect(envelope.code).toBe(0);
      expect((await callHapi(t.app, '100124', {}, { token: other })).envelope.code).toBe(0);
      expect((await callHapi(t.app, '100124', {}, { token })).envelope.code).toBe(ErrorCode.loggedInElsewhere);
      expect((await passwordLogin(t.app, EMAIL, PASSWORD)).envelope.code).toBe(ErrorCode.incorrectCredentials);
      expect((await passwordLogin(t.app, EMAIL, 'N3w&better-pass')).envelope.code).toBe(0);
    });
  });

  it('100117 replaces the address, and refuses a short street', async () => {
    const { token } = await registered();
    const address = { country: 'AE', street: 'Villa 22, Al Bateen Street', emirate: 'Abu Dhabi', city: 'Abu Dhabi', postcode: '12345' };
    expect((await callHapi(t.app, '100117', address, { token })).envelope).toMatchObject({ code: 0, data: { address } });
    expect((await callHapi<Profile>(t.app, '100107', {}, { token })).envelope.data!.address).toEqual(address);
    const before = await tableSnapshot(t.db);
    const short = await callHapi(t.app, '100117', { ...address, street: 'Villa 2' }, { token });
    expect(short.envelope).toMatchObject({ code: ErrorCode.validationFailed, data: { issues: [{ path: ['data', 'street'], message: 'validation.street' }] } });
    expect(await tableSnapshot(t.db)).toEqual({ ...before, sessionTimes: expect.any(Array) });
  });

  it('100137 / 100177 notification settings: all on except promotions until saved', async () => {
    const { token } = await registered();
    expect((await callHapi(t.app, '100137', {}, { token })).envelope.data).toEqual({ drawResults: true, winnings: true, promotions: false, bySms: true, byEmail: true });
    const saved = { drawResults: false, winnings: true, promotions: true, bySms: false, byEmail: true };
    expect((await callHapi(t.app, '100177', saved, { token })).envelope.data).toEqual(saved);
    expect((await callHapi(t.app, '100137', {}, { token })).envelope.data).toEqual(saved);
    expect((await callHapi(t.app, '100177', { ...saved, promotions: 'yes' }, { token })).envelope.code).toBe(ErrorCode.validationFailed);
  });

  describe('100136 upload and 100134 account deletion', () => {
    const upload = (token: string, dataBase64: string, fileName = 'evidence.png', contentType = 'image/png') =>
      callHapi<{ documentId: string }>(t.app, '100136', { purpose: 'account-deletion', fileName, contentType, dataBase64 }, { token });

    it('stores a real PNG or JPEG by its bytes and refuses a non-image with a PNG name (400000013)', async () => {
      const { token, playerId } = await registered();
      const png = await upload(token, PNG_BASE64);
      expect(png.envelope.code).toBe(0);
      const jpeg = await upload(token, JPEG_BASE64, 'photo.png', 'image/png');
      expect(jpeg.envelope.code).toBe(0);
      const { rows } = await t.db.query<{ content_type: string; size_bytes: number; content: Uint8Array }>(
        'select content_type, size_bytes, content from player_documents where player_id = $1 order by id',
        [playerId],
      );
      expect(rows.map((r) => r.content_type)).toEqual(['image/png', 'image/jpeg']);
      expect(Buffer.from(rows[0]!.content).toString('base64')).toBe(PNG_BASE64);

      const before = await tableSnapshot(t.db);
      const fake = await upload(token, TEXT_BASE64, 'definitely-a-picture.png');
      expect(fake.envelope).toMatchObject({ code: ErrorCode.invalidFile, message: 'Please upload a JPEG or PNG image of at most 5 MB.' });
      expect((await upload(token, 'not base64 at all!')).envelope.code).toBe(ErrorCode.invalidFile);
      expect(await tableSnapshot(t.db)).toEqual({ ...before, sessionTimes: expect.any(Array) });
    });

    it('refuses deletion while the balance is not zero (403000650)', async () => {
      const { token, playerId } = await registered();
      const documentId = (await upload(token, PNG_BASE64)).envelope.data!.documentId;
      await t.db.transaction((tx) =>
        postMovement(tx, {
          idempotencyKey: 'test:deposit',
          kind: 'deposit',
          at: t.clock.now(),
          legs: [
            { account: { house: 'house_deposits' }, amount: -100 },
            { account: { playerId, kind: 'bet' }, amount: 100 },
          ],
        }),
      );
      const { envelope } = await callHapi(t.app, '100134', { documentIds: [documentId], remark: 'Moving abroad', balanceClearedConfirmed: true }, { token });
      expect(envelope).toMatchObject({ code: ErrorCode.balanceNotCleared, message: 'Please withdraw or clear your balance before deleting your account.' });
      expect((await t.db.query('select count(*)::bigint as n from account_deletion_requests')).rows).toEqual([{ n: 0 }]);
    });

    it("refuses documents that are not the player's (404000003) and an unconfirmed balance", async () => {
      const { token } = await registered();
      const other = await registerPlayer(t.app, registration({ email: 'b@example.com', mobile: '509999999', idNumber: '784-2000-0000004-0' }));
      const foreign = (await upload(other.sessionToken, PNG_BASE64)).envelope.data!.documentId;
      expect((await callHapi(t.app, '100134', { documentIds: [foreign], remark: 'x', balanceClearedConfirmed: true }, { token })).envelope.code).toBe(ErrorCode.documentNotFound);
      expect((await callHapi(t.app, '100134', { documentIds: ['no-such-id'], remark: 'x', balanceClearedConfirmed: true }, { token })).envelope.code).toBe(ErrorCode.documentNotFound);
      expect((await callHapi(t.app, '100134', { documentIds: [foreign], remark: 'x', balanceClearedConfirmed: false }, { token })).envelope.code).toBe(ErrorCode.validationFailed);
    });

    it('records the request to delete 30 days later; the player can still log in; asking again answers the same request', async () => {
      const { token } = await registered();
      const documentId = (await upload(token, PNG_BASE64)).envelope.data!.documentId;
      const first = await callHapi<{ requestId: string; deleteAfter: number }>(t.app, '100134', { documentIds: [documentId], remark: ' Moving abroad ', balanceClearedConfirmed: true }, { token });
      expect(first.envelope).toMatchObject({ code: 0, data: { deleteAfter: t.clock.now() + 30 * 86_400_000 } });
      const again = await callHapi(t.app, '100134', { documentIds: [documentId], remark: 'again', balanceClearedConfirmed: true }, { token });
      expect(again.envelope.data).toEqual(first.envelope.data);
      expect((await t.db.query('select remark from account_deletion_requests')).rows).toEqual([{ remark: 'Moving abroad' }]);
      expect((await passwordLogin(t.app, EMAIL, PASSWORD)).envelope.code).toBe(0);
    });
  });

  it('001016 lists the dialling codes, 971 first, with the GCC, UK, India, Pakistan, Philippines and Egypt', async () => {
    const { envelope } = await callHapi<{ countries: { code: string; iso: string; country: string; flagUrl: string }[] }>(t.app, '001016', {});
    const countries = envelope.data!.countries;
    expect(countries[0]).toMatchObject({ code: '971', iso: 'ae', country: 'United Arab Emirates', flagUrl: '/assets/flags/ae.svg' });
    expect(countries.map((c) => c.code)).toEqual(expect.arrayContaining(['971', '966', '974', '965', '973', '968', '44', '91', '92', '63', '20']));
    const arabic = await callHapi<{ countries: { country: string }[] }>(t.app, '001016', {}, { clientInfo: ARABIC_CLIENT });
    expect(arabic.envelope.data!.countries[0]!.country).toBe('الإمارات العربية المتحدة');
  });
});
