/**
 * Byte helpers of the draw verifier over WebCrypto (`globalThis.crypto.subtle`), so the same code
 * runs in browsers and in Node 20+ without a `node:` import.
 */

const HEX = /^(?:[0-9a-f]{2})*$/;

/** Lowercase hex of bytes. @example toHex(new Uint8Array([1, 255])) === '01ff' */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/**
 * Bytes of lowercase hex text; throws a RangeError on anything else (odd length, upper case,
 * other characters), so two spellings of one value cannot both verify.
 *
 * @example fromHex('01ff') // Uint8Array [1, 255]
 */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  if (!HEX.test(hex)) throw new RangeError('expected lowercase hex text of whole bytes');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto (crypto.subtle) is not available: use a secure context (https) or Node 20+');
  return s;
}

/** SHA-256 of bytes. */
export async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await subtle().digest('SHA-256', bytes));
}

/** An HMAC-SHA256 signer keyed once, for many messages. */
export async function hmacSha256(key: Uint8Array<ArrayBuffer>): Promise<(message: Uint8Array<ArrayBuffer>) => Promise<Uint8Array<ArrayBuffer>>> {
  const k = await subtle().importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return async (message) => new Uint8Array(await subtle().sign('HMAC', k, message));
}
