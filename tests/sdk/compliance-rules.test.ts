import { describe, expect, it } from 'vitest';
import {
  isScrolledToBottom, shouldShowAgeGate, shouldShowCookieNotice, shouldShowFundsDeclaration, shouldShowTerms, termsClosable, TERMS_REPEAT_MS,
} from '../../sdk/compliance/compliance-rules';

const NOW = Date.UTC(2026, 10, 22);

describe('compliance dialogs', () => {
  it('shows the terms update when upgrade and notice are 1, at most once a day', () => {
    const check = { upgrade: 1, notice: 1, forceUpgrade: 0 } as const;
    expect(shouldShowTerms(check, null, NOW)).toBe(true);
    expect(shouldShowTerms(check, NOW - TERMS_REPEAT_MS + 1, NOW)).toBe(false);
    expect(shouldShowTerms(check, NOW - TERMS_REPEAT_MS, NOW)).toBe(true);
    expect(shouldShowTerms({ ...check, notice: 0 }, null, NOW)).toBe(false);
    expect(shouldShowTerms({ ...check, upgrade: 0 }, null, NOW)).toBe(false);
  });
  it('shows a forced update every time and hides its close button', () => {
    const forced = { upgrade: 1, notice: 1, forceUpgrade: 1 } as const;
    expect(shouldShowTerms(forced, NOW - 1000, NOW)).toBe(true);
    expect(termsClosable(forced)).toBe(false);
    expect(termsClosable({ forceUpgrade: 0 })).toBe(true);
  });
  it('counts the brief view as read within 2 px of the bottom', () => {
    expect(isScrolledToBottom({ scrollTop: 498, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
    expect(isScrolledToBottom({ scrollTop: 497, clientHeight: 500, scrollHeight: 1000 })).toBe(false);
  });
  it('asks for the funds declaration only when alerted and not yet agreed', () => {
    expect(shouldShowFundsDeclaration({ alertStatus: 1, agreeStatus: 0 })).toBe(true);
    expect(shouldShowFundsDeclaration({ alertStatus: 1, agreeStatus: 1 })).toBe(false);
    expect(shouldShowFundsDeclaration({ alertStatus: 0, agreeStatus: 0 })).toBe(false);
  });
  it('keeps the age gate until confirmed and the cookie notice until accepted', () => {
    expect(shouldShowAgeGate(null)).toBe(true);
    expect(shouldShowAgeGate('confirm')).toBe(false);
    expect(shouldShowCookieNotice('accepted')).toBe(false);
    expect(shouldShowCookieNotice('dismissed')).toBe(true);
  });
});
