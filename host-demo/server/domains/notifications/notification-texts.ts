/**
 * The texts of the system's notifications, in English and Arabic (the server's texts live beside
 * their domain, as orders/grand-prize-messages.ts does). A system notification stores its topic
 * and parameters, never its text, so it reads in the language the player asks for; an operator's
 * message is stored in both languages as the operator wrote it.
 */
import type { NotificationTopic } from '../../../../sdk/commands/notifications';
import { formatMoney } from '../../../../sdk/format/money';
import type { Language } from '../../errors/messages';

/** A system topic: what the server writes by itself. */
export type SystemTopic = Exclude<NotificationTopic, 'service' | 'promotion'>;

/** What a system notification's text is made of. */
export interface SystemParams {
  /** Minor units (fils). */
  amount?: number;
  /** The withdrawal, order or draw reference the message names. */
  reference?: string;
}

export interface NotificationText {
  title: string;
  body: string;
}

type Texts = Record<SystemTopic, (p: Required<SystemParams>, language: Language) => NotificationText>;

const EN: Texts = {
  'deposit-credited': (p, l) => ({
    title: 'Deposit received',
    body: `Your deposit of ${formatMoney(p.amount, l)} has been credited to your balance. Good luck!`,
  }),
  'withdrawal-paid': (p, l) => ({
    title: 'Withdrawal paid',
    body: `Your withdrawal ${p.reference} of ${formatMoney(p.amount, l)} has been paid to your bank account. Banks may take up to 5 business days to show it.`,
  }),
  'withdrawal-returned': (p, l) => ({
    title: 'Withdrawal returned',
    body: `Your withdrawal ${p.reference} could not be completed, and ${formatMoney(p.amount, l)} has been returned to your withdrawable balance. Please check your bank account details or contact support.`,
  }),
  'win-credited': (p, l) => ({
    title: 'Congratulations, you won!',
    body: `Winnings of ${formatMoney(p.amount, l)} from your order ${p.reference} have been credited to your withdrawable balance.`,
  }),
  'kyc-verified': () => ({
    title: 'Identity verified',
    body: 'Your identity has been verified. You can now deposit, play and withdraw.',
  }),
  'kyc-failed': () => ({
    title: 'Identity verification unsuccessful',
    body: 'We could not verify your identity. Please open your profile and try again with a valid document.',
  }),
};

const AR: Texts = {
  'deposit-credited': (p, l) => ({
    title: 'تم استلام الإيداع',
    body: `تمت إضافة إيداعك بقيمة ${formatMoney(p.amount, l)} إلى رصيدك. حظاً سعيداً!`,
  }),
  'withdrawal-paid': (p, l) => ({
    title: 'تم صرف السحب',
    body: `تم تحويل طلب السحب ${p.reference} بقيمة ${formatMoney(p.amount, l)} إلى حسابك المصرفي. قد يستغرق ظهوره لدى البنك حتى 5 أيام عمل.`,
  }),
  'withdrawal-returned': (p, l) => ({
    title: 'تمت إعادة مبلغ السحب',
    body: `تعذّر إتمام طلب السحب ${p.reference}، وأُعيد مبلغ ${formatMoney(p.amount, l)} إلى رصيدك القابل للسحب. يُرجى التحقق من بيانات حسابك المصرفي أو التواصل مع الدعم.`,
  }),
  'win-credited': (p, l) => ({
    title: 'تهانينا، لقد ربحت!',
    body: `تمت إضافة أرباح بقيمة ${formatMoney(p.amount, l)} من طلبك ${p.reference} إلى رصيدك القابل للسحب.`,
  }),
  'kyc-verified': () => ({
    title: 'تم التحقق من الهوية',
    body: 'تم التحقق من هويتك. يمكنك الآن الإيداع واللعب والسحب.',
  }),
  'kyc-failed': () => ({
    title: 'لم ينجح التحقق من الهوية',
    body: 'تعذّر علينا التحقق من هويتك. يُرجى فتح ملفك الشخصي والمحاولة مجدداً بوثيقة سارية.',
  }),
};

/**
 * A system notification's title and body in `language`.
 *
 * @example systemText('deposit-credited', { amount: 5000 }, 'en-US').title // 'Deposit received'
 */
export function systemText(topic: SystemTopic, params: SystemParams, language: Language): NotificationText {
  const full = { amount: params.amount ?? 0, reference: params.reference ?? '' };
  return (language === 'ar-AE' ? AR : EN)[topic](full, language);
}

/** Longest preview a list shows: the body's beginning, cut at a word. */
export const PREVIEW_CHARS = 140;

/**
 * The body's beginning for the list: whole when short, else cut at the last space before
 * {@link PREVIEW_CHARS} with an ellipsis.
 *
 * @example previewOf('a'.repeat(200)).length // 141
 */
export function previewOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_CHARS) return flat;
  const cut = flat.slice(0, PREVIEW_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
