import type { Clock } from '../../../host-demo/server/clock';

/** A clock that moves only when told to. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** 2026-03-14 09:26:53 Dubai (05:26:53 UTC): a fixed "now" so tests never depend on the real date. */
export const TEST_NOW = Date.UTC(2026, 2, 14, 5, 26, 53);

export function manualClock(start: number = TEST_NOW): ManualClock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => void (now += ms),
    set: (ms) => void (now = ms),
  };
}
