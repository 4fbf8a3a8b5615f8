/**
 * The `lottery-types` attribute as numbers: comma (or space) separated, invalid entries and
 * duplicates dropped. Empty means every lottery.
 * @example parseLotteryTypes('72, 92,x,72') → [72, 92]
 */
export function parseLotteryTypes(value: string | undefined): number[] {
  if (!value) return [];
  const types = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(types)];
}
