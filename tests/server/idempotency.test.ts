import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from '../../host-demo/server/domains/idempotency';

describe('the fingerprint of a request under an idempotency key', () => {
  it('writes one text for one request whatever order its fields came in, leaving out undefined members', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }, null], e: 'x"y' })).toBe('{"a":[{"d":2},null],"b":1,"e":"x\\"y"}');
    expect(canonicalJson({ z: { y: 1, x: 2 }, w: [3, 2, 1] })).toBe(canonicalJson({ w: [3, 2, 1], z: { x: 2, y: 1 } }));
  });

  it('is the same without the key itself and the fields left out, and differs for anything else', () => {
    const order = { appKey: 'pick3', selections: [{ numbers: [1, 2, 3], multiple: 1 }], drawCount: 1, amount: 200 };
    const hash = requestFingerprint({ ...order, idempotencyKey: 'first-key-00000001' });
    expect(hash).toHaveLength(32);
    expect(requestFingerprint({ idempotencyKey: 'other-key-00000002', ...order }).equals(hash)).toBe(true);
    expect(requestFingerprint({ ...order, drawCount: 2, amount: 400 }).equals(hash)).toBe(false);
    expect(requestFingerprint({ ...order, selections: [{ numbers: [3, 2, 1], multiple: 1 }] }).equals(hash)).toBe(false);
    const withdrawal = { accountId: '7', amount: 30_000, channelType: 801 };
    expect(requestFingerprint({ ...withdrawal, code: '111111' }, ['code']).equals(requestFingerprint({ ...withdrawal, code: '222222' }, ['code']))).toBe(true);
  });
});
