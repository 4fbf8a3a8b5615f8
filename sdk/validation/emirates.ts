/**
 * The seven emirates, offered as a list when an address is in the UAE. The value stored and sent
 * is the English name (the same text a player elsewhere types as a state); the label is the
 * translation `common.emirates.<key>`. Registration and edit-address both use this list.
 */
export const EMIRATES = [
  { key: 'abuDhabi', value: 'Abu Dhabi' },
  { key: 'dubai', value: 'Dubai' },
  { key: 'sharjah', value: 'Sharjah' },
  { key: 'ajman', value: 'Ajman' },
  { key: 'ummAlQuwain', value: 'Umm Al Quwain' },
  { key: 'rasAlKhaimah', value: 'Ras Al Khaimah' },
  { key: 'fujairah', value: 'Fujairah' },
] as const;

/** ISO code of the United Arab Emirates: residence of every Emirates ID holder. */
export const UAE = 'AE';

/** Translation key of an emirate's name. @example emirateLabelKey('dubai') === 'common.emirates.dubai' */
export function emirateLabelKey(value: string): string | null {
  const normalized = value.trim().toLowerCase().replace(/[\s-]+/g, ' ');
  const emirate = EMIRATES.find((e) => e.value.toLowerCase() === normalized || e.key.toLowerCase() === normalized.replace(/ /g, ''));
  return emirate ? `common.emirates.${emirate.key}` : null;
}

/** The list value of an emirate written another way (`dubai`, `Ras-Al-Khaimah`); else as given. */
export function canonicalEmirate(value: string): string {
  const key = emirateLabelKey(value);
  return EMIRATES.find((e) => `common.emirates.${e.key}` === key)?.value ?? value;
}
