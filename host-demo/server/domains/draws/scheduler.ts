import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { runDrawEngine, type EnginePass } from './draw-engine';
import { acquireLease, releaseLease } from './leader-lease';
import type { DrawnPhase } from './reveal-draws';
import { NO_TICKETS, type TicketSource } from './ticket-source';

/** Timers, injected so tests drive the loop themselves. */
export interface SchedulerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Work of other domains the leader runs after each pass of the draw engine, in the same process
 * and under the same lease (e.g. the grand prize expiry, orders/expire-grand-prizes.ts). A job
 * must be set-based and idempotent: a leader that dies mid-run leaves it to the next one.
 */
export interface LeaderJob {
  name: string;
  /** Runs the job at `now`; returns how many rows it changed. */
  run(db: Database, now: number): Promise<number>;
}

export interface DrawSchedulerOptions {
  db: Database;
  clock: Clock;
  /** Default: the global timers. */
  timers?: SchedulerTimers;
  /** Tickets at sales close. Default {@link NO_TICKETS} until orders exist. */
  tickets?: TicketSource;
  /** This process's name in the lease. Default: a random id. */
  holder?: string;
  /** How long leadership lasts without renewal. Default 15 s. */
  leaseMs?: number;
  /** Time between passes. Default 1 s: per-minute draws happen within a second of their time. */
  intervalMs?: number;
  /** Told of every phase drawn, after its commit (settlement and results events plug in here). */
  onDrawn?: (phase: DrawnPhase) => void;
  /** Run by the leader after each pass, in order. Default: none. */
  jobs?: readonly LeaderJob[];
  /** Told of a failed pass; the loop goes on. Default: console.error. */
  onError?: (error: unknown) => void;
}

/** A pass: null when another process leads; `jobs`: rows each leader job changed, by name. */
export type SchedulerPass = (EnginePass & { jobs: Record<string, number> }) | null;

export interface DrawScheduler {
  /** Starts the loop (a pass now, then every `intervalMs`). */
  start(): void;
  /** One pass now, if this process leads (takes or renews the lease first). */
  runOnce(): Promise<SchedulerPass>;
  /** Stops the loop, waits for a running pass, and gives the lease up. */
  stop(): Promise<void>;
}

/** The lease name of the draw scheduler in scheduler_leases. */
export const DRAW_SCHEDULER_LEASE = 'draw-scheduler';

/**
 * The draw scheduler of one process: every `intervalMs` it takes or renews the leader lease and,
 * while it leads, runs the draw engine for every game of the catalogue, then its `jobs`. Of several processes on
 * one PostgreSQL one leads; when it stops (or dies, after its lease expires) another takes over
 * and catches up. On PGlite the single process leads.
 *
 * @example
 * const scheduler = createDrawScheduler({ db, clock: systemClock });
 * scheduler.start();
 * // on shutdown: await scheduler.stop();
 */
export function createDrawScheduler(options: DrawSchedulerOptions): DrawScheduler {
  const { db, clock } = options;
  const timers = options.timers ?? { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) };
  const holder = options.holder ?? randomUUID();
  const leaseMs = options.leaseMs ?? 15_000;
  const intervalMs = options.intervalMs ?? 1_000;
  const onError = options.onError ?? ((error) => console.error('draw scheduler pass failed', error));
  let timer: unknown = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function runOnce(): Promise<SchedulerPass> {
    const now = clock.now();
    if (!(await acquireLease(db, DRAW_SCHEDULER_LEASE, holder, now, leaseMs))) return null;
    const pass = await runDrawEngine(db, now, options.tickets ?? NO_TICKETS);
    for (const phase of pass.drawn) options.onDrawn?.(phase);
    const jobs: Record<string, number> = {};
    for (const job of options.jobs ?? []) jobs[job.name] = await job.run(db, now);
    return { ...pass, jobs };
  }

  function loop(): void {
    if (stopped) return;
    running = runOnce()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = timers.setTimeout(loop, intervalMs);
      });
  }

  return {
    start() {
      stopped = false;
      loop();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      await running;
      await releaseLease(db, DRAW_SCHEDULER_LEASE, holder).catch(onError);
    },
  };
}
