import type { Language, LocalizedText } from '../../errors/messages';

/** What an attempt ended as (kyc_attempts.outcome, players.kyc_outcome). */
export type KycOutcome =
  | 'verified'
  | 'under-review'
  | 'name-mismatch'
  | 'under-18'
  | 'birth-date-mismatch'
  | 'expired-document'
  | 'invalid-document'
  | 'unavailable'
  | 'limit-reached';

/** SPEC §8 failure reasons: 15 name mismatch, 16 under 18, 17 birth date verification failed. */
export const FAIL_REASONS: Partial<Record<KycOutcome, 15 | 16 | 17>> = {
  'name-mismatch': 15,
  'under-18': 16,
  'birth-date-mismatch': 17,
};

/** The subtitle of each verdict (100147) and the remark of a failed player (100111). */
const SUBTITLES: Partial<Record<KycOutcome, LocalizedText>> = {
  verified: { 'en-US': 'Your identity has been verified.', 'ar-AE': 'تم التحقق من هويتك.' },
  'under-review': {
    'en-US': 'Your documents are being reviewed. We will let you know the result.',
    'ar-AE': 'مستنداتك قيد المراجعة. سنبلغك بالنتيجة.',
  },
  'name-mismatch': {
    'en-US': 'The name on your ID does not match the name on your account.',
    'ar-AE': 'الاسم في هويتك لا يطابق الاسم المسجل في حسابك.',
  },
  'under-18': { 'en-US': 'You must be 18 or over to play.', 'ar-AE': 'يجب أن يكون عمرك 18 عاماً أو أكثر للعب.' },
  'birth-date-mismatch': {
    'en-US': 'The date of birth on your ID does not match the one on your account.',
    'ar-AE': 'تاريخ الميلاد في هويتك لا يطابق التاريخ المسجل في حسابك.',
  },
  'expired-document': {
    'en-US': 'Your ID has expired. Please renew it and verify again.',
    'ar-AE': 'انتهت صلاحية هويتك. يرجى تجديدها ثم التحقق مرة أخرى.',
  },
  'invalid-document': {
    'en-US': 'Your ID could not be verified. Please upload clear photos of a valid document.',
    'ar-AE': 'تعذر التحقق من هويتك. يرجى تحميل صور واضحة لمستند صالح.',
  },
};

/** The subtitle of an outcome in both languages ('' for outcomes without one). */
export function subtitleOf(outcome: KycOutcome | null): LocalizedText {
  return (outcome && SUBTITLES[outcome]) || { 'en-US': '', 'ar-AE': '' };
}

/** The subtitle of an outcome in one language. */
export function subtitleIn(outcome: KycOutcome | null, language: Language): string {
  return subtitleOf(outcome)[language];
}
