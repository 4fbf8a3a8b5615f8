import type { StorageLike } from '../../sdk';

/** A time (epoch ms) kept in storage as text; null when missing or unreadable. */
export function readStoredTime(storage: StorageLike, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null || raw.trim() === '') return null;
  const at = Number(raw);
  return Number.isFinite(at) ? at : null;
}
