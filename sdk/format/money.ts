import type { Language } from '../i18n/language';

/** Currency symbol shown in front of amounts (SPEC §1: Arabic symbol in Arabic). */
export const CURRENCY_SYMBOL: Record<Language, string> = { 'en-US': 'AED', 'ar-AE': 'د.إ' };

/**
 * Minor units (fils) to display text: symbol in front, thousands commas, two decimals only
 * when there are fils.
 * @example formatMoney(123456, 'en-US') === 'AED 1,234.56'; formatMoney(2000, 'ar-AE') === 'د.إ 20'
 */
export function formatMoney(minor: number, language: Language, options: { floor?: boolean } = {}): string {
  return `${CURRENCY_SYMBOL[language]} ${formatAmount(minor, options)}`;
}

/**
 * The number part alone. `floor` drops the fils (the win popup shows whole dirhams, SPEC §5).
 * @example formatAmount(100000050) === '1,000,000.50'
 */
export function formatAmount(minor: number, options: { floor?: boolean } = {}): string {
  if (!Number.isFinite(minor)) return '0';
  const negative = minor < 0;
  const abs = Math.abs(Math.trunc(minor));
  const whole = Math.floor(abs / 100);
  const fils = options.floor ? 0 : abs % 100;
  const wholeText = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fils ? `${wholeText}.${fils.toString().padStart(2, '0')}` : wholeText;
  return negative ? `-${text}` : text;
}

/** Text shown instead of a hidden balance (SPEC §2 eye toggle). */
export const HIDDEN_AMOUNT = '******';
