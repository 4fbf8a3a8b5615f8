import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { ENCRYPTED_PREFIX } from '../../../sdk/commands/envelope';

/** The gateway's RSA key pair; the public half is published in system config (010001). */
export interface MessageKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

/** A fresh 2048-bit pair, for development and tests; production loads its own from a secret store. */
export function generateMessageKeyPair(): MessageKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

export function isEncryptedMessage(message: string): boolean {
  return message.startsWith(ENCRYPTED_PREFIX);
}

/**
 * Opens a message sealed by the SDK's `encryptMessage`: unwraps the AES key with RSA-OAEP
 * (SHA-256), then decrypts and authenticates the AES-256-GCM body. Throws on any tampering.
 *
 * @example const plain = openEncryptedMessage(keys.privateKeyPem, body.message);
 */
export function openEncryptedMessage(privateKeyPem: string, message: string): string {
  const parts = message.slice(ENCRYPTED_PREFIX.length).split('.');
  if (parts.length !== 3) throw new Error('encrypted message must have three parts');
  const [wrapped, iv, sealed] = parts.map((p) => Buffer.from(p, 'base64')) as [Buffer, Buffer, Buffer];
  const keyBase64 = privateDecrypt({ key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped).toString();
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32 || iv.length !== 12 || sealed.length < 16) throw new Error('encrypted message has wrong sizes');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
}
