import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../sdk';
import { idempotencyKeyField } from '../../sdk/commands/wallet';

/** What the gateway accepts (sdk/commands/wallet.ts): 16 to 64 of letters, digits, '_' and '-'. */
const accepted = (key: string) => idempotencyKeyField.safeParse(key).success;

/** WebCrypto as older webviews and plain-HTTP pages have it: random bytes, no randomUUID. */
const withoutRandomUUID = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => webcrypto.getRandomValues(array) };

describe('newIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a random UUID where the platform has crypto.randomUUID', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(accepted(key)).toBe(true);
  });

  it('without crypto.randomUUID (older webviews) uses crypto.getRandomValues instead of failing', () => {
    vi.stubGlobal('crypto', withoutRandomUUID);
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('without crypto.randomUUID is 16 secure random bytes as hex, which the gateway accepts', () => {
    const key = newIdempotencyKey(withoutRandomUUID);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(accepted(key)).toBe(true);
  });

  it('is new on every call, with or without crypto.randomUUID', () => {
    const keys = Array.from({ length: 50 }, (_, i) => (i % 2 ? newIdempotencyKey() : newIdempotencyKey(withoutRandomUUID)));
    expect(new Set(keys).size).toBe(50);
  });

  it('reads the random bytes from the source it is given', () => {
    const zeros = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => array };
    expect(newIdempotencyKey(zeros)).toBe('0'.repeat(32));
  });

  it('says so when the platform has no secure random source at all', () => {
    vi.stubGlobal('crypto', undefined);
    expect(() => newIdempotencyKey()).toThrow(/secure random source/);
  });
});
