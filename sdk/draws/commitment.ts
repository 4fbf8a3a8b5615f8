import { fromHex, sha256, toHex } from './bytes';

/** A draw seed: 32 random bytes written as 64 lowercase hex characters. */
const SEED = /^[0-9a-f]{64}$/;

/** Whether `seed` is a well-formed draw seed (64 lowercase hex characters). */
export function isDrawSeed(seed: string): boolean {
  return SEED.test(seed);
}

/**
 * The commitment to a draw seed, published before sales close: SHA-256 of the seed's 32 bytes
 * (not of its hex text), as 64 lowercase hex characters. Anyone can recompute it once the seed is
 * revealed, e.g. `printf %s "$seed" | xxd -r -p | sha256sum`.
 *
 * @example await seedCommitment('00'.repeat(32)) === '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925'
 */
export async function seedCommitment(seedHex: string): Promise<string> {
  if (!isDrawSeed(seedHex)) throw new RangeError('a draw seed is 64 lowercase hex characters');
  return toHex(await sha256(fromHex(seedHex)));
}

/**
 * A fresh draw seed from the platform's CSPRNG (`crypto.getRandomValues`) with its commitment.
 * The server keeps the seed secret until the draw and publishes the commitment at once.
 *
 * @example const { seed, seedHash } = await newDrawSeed();
 */
export async function newDrawSeed(): Promise<{ seed: string; seedHash: string }> {
  const seed = toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
  return { seed, seedHash: await seedCommitment(seed) };
}
