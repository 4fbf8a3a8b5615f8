import { describe, expect, it } from 'vitest';
import { canTransact, failReasonKey, loginCheckDialog, statusTagAction, verdictDialog, KYC_FAILED_REPEAT_MS, KYC_WARN_REPEAT_MS } from '../../sdk/kyc/kyc-rules';

const NOW = Date.UTC(2026, 10, 22);
const never = { failedShownAt: null, warnShownAt: null };

describe('identity verification rules', () => {
  it('lets only a verified player deposit, withdraw or buy', () => {
    expect([1, 2, 3, 4, 6, 7].filter((s) => canTransact(s as never))).toEqual([3]);
  });
  it('status tags: 1, 4, 7 start verification, 2 prompts first, 3 goes to settings', () => {
    expect([1, 2, 3, 4, 6, 7].map((s) => statusTagAction(s as never))).toEqual(['verify', 'prompt', 'settings', 'verify', 'none', 'verify']);
  });
  it('names failure reasons 15, 16 and 17', () => {
    expect([15, 16, 17, null].map((r) => failReasonKey(r as never))).toEqual(['kyc.reason.nameMismatch', 'kyc.reason.under18', 'kyc.reason.birthDate', null]);
  });
  it('login check shows a failed dialog without a close button, then not again for 30 days', () => {
    const failed = { status: 4, eKycExpireWarnStatus: 0 } as const;
    expect(loginCheckDialog(failed, never, NOW)).toEqual({ name: 'kyc-failed', closable: false });
    expect(loginCheckDialog(failed, { failedShownAt: NOW - KYC_FAILED_REPEAT_MS + 1, warnShownAt: null }, NOW)).toBeNull();
    expect(loginCheckDialog(failed, { failedShownAt: NOW - KYC_FAILED_REPEAT_MS, warnShownAt: null }, NOW)?.name).toBe('kyc-failed');
  });
  it('login check shows the expired dialog at most once per 30 days', () => {
    const expired = { status: 7, eKycExpireWarnStatus: 0 } as const;
    expect(loginCheckDialog(expired, never, NOW)?.name).toBe('kyc-expired');
    expect(loginCheckDialog(expired, { failedShownAt: NOW - 1000, warnShownAt: null }, NOW)).toBeNull();
  });
  it('warns of a document about to expire once a day', () => {
    const warn = { status: 3, eKycExpireWarnStatus: 1 } as const;
    expect(loginCheckDialog(warn, never, NOW)?.name).toBe('kyc-expiry-warning');
    expect(loginCheckDialog(warn, { failedShownAt: null, warnShownAt: NOW - KYC_WARN_REPEAT_MS + 1 }, NOW)).toBeNull();
    expect(loginCheckDialog({ status: 3, eKycExpireWarnStatus: 0 }, never, NOW)).toBeNull();
  });
  it('shows the name-mismatch warning (SPEC §5) once a day, before an expiry warning', () => {
    const named = { status: 3, eKycExpireWarnStatus: 1, nameMismatchWarnStatus: 1 } as const;
    expect(loginCheckDialog(named, never, NOW)).toEqual({ name: 'kyc-name-warning', closable: true });
    expect(loginCheckDialog(named, { failedShownAt: null, warnShownAt: NOW - KYC_WARN_REPEAT_MS + 1 }, NOW)).toBeNull();
    // Only a verified player carries it: a failed one sees the failed dialog.
    expect(loginCheckDialog({ status: 4, eKycExpireWarnStatus: 0, nameMismatchWarnStatus: 1 }, never, NOW)?.name).toBe('kyc-failed');
  });
  it('a failed verdict reached from registration cannot be closed', () => {
    expect(verdictDialog(4, true)).toEqual({ name: 'kyc-failed', closable: false });
    expect(verdictDialog(4, false)).toEqual({ name: 'kyc-failed', closable: true });
    expect(verdictDialog(3, true).name).toBe('kyc-success');
    expect(verdictDialog(2, false).name).toBe('kyc-progress');
  });
});
