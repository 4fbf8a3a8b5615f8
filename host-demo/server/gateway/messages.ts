import { GATEWAY_MESSAGES, GatewayCode, type GatewayCodeValue } from './error-codes';

/** The languages the gateway answers in (clientInfo.language; en-US when absent). */
export type Language = 'en-US' | 'ar-AE';

/** One text in both languages. The SDK toasts the server's message as it is, so both are final copy. */
export interface LocalizedText {
  readonly 'en-US': string;
  readonly 'ar-AE': string;
}

/**
 * Arabic `message` of every gateway code, beside the English of GATEWAY_MESSAGES. A test checks
 * that every code has both and that the Arabic is Arabic.
 */
export const GATEWAY_MESSAGES_AR: Readonly<Record<GatewayCodeValue, string>> = {
  [GatewayCode.ok]: 'تمت العملية بنجاح',
  [GatewayCode.malformedRequest]: 'طلب غير صالح',
  [GatewayCode.unknownCommand]: 'أمر غير معروف',
  [GatewayCode.validationFailed]: 'فشل التحقق من البيانات',
  [GatewayCode.invalidFile]: 'يرجى تحميل صورة بصيغة JPEG أو PNG لا يتجاوز حجمها 5 ميغابايت.',
  [GatewayCode.methodNotAllowed]: 'طريقة الطلب غير مسموح بها',
  [GatewayCode.sessionMissing]: 'يرجى تسجيل الدخول',
  [GatewayCode.sessionInvalid]: 'لم تعد جلستك صالحة، يرجى تسجيل الدخول مرة أخرى',
  [GatewayCode.sessionExpired]: 'انتهت صلاحية جلستك، يرجى تسجيل الدخول مرة أخرى',
  [GatewayCode.gameNotFound]: 'اللعبة غير موجودة',
  [GatewayCode.kycAttemptNotFound]: 'لم يتم العثور على محاولة التحقق هذه.',
  [GatewayCode.documentNotFound]: 'لم يتم العثور على أحد المستندات. يرجى تحميله مرة أخرى.',
  [GatewayCode.termsVersionNotFound]: 'لم يتم العثور على هذا الإصدار من الشروط.',
  [GatewayCode.accountNotFound]: '',
  [GatewayCode.codeRequestedTooOften]: 'لقد طلبت رمز التحقق عدة مرات، يرجى المحاولة لاحقاً.',
  [GatewayCode.loggedInElsewhere]: 'تم تسجيل الدخول إلى حسابك من جهاز آخر.',
  [GatewayCode.mobileUnverified]: 'لم يتم التحقق من رقم الهاتف المتحرك هذا. يرجى استخدام البريد الإلكتروني الذي سجلت به.',
  [GatewayCode.emailUnverified]: 'لم يتم التحقق من البريد الإلكتروني هذا. يرجى استخدام رقم الهاتف المتحرك الذي سجلت به.',
  [GatewayCode.wrongCurrentPassword]: 'كلمة المرور الحالية غير صحيحة.',
  [GatewayCode.incorrectCredentials]: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  [GatewayCode.accountLocked]: 'حسابك مقفل لمدة {n} دقيقة.',
  [GatewayCode.mobileTaken]: 'رقم الهاتف المتحرك هذا مسجل مسبقاً. يرجى تسجيل الدخول أو استخدام رقم آخر.',
  [GatewayCode.emailTaken]: 'البريد الإلكتروني هذا مسجل مسبقاً. يرجى تسجيل الدخول أو استخدام عنوان آخر.',
  [GatewayCode.idNumberTaken]: 'رقم الهوية هذا مسجل مسبقاً لحساب آخر.',
  [GatewayCode.balanceNotCleared]: 'يرجى سحب رصيدك أو تصفيته قبل حذف حسابك.',
  [GatewayCode.kycServiceUnavailable]: 'خدمة التحقق غير متاحة حالياً، يرجى المحاولة لاحقاً.',
  [GatewayCode.kycAttemptsExceeded]: 'لقد وصلت إلى الحد الأقصى لعدد الطلبات لهذا اليوم.',
  [GatewayCode.kycRequired]: 'يرجى التحقق من هويتك أولاً.',
  [GatewayCode.kycAlreadyVerified]: 'تم التحقق من هويتك مسبقاً.',
  [GatewayCode.incorrectCode]: 'رمز التحقق غير صحيح.',
  [GatewayCode.codeAttemptsExceeded]: 'لقد تجاوزت الحد الأقصى لعدد محاولات التحقق.',
  [GatewayCode.codeExpired]: 'رمز التحقق هذا لم يعد صالحاً. يرجى طلب رمز جديد.',
  [GatewayCode.verificationTicketInvalid]: 'انتهت صلاحية التحقق أو تم استخدامه مسبقاً. يرجى التحقق من رقم هاتفك المتحرك أو بريدك الإلكتروني مرة أخرى.',
  [GatewayCode.kycFailed]: 'فشل التحقق من الهوية.',
  [GatewayCode.tooFrequent]: 'إجراءاتك متكررة جداً، يرجى المحاولة مرة أخرى لاحقاً.',
  [GatewayCode.unexpected]: 'حدث خطأ ما، يرجى المحاولة لاحقاً',
};

/**
 * The default message of a code in a language.
 *
 * @example gatewayMessage(GatewayCode.kycRequired, 'ar-AE') // 'يرجى التحقق من هويتك أولاً.'
 */
export function gatewayMessage(code: number, language: Language): string {
  const table = language === 'ar-AE' ? GATEWAY_MESSAGES_AR : GATEWAY_MESSAGES;
  return (table as Readonly<Record<number, string>>)[code] ?? (GATEWAY_MESSAGES as Readonly<Record<number, string>>)[code] ?? 'Request failed';
}

/** Both languages of a code's default message. */
export function gatewayText(code: GatewayCodeValue): LocalizedText {
  return { 'en-US': GATEWAY_MESSAGES[code], 'ar-AE': GATEWAY_MESSAGES_AR[code] };
}

/**
 * Replaces `{name}` placeholders.
 *
 * @example fill('Locked for {n} minutes.', { n: 15 }) // 'Locked for 15 minutes.'
 */
export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** 100200 by mobile: the mobile form of 403000631. */
export const INCORRECT_MOBILE_OR_PASSWORD: LocalizedText = {
  'en-US': 'Incorrect mobile number or password.',
  'ar-AE': 'رقم الهاتف المتحرك أو كلمة المرور غير صحيحة.',
};

/** Arabic counted noun: 1 and 2 have their own forms, 3-10 take the plural, 11 and up the singular. */
function arabicCount(n: number, forms: { one: string; two: string; few: string; many: string }): string {
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  return `${n} ${n <= 10 ? forms.few : forms.many}`;
}

/**
 * 403000632 "Your account is locked for {n} minutes/hours." for the time left: minutes (rounded
 * up) below one hour, whole hours (rounded up) from one hour on.
 *
 * @example lockedMessage(900)['en-US'] // 'Your account is locked for 15 minutes.'
 * @example lockedMessage(7200)['en-US'] // 'Your account is locked for 2 hours.'
 */
export function lockedMessage(remainingSeconds: number): LocalizedText {
  if (remainingSeconds < 3600) {
    const n = Math.max(1, Math.ceil(remainingSeconds / 60));
    return {
      'en-US': n === 1 ? 'Your account is locked for 1 minute.' : fill(GATEWAY_MESSAGES[GatewayCode.accountLocked], { n }),
      'ar-AE': `حسابك مقفل لمدة ${arabicCount(n, { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' })}.`,
    };
  }
  const n = Math.ceil(remainingSeconds / 3600);
  return {
    'en-US': `Your account is locked for ${n} ${n === 1 ? 'hour' : 'hours'}.`,
    'ar-AE': `حسابك مقفل لمدة ${arabicCount(n, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' })}.`,
  };
}
