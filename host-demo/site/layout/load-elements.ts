/**
 * Registers elements on demand: each page asks only for the elements it shows, so the first
 * page load does not carry every element's code.
 */
const loaders = {
  header: () => import('../../../elements/header/define'),
  footer: () => import('../../../elements/footer/define'),
  'game-grid': () => import('../../../elements/games/game-grid/define'),
  results: () => import('../../../elements/results/define'),
} as const;

export type ElementName = keyof typeof loaders;

export function loadElements(names: readonly ElementName[]): Promise<unknown[]> {
  return Promise.all(names.map((name) => loaders[name]()));
}
