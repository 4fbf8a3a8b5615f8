import { describe, expect, it } from 'vitest';
import { phaseName, previousDrawTimes } from '../../host-demo/server/domains/draws/schedule';

const dubai = (iso: string) => Date.parse(`${iso}+04:00`);

describe('draw schedules in Dubai time', () => {
  it('counts a daily draw from today once its time has passed, else from yesterday', () => {
    const schedule = { kind: 'daily', at: '21:00' } as const;
    expect(previousDrawTimes(schedule, dubai('2026-03-14T21:00:00'), 2)).toEqual([dubai('2026-03-14T21:00:00'), dubai('2026-03-13T21:00:00')]);
    expect(previousDrawTimes(schedule, dubai('2026-03-14T20:59:59'), 1)).toEqual([dubai('2026-03-13T21:00:00')]);
  });

  it('handles a Dubai day that differs from the UTC day (just after midnight in Dubai)', () => {
    const schedule = { kind: 'daily', at: '22:00' } as const;
    expect(previousDrawTimes(schedule, dubai('2026-03-15T00:30:00'), 1)).toEqual([dubai('2026-03-14T22:00:00')]);
    expect(phaseName(schedule, dubai('2026-03-14T22:00:00'))).toBe('20260314001');
  });

  it('finds the last weekly draw on its weekday (6 = Saturday)', () => {
    const schedule = { kind: 'weekly', weekday: 6, at: '20:30' } as const;
    // 2026-03-14 is a Saturday.
    expect(previousDrawTimes(schedule, dubai('2026-03-14T20:29:00'), 2)).toEqual([dubai('2026-03-07T20:30:00'), dubai('2026-02-28T20:30:00')]);
    expect(previousDrawTimes(schedule, dubai('2026-03-18T10:00:00'), 1)).toEqual([dubai('2026-03-14T20:30:00')]);
  });

  it('aligns interval draws on whole slots and names them YYYYMMDDHHmm', () => {
    const schedule = { kind: 'interval', minutes: 2 } as const;
    const times = previousDrawTimes(schedule, dubai('2026-03-14T09:27:59'), 3);
    expect(times).toEqual([dubai('2026-03-14T09:26:00'), dubai('2026-03-14T09:24:00'), dubai('2026-03-14T09:22:00')]);
    expect(phaseName(schedule, times[0]!)).toBe('202603140926');
  });
});
