/**
 * Throughput of two ways of doing the same work, measured side by side (tests/bench/*.bench.ts):
 * `players` workers each, after a warm-up of each side, in {@link ROUNDS} alternating rounds.
 */

/** Purchases each worker makes before the measured rounds, per side. */
export const WARM_UP = 10;

export interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** `players` workers, each running `perPlayer` purchases one after another; warm-up unmeasured. */
export const ROUNDS = 5;

/**
 * Both sides, `players` workers each, after a warm-up of each; measured in {@link ROUNDS}
 * alternating rounds (gateway, raw, gateway, ...) so that drift on a shared machine (other
 * processes, the disk's flush time, which decides how fast commits go) weighs on both alike.
 */
export async function measurePair(players: number, perPlayer: number, sides: [(player: number) => Promise<void>, (player: number) => Promise<void>]): Promise<[Figures, Figures]> {
  for (const buy of sides) {
    await Promise.all(Array.from({ length: players }, async (_, p) => {
      for (let i = 0; i < WARM_UP; i++) await buy(p);
    }));
  }
  const latencies: [number[], number[]] = [[], []];
  const elapsed = [0, 0];
  const perRound = Math.max(1, Math.ceil(perPlayer / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const k of [0, 1] as const) {
      const started = performance.now();
      await Promise.all(Array.from({ length: players }, async (_, p) => {
        for (let i = 0; i < perRound; i++) {
          const t0 = performance.now();
          await sides[k](p);
          latencies[k].push(performance.now() - t0);
        }
      }));
      elapsed[k]! += performance.now() - started;
    }
  }
  const figures = (k: 0 | 1): Figures => {
    const sorted = latencies[k].sort((a, b) => a - b);
    return { perSecond: (sorted.length / elapsed[k]!) * 1000, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
  return [figures(0), figures(1)];
}
