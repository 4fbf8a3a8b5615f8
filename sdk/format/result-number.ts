/**
 * One drawn number for display: a missing number shows `?`, a leading zero is dropped.
 * @example formatResultNumber(null) === '?'; formatResultNumber('07') === '7'; formatResultNumber(0) === '0'
 */
export function formatResultNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '?';
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return '?';
  return String(Number.parseInt(text, 10));
}
