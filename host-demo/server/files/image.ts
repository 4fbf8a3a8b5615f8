/**
 * Checks uploaded images by their bytes, never by their name or declared type: a JPEG starts
 * with FF D8 FF, a PNG with the 8-byte signature 89 50 4E 47 0D 0A 1A 0A.
 */
import { MAX_UPLOAD_BYTES } from '../../../sdk/commands/profile';

export type ImageContentType = 'image/jpeg' | 'image/png';

export type ImageCheck =
  | { ok: true; contentType: ImageContentType; bytes: Buffer }
  | { ok: false; reason: 'empty' | 'not-base64' | 'too-large' | 'not-image' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type the bytes start with, or null. */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.equals(Buffer.from(bytes.subarray(0, 8)))) return 'image/png';
  return null;
}

/**
 * Decodes base64 (optionally a `data:...;base64,` URL) and checks it is a JPEG or PNG of at most
 * `maxBytes` (5 MiB by default).
 *
 * @example decodeImage(pngBase64) // { ok: true, contentType: 'image/png', bytes }
 */
export function decodeImage(base64: string, maxBytes: number = MAX_UPLOAD_BYTES): ImageCheck {
  const body = base64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (body.length === 0) return { ok: false, reason: 'empty' };
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return { ok: false, reason: 'not-base64' };
  // Refuse before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((body.length * 3) / 4) - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0) > maxBytes) {
    return { ok: false, reason: 'too-large' };
  }
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > maxBytes) return { ok: false, reason: 'too-large' };
  const contentType = sniffImageType(bytes);
  return contentType ? { ok: true, contentType, bytes } : { ok: false, reason: 'not-image' };
}
