import type { GameDefinition } from '../games/catalogue';
import { fromHex, hmacSha256, utf8 } from './bytes';
import { isDrawSeed } from './commitment';

/** How a game's result is made: the `result` of its catalogue entry (sdk/games/catalogue.ts). */
export type ResultSpec = GameDefinition['result'];

/** Which draw a seed belongs to: part of every HMAC message, so one seed never serves two draws. */
export interface DrawIdentity {
  /** The game's own lottery type (67 for Color Prediction, never its alias 93). */
  lotteryType: number;
  /** Phase name, e.g. `20260314001` or `202603140926`. */
  phase: string;
}

/** Blocks of 32 bytes one result may use before giving up (never reached: see below). */
const MAX_BLOCKS = 1_000;
const TWO_32 = 2 ** 32;

/**
 * A stream of uniform 32-bit words: HMAC-SHA256(key = seed bytes, message =
 * `${lotteryType}:${phase}:${counter}` in UTF-8) for counter 0, 1, 2 ..., each 32-byte block read
 * as eight big-endian unsigned 32-bit words.
 */
async function wordStream(seedHex: string, draw: DrawIdentity) {
  const sign = await hmacSha256(fromHex(seedHex));
  let counter = 0;
  let block: DataView | null = null;
  let offset = 32;
  return async (): Promise<number> => {
    if (offset === 32) {
      if (counter === MAX_BLOCKS) throw new Error('draw stream exhausted');
      const bytes = await sign(utf8(`${draw.lotteryType}:${draw.phase}:${counter}`));
      block = new DataView(bytes.buffer);
      counter += 1;
      offset = 0;
    }
    const word = block!.getUint32(offset);
    offset += 4;
    return word;
  };
}

/**
 * A uniform integer in [min, max] by rejection sampling: words at or above the largest multiple
 * of the range size below 2^32 are thrown away, so `word % size` has no modulo bias. With ranges
 * of at most 39 values a word is rejected with probability below 1e-8, and a result needs a few
 * words more than it has numbers (repeats of distinct draws), so MAX_BLOCKS (8,000 words) is
 * never reached in practice.
 */
async function uniform(next: () => Promise<number>, min: number, max: number): Promise<number> {
  const size = max - min + 1;
  const limit = TWO_32 - (TWO_32 % size);
  for (;;) {
    const word = await next();
    if (word < limit) return min + (word % size);
  }
}

/** `count` distinct integers of [min, max] (duplicates are drawn again), ascending. */
async function distinct(next: () => Promise<number>, count: number, min: number, max: number): Promise<number[]> {
  if (max - min + 1 < count) throw new RangeError(`cannot draw ${count} distinct numbers from ${min}-${max}`);
  const picked = new Set<number>();
  while (picked.size < count) picked.add(await uniform(next, min, max));
  return [...picked].sort((a, b) => a - b);
}

/**
 * The result of a draw, derived from its seed: the one function the server draws with and the
 * verifier re-computes with. Words come from {@link wordStream} in order: first the main numbers
 * (digit games: `count` digits with repeats, in draw order; other games: `count` distinct numbers,
 * ascending), then the `extra` pool's distinct numbers, ascending (Lucky Day's month, Super
 * Diamond's diamond), appended.
 *
 * @example
 * await deriveResult(seed, { lotteryType: 72, phase: '20260314001' }, gameByType(72)!.result) // e.g. [4, 0, 4]
 */
export async function deriveResult(seedHex: string, draw: DrawIdentity, spec: ResultSpec): Promise<number[]> {
  if (!isDrawSeed(seedHex)) throw new RangeError('a draw seed is 64 lowercase hex characters');
  const next = await wordStream(seedHex, draw);
  const main: number[] = [];
  if (spec.digits) {
    for (let i = 0; i < spec.count; i += 1) main.push(await uniform(next, spec.min, spec.max));
  } else {
    main.push(...(await distinct(next, spec.count, spec.min, spec.max)));
  }
  if (spec.extra) main.push(...(await distinct(next, spec.extra.count, spec.extra.min, spec.extra.max)));
  return main;
}
