import { describe, expect, it, vi } from 'vitest';
import { startPoll } from '../../../sdk/polling/poller';

describe('startPoll', () => {
  it('checks at once, then every interval, and stops when the result says done', async () => {
    vi.useFakeTimers();
    try {
      const answers = ['PENDING', 'PENDING', 'SUCCESS'];
      const check = vi.fn(async (tick: number) => answers[tick - 1]!);
      const poll = startPoll({ check, isDone: (s) => s !== 'PENDING', intervalMs: 6_000, maxTicks: 7 });
      await vi.advanceTimersByTimeAsync(0);
      expect(check).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(5_999);
      expect(check).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(12_001);
      await expect(poll.finished).resolves.toEqual({ outcome: 'done', result: 'SUCCESS', ticks: 3 });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(check).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends exhausted after the last unresolved check, counting a failed check as unresolved', async () => {
    vi.useFakeTimers();
    try {
      let n = 0;
      const poll = startPoll({
        check: async () => {
          n += 1;
          if (n === 2) throw new Error('network');
          return 'PENDING';
        },
        isDone: (s) => s !== 'PENDING',
        intervalMs: 3_000,
        maxTicks: 4,
      });
      await vi.advanceTimersByTimeAsync(10_000);
      const end = await poll.finished;
      expect(end).toMatchObject({ outcome: 'exhausted', ticks: 4, last: { result: 'PENDING' } });
      expect(n).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes no further check once cancelled', async () => {
    vi.useFakeTimers();
    try {
      const check = vi.fn(async () => 'PENDING');
      const poll = startPoll({ check, intervalMs: 1_000, maxTicks: 10 });
      await vi.advanceTimersByTimeAsync(1_500);
      poll.cancel();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(check).toHaveBeenCalledTimes(2);
      await expect(poll.finished).resolves.toEqual({ outcome: 'cancelled', ticks: 2 });
    } finally {
      vi.useRealTimers();
    }
  });
});
