import type { Language } from '../../errors/messages';
import { CODE_TTL_SECONDS, type StoredCodeScene } from './verification';

const PURPOSE: Record<StoredCodeScene, { 'en-US': string; 'ar-AE': string }> = {
  register: { 'en-US': 'registration', 'ar-AE': 'التسجيل' },
  login: { 'en-US': 'login', 'ar-AE': 'تسجيل الدخول' },
  'reset-password': { 'en-US': 'password reset', 'ar-AE': 'إعادة تعيين كلمة المرور' },
  withdraw: { 'en-US': 'withdrawal', 'ar-AE': 'السحب' },
  family: { 'en-US': 'family exclusion', 'ar-AE': 'الاستبعاد العائلي' },
  'verify-email': { 'en-US': 'e-mail verification', 'ar-AE': 'التحقق من البريد الإلكتروني' },
};

/**
 * The text of a verification-code message in the player's language.
 *
 * @example codeMessage('register', '042917', 'en-US').text
 * // 'Your National Lottery registration code is 042917. It expires in 5 minutes. Never share it with anyone.'
 */
export function codeMessage(scene: StoredCodeScene, code: string, language: Language): { subject: string; text: string } {
  const minutes = CODE_TTL_SECONDS / 60;
  if (language === 'ar-AE') {
    return {
      subject: 'رمز التحقق من اليانصيب الوطني',
      text: `رمز ${PURPOSE[scene]['ar-AE']} الخاص بك في اليانصيب الوطني هو ${code}. تنتهي صلاحيته خلال ${minutes} دقائق. لا تشاركه مع أي شخص.`,
    };
  }
  return {
    subject: 'Your National Lottery verification code',
    text: `Your National Lottery ${PURPOSE[scene]['en-US']} code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
  };
}
