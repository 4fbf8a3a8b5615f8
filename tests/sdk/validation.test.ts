import { describe, expect, it } from 'vitest';
import { addressSchema, changePasswordSchema, fieldErrors, identitySchema, passwordLoginSchema } from '../../sdk/validation/forms';
import { ageOn, isValidEmiratesId, isValidMobile, isValidPassword, isEnglishName, isValidStreet, isValidPostcode } from '../../sdk/validation/rules';

const NOW = Date.UTC(2026, 10, 22, 8, 0); // 22 Nov 2026, 12:00 in Dubai

const resident = {
  idType: 1, idNumber: '784-1990-1234567-6', firstName: 'Sara', middleName: '', lastName: 'Khan', nationality: 'AE',
  residenceCountry: 'AE', birthDate: '1990-05-01', countryCode: '971', mobile: '501234567', email: 'sara@example.ae',
  password: 'Lucky#2026', confirmPassword: 'Lucky#2026', verificationMethod: 'mobile', privacyAccepted: true,
};

describe('registration rules (SPEC §5)', () => {
  it('accepts a complete resident', () => {
    expect(identitySchema(NOW).safeParse(resident).success).toBe(true);
  });
  it('refuses a player who turns 18 tomorrow and accepts one who turned 18 today', () => {
    expect(ageOn('2008-11-23', NOW)).toBe(17);
    expect(fieldErrors(identitySchema(NOW).safeParse({ ...resident, birthDate: '2008-11-23' }).error)).toEqual({ birthDate: 'validation.under18' });
    expect(identitySchema(NOW).safeParse({ ...resident, birthDate: '2008-11-22' }).success).toBe(true);
  });
  it('refuses an impossible or future birth date', () => {
    expect(fieldErrors(identitySchema(NOW).safeParse({ ...resident, birthDate: '1990-02-30' }).error).birthDate).toBe('validation.birthDate');
    expect(fieldErrors(identitySchema(NOW).safeParse({ ...resident, birthDate: '2027-01-01' }).error).birthDate).toBe('validation.birthDate');
  });
  it('checks the Emirates ID format and check digit', () => {
    expect(isValidEmiratesId('784199012345676')).toBe(true);
    expect(isValidEmiratesId('784-1990-1234567-5')).toBe(false);
    expect(isValidEmiratesId('123-1990-1234567-6')).toBe(false);
    expect(fieldErrors(identitySchema(NOW).safeParse({ ...resident, idNumber: '784-1990-1234567-1' }).error).idNumber).toBe('validation.emiratesId');
  });
  it('takes a passport number for a tourist', () => {
    expect(identitySchema(NOW).safeParse({ ...resident, idType: 2, idNumber: 'N1234567', residenceCountry: 'GB', nationality: 'GB' }).success).toBe(true);
    expect(fieldErrors(identitySchema(NOW).safeParse({ ...resident, idType: 2, idNumber: 'N1' }).error).idNumber).toBe('validation.passport');
  });
  it('wants 8-20 characters with a digit, a letter and a special character', () => {
    expect(isValidPassword('Lucky#2026')).toBe(true);
    expect(isValidPassword('Lucky2026')).toBe(false);
    expect(isValidPassword('#2026#2026')).toBe(false);
    expect(isValidPassword('L#1')).toBe(false);
    expect(isValidPassword('Lucky#2026Lucky#2026x')).toBe(false);
  });
  it('wants the two passwords to match and the privacy notice confirmed', () => {
    const errors = fieldErrors(identitySchema(NOW).safeParse({ ...resident, confirmPassword: 'Lucky#2027', privacyAccepted: false }).error);
    expect(errors).toEqual({ confirmPassword: 'validation.passwordsDiffer', privacyAccepted: 'validation.privacyNotice' });
  });
  it('refuses a mobile number with a leading 0 and non-English names', () => {
    expect(isValidMobile('0501234567')).toBe(false);
    expect(isValidMobile('501234567')).toBe(true);
    expect(isEnglishName('سارة')).toBe(false);
    expect(isEnglishName("O'Neil-Smith")).toBe(true);
  });
  it('lists every missing field as required', () => {
    const errors = fieldErrors(identitySchema(NOW).safeParse({ ...resident, nationality: '', residenceCountry: ' ', idNumber: '' }).error);
    expect(errors).toMatchObject({ nationality: 'validation.required', residenceCountry: 'validation.required', idNumber: 'validation.required' });
  });
});

describe('address rules', () => {
  it('wants a street of at least 10 characters with a letter', () => {
    expect(isValidStreet('Villa 12, Al Wasl Road')).toBe(true);
    expect(isValidStreet('1234567890')).toBe(false);
    expect(isValidStreet('Short St')).toBe(false);
  });
  it('accepts an empty postcode and checks the format of a given one', () => {
    expect(isValidPostcode('')).toBe(true);
    expect(isValidPostcode('00000')).toBe(true);
    expect(isValidPostcode('#1')).toBe(false);
  });
  it('requires country, emirate and city', () => {
    expect(fieldErrors(addressSchema.safeParse({ country: '', street: 'Villa 12, Al Wasl Road', emirate: '', city: '' }).error)).toEqual({
      country: 'validation.required', emirate: 'validation.required', city: 'validation.required',
    });
  });
});

describe('login and password forms', () => {
  it('logs in by e-mail or by mobile', () => {
    expect(passwordLoginSchema.safeParse({ accountType: 'email', email: 'sara@example.ae', password: 'x' }).success).toBe(true);
    expect(fieldErrors(passwordLoginSchema.safeParse({ accountType: 'mobile', countryCode: '971', mobile: '0501', password: '' }).error)).toEqual({
      mobile: 'validation.mobile', password: 'validation.required',
    });
  });
  it('refuses a new password equal to the current one', () => {
    expect(fieldErrors(changePasswordSchema.safeParse({ currentPassword: 'Lucky#2026', newPassword: 'Lucky#2026', confirmPassword: 'Lucky#2026' }).error)).toEqual({
      newPassword: 'validation.passwordUnchanged',
    });
  });
});
