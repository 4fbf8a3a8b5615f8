import type { Language } from '../../errors/messages';
import { GRAND_PRIZE } from './grand-prize-rules';

/**
 * The grand prize e-mails, in English and Arabic (the server's e-mail texts live beside their
 * domain, as accounts/code-messages.ts does): the claim received (101079), the reminder 14 days
 * before the deadline of a prize's step, and the expiry.
 */

/** The prize an e-mail is about. */
export interface PrizeOfMessage {
  orderId: number;
  /** Minor units (fils). */
  amount: number;
  /** The deadline of the step the prize is in (orders.prize_expires_at), epoch ms. */
  deadline: number;
}

export interface Email {
  subject: string;
  text: string;
}

/** Whole dirhams with thousands commas: the prize is always whole. */
const aedOf = (amount: number) => (amount / 100).toLocaleString('en-US');

/** A deadline as the Dubai calendar date the player must know: '14 March 2027' / '١٤ مارس ٢٠٢٧'. */
const dateOf = (deadline: number, language: Language) =>
  new Date(deadline).toLocaleDateString(language === 'ar-AE' ? 'ar-AE' : 'en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * 101079: the claim is received; the winner's documents are due by the completion deadline.
 *
 * @example claimReceivedEmail({ orderId: 7, amount: 10_000_000_000, deadline }, 'en-US').subject // 'Grand prize claim'
 */
export function claimReceivedEmail(prize: PrizeOfMessage, language: Language): Email {
  const aed = aedOf(prize.amount);
  const by = dateOf(prize.deadline, language);
  return language === 'ar-AE'
    ? {
        subject: 'مطالبة الجائزة الكبرى',
        text: `استلمنا مطالبتك بالجائزة الكبرى (${aed} درهم) للطلب ${prize.orderId}. سيتواصل معك فريقنا لإتمام الدفع. يُرجى استكمال المستندات المطلوبة قبل ${by}، وإلا تسقط المطالبة.`,
      }
    : {
        subject: 'Grand prize claim',
        text: `We have received your claim of the grand prize (AED ${aed}) of order ${prize.orderId}. Our team will contact you to arrange the payment. Please complete the documents we ask for by ${by}, or the claim lapses.`,
      };
}

type NoticeTexts = (aed: string, orderId: number, date: string) => Email;

/** The notice of each status whose step it concludes: 12 and 13 remind, 15 and 16 tell the expiry. */
const NOTICES: Record<Language, Record<number, NoticeTexts>> = {
  'en-US': {
    [GRAND_PRIZE.unclaimed]: (aed, id, date) => ({
      subject: `Claim your grand prize by ${date}`,
      text: `Your grand prize (AED ${aed}) of order ${id} is still waiting for your claim. Claim it in My Orders, Grand Prize, by ${date}, or it expires.`,
    }),
    [GRAND_PRIZE.claimed]: (aed, id, date) => ({
      subject: `Your grand prize claim: documents due by ${date}`,
      text: `Your claim of the grand prize (AED ${aed}) of order ${id} is still waiting for the documents we asked for. Please complete them by ${date}, or the claim lapses.`,
    }),
    [GRAND_PRIZE.expiredUnclaimed]: (aed, id, date) => ({
      subject: 'Your grand prize has expired',
      text: `Your grand prize (AED ${aed}) of order ${id} was not claimed by ${date}. The claim period is over, so the prize has expired and can no longer be paid.`,
    }),
    [GRAND_PRIZE.claimLapsed]: (aed, id, date) => ({
      subject: 'Your grand prize claim has lapsed',
      text: `The documents for your claim of the grand prize (AED ${aed}) of order ${id} were not completed by ${date}, so the claim has lapsed and the prize can no longer be paid.`,
    }),
  },
  'ar-AE': {
    [GRAND_PRIZE.unclaimed]: (aed, id, date) => ({
      subject: `اطلب جائزتك الكبرى قبل ${date}`,
      text: `جائزتك الكبرى (${aed} درهم) للطلب ${id} ما زالت بانتظار مطالبتك. اطلبها من طلباتي، الجائزة الكبرى، قبل ${date}، وإلا تنتهي صلاحيتها.`,
    }),
    [GRAND_PRIZE.claimed]: (aed, id, date) => ({
      subject: `مطالبة الجائزة الكبرى: المستندات مطلوبة قبل ${date}`,
      text: `مطالبتك بالجائزة الكبرى (${aed} درهم) للطلب ${id} ما زالت بانتظار المستندات التي طلبناها. يُرجى استكمالها قبل ${date}، وإلا تسقط المطالبة.`,
    }),
    [GRAND_PRIZE.expiredUnclaimed]: (aed, id, date) => ({
      subject: 'انتهت صلاحية جائزتك الكبرى',
      text: `لم تتم المطالبة بجائزتك الكبرى (${aed} درهم) للطلب ${id} قبل ${date}. انتهت فترة المطالبة، فانتهت صلاحية الجائزة ولم يعد من الممكن دفعها.`,
    }),
    [GRAND_PRIZE.claimLapsed]: (aed, id, date) => ({
      subject: 'سقطت مطالبتك بالجائزة الكبرى',
      text: `لم تُستكمل مستندات مطالبتك بالجائزة الكبرى (${aed} درهم) للطلب ${id} قبل ${date}، فسقطت المطالبة ولم يعد من الممكن دفع الجائزة.`,
    }),
  },
};

/**
 * The notice of a prize in `status`: 12 reminds to claim and 13 to complete the documents, by the
 * step's deadline; 15 and 16 tell that the prize expired at it. Null for any other status (14
 * paid has no notice).
 *
 * @example grandPrizeNoticeEmail(15, { orderId: 7, amount: 10_000_000_000, deadline }, 'en-US')?.subject // 'Your grand prize has expired'
 */
export function grandPrizeNoticeEmail(status: number, prize: PrizeOfMessage, language: Language): Email | null {
  const texts = NOTICES[language][status];
  return texts ? texts(aedOf(prize.amount), prize.orderId, dateOf(prize.deadline, language)) : null;
}
