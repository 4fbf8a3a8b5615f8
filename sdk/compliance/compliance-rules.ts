/**
 * When the compliance dialogs show (SPEC §4): terms update, funds-security declaration, age gate
 * and cookie notice. Pure functions over the server's flags and what this device remembers.
 */

/** The terms dialog shows at most once a day unless forced (SPEC §9). */
export const TERMS_REPEAT_MS = 24 * 3600_000;
/** Storage keys (SPEC §3 "terms/KYC dialog timestamps", age gate, cookie notice). */
export const TERMS_SHOWN_KEY = 'terms_shown_at';
export const AGE_GATE_KEY = 'age_gate';
export const AGE_GATE_CONFIRMED = 'confirm';
export const COOKIE_NOTICE_KEY = 'cookie_notice';
export const COOKIE_NOTICE_ACCEPTED = 'accepted';
/** Scrolled-to-bottom tolerance of the brief terms view (SPEC §4: 2 px). */
export const SCROLL_BOTTOM_TOLERANCE_PX = 2;

/**
 * @example shouldShowTerms({ upgrade: 1, notice: 1, forceUpgrade: 0 }, null, Date.now()) === true
 */
export function shouldShowTerms(check: { upgrade: 0 | 1; notice: 0 | 1; forceUpgrade: 0 | 1 }, lastShownAt: number | null, now: number): boolean {
  if (check.upgrade !== 1 || check.notice !== 1) return false;
  return check.forceUpgrade === 1 || lastShownAt === null || now - lastShownAt >= TERMS_REPEAT_MS;
}

/** A forced terms update hides the close button. */
export function termsClosable(check: { forceUpgrade: 0 | 1 }): boolean {
  return check.forceUpgrade !== 1;
}

/** The brief view turns to the full text once scrolled to the bottom (2 px tolerance). */
export function isScrolledToBottom(el: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return el.scrollTop + el.clientHeight >= el.scrollHeight - SCROLL_BOTTOM_TOLERANCE_PX;
}

/** Funds-security declaration shows when alertStatus=1 and agreeStatus=0 (SPEC §4). */
export function shouldShowFundsDeclaration(status: { alertStatus: 0 | 1; agreeStatus: 0 | 1 }): boolean {
  return status.alertStatus === 1 && status.agreeStatus === 0;
}

/** Age gate until 'confirm' is stored; cookie notice until accepted. */
export function shouldShowAgeGate(stored: string | null): boolean {
  return stored !== AGE_GATE_CONFIRMED;
}
export function shouldShowCookieNotice(stored: string | null): boolean {
  return stored !== COOKIE_NOTICE_ACCEPTED;
}
