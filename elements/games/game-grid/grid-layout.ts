import type { GameApp } from '../../../sdk';

/** Grid sections, in display order. */
export const CATEGORIES = ['lottery', 'scratch', 'e_instant'] as const;
export type GameCategory = (typeof CATEGORIES)[number];

/** Largest count with a layout of its own; more cards use the regular `layout-many` grid. */
export const MAX_DISTINCT_LAYOUT = 7;

/**
 * CSS class of a grid of `count` cards: `layout-1` … `layout-7` each have their own template
 * (hero, halves, thirds, quarters, 2+3, 3+3, 3+4), `layout-many` is a regular grid.
 * @example layoutClass(5) === 'layout-5'; layoutClass(9) === 'layout-many'
 */
export function layoutClass(count: number): string {
  if (count >= 1 && count <= MAX_DISTINCT_LAYOUT) return `layout-${count}`;
  return count <= 0 ? 'layout-0' : 'layout-many';
}

/**
 * Cards shown per section before "Show all" (SPEC §2): 3, or 4 when both the e-instant and the
 * scratch-card lists have more than 3 games, so the two long sections fill a row each.
 */
export function sectionLimit(apps: readonly GameApp[]): 3 | 4 {
  const count = (category: GameCategory) => apps.filter((app) => app.category === category).length;
  return count('e_instant') > 3 && count('scratch') > 3 ? 4 : 3;
}

/** The non-empty categories with their games, in {@link CATEGORIES} order, keeping the server's order within each. */
export function groupByCategory(apps: readonly GameApp[]): { category: GameCategory; apps: GameApp[] }[] {
  return CATEGORIES.map((category) => ({ category, apps: apps.filter((app) => app.category === category) })).filter((group) => group.apps.length > 0);
}

export function isCategory(value: unknown): value is GameCategory {
  return (CATEGORIES as readonly unknown[]).includes(value);
}
