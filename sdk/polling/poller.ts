/**
 * One generic poller (DESIGN "SDK"): recharge status (every 6 s, at most 7 checks), auto order
 * status (every 6 s, at most 6) and the balance refresh after a wallet event (every 3 s, 10
 * ticks) are all this loop with other numbers. Timers are injected so tests run it on a fake clock.
 */

/** Timers a poller uses; the browser's by default. */
export interface PollerTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PollOptions<T> {
  /** One check; its result decides whether to go on. A rejection counts as an unresolved check. */
  check: (tick: number) => Promise<T>;
  /** Wait before each check after the first, ms (SPEC §9: 6000 for recharge, 3000 for balance). */
  intervalMs: number;
  /** Most checks; after the last unresolved one the poll ends with `outcome: 'exhausted'`. */
  maxTicks: number;
  /** True when `result` ends the poll (e.g. rechargeStatus SUCCESS or FAILURE). Default: never. */
  isDone?: (result: T) => boolean;
  /** Run the first check at once (default) or after one interval. */
  immediate?: boolean;
  /** Called after every check, with its result or error. */
  onTick?: (tick: number, outcome: { result: T } | { error: unknown }) => void;
  timers?: PollerTimers;
}

export type PollOutcome<T> =
  | { outcome: 'done'; result: T; ticks: number }
  | { outcome: 'exhausted'; last: { result: T } | { error: unknown } | null; ticks: number }
  | { outcome: 'cancelled'; ticks: number };

export interface Poll<T> {
  /** Resolves once: done, exhausted or cancelled. Never rejects. */
  readonly finished: Promise<PollOutcome<T>>;
  /** Stops before the next check; a check in flight is left to finish and ignored. */
  cancel(): void;
}

const browserTimers: PollerTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Checks until `isDone`, `maxTicks` checks, or `cancel()`; one check at a time, never overlapping.
 *
 * @example
 * const poll = startPoll({
 *   check: () => client.call.rechargeStatus({ gatewayId }),
 *   isDone: (s) => s.rechargeStatus !== 'PENDING',
 *   intervalMs: 6_000, maxTicks: 7,
 * });
 * const end = await poll.finished; // { outcome: 'done', result } or 'exhausted' (TIMEOUT)
 */
export function startPoll<T>(options: PollOptions<T>): Poll<T> {
  const timers = options.timers ?? browserTimers;
  let cancelled = false;
  let handle: unknown = null;
  let ticks = 0;
  let last: { result: T } | { error: unknown } | null = null;
  let settle!: (outcome: PollOutcome<T>) => void;
  const finished = new Promise<PollOutcome<T>>((resolve) => (settle = resolve));

  const run = async (): Promise<void> => {
    handle = null;
    if (cancelled) return;
    ticks += 1;
    const tick = ticks;
    try {
      last = { result: await options.check(tick) };
    } catch (error) {
      last = { error };
    }
    if (cancelled) return;
    options.onTick?.(tick, last);
    if ('result' in last && options.isDone?.(last.result)) return settle({ outcome: 'done', result: last.result, ticks });
    if (ticks >= options.maxTicks) return settle({ outcome: 'exhausted', last, ticks });
    handle = timers.setTimeout(() => void run(), options.intervalMs);
  };

  if (options.maxTicks < 1) settle({ outcome: 'exhausted', last: null, ticks: 0 });
  else if (options.immediate === false) handle = timers.setTimeout(() => void run(), options.intervalMs);
  else void run();

  return {
    finished,
    cancel() {
      if (cancelled) return;
      cancelled = true;
      if (handle !== null) timers.clearTimeout(handle);
      settle({ outcome: 'cancelled', ticks });
    },
  };
}

/** SPEC §9 polling figures, one place. */
export const POLLING = {
  /** getOrderStatus after a card payment: every 6 s, 30 s time-out, stop after 7 checks. */
  recharge: { intervalMs: 6_000, timeoutMs: 30_000, maxTicks: 7 },
  /** 101077 auto order status: every 6 s, up to 6 checks. */
  autoOrder: { intervalMs: 6_000, maxTicks: 6 },
  /** Balance after a wallet event: every 3 s, 10 ticks. */
  balance: { intervalMs: 3_000, maxTicks: 10 },
  /** 101067 recent winners of a ticker: every 20 s (draws are a minute apart), for an hour on one page. */
  winners: { intervalMs: 20_000, maxTicks: 180 },
  /**
   * A per-minute game's draw after its sales close (660202), then the player's orders of it
   * (101065 with its phase) until settled: every 5 s, for 2 minutes each, as draws are 10 s after
   * the close and settle at once.
   */
  drawOutcome: { intervalMs: 5_000, maxTicks: 24 },
} as const;
