import { ENCRYPTED_PREFIX } from '../commands/envelope';

/**
 * Encrypts a command's message for the gateway. RSA alone cannot carry a long payload, so a random
 * AES-256-GCM content key encrypts the message and the server's RSA public key (OAEP, SHA-256,
 * via jsencrypt) wraps the content key.
 *
 * Wire form: `ENC1.<b64 wrapped key>.<b64 iv>.<b64 ciphertext+tag>`.
 *
 * @example const wire = await encryptMessage(config.encryptPublicKey, encodeMessage(inner));
 */
export async function encryptMessage(publicKeyPem: string, plaintext: string): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const rawKey = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const key = await subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plaintext)));
  // Loaded on first use: most pages never encrypt, and jsencrypt is a large share of the SDK.
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const wrapped = rsa.encryptOAEP(toBase64(rawKey));
  if (!wrapped) throw new Error('Encryption failed: encryptPublicKey is not a valid RSA public key');
  return `${ENCRYPTED_PREFIX}${wrapped}.${toBase64(iv)}.${toBase64(sealed)}`;
}

export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
