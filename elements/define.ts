/**
 * Registers every `<nl-*>` element (side effect on import). To ship only some elements, import
 * their own `define` modules instead, e.g. `elements/results/define`.
 *
 * The feature modules are called, not merely imported: a bundler that treats them as free of
 * side effects would otherwise drop a bare `import './header/define'`.
 * @example import '@nl/lottery/elements/define';
 */
import { defineFooter } from './footer/define';
import { defineGameCard } from './games/game-card/define';
import { defineGameGrid } from './games/game-grid/define';
import { defineHeader } from './header/define';
import { defineResults } from './results/define';

/** Registers every element; safe to call again. */
export function defineAllElements(): void {
  defineHeader();
  defineFooter();
  defineGameCard();
  defineGameGrid();
  defineResults();
}

defineAllElements();
