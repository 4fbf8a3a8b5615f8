import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { GameDefinition } from '../../../../sdk/games/catalogue';

/** `count` distinct integers in [min, max], ascending (order does not matter for these games). */
function distinct(count: number, min: number, max: number): number[] {
  if (max - min + 1 < count) throw new RangeError(`cannot draw ${count} distinct numbers from ${min}-${max}`);
  const picked = new Set<number>();
  while (picked.size < count) picked.add(randomInt(min, max + 1));
  return [...picked].sort((a, b) => a - b);
}

/**
 * Draws one result for a game with the operating system's CSPRNG (`crypto.randomInt`, which
 * rejects out-of-range samples, so no modulo bias). Digit games (`result.digits` in the SDK's
 * game catalogue) keep draw order and allow repeats; other games draw distinct numbers, then the
 * `extra` part (Lucky Day month, Super Diamond diamond) is appended.
 */
export function drawResult(game: GameDefinition): number[] {
  const { count, min, max, digits, extra } = game.result;
  const main = digits
    ? Array.from({ length: count }, () => randomInt(min, max + 1))
    : distinct(count, min, max);
  return extra ? [...main, ...distinct(extra.count, extra.min, extra.max)] : main;
}

/** A fresh draw seed (32 random bytes, hex) and its commitment: SHA-256 of the seed's hex text. */
export function newDrawSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: createHash('sha256').update(seed, 'utf8').digest('hex') };
}
