import type { EkycVerdict } from './ekyc-provider';

/**
 * TEST IDENTITIES of the eKYC provider SIMULATOR. The simulator page offers them in a select;
 * whatever images are uploaded (they must be real JPEG or PNG files of at most 5 MiB), the chosen
 * identity decides the verdict. `now` is the moment of submission.
 *
 * | key                 | verdict                                  | 100147 answers                                        |
 * |---------------------|------------------------------------------|-------------------------------------------------------|
 * | success             | verified, document valid for 2 years     | code 0, status 3                                      |
 * | expiring-soon       | verified, document expires in 20 days    | code 0, status 3; 100111 eKycExpireWarnStatus 1       |
 * | name-warning        | verified, name differs in spelling       | code 0, status 3; 100111 nameMismatchWarnStatus 1     |
 * | under-review        | sent to manual review                    | code 0, status 2                                      |
 * | birth-date-mismatch | rejected: birth date differs from the ID | code 0, status 4, verifiedFailReason 17               |
 * | expired-id          | rejected: the document has expired       | 403000815, data.subtitle (status 4 stored)            |
 * | name-mismatch       | rejected: name differs from the ID       | code 0, status 4, verifiedFailReason 15               |
 * | under-18            | rejected: holder is under 18             | code 0, status 4, verifiedFailReason 16               |
 * | invalid-id          | rejected: document unreadable or forged  | 403000815, data.subtitle (status 4 stored)            |
 * | service-unavailable | provider outage                          | 403000724; status unchanged; attempt not counted      |
 * | attempts-exceeded   | provider's daily limit reached           | 403000725; status unchanged; forbidStatus 1 for today |
 */
export const EKYC_TEST_IDENTITIES = [
  { key: 'success', en: 'Success: valid document, all checks pass', ar: 'نجاح: مستند صالح واجتياز جميع الفحوصات' },
  { key: 'expiring-soon', en: 'Success: document expires in 20 days', ar: 'نجاح: تنتهي صلاحية المستند خلال 20 يوماً' },
  { key: 'name-warning', en: 'Verified with a warning: the name on the ID is spelt differently', ar: 'تحقق مع تنبيه: الاسم في الهوية مكتوب بشكل مختلف' },
  { key: 'under-review', en: 'Under review: sent to manual review', ar: 'قيد المراجعة: أُرسل للمراجعة اليدوية' },
  { key: 'birth-date-mismatch', en: 'Failed: birth date does not match the ID (reason 17)', ar: 'فشل: تاريخ الميلاد لا يطابق الهوية (السبب 17)' },
  { key: 'expired-id', en: 'Failed: the ID has expired', ar: 'فشل: انتهت صلاحية الهوية' },
  { key: 'name-mismatch', en: 'Failed: name does not match the ID (reason 15)', ar: 'فشل: الاسم لا يطابق الهوية (السبب 15)' },
  { key: 'under-18', en: 'Failed: holder is under 18 (reason 16)', ar: 'فشل: حامل الهوية دون 18 عاماً (السبب 16)' },
  { key: 'invalid-id', en: 'Failed: invalid or unreadable ID', ar: 'فشل: هوية غير صالحة أو غير مقروءة' },
  { key: 'service-unavailable', en: 'Error: verification service unavailable', ar: 'خطأ: خدمة التحقق غير متاحة' },
  { key: 'attempts-exceeded', en: "Error: today's attempts exceeded", ar: 'خطأ: تم تجاوز عدد محاولات اليوم' },
] as const;

export type EkycTestIdentity = (typeof EKYC_TEST_IDENTITIES)[number]['key'];

const DAY_MS = 86_400_000;

/** The verdict a test identity stands for, submitted at `now`. */
export function verdictOf(identity: EkycTestIdentity, now: number): EkycVerdict {
  switch (identity) {
    case 'success':
      return { outcome: 'verified', documentExpiresAt: now + 2 * 365 * DAY_MS };
    case 'expiring-soon':
      return { outcome: 'verified', documentExpiresAt: now + 20 * DAY_MS };
    case 'name-warning':
      return { outcome: 'verified', documentExpiresAt: now + 2 * 365 * DAY_MS, nameWarning: true };
    case 'under-review':
      return { outcome: 'under-review' };
    case 'birth-date-mismatch':
      return { outcome: 'rejected', reason: 'birth-date-mismatch' };
    case 'expired-id':
      return { outcome: 'rejected', reason: 'expired-document' };
    case 'name-mismatch':
      return { outcome: 'rejected', reason: 'name-mismatch' };
    case 'under-18':
      return { outcome: 'rejected', reason: 'under-18' };
    case 'invalid-id':
      return { outcome: 'rejected', reason: 'invalid-document' };
    case 'service-unavailable':
      return { outcome: 'unavailable' };
    case 'attempts-exceeded':
      return { outcome: 'limit-reached' };
  }
}

export function isTestIdentity(value: unknown): value is EkycTestIdentity {
  return EKYC_TEST_IDENTITIES.some((i) => i.key === value);
}
