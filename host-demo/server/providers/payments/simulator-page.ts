import { formatMoney } from '../../../../sdk/format/money';
import { escapeHtml, simulatorPage } from '../simulator-page-layout';

/** Texts of the 3-D Secure page, English and Arabic. */
const TEXT = {
  'en-US': {
    title: '3-D Secure check',
    banner: 'SIMULATOR — this page stands in for your bank’s 3-D Secure check. No card is charged.',
    intro: 'Your bank asks you to confirm this payment.',
    amount: 'Amount',
    reference: 'Reference',
    approve: 'Approve',
    decline: 'Decline',
    unknown: 'This payment was not found or has expired. Please start the deposit again.',
    done: 'This payment has already been completed.',
    back: 'Back to the site',
  },
  'ar-AE': {
    title: 'التحقق الآمن ثلاثي الأبعاد',
    banner: 'محاكاة — هذه الصفحة تحل محل تحقق البنك الآمن ثلاثي الأبعاد. لا يتم خصم أي مبلغ من البطاقة.',
    intro: 'يطلب منك البنك تأكيد عملية الدفع هذه.',
    amount: 'المبلغ',
    reference: 'المرجع',
    approve: 'موافقة',
    decline: 'رفض',
    unknown: 'لم يتم العثور على عملية الدفع هذه أو انتهت صلاحيتها. يرجى بدء الإيداع من جديد.',
    done: 'تمت معالجة عملية الدفع هذه مسبقاً.',
    back: 'العودة إلى الموقع',
  },
} as const;

export type ChallengeLanguage = keyof typeof TEXT;

/** `ar`, `ar-AE` ... → Arabic; anything else English. */
export function challengeLanguage(value: unknown): ChallengeLanguage {
  return typeof value === 'string' && value.toLowerCase().startsWith('ar') ? 'ar-AE' : 'en-US';
}

function layout(language: ChallengeLanguage, body: string): string {
  const t = TEXT[language];
  return simulatorPage({
    language,
    title: t.title,
    banner: t.banner,
    body,
    styles: `
  main { max-inline-size: 30rem; }
  h1 { font-size: 1.4rem; }
  dl { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: .25rem 1rem; background: #fff; padding: 1rem; border-radius: .5rem; }
  dt { font-weight: 600; }
  /* A long reference wraps inside a phone's width instead of pushing the row off the screen. */
  dd { margin: 0; overflow-wrap: anywhere; }
  /* Left-to-right inside, but placed at the start of the row in Arabic too. */
  .amount, .reference { direction: ltr; unicode-bidi: isolate; }
  form { display: flex; gap: .75rem; margin-block-start: 1.25rem; }
  button { flex: 1; padding: .75rem; font: inherit; font-weight: 600; border: 0; border-radius: .5rem; cursor: pointer; }
  button[value=approve] { color: #fff; background: #0b6e4f; }
  button[value=decline] { color: #8a1c12; background: #fdecea; border: 1px solid #d93025; }
  button:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }`,
  });
}

/** The challenge: amount, reference, Approve and Decline (a plain form, no script). */
export function renderChallengePage(page: { action: string; amount: number; reference: string; language: ChallengeLanguage }): string {
  const t = TEXT[page.language];
  return layout(
    page.language,
    `<p>${escapeHtml(t.intro)}</p>
<dl>
  <dt>${escapeHtml(t.amount)}</dt><dd><span class="amount">${escapeHtml(formatMoney(page.amount, page.language))}</span></dd>
  <dt>${escapeHtml(t.reference)}</dt><dd><span class="reference">${escapeHtml(page.reference)}</span></dd>
</dl>
<form method="post" action="${escapeHtml(page.action)}">
  <input type="hidden" name="lang" value="${page.language}">
  <button type="submit" name="decision" value="approve">${escapeHtml(t.approve)}</button>
  <button type="submit" name="decision" value="decline">${escapeHtml(t.decline)}</button>
</form>`,
  );
}

/** A page with one message and, when known, a link back to the site. */
export function renderChallengeMessage(language: ChallengeLanguage, key: 'unknown' | 'done', backHref?: string): string {
  const t = TEXT[language];
  const link = backHref ? `<p><a href="${escapeHtml(backHref)}">${escapeHtml(t.back)}</a></p>` : '';
  return layout(language, `<p role="alert">${escapeHtml(t[key])}</p>\n${link}`);
}
