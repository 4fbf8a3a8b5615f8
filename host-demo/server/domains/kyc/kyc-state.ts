import type { VerifiedStatus } from '../../../../sdk/commands/kyc';

/**
 * The verification status a player has now: a verified player (3) whose document has expired is
 * expired (7), whatever is stored. Every reader (login reply, 100111, requireVerified) goes
 * through here, so the rule holds without a job that rewrites rows at midnight.
 *
 * @example effectiveStatus(3, new Date('2020-01-01'), Date.now()) // 7
 */
export function effectiveStatus(stored: number, documentExpiresAt: Date | null, now: number): VerifiedStatus {
  if (stored === 3 && documentExpiresAt && documentExpiresAt.getTime() <= now) return 7;
  return ([1, 2, 3, 4, 6, 7] as const).find((s) => s === stored) ?? 1;
}

/** The calendar day in Asia/Dubai (UTC+4, no daylight saving) of an instant, `YYYY-MM-DD`. */
export function dubaiDay(now: number): string {
  return new Date(now + 4 * 3600_000).toISOString().slice(0, 10);
}
