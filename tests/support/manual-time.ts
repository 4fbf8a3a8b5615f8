/**
 * A clock and SDK timers that run only when the test moves the clock: `advance(ms)` fires every
 * timeout and interval falling due, in time order, each with the clock at its own time.
 *
 * @example
 * const time = manualTime(Date.UTC(2026, 10, 23, 15, 0));
 * const client = createClient({ env: { fetch: gateway.fetch, clock: time.clock, timers: time.timers } });
 * time.advance(1_000); // the countdown ticks once
 */
import type { Clock, Timers } from '../../sdk';

export interface ManualTime {
  clock: Clock;
  timers: Timers;
  /** Moves the clock by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** Timers waiting to fire. */
  pending(): number;
}

export function manualTime(start = 0): ManualTime {
  let now = start;
  let nextId = 1;
  const jobs = new Map<number, { at: number; fn: () => void; every?: number }>();
  return {
    clock: { now: () => now },
    timers: {
      setTimeout: (fn, ms) => (jobs.set(nextId, { at: now + ms, fn }), nextId++),
      clearTimeout: (id) => void jobs.delete(id as number),
      setInterval: (fn, ms) => (jobs.set(nextId, { at: now + ms, fn, every: ms }), nextId++),
      clearInterval: (id) => void jobs.delete(id as number),
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...jobs].filter(([, job]) => job.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, job] = due;
        now = job.at;
        if (job.every) job.at += job.every;
        else jobs.delete(id);
        job.fn();
      }
      now = end;
    },
    pending: () => jobs.size,
  };
}
