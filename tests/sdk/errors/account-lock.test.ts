import { describe, expect, it } from 'vitest';
import { LOCK_HOURS_FROM_SECONDS, lockDurationParts } from '../../../sdk/errors/account-lock';

const MINUTE = 60;
const HOUR = 3600;

describe('lockDurationParts: how long an account lock is said to last (SPEC §8 "{n} minutes or hours")', () => {
  it('says minutes up to 59 minutes', () => {
    expect(lockDurationParts(59 * MINUTE)).toEqual({ unit: 'minutes', n: 59 });
    expect(lockDurationParts(15 * MINUTE)).toEqual({ unit: 'minutes', n: 15 });
  });

  it('rounds up, so a lock with 59 min 1 s left is 60 minutes, never less than is left', () => {
    expect(lockDurationParts(59 * MINUTE + 1)).toEqual({ unit: 'minutes', n: 60 });
    expect(lockDurationParts(HOUR - 1)).toEqual({ unit: 'minutes', n: 60 });
  });

  it('says 1 hour at exactly 60 minutes', () => {
    expect(lockDurationParts(60 * MINUTE)).toEqual({ unit: 'hours', n: 1 });
  });

  it('says 2 hours at 61 minutes (whole hours, rounded up)', () => {
    expect(lockDurationParts(61 * MINUTE)).toEqual({ unit: 'hours', n: 2 });
  });

  it('says 24 hours for the longest lock', () => {
    expect(lockDurationParts(24 * HOUR)).toEqual({ unit: 'hours', n: 24 });
  });

  it('says at least 1 minute for a lock about to end, or a missing or broken length', () => {
    expect([1, 0, -5, Number.NaN].map(lockDurationParts)).toEqual(Array(4).fill({ unit: 'minutes', n: 1 }));
  });

  it('has one threshold, one hour, where minutes turn into hours', () => {
    expect(LOCK_HOURS_FROM_SECONDS).toBe(HOUR);
    expect(lockDurationParts(LOCK_HOURS_FROM_SECONDS - 1).unit).toBe('minutes');
    expect(lockDurationParts(LOCK_HOURS_FROM_SECONDS).unit).toBe('hours');
  });
});
