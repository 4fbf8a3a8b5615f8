import type { KycStatus, VerifiedStatus } from '../commands/kyc';

/**
 * Identity-verification rules of SPEC §4 and §8 as pure functions, so the header tag, the
 * dialogs and the login check agree everywhere.
 */

export const VERIFIED_STATUS = { unverified: 1, underReview: 2, verified: 3, failed: 4, verifying: 6, expired: 7 } as const;

/** Failed or expired dialogs after login repeat at most every 30 days (SPEC §9). */
export const KYC_FAILED_REPEAT_MS = 30 * 24 * 3600_000;
/** The expiry warning repeats at most once a day (SPEC §9). */
export const KYC_WARN_REPEAT_MS = 24 * 3600_000;
/** Storage keys of when each login-check dialog was last shown. */
export const KYC_FAILED_SHOWN_KEY = 'kyc_failed_shown_at';
export const KYC_WARN_SHOWN_KEY = 'kyc_warn_shown_at';

/** Only a verified player may deposit, withdraw or buy (SPEC §4). */
export function canTransact(status: VerifiedStatus | undefined | null): boolean {
  return status === VERIFIED_STATUS.verified;
}

/** Unverified, failed and expired players are offered (re-)verification. */
export function needsVerification(status: VerifiedStatus): boolean {
  return status === 1 || status === 4 || status === 7;
}

/**
 * What the status tag on the user info box does (SPEC §2/§4): 1, 4, 7 start verification,
 * 2 shows a prompt first, 3 goes to user settings, 6 (verifying) does nothing.
 * @example statusTagAction(2) === 'prompt'
 */
export function statusTagAction(status: VerifiedStatus): 'verify' | 'prompt' | 'settings' | 'none' {
  if (status === 2) return 'prompt';
  if (status === 3) return 'settings';
  if (status === 6) return 'none';
  return 'verify';
}

/** Translation key of a status label. */
export function statusLabelKey(status: VerifiedStatus): string {
  return `kyc.status.${status}`;
}

/** Translation key of a numbered failure reason (15 name, 16 under 18, 17 birth date). */
export function failReasonKey(reason: 15 | 16 | 17 | null): string | null {
  return reason === 15 ? 'kyc.reason.nameMismatch' : reason === 16 ? 'kyc.reason.under18' : reason === 17 ? 'kyc.reason.birthDate' : null;
}

export type KycDialog =
  | { name: 'kyc-success' | 'kyc-progress' | 'kyc-error'; closable: true }
  | { name: 'kyc-failed'; closable: boolean }
  | { name: 'kyc-expired' | 'kyc-expiry-warning' | 'kyc-name-warning'; closable: true };

/**
 * The dialog the login check opens, if any (SPEC §4): failed or expired at most once per 30 days,
 * the name-mismatch warning (SPEC §5: verified, but deposits and wagers wait for a new
 * verification) and the expiry warning once a day, the name first. A failed dialog opened from
 * the login check has no close button.
 *
 * @example loginCheckDialog(status, { failedShownAt: null, warnShownAt: null }, Date.now())
 */
export function loginCheckDialog(
  status: Pick<KycStatus, 'status' | 'eKycExpireWarnStatus' | 'nameMismatchWarnStatus'>,
  shown: { failedShownAt: number | null; warnShownAt: number | null },
  now: number,
): KycDialog | null {
  const dueAfter = (at: number | null, gap: number) => at === null || now - at >= gap;
  if (status.status === 4 && dueAfter(shown.failedShownAt, KYC_FAILED_REPEAT_MS)) return { name: 'kyc-failed', closable: false };
  if (status.status === 7 && dueAfter(shown.failedShownAt, KYC_FAILED_REPEAT_MS)) return { name: 'kyc-expired', closable: true };
  if (status.status === 3 && status.nameMismatchWarnStatus === 1 && dueAfter(shown.warnShownAt, KYC_WARN_REPEAT_MS)) {
    return { name: 'kyc-name-warning', closable: true };
  }
  if (status.status === 3 && status.eKycExpireWarnStatus === 1 && dueAfter(shown.warnShownAt, KYC_WARN_REPEAT_MS)) {
    return { name: 'kyc-expiry-warning', closable: true };
  }
  return null;
}

/**
 * The dialog after an attempt's verdict (100147): success, in progress, or failed. A failed
 * dialog reached from registration has no close button.
 */
export function verdictDialog(status: VerifiedStatus, fromRegister: boolean): KycDialog {
  if (status === 3) return { name: 'kyc-success', closable: true };
  if (status === 2 || status === 6) return { name: 'kyc-progress', closable: true };
  return { name: 'kyc-failed', closable: !fromRegister };
}
