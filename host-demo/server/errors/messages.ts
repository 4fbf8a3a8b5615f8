import { ErrorCode, type ErrorCodeValue } from '../../../sdk/errors/codes';
import { lockDurationParts } from '../../../sdk/errors/account-lock';

/** The languages the gateway answers in (clientInfo.language; en-US when absent). */
export type Language = 'en-US' | 'ar-AE';

/** One text in both languages. The SDK toasts the server's message as it is, so both are final copy. */
export interface LocalizedText {
  readonly 'en-US': string;
  readonly 'ar-AE': string;
}

/**
 * Default English `message` of every code the gateway answers ({n} is filled by the handler). A
 * code the server may answer is a key here; {@link AnsweredCode} is exactly these keys, so a
 * handler cannot throw a code without a default message. The names come from the SDK's
 * `ErrorCode`, the one place a code is named.
 */
export const GATEWAY_MESSAGES = {
  [ErrorCode.ok]: 'success',
  [ErrorCode.malformedRequest]: 'Malformed request',
  [ErrorCode.unknownCommand]: 'Unknown command',
  [ErrorCode.validationFailed]: 'Validation failed',
  [ErrorCode.methodNotAllowed]: 'Method not allowed',
  [ErrorCode.sessionMissing]: 'Please log in',
  [ErrorCode.sessionInvalid]: 'Your session is no longer valid, please log in again',
  [ErrorCode.sessionExpired]: 'Your session has expired, please log in again',
  [ErrorCode.invalidFile]: 'Please upload a JPEG or PNG image of at most 5 MB.',
  [ErrorCode.idempotencyKeyReused]: 'This request repeats an earlier one with different details, so it was not carried out. Please start again.',
  [ErrorCode.gameNotFound]: 'Game not found',
  [ErrorCode.kycAttemptNotFound]: 'This verification attempt was not found.',
  [ErrorCode.documentNotFound]: 'One of the documents was not found. Please upload it again.',
  [ErrorCode.termsVersionNotFound]: 'This version of the terms was not found.',
  [ErrorCode.depositNotFound]: 'This deposit was not found.',
  [ErrorCode.couponNotFound]: 'This coupon was not found.',
  [ErrorCode.legacyAccountNotFound]: 'No account of the previous lottery platform with this reference is registered to your e-mail address or mobile number.',
  [ErrorCode.accountAlreadyMigrated]: 'This account of the previous lottery platform has already been moved to another account. Please contact customer support.',
  // SPEC §5 (its "can'" read as "can't"); {minAmount} is filled in, e.g. AED 10.
  [ErrorCode.depositBelowMinimum]: "Deposit Amount can't be less than {minAmount}",
  [ErrorCode.depositAboveMaximum]: 'The deposit amount has exceeded the maximum limit of the payment channel.',
  [ErrorCode.cardBlocked]: 'The current card has been locked and cannot be used.',
  [ErrorCode.cardExpired]: 'The current card has expired and cannot be used.',
  [ErrorCode.rechargeAttemptsLocked]: 'Your deposits are locked after too many attempts. Please contact us through live chat.',
  [ErrorCode.paymentFailed]: 'Payment failed. Please start the deposit again.',
  [ErrorCode.couponUnavailable]: 'This coupon cannot be used: it is not yours, already used, or waiting on another deposit.',
  [ErrorCode.couponNotValidNow]: 'This coupon cannot be used now: it is outside its validity dates.',
  // {minAmount} is filled in, e.g. AED 50.
  [ErrorCode.couponBelowMinimum]: 'This coupon needs a deposit of at least {minAmount}.',
  // SPEC §8 silent: the poller counts it, nobody reads it.
  [ErrorCode.orderStillWaiting]: 'Waiting for the payment.',
  // SPEC §8: 403000601 has no message; the login form shows its own state.
  [ErrorCode.accountNotFound]: '',
  [ErrorCode.codeRequestedTooOften]: 'You have requested multiple times of verification, please try again later.',
  [ErrorCode.loggedInElsewhere]: 'Your account has been logged in on another device.',
  [ErrorCode.mobileUnverified]: 'This mobile number has not been verified. Please use the e-mail address you registered with.',
  [ErrorCode.emailUnverified]: 'This e-mail address has not been verified. Please use the mobile number you registered with.',
  [ErrorCode.wrongCurrentPassword]: 'Wrong current password.',
  [ErrorCode.incorrectCredentials]: 'Incorrect E-mail address or password.',
  [ErrorCode.accountLocked]: 'Your account is locked for {n} minutes.',
  [ErrorCode.mobileTaken]: 'This mobile number is already registered. Please log in or use another number.',
  [ErrorCode.emailTaken]: 'This e-mail address is already registered. Please log in or use another address.',
  [ErrorCode.idNumberTaken]: 'This ID number is already registered to another account.',
  [ErrorCode.balanceNotCleared]: 'Please withdraw or clear your balance before deleting your account.',
  [ErrorCode.partnerReturnRefused]: 'You are logged in, but we cannot send you back to that site: it is not one of our partners.',
  [ErrorCode.handoffCodeInvalid]: 'Your login did not carry over to this page. Please log in again.',
  [ErrorCode.hostCodeInvalid]: 'Your super-app authorisation has expired. Please try again.',
  [ErrorCode.hostBindingInvalid]: 'This step has expired. Please start again.',
  [ErrorCode.hostAccountTaken]: 'This lottery account is already linked to another super-app account.',
  [ErrorCode.kycServiceUnavailable]: 'The verification service is unavailable, please try again later.',
  [ErrorCode.kycAttemptsExceeded]: 'You have reached the maximum limit of request for today.',
  [ErrorCode.kycRequired]: 'Please verify your identity first.',
  [ErrorCode.kycAlreadyVerified]: 'Your identity is already verified.',
  [ErrorCode.kycNameWarning]: 'The name on your ID does not fully match the name on your account. Deposits and purchases are paused until you verify your identity again; you can still withdraw.',
  [ErrorCode.incorrectCode]: 'The verification code is incorrect.',
  [ErrorCode.codeAttemptsExceeded]: 'You have exceeded the maximum number of verification attempts.',
  [ErrorCode.codeExpired]: 'This verification code is no longer valid. Please request a new one.',
  [ErrorCode.verificationTicketInvalid]: 'Your verification has expired or was already used. Please verify your mobile number or e-mail address again.',
  [ErrorCode.kycFailed]: 'Identity verification failed.',
  [ErrorCode.ibanAccountNotFound]: 'This IBAN account was not found.',
  [ErrorCode.insufficientWithdrawable]: 'Insufficient withdrawable amount.',
  [ErrorCode.withdrawalBelowMinimum]: "The withdrawal amount can't be less than AED {minAmount}.",
  [ErrorCode.withdrawalAboveChannelMaximum]: 'The withdrawal amount has exceeded the maximum limit of the payout channel.',
  [ErrorCode.ibanAccountDuplicate]: 'This IBAN account has already been added.',
  [ErrorCode.ibanAccountLimitReached]: 'You can keep at most {n} IBAN accounts. Please remove one first.',
  [ErrorCode.lastIbanAccount]: 'At least one IBAN account must be kept.',
  [ErrorCode.ibanAccountLocked]: 'This IBAN account has been locked and cannot be used. Please contact customer support.',
  [ErrorCode.withdrawalNeedsDepositHistory]: 'Withdrawals are available once you have made a deposit to your account.',
  [ErrorCode.withdrawalIdMismatch]: 'Withdrawals can only go to an account in your own name with the same Emirates ID.',
  [ErrorCode.withdrawalUnsuccessful]: 'Withdrawal unsuccessful. Please contact customer support.',
  [ErrorCode.withdrawalMobileMissing]: 'No mobile number is registered on your account. Please contact customer support.',
  [ErrorCode.ibanAccountHeldByAnother]: "This IBAN is registered to another player's account. You can only add a bank account in your own name; if this account is yours, please contact customer support.",
  [ErrorCode.gameSalesSuspended]: 'Sales of this game are suspended at the moment. Please try again later.',
  [ErrorCode.insufficientBalance]: 'Insufficient account balance, kindly deposit first.',
  [ErrorCode.salesClosed]: 'Sales for this draw have closed. Please choose the next draw.',
  [ErrorCode.orderPriceChanged]: 'The price of your order has changed. Please review it and try again.',
  [ErrorCode.geoTokenMissing]: 'We need your location to confirm you are in the UAE. Please allow location access and try again.',
  [ErrorCode.geoTokenInvalid]: 'Your location check has expired. Please refresh your location and try again.',
  [ErrorCode.geoOutsideTerritory]: 'Playing and deposits are only available inside the UAE.',
  [ErrorCode.chaseTerminationUnavailable]: 'This plan can no longer be stopped: no future draw is still open.',
  [ErrorCode.grandPrizeNotClaimable]: 'This grand prize cannot be claimed.',
  [ErrorCode.orderNotCancellable]: 'This order can no longer be cancelled: its draw has closed, or it was already drawn or refunded. A consecutive-draw plan is stopped from its plan.',
  [ErrorCode.orderNotFound]: 'This order was not found.',
  [ErrorCode.notificationNotFound]: 'This message was not found.',
  [ErrorCode.eInstantSessionInvalid]: 'This game session has ended. Please open the game again.',
  [ErrorCode.eInstantSignatureInvalid]: 'This game request could not be verified.',
  [ErrorCode.eInstantRoundClosed]: 'This game round has already finished.',
  [ErrorCode.eInstantRollbackAfterWin]: 'This game round has a win and can no longer be cancelled.',
  [ErrorCode.eInstantWinTooLarge]: 'This win is above the game\'s top prize.',
  [ErrorCode.eInstantRoundNotFound]: 'This game round has no such stake.',
  [ErrorCode.selfExcluded]: 'Your account is excluded from play until the end of your self-exclusion or limit.',
  [ErrorCode.amlRestricted]: 'Your account is restricted. Please contact customer support.',
  [ErrorCode.payLimitLogout]: 'Your account has reached its payment limit. Please log in again.',
  [ErrorCode.payLimitFailed]: 'Payment refused: your account has reached its payment limit.',
  [ErrorCode.limitUnchanged]: 'The new limit is the same as your current limit.',
  [ErrorCode.limitAboveExisting]: 'You can raise your limit only after the current one ends.',
  [ErrorCode.limitShorterDuration]: 'The new duration must not be shorter than the current one.',
  [ErrorCode.limitBelowUsed]: 'The new limit is lower than what you have already used in this period.',
  [ErrorCode.limitLocked]: 'Limit reached, modifications are not allowed.',
  [ErrorCode.limitNotExpired]: 'Your limit can be removed only after it expires.',
  [ErrorCode.exclusionNotShortened]: 'Your current exclusion cannot be shortened or lifted early.',
  [ErrorCode.durationNotOffered]: 'Please choose one of the offered durations.',
  [ErrorCode.limitNotFound]: 'You have no deposit limit to remove.',
  [ErrorCode.tooFrequent]: 'Your actions are too frequent, please try again later.',
  [ErrorCode.unexpected]: 'Something went wrong, please try again later',
} as const satisfies Partial<Record<ErrorCodeValue, string>>;

/** A code the gateway answers: every code with a default message. @example const code: AnsweredCode = ErrorCode.kycRequired; */
export type AnsweredCode = keyof typeof GATEWAY_MESSAGES;

/**
 * Every code the gateway answers, in the order of {@link GATEWAY_MESSAGES}.
 *
 * @example ANSWERED_CODES.includes(ErrorCode.kycRequired) // true
 */
export const ANSWERED_CODES: readonly AnsweredCode[] = Object.freeze(Object.keys(GATEWAY_MESSAGES).map(Number) as AnsweredCode[]);

/**
 * Arabic `message` of every gateway code, beside the English of GATEWAY_MESSAGES. A test checks
 * that every code has both and that the Arabic is Arabic.
 */
export const GATEWAY_MESSAGES_AR: Readonly<Record<AnsweredCode, string>> = {
  [ErrorCode.ok]: 'تمت العملية بنجاح',
  [ErrorCode.malformedRequest]: 'طلب غير صالح',
  [ErrorCode.unknownCommand]: 'أمر غير معروف',
  [ErrorCode.validationFailed]: 'فشل التحقق من البيانات',
  [ErrorCode.invalidFile]: 'يرجى تحميل صورة بصيغة JPEG أو PNG لا يتجاوز حجمها 5 ميغابايت.',
  [ErrorCode.idempotencyKeyReused]: 'يكرر هذا الطلب طلباً سابقاً بتفاصيل مختلفة، لذا لم يتم تنفيذه. يرجى البدء من جديد.',
  [ErrorCode.methodNotAllowed]: 'طريقة الطلب غير مسموح بها',
  [ErrorCode.sessionMissing]: 'يرجى تسجيل الدخول',
  [ErrorCode.sessionInvalid]: 'لم تعد جلستك صالحة، يرجى تسجيل الدخول مرة أخرى',
  [ErrorCode.sessionExpired]: 'انتهت صلاحية جلستك، يرجى تسجيل الدخول مرة أخرى',
  [ErrorCode.gameNotFound]: 'اللعبة غير موجودة',
  [ErrorCode.kycAttemptNotFound]: 'لم يتم العثور على محاولة التحقق هذه.',
  [ErrorCode.documentNotFound]: 'لم يتم العثور على أحد المستندات. يرجى تحميله مرة أخرى.',
  [ErrorCode.termsVersionNotFound]: 'لم يتم العثور على هذا الإصدار من الشروط.',
  [ErrorCode.depositNotFound]: 'لم يتم العثور على عملية الإيداع هذه.',
  [ErrorCode.couponNotFound]: 'لم يتم العثور على هذه القسيمة.',
  [ErrorCode.legacyAccountNotFound]: 'لا يوجد حساب على منصة اليانصيب السابقة بهذا المرجع مسجّل ببريدك الإلكتروني أو رقم هاتفك المحمول.',
  [ErrorCode.accountAlreadyMigrated]: 'تم نقل هذا الحساب من منصة اليانصيب السابقة إلى حساب آخر من قبل. يُرجى التواصل مع خدمة العملاء.',
  [ErrorCode.depositBelowMinimum]: 'لا يمكن أن يقل مبلغ الإيداع عن {minAmount}',
  [ErrorCode.depositAboveMaximum]: 'تجاوز مبلغ الإيداع الحد الأقصى لقناة الدفع.',
  [ErrorCode.cardBlocked]: 'تم قفل البطاقة الحالية ولا يمكن استخدامها.',
  [ErrorCode.cardExpired]: 'انتهت صلاحية البطاقة الحالية ولا يمكن استخدامها.',
  [ErrorCode.rechargeAttemptsLocked]: 'تم قفل عمليات الإيداع بعد محاولات كثيرة. يرجى التواصل معنا عبر الدردشة المباشرة.',
  [ErrorCode.paymentFailed]: 'فشل الدفع. يرجى بدء الإيداع من جديد.',
  [ErrorCode.couponUnavailable]: 'لا يمكن استخدام هذه القسيمة: فهي ليست لك، أو مستخدمة، أو محجوزة لإيداع آخر.',
  [ErrorCode.couponNotValidNow]: 'لا يمكن استخدام هذه القسيمة الآن: فهي خارج تواريخ صلاحيتها.',
  [ErrorCode.couponBelowMinimum]: 'تتطلب هذه القسيمة إيداعاً لا يقل عن {minAmount}.',
  [ErrorCode.orderStillWaiting]: 'بانتظار الدفع.',
  [ErrorCode.accountNotFound]: '',
  [ErrorCode.codeRequestedTooOften]: 'لقد طلبت رمز التحقق عدة مرات، يرجى المحاولة لاحقاً.',
  [ErrorCode.loggedInElsewhere]: 'تم تسجيل الدخول إلى حسابك من جهاز آخر.',
  [ErrorCode.mobileUnverified]: 'لم يتم التحقق من رقم الهاتف المتحرك هذا. يرجى استخدام البريد الإلكتروني الذي سجلت به.',
  [ErrorCode.emailUnverified]: 'لم يتم التحقق من البريد الإلكتروني هذا. يرجى استخدام رقم الهاتف المتحرك الذي سجلت به.',
  [ErrorCode.wrongCurrentPassword]: 'كلمة المرور الحالية غير صحيحة.',
  [ErrorCode.incorrectCredentials]: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  [ErrorCode.accountLocked]: 'حسابك مقفل لمدة {n} دقيقة.',
  [ErrorCode.mobileTaken]: 'رقم الهاتف المتحرك هذا مسجل مسبقاً. يرجى تسجيل الدخول أو استخدام رقم آخر.',
  [ErrorCode.emailTaken]: 'البريد الإلكتروني هذا مسجل مسبقاً. يرجى تسجيل الدخول أو استخدام عنوان آخر.',
  [ErrorCode.idNumberTaken]: 'رقم الهوية هذا مسجل مسبقاً لحساب آخر.',
  [ErrorCode.balanceNotCleared]: 'يرجى سحب رصيدك أو تصفيته قبل حذف حسابك.',
  [ErrorCode.partnerReturnRefused]: 'تم تسجيل دخولك، لكن لا يمكننا إعادتك إلى ذلك الموقع لأنه ليس من شركائنا.',
  [ErrorCode.handoffCodeInvalid]: 'لم ينتقل تسجيل دخولك إلى هذه الصفحة. يرجى تسجيل الدخول مرة أخرى.',
  [ErrorCode.hostCodeInvalid]: 'انتهت صلاحية تفويض التطبيق الشامل. يرجى المحاولة مرة أخرى.',
  [ErrorCode.hostBindingInvalid]: 'انتهت صلاحية هذه الخطوة. يرجى البدء من جديد.',
  [ErrorCode.hostAccountTaken]: 'حساب اليانصيب هذا مرتبط مسبقاً بحساب آخر في التطبيق الشامل.',
  [ErrorCode.kycServiceUnavailable]: 'خدمة التحقق غير متاحة حالياً، يرجى المحاولة لاحقاً.',
  [ErrorCode.kycAttemptsExceeded]: 'لقد وصلت إلى الحد الأقصى لعدد الطلبات لهذا اليوم.',
  [ErrorCode.kycRequired]: 'يرجى التحقق من هويتك أولاً.',
  [ErrorCode.kycAlreadyVerified]: 'تم التحقق من هويتك مسبقاً.',
  [ErrorCode.kycNameWarning]: 'الاسم في هويتك لا يطابق تماماً الاسم المسجل في حسابك. تم إيقاف الإيداع والشراء مؤقتاً إلى أن تتحقق من هويتك مجدداً؛ ولا يزال بإمكانك السحب.',
  [ErrorCode.incorrectCode]: 'رمز التحقق غير صحيح.',
  [ErrorCode.codeAttemptsExceeded]: 'لقد تجاوزت الحد الأقصى لعدد محاولات التحقق.',
  [ErrorCode.codeExpired]: 'رمز التحقق هذا لم يعد صالحاً. يرجى طلب رمز جديد.',
  [ErrorCode.verificationTicketInvalid]: 'انتهت صلاحية التحقق أو تم استخدامه مسبقاً. يرجى التحقق من رقم هاتفك المتحرك أو بريدك الإلكتروني مرة أخرى.',
  [ErrorCode.kycFailed]: 'فشل التحقق من الهوية.',
  [ErrorCode.ibanAccountNotFound]: 'لم يتم العثور على حساب IBAN هذا.',
  [ErrorCode.insufficientWithdrawable]: 'المبلغ القابل للسحب غير كافٍ.',
  [ErrorCode.withdrawalBelowMinimum]: 'لا يمكن أن يقل مبلغ السحب عن {minAmount} درهم.',
  [ErrorCode.withdrawalAboveChannelMaximum]: 'تجاوز مبلغ السحب الحد الأقصى لقناة الدفع.',
  [ErrorCode.ibanAccountDuplicate]: 'تمت إضافة حساب IBAN هذا مسبقاً.',
  [ErrorCode.ibanAccountLimitReached]: 'يمكنك الاحتفاظ بـ {n} حسابات IBAN كحد أقصى. يرجى حذف أحدها أولاً.',
  [ErrorCode.lastIbanAccount]: 'يجب الاحتفاظ بحساب IBAN واحد على الأقل.',
  [ErrorCode.ibanAccountLocked]: 'تم قفل حساب IBAN هذا ولا يمكن استخدامه. يرجى التواصل مع خدمة العملاء.',
  [ErrorCode.withdrawalNeedsDepositHistory]: 'تتاح عمليات السحب بعد إجراء إيداع في حسابك.',
  [ErrorCode.withdrawalIdMismatch]: 'لا يمكن السحب إلا إلى حساب باسمك يحمل رقم الهوية الإماراتية نفسه.',
  [ErrorCode.withdrawalUnsuccessful]: 'لم تنجح عملية السحب. يرجى التواصل مع خدمة العملاء.',
  [ErrorCode.withdrawalMobileMissing]: 'لا يوجد رقم هاتف متحرك مسجل في حسابك. يرجى التواصل مع خدمة العملاء.',
  [ErrorCode.ibanAccountHeldByAnother]: 'رقم IBAN هذا مسجّل لحساب لاعب آخر. يمكنك إضافة حساب مصرفي باسمك فقط؛ إذا كان هذا الحساب لك فيرجى التواصل مع خدمة العملاء.',
  [ErrorCode.gameSalesSuspended]: 'تم إيقاف مبيعات هذه اللعبة مؤقتاً. يرجى المحاولة مرة أخرى لاحقاً.',
  [ErrorCode.insufficientBalance]: 'رصيد الحساب غير كافٍ، يرجى الإيداع أولاً.',
  [ErrorCode.salesClosed]: 'أُغلقت المبيعات لهذا السحب. يرجى اختيار السحب التالي.',
  [ErrorCode.orderPriceChanged]: 'تغيّر سعر طلبك. يرجى مراجعته والمحاولة مرة أخرى.',
  [ErrorCode.geoTokenMissing]: 'نحتاج إلى موقعك للتأكد من أنك داخل الإمارات. يرجى السماح بالوصول إلى الموقع والمحاولة مرة أخرى.',
  [ErrorCode.geoTokenInvalid]: 'انتهت صلاحية التحقق من موقعك. يرجى تحديث موقعك والمحاولة مرة أخرى.',
  [ErrorCode.geoOutsideTerritory]: 'اللعب والإيداع متاحان داخل دولة الإمارات فقط.',
  [ErrorCode.chaseTerminationUnavailable]: 'لم يعد بالإمكان إيقاف هذه الخطة: لا يوجد سحب قادم لا يزال مفتوحاً.',
  [ErrorCode.grandPrizeNotClaimable]: 'لا يمكن المطالبة بهذه الجائزة الكبرى.',
  [ErrorCode.orderNotCancellable]: 'لم يعد بالإمكان إلغاء هذا الطلب: أُغلق سحبه، أو تم سحبه أو استرداده من قبل. تُوقف خطة السحوبات المتتالية من صفحة الخطة.',
  [ErrorCode.orderNotFound]: 'لم يتم العثور على هذا الطلب.',
  [ErrorCode.notificationNotFound]: 'لم يتم العثور على هذه الرسالة.',
  [ErrorCode.eInstantSessionInvalid]: 'انتهت جلسة هذه اللعبة. يرجى فتح اللعبة مرة أخرى.',
  [ErrorCode.eInstantSignatureInvalid]: 'تعذّر التحقق من طلب هذه اللعبة.',
  [ErrorCode.eInstantRoundClosed]: 'انتهت جولة اللعب هذه بالفعل.',
  [ErrorCode.eInstantRollbackAfterWin]: 'في جولة اللعب هذه ربح، ولم يعد بالإمكان إلغاؤها.',
  [ErrorCode.eInstantWinTooLarge]: 'هذا الربح أعلى من الجائزة الكبرى للعبة.',
  [ErrorCode.eInstantRoundNotFound]: 'لا يوجد رهان كهذا في جولة اللعب هذه.',
  [ErrorCode.selfExcluded]: 'حسابك مستبعد من اللعب حتى نهاية الاستبعاد الذاتي أو الحد.',
  [ErrorCode.amlRestricted]: 'حسابك مقيد. يرجى التواصل مع خدمة العملاء.',
  [ErrorCode.payLimitLogout]: 'بلغ حسابك حد الدفع. يرجى تسجيل الدخول مرة أخرى.',
  [ErrorCode.payLimitFailed]: 'تم رفض الدفع: بلغ حسابك حد الدفع.',
  [ErrorCode.limitUnchanged]: 'الحد الجديد هو نفسه حدك الحالي.',
  [ErrorCode.limitAboveExisting]: 'لا يمكنك رفع حدك إلا بعد انتهاء الحد الحالي.',
  [ErrorCode.limitShorterDuration]: 'يجب ألا تكون المدة الجديدة أقصر من المدة الحالية.',
  [ErrorCode.limitBelowUsed]: 'الحد الجديد أقل مما استخدمته بالفعل في هذه الفترة.',
  [ErrorCode.limitLocked]: 'تم بلوغ الحد، التعديلات غير مسموح بها.',
  [ErrorCode.limitNotExpired]: 'لا يمكن إزالة حدك إلا بعد انتهاء صلاحيته.',
  [ErrorCode.exclusionNotShortened]: 'لا يمكن تقصير الاستبعاد الحالي أو إنهاؤه مبكراً.',
  [ErrorCode.durationNotOffered]: 'يرجى اختيار إحدى المدد المتاحة.',
  [ErrorCode.limitNotFound]: 'ليس لديك حد إيداع لإزالته.',
  [ErrorCode.tooFrequent]: 'إجراءاتك متكررة جداً، يرجى المحاولة مرة أخرى لاحقاً.',
  [ErrorCode.unexpected]: 'حدث خطأ ما، يرجى المحاولة لاحقاً',
};

/**
 * The default message of a code in a language.
 *
 * @example gatewayMessage(ErrorCode.kycRequired, 'ar-AE') // 'يرجى التحقق من هويتك أولاً.'
 */
export function gatewayMessage(code: number, language: Language): string {
  const table = language === 'ar-AE' ? GATEWAY_MESSAGES_AR : GATEWAY_MESSAGES;
  return (table as Readonly<Record<number, string>>)[code] ?? (GATEWAY_MESSAGES as Readonly<Record<number, string>>)[code] ?? 'Request failed';
}

/** Both languages of a code's default message. */
export function gatewayText(code: AnsweredCode): LocalizedText {
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
 * 403000632 "Your account is locked for {n} minutes/hours." for the time left, counted by the SDK's
 * `lockDurationParts` (minutes below one hour, whole hours from one hour on, both rounded up), the
 * same count the login form uses when it words the lock itself.
 *
 * @example lockedMessage(900)['en-US'] // 'Your account is locked for 15 minutes.'
 * @example lockedMessage(7200)['en-US'] // 'Your account is locked for 2 hours.'
 */
export function lockedMessage(remainingSeconds: number): LocalizedText {
  const { unit, n } = lockDurationParts(remainingSeconds);
  if (unit === 'minutes') {
    return {
      'en-US': n === 1 ? 'Your account is locked for 1 minute.' : fill(GATEWAY_MESSAGES[ErrorCode.accountLocked], { n }),
      'ar-AE': `حسابك مقفل لمدة ${arabicCount(n, { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' })}.`,
    };
  }
  return {
    'en-US': `Your account is locked for ${n} ${n === 1 ? 'hour' : 'hours'}.`,
    'ar-AE': `حسابك مقفل لمدة ${arabicCount(n, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' })}.`,
  };
}
