import { describe, expect, it } from 'vitest';
import { MAX_LOTTERY_TYPES_PER_REQUEST } from '../../sdk/commands/draws';
import { ErrorCode } from '../../sdk/errors/codes';
import { INT4_MAX, INT4_MIN } from '../../sdk/validation/bounds';
import { TEXT_MAX } from '../../sdk/validation/forms';
import { availableBackends } from './helpers/backends';
import { issuesOf, registration, targetOf, ticketFor } from './helpers/accounts';
import { callHapi, playerWithSession, tableSnapshot } from './helpers/gateway';
import { gatewayPerTest } from './helpers/per-test';

/** About 9 MB of text, as the probe stored (the body limit is 10 MiB). */
const NINE_MB = 'a'.repeat(9 * 1024 * 1024);
/** About 2 MB: four of these fit in one request. */
const TWO_MB = 'b'.repeat(2 * 1024 * 1024);

const ADDRESS = { country: 'AE', street: 'Villa 22, Al Bateen Street', emirate: 'Abu Dhabi', city: 'Abu Dhabi', postcode: '' };

describe.each(availableBackends())('bounded inputs on $name', (backend) => {
  const t = gatewayPerTest(backend);

  /** Sends a request that must be refused with 400000012, and answers its issues; asserts nothing changed. */
  async function refused(code: string, data: unknown, token?: string) {
    const before = await tableSnapshot(t.db);
    const { envelope, response } = await callHapi(t.app, code, data, { token });
    expect(response.statusCode).toBe(200);
    expect(envelope.code, JSON.stringify(envelope).slice(0, 300)).toBe(ErrorCode.validationFailed);
    expect(await tableSnapshot(t.db)).toEqual(before);
    return issuesOf(envelope);
  }

  describe('100117 edit address', () => {
    it('refuses a 9 MB street with validation.tooLong, storing nothing', async () => {
      const { token } = await playerWithSession(t.db, t.clock);
      expect(await refused('100117', { ...ADDRESS, street: NINE_MB }, token)).toEqual([{ path: ['data', 'street'], message: 'validation.tooLong' }]);
    });

    it('refuses a huge country, emirate and city, naming each field', async () => {
      const { token } = await playerWithSession(t.db, t.clock);
      const issues = await refused('100117', { ...ADDRESS, country: TWO_MB, emirate: TWO_MB, city: TWO_MB, postcode: TWO_MB }, token);
      expect(issues).toEqual(
        expect.arrayContaining(['country', 'emirate', 'city', 'postcode'].map((field) => ({ path: ['data', field], message: 'validation.tooLong' }))),
      );
    });

    it('refuses a country that is not on the list, storing nothing', async () => {
      const { token } = await playerWithSession(t.db, t.clock);
      expect(await refused('100117', { ...ADDRESS, country: 'ZZ', emirate: 'Somewhere' }, token)).toEqual([
        { path: ['data', 'country'], message: 'validation.country' },
      ]);
      expect(await refused('100117', { ...ADDRESS, country: 'United Arab Emirates' }, token)).toEqual([
        { path: ['data', 'country'], message: 'validation.tooLong' },
      ]);
    });

    it('takes in the UAE only one of the seven emirates, stored as the list writes it; elsewhere a state as typed', async () => {
      const { token, playerId } = await playerWithSession(t.db, t.clock);
      expect(await refused('100117', { ...ADDRESS, emirate: 'Atlantis' }, token)).toEqual([{ path: ['data', 'emirate'], message: 'validation.emirate' }]);

      const dubai = await callHapi(t.app, '100117', { ...ADDRESS, emirate: 'dubai', city: 'Dubai' }, { token });
      expect(dubai.envelope).toMatchObject({ code: 0, data: { address: { emirate: 'Dubai' } } });
      const london = await callHapi(t.app, '100117', { ...ADDRESS, country: 'GB', emirate: 'Greater London', city: 'London' }, { token });
      expect(london.envelope).toMatchObject({ code: 0, data: { address: { country: 'GB', emirate: 'Greater London' } } });
      const { rows } = await t.db.query('select address_country, address_emirate from players where id = $1', [playerId]);
      expect(rows[0]).toEqual({ address_country: 'GB', address_emirate: 'Greater London' });
    });

    it('accepts every field at its longest', async () => {
      const { token } = await playerWithSession(t.db, t.clock);
      const longest = {
        country: 'GB',
        street: `${'Long Street '.repeat(20)}`.slice(0, TEXT_MAX.street),
        emirate: 'S'.repeat(TEXT_MAX.emirate),
        city: 'C'.repeat(TEXT_MAX.city),
        postcode: 'AB1-2CD-3E',
      };
      expect((await callHapi(t.app, '100117', longest, { token })).envelope).toMatchObject({ code: 0, data: { address: longest } });
      expect(await refused('100117', { ...longest, city: 'C'.repeat(TEXT_MAX.city + 1) }, token)).toEqual([
        { path: ['data', 'city'], message: 'validation.tooLong' },
      ]);
    });
  });

  describe('100201 registration', () => {
    it('refuses a 9 MB nationality before the ticket is looked at, changing nothing', async () => {
      const data = registration();
      const verificationTicket = await ticketFor(t.app, targetOf(data), 'register');
      expect(await refused('100201', { ...data, nationality: NINE_MB, verificationTicket })).toEqual([
        { path: ['data', 'nationality'], message: 'validation.tooLong' },
      ]);
    });

    it('refuses a nationality, residence and address country that are not on the list, creating no player', async () => {
      const data = registration({ idType: 2, idNumber: 'K1234567', nationality: 'ZZ', residenceCountry: 'XX', address: { ...ADDRESS, country: 'QQ', emirate: 'Nowhere' } });
      const verificationTicket = await ticketFor(t.app, targetOf(data), 'register');
      const players = await t.db.query('select * from players order by id');
      const sessions = await t.db.query('select * from sessions order by id');

      const { envelope } = await callHapi(t.app, '100201', { ...data, verificationTicket });
      expect(envelope.code).toBe(ErrorCode.validationFailed);
      expect(issuesOf(envelope)).toEqual([
        { path: ['data', 'nationality'], message: 'validation.country' },
        { path: ['data', 'residenceCountry'], message: 'validation.country' },
        { path: ['data', 'address', 'country'], message: 'validation.country' },
      ]);
      // Whether a refused attempt spends its ticket is the enumeration rule's business; what
      // matters here is that no account was made.
      expect((await t.db.query('select * from players order by id')).rows).toEqual(players.rows);
      expect((await t.db.query('select * from sessions order by id')).rows).toEqual(sessions.rows);
    });

    it('refuses a country written as a name or in small letters', async () => {
      const data = registration();
      const verificationTicket = await ticketFor(t.app, targetOf(data), 'register');
      expect(await refused('100201', { ...data, nationality: 'India', verificationTicket })).toEqual([
        { path: ['data', 'nationality'], message: 'validation.tooLong' },
      ]);
      const { envelope } = await callHapi(t.app, '100201', { ...data, residenceCountry: 'ae', verificationTicket });
      expect(issuesOf(envelope)).toEqual([{ path: ['data', 'residenceCountry'], message: 'validation.country' }]);
    });
  });

  it('refuses U+0000 anywhere in the message, which no PostgreSQL text column can hold', async () => {
    const { token } = await playerWithSession(t.db, t.clock);
    expect(await refused('100147', { ticketId: 'ticket\u0000' }, token)).toEqual([{ path: ['data', 'ticketId'], message: 'validation.invalidCharacter' }]);
    expect(await refused('100117', { ...ADDRESS, street: 'Villa 22,\u0000 Al Bateen Street', extra: { 'key\u0000': 1 } }, token)).toEqual([
      { path: ['data', 'street'], message: 'validation.invalidCharacter' },
      { path: ['data', 'extra', 'key\u0000'], message: 'validation.invalidCharacter' },
    ]);
  });

  describe('integers outside what their column holds', () => {
    it('200022 refuses category 2^31 with validation.outOfRange, and answers the largest int4 with no articles', async () => {
      expect(await refused('200022', { category: INT4_MAX + 1 })).toEqual([{ path: ['data', 'category'], message: 'validation.outOfRange' }]);
      expect((await callHapi(t.app, '200022', { category: INT4_MAX })).envelope).toMatchObject({ code: 0, data: { articleDetailItemList: [] } });
    });

    it('200030 refuses versionId -2^31-1, and answers an unknown version inside the range as not found', async () => {
      const { token } = await playerWithSession(t.db, t.clock);
      expect(await refused('200030', { versionId: INT4_MIN - 1 }, token)).toEqual([{ path: ['data', 'versionId'], message: 'validation.outOfRange' }]);
      expect(await refused('200030', { versionId: 0 }, token)).toEqual([{ path: ['data', 'versionId'], message: 'validation.outOfRange' }]);
      expect((await callHapi(t.app, '200030', { versionId: INT4_MAX }, { token })).envelope.code).toBe(ErrorCode.termsVersionNotFound);
    });

    it('660200 refuses lottery type 99999999999 and a list longer than the catalogue could need', async () => {
      expect(await refused('660200', { lotteryTypeList: [99_999_999_999] })).toEqual([
        { path: ['data', 'lotteryTypeList', 0], message: 'validation.outOfRange' },
      ]);
      const many = Array.from({ length: MAX_LOTTERY_TYPES_PER_REQUEST + 1 }, () => 61);
      expect(await refused('660200', { lotteryTypeList: many })).toEqual([{ path: ['data', 'lotteryTypeList'], message: 'validation.tooMany' }]);
    });

    it('010001 refuses a product type beyond four digits', async () => {
      expect(await refused('010001', { productType: 2 ** 31 })).toEqual([{ path: ['data', 'productType'], message: 'validation.outOfRange' }]);
    });
  });
});
