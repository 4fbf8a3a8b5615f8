/**
 * A new idempotency key for one confirmed withdrawal: a random UUID (36 characters of hex and
 * dashes, within the contract's `[A-Za-z0-9_-]{16,64}`). Sent again unchanged on every retry of
 * that withdrawal, so a retry after a time-out has one effect (issue 8).
 *
 * @example newIdempotencyKey() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  // Older webviews: 16 random bytes as hex (32 characters) from the same secure source.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
