/** The part of WebCrypto an idempotency key needs; `randomUUID` is missing in older webviews. */
export interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array;
  randomUUID?: () => string;
}

/**
 * A new idempotency key for one money-moving request (a deposit opened, a withdrawal, an order):
 * sent again unchanged on every retry of that request, so a retry after a time-out has one
 * effect, and made anew for a new attempt. A random UUID (36 characters); where the platform has
 * no `crypto.randomUUID` (webviews older than Chrome 92 or iOS 15.4, and pages not served over
 * HTTPS, where it is withheld) 16 random bytes as hex (32 characters) from the same secure source.
 * Either fits the contract's `[A-Za-z0-9_-]{16,64}` (`idempotencyKeyField`).
 *
 * @param random the random source; default `globalThis.crypto`
 * @example newIdempotencyKey() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function newIdempotencyKey(random: RandomSource | undefined = globalThis.crypto): string {
  if (!random) throw new Error('No secure random source (crypto.getRandomValues) to make an idempotency key');
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
