/**
 * Easy Pick: a random valid line for a play type, from a random source the caller injects
 * (Math.random in the bet slip, a seeded generator in tests, crypto on a server).
 */
import type { GameDefinition } from './catalogue';
import { playTypeOf, rulesOf, type NumberPool } from './play-types';

/** Uniform numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

function randomBelow(random: RandomSource, n: number): number {
  return Math.min(n - 1, Math.max(0, Math.floor(random() * n)));
}

/** `count` different numbers of [min, max], ascending (a partial Fisher-Yates shuffle). */
function distinctNumbers(random: RandomSource, min: number, max: number, count: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = 0; i < count; i += 1) {
    const j = i + randomBelow(random, pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

function shuffle<T>(random: RandomSource, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomBelow(random, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** Repeat counts of n digits (largest first) whose distinct orders number `ways`: Any 3 of Pick 3 is [2, 1]. */
function patternFor(n: number, ways: number): number[] {
  const search = (left: number, largest: number): number[][] =>
    left === 0 ? [[]] : Array.from({ length: Math.min(left, largest) }, (_, i) => Math.min(left, largest) - i)
      .flatMap((part) => search(left - part, part).map((rest) => [part, ...rest]));
  const found = search(n, n).find((parts) => parts.reduce((w, p) => w / factorial(p), factorial(n)) === ways);
  if (!found) throw new RangeError(`no pattern of ${n} digits has ${ways} orders`);
  return found;
}

function poolNumbers(random: RandomSource, pool: NumberPool): number[] {
  if (pool.distinct) return distinctNumbers(random, pool.min, pool.max, pool.count);
  return Array.from({ length: pool.count }, () => pool.min + randomBelow(random, pool.max - pool.min + 1));
}

/**
 * A random line that `validatePlan` accepts, at the game's smallest multiple. A Quick Five group
 * gets the fewest numbers it takes (one more than its size).
 *
 * @example easyPick(gameByKey('super-diamond')!, 8201, Math.random) // { numbers: [2, 7, 11, 19, 4], multiple: 1 }
 */
export function easyPick(game: GameDefinition, playTypeCode: number, random: RandomSource): { numbers: number[]; multiple: number } {
  const playType = playTypeOf(game, playTypeCode);
  if (!playType) throw new RangeError(`game ${game.key} has no play type ${playTypeCode}`);
  const multiple = rulesOf(game).multiples[0]!;
  if (playType.rule.kind === 'box') {
    const pool = playType.pools[0]!;
    const pattern = patternFor(pool.count, playType.rule.ways);
    const digits = distinctNumbers(random, pool.min, pool.max, pattern.length);
    return { numbers: shuffle(random, pattern.flatMap((times, i) => Array<number>(times).fill(digits[i]!))), multiple };
  }
  return { numbers: playType.pools.flatMap((pool) => poolNumbers(random, pool)), multiple };
}
