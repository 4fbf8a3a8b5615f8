/**
 * Pages needed for `total` items, `size` per page (at least one, so an empty list still has a
 * page to show its empty state on).
 * @example pageCount(23, 10) === 3; pageCount(0, 10) === 1
 */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * Which ways a pager can move from `page` (1-based) of `pages`.
 * @example pagerMoves(1, 3) // { previous: false, next: true }
 */
export function pagerMoves(page: number, pages: number): { previous: boolean; next: boolean } {
  return { previous: page > 1, next: page < pages };
}
