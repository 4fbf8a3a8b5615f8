/**
 * Scratch-card pools that are fair by construction (issue 20): a pool is the table's outcomes
 * shuffled by a secret CSPRNG seed. Before the first sale the gateway publishes the seed's hash and
 * the Merkle root of the ordered outcomes; a purchase takes the next unsold card; when the pool
 * closes the seed is revealed, and anyone can rebuild the order and check any card. Over WebCrypto
 * (sdk/draws/bytes.ts), so it runs in browsers and in Node 20+.
 */
import { fromHex, hmacSha256, sha256, toHex, utf8 } from '../draws/bytes';
import { isDrawSeed, seedCommitment } from '../draws/commitment';
import type { ProofStep } from '../draws/ticket-tree';
import { poolSize, prizeTableProblem, unshuffledOutcomes, type PrizeTable } from './prize-table';

export type { ProofStep };

const TWO_32 = 2 ** 32;
const LEAF = 0x00;
const NODE = 0x01;

/**
 * Uniform 32-bit words: HMAC-SHA256(key = seed bytes, message = `scratch:${counter}`) for counter
 * 0, 1, 2 …, each 32-byte block read as eight big-endian words. The "scratch:" prefix keeps the
 * stream apart from a draw's (`type:phase:counter`).
 */
async function wordStream(seedHex: string): Promise<() => Promise<number>> {
  const sign = await hmacSha256(fromHex(seedHex));
  let counter = 0;
  let block: DataView | null = null;
  let offset = 32;
  return async () => {
    if (offset === 32) {
      block = new DataView((await sign(utf8(`scratch:${counter}`))).buffer);
      counter += 1;
      offset = 0;
    }
    const word = block!.getUint32(offset);
    offset += 4;
    return word;
  };
}

/**
 * The table's outcomes in the order cards are sold: Fisher–Yates from the last position down,
 * position i swapped with a uniform j in [0, i] drawn by rejection sampling (no modulo bias) from
 * the seed's word stream. The same seed and table always give the same order.
 *
 * @example const order = await shuffledOutcomes(seed, table); // order[k] is card k's prize
 */
export async function shuffledOutcomes(seedHex: string, table: PrizeTable): Promise<number[]> {
  if (!isDrawSeed(seedHex)) throw new RangeError('a pool seed is 64 lowercase hex characters');
  const problem = prizeTableProblem(table);
  if (problem) throw new RangeError(problem);
  const out = unshuffledOutcomes(table);
  const next = await wordStream(seedHex);
  for (let i = out.length - 1; i > 0; i -= 1) {
    const size = i + 1;
    const limit = TWO_32 - (TWO_32 % size);
    let word = await next();
    while (word >= limit) word = await next();
    const j = word % size;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Hex SHA-256 of a card's leaf: `0x00` then the UTF-8 text `${cardIndex}:${prize}`, e.g. `41:2500`. */
export async function cardLeafHash(cardIndex: number, prize: number): Promise<string> {
  const text = utf8(`${cardIndex}:${prize}`);
  const bytes = new Uint8Array(text.length + 1);
  bytes[0] = LEAF;
  bytes.set(text, 1);
  return toHex(await sha256(bytes));
}

async function nodeHash(left: string, right: string): Promise<string> {
  const bytes = new Uint8Array(65);
  bytes[0] = NODE;
  bytes.set(fromHex(left), 1);
  bytes.set(fromHex(right), 33);
  return toHex(await sha256(bytes));
}

/** A pool's Merkle tree over its cards in sale order (not sorted: the order is what is committed). */
export interface PoolTree {
  root: string;
  count: number;
  /** The inclusion proof of card `cardIndex` (0-based), or null outside the pool. */
  proof(cardIndex: number): ProofStep[] | null;
}

/**
 * The Merkle tree of ordered outcomes: leaf k is card k ({@link cardLeafHash}), inner nodes
 * SHA-256(`0x01` ‖ left ‖ right), an odd last node carried up unchanged, as the draws' ticket tree.
 *
 * @example const { root } = await poolTree(await shuffledOutcomes(seed, table));
 */
export async function poolTree(outcomes: readonly number[]): Promise<PoolTree> {
  if (outcomes.length === 0) throw new RangeError('a pool holds at least one card');
  const levels: string[][] = [await Promise.all(outcomes.map((prize, i) => cardLeafHash(i, prize)))];
  while (levels[levels.length - 1]!.length > 1) {
    const level = levels[levels.length - 1]!;
    const pairs: Promise<string>[] = [];
    for (let i = 0; i + 1 < level.length; i += 2) pairs.push(nodeHash(level[i]!, level[i + 1]!));
    const up = await Promise.all(pairs);
    if (level.length % 2 === 1) up.push(level[level.length - 1]!);
    levels.push(up);
  }
  return {
    root: levels[levels.length - 1]![0]!,
    count: outcomes.length,
    proof(cardIndex) {
      if (!Number.isInteger(cardIndex) || cardIndex < 0 || cardIndex >= outcomes.length) return null;
      let index = cardIndex;
      const steps: ProofStep[] = [];
      for (const level of levels.slice(0, -1)) {
        const sibling = index % 2 === 0 ? index + 1 : index - 1;
        if (sibling < level.length) steps.push({ side: index % 2 === 0 ? 'right' : 'left', hash: level[sibling]! });
        index = Math.floor(index / 2);
      }
      return steps;
    },
  };
}

/** What the gateway publishes before a pool's first sale. */
export interface PoolCommitment {
  seedHash: string;
  root: string;
  cardCount: number;
}

/** A new pool: its secret seed, its commitment and its ordered outcomes (for the gateway). */
export interface OpenedPool extends PoolCommitment {
  seed: string;
  outcomes: number[];
}

/**
 * A fresh pool from the platform's CSPRNG (`crypto.getRandomValues`): the seed stays secret until
 * the pool closes, the commitment is published at once.
 *
 * @example const pool = await openPool(table); // publish pool.seedHash and pool.root
 */
export async function openPool(table: PrizeTable, seedHex?: string): Promise<OpenedPool> {
  const seed = seedHex ?? toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
  const outcomes = await shuffledOutcomes(seed, table);
  const tree = await poolTree(outcomes);
  return { seed, seedHash: await seedCommitment(seed), root: tree.root, cardCount: outcomes.length, outcomes };
}

/** A card as a player or the verifier page holds it. */
export interface CardClaim {
  root: string;
  cardIndex: number;
  prize: number;
  proof: readonly ProofStep[];
  /** The pool's seed once revealed (null or absent before), with the commitment published before the first sale. */
  seed?: string | null;
  seedHash?: string;
  /** The game's table, to rebuild the whole pool from the seed. */
  table?: PrizeTable;
}

export type CardFailure = 'proof' | 'seedHash' | 'shuffle' | 'malformed';

/** The verdict on a card: `ok`, or the first check it failed. */
export type CardVerdict = { ok: true; seedChecked: boolean } | { ok: false; failure: CardFailure };

/**
 * Checks a card against its pool: its leaf and proof reach the published root (it was card
 * `cardIndex` of the committed order, with that prize); and, when the seed is given, the seed's
 * hash is the published one and, with the table, the shuffle from that seed rebuilds the same root
 * with that prize at that index. A tampered prize, index, proof, seed or root fails.
 *
 * @example
 * const v = await verifyCard({ root, cardIndex: 41, prize: 2500, proof, seed, seedHash, table });
 * if (v.ok) …
 */
export async function verifyCard(claim: CardClaim): Promise<CardVerdict> {
  try {
    if (!Number.isSafeInteger(claim.cardIndex) || claim.cardIndex < 0 || !Number.isSafeInteger(claim.prize) || claim.prize < 0) {
      return { ok: false, failure: 'malformed' };
    }
    let hash = await cardLeafHash(claim.cardIndex, claim.prize);
    for (const step of claim.proof) {
      if ((step.side !== 'left' && step.side !== 'right') || !/^[0-9a-f]{64}$/.test(step.hash)) return { ok: false, failure: 'malformed' };
      hash = step.side === 'left' ? await nodeHash(step.hash, hash) : await nodeHash(hash, step.hash);
    }
    if (hash !== claim.root) return { ok: false, failure: 'proof' };
    if (claim.seed === undefined || claim.seed === null) return { ok: true, seedChecked: false };
    if (!isDrawSeed(claim.seed)) return { ok: false, failure: 'malformed' };
    if (claim.seedHash !== undefined && (await seedCommitment(claim.seed)) !== claim.seedHash) return { ok: false, failure: 'seedHash' };
    if (claim.table) {
      if (claim.cardIndex >= poolSize(claim.table)) return { ok: false, failure: 'shuffle' };
      const outcomes = await shuffledOutcomes(claim.seed, claim.table);
      if (outcomes[claim.cardIndex] !== claim.prize || (await poolTree(outcomes)).root !== claim.root) return { ok: false, failure: 'shuffle' };
    }
    return { ok: true, seedChecked: true };
  } catch {
    return { ok: false, failure: 'malformed' };
  }
}
