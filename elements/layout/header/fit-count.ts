/**
 * How many items of a row fit, in order, into `available` pixels: all of them when they fit as
 * they are, else as many as fit beside the "More" button (`moreWidth`) that lists the rest.
 * `gap` is the space between neighbours. The header's tabs use it so the bar never wraps.
 *
 * @example fitCount([80, 90, 60], 300, 70, 4) === 3
 * @example fitCount([80, 90, 60], 200, 70, 4) === 1 // 80 + 4 + 70 fits, 80 + 90 + 70 does not
 */
export function fitCount(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const rowWidth = (count: number) => widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (rowWidth(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && rowWidth(count) + gap + moreWidth > available) count -= 1;
  return count;
}
