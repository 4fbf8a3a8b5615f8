import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCodeName } from '../../sdk/errors/codes';
import { GatewayError } from '../../host-demo/server/errors/gateway-error';
import {
  ANSWERED_CODES,
  GATEWAY_MESSAGES,
  GATEWAY_MESSAGES_AR,
  INCORRECT_MOBILE_OR_PASSWORD,
  gatewayMessage,
  lockedMessage,
} from '../../host-demo/server/errors/messages';

const ARABIC = /[\u0600-\u06FF]/;

describe('gateway messages in English and Arabic', () => {
  it.each(ANSWERED_CODES.map((code) => [errorCodeName(code), code] as const))('%s (%i) has an English and a real Arabic message', (_name, code) => {
    const en = GATEWAY_MESSAGES[code];
    const ar = GATEWAY_MESSAGES_AR[code];
    expect(typeof en).toBe('string');
    expect(typeof ar).toBe('string');
    if (code === ErrorCode.accountNotFound) {
      // SPEC §8: 403000601 has no message.
      expect([en, ar]).toEqual(['', '']);
      return;
    }
    expect(en.trim().length).toBeGreaterThan(0);
    expect(ar).toMatch(ARABIC);
    expect(ar).not.toBe(en);
  });

  it('keeps the exact English wording SPEC §8 gives', () => {
    expect(GATEWAY_MESSAGES[ErrorCode.codeRequestedTooOften]).toBe('You have requested multiple times of verification, please try again later.');
    expect(GATEWAY_MESSAGES[ErrorCode.codeAttemptsExceeded]).toBe('You have exceeded the maximum number of verification attempts.');
    expect(GATEWAY_MESSAGES[ErrorCode.kycAttemptsExceeded]).toBe('You have reached the maximum limit of request for today.');
    expect(GATEWAY_MESSAGES[ErrorCode.incorrectCredentials]).toBe('Incorrect E-mail address or password.');
    expect(INCORRECT_MOBILE_OR_PASSWORD['en-US']).toBe('Incorrect mobile number or password.');
    expect(GATEWAY_MESSAGES[ErrorCode.wrongCurrentPassword]).toBe('Wrong current password.');
    expect(GATEWAY_MESSAGES[ErrorCode.kycRequired]).toBe('Please verify your identity first.');
    expect(GATEWAY_MESSAGES[ErrorCode.validationFailed]).toBe('Validation failed');
  });

  it('fills {n} of the lock message in minutes below an hour and hours from an hour, in both languages', () => {
    expect(lockedMessage(900)).toEqual({ 'en-US': 'Your account is locked for 15 minutes.', 'ar-AE': 'حسابك مقفل لمدة 15 دقيقة.' });
    expect(lockedMessage(61)).toEqual({ 'en-US': 'Your account is locked for 2 minutes.', 'ar-AE': 'حسابك مقفل لمدة دقيقتين.' });
    expect(lockedMessage(300)['ar-AE']).toBe('حسابك مقفل لمدة 5 دقائق.');
    expect(lockedMessage(59 * 60)['en-US']).toBe('Your account is locked for 59 minutes.');
    expect(lockedMessage(3599)['en-US']).toBe('Your account is locked for 60 minutes.');
    expect(lockedMessage(61 * 60)).toEqual({ 'en-US': 'Your account is locked for 2 hours.', 'ar-AE': 'حسابك مقفل لمدة ساعتين.' });
    expect(lockedMessage(3600)).toEqual({ 'en-US': 'Your account is locked for 1 hour.', 'ar-AE': 'حسابك مقفل لمدة ساعة واحدة.' });
    expect(lockedMessage(86_400)).toEqual({ 'en-US': 'Your account is locked for 24 hours.', 'ar-AE': 'حسابك مقفل لمدة 24 ساعة.' });
  });

  it('lets a GatewayError answer in the request language, keeping plain diagnostics as they are', () => {
    expect(new GatewayError(ErrorCode.kycRequired).messageIn('ar-AE')).toBe('يرجى التحقق من هويتك أولاً.');
    expect(new GatewayError(ErrorCode.kycRequired).message).toBe('Please verify your identity first.');
    expect(new GatewayError(ErrorCode.malformedRequest, 'This command must be encrypted').messageIn('ar-AE')).toBe('This command must be encrypted');
    expect(new GatewayError(ErrorCode.accountLocked, lockedMessage(7200)).messageIn('ar-AE')).toBe('حسابك مقفل لمدة ساعتين.');
    expect(gatewayMessage(123, 'ar-AE')).toBe('Request failed');
  });
});
