import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { readSetting } from '../../settings/table';

/**
 * Password hashing with scrypt (memory-hard, from node:crypto): N = 2^15, r = 8, p = 1 (32 MiB
 * and about 50-100 ms per hash), a random 16-byte salt per password, a 32-byte key, compared in
 * constant time. Stored as `scrypt$15$8$1$<salt base64url>$<key base64url>`, so the cost can be
 * raised later while old hashes still verify. PASSWORD_HASH_COST sets log2 N (the test suites
 * use 10; main.ts refuses less than 15 in production).
 */
const LOG2_N = readSetting('PASSWORD_HASH_COST');
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  // maxmem must exceed 128 * N * r (32 MiB here).
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Hashes a password for storage.
 *
 * @example const stored = await hashPassword('Str0ng!pass'); // 'scrypt$15$8$1$…$…'
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, LOG2_N, R, P);
  return `scrypt$${LOG2_N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** True when `password` matches `stored`; false for a malformed or missing hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [log2N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![log2N, r, p].every((n) => Number.isInteger(n) && n > 0) || log2N > 20) return false;
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length !== KEY_BYTES) return false;
  const actual = await derive(password, Buffer.from(parts[4]!, 'base64url'), log2N, r, p);
  return timingSafeEqual(actual, expected);
}

/** A hash of nothing, checked when the account is unknown so the answer takes as long. */
let decoy: Promise<string> | undefined;

/** Spends the time of one check (unknown account): the answer time must not reveal accounts. */
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await decoy);
}
