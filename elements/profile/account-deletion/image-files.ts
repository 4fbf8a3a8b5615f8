import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '../../../sdk/commands/profile';

/** A content type the gateway accepts for uploads (JPEG or PNG). */
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Most images one deletion request carries (requestAccountDeletion accepts 1 to 5 documents). */
export const MAX_DELETION_FILES = 5;

/** Why a chosen file was refused; each has a message under `profile.deletion.refused.<reason>`. */
export type RefusalReason = 'type' | 'content' | 'size' | 'empty';

export type ImageCheck = { ok: true; contentType: UploadContentType; bytes: Uint8Array } | { ok: false; reason: RefusalReason };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/**
 * The image type the first bytes prove, whatever the file is called: PNG (`89 50 4E 47 0D 0A 1A
 * 0A`) or JPEG (`FF D8 FF`); null for anything else.
 * @example sniffImageType(new TextEncoder().encode('hello')) === null
 */
export function sniffImageType(bytes: Uint8Array): UploadContentType | null {
  const startsWith = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (startsWith(PNG_SIGNATURE)) return 'image/png';
  if (startsWith(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

function isUploadType(type: string): type is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);
}

async function bytesOf(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  // Older engines: FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Checks a chosen file before it is uploaded: the browser's type must be JPEG or PNG, the size
 * 1 byte to 5 MiB, and the first bytes must really be a JPEG or PNG (a text file renamed
 * `.png` is refused). The type sent is the one the bytes prove.
 */
export async function checkImageFile(file: File): Promise<ImageCheck> {
  if (!isUploadType(file.type)) return { ok: false, reason: 'type' };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'size' };
  const bytes = await bytesOf(file);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, reason: 'size' };
  const contentType = sniffImageType(bytes);
  if (!contentType) return { ok: false, reason: 'content' };
  return { ok: true, contentType, bytes };
}

/** Base64 of bytes, in slices so a 5 MiB image does not overflow the argument list of `fromCharCode`. */
export function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}

/**
 * A file size for people: `340 KB`, `1.2 MB` (digits stay Latin, as the product's amounts do);
 * the unit is translated by the caller.
 */
export function fileSizeParts(bytes: number): { size: string; unit: 'kb' | 'mb' } {
  if (bytes < 1024 * 1024) return { size: String(Math.max(1, Math.round(bytes / 1024))), unit: 'kb' };
  return { size: (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, ''), unit: 'mb' };
}
