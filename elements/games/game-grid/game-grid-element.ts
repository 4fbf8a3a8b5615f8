import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { GameGrid, type GameGridProps } from './game-grid';

/** Tag name of the game grid element. */
export const GAME_GRID_TAG = 'nl-game-grid';

/** Attributes `category` (lottery | scratch | e_instant), `heading-level` (1 on a category's own page, else 2) and `scroll-section` (a category to scroll to). */
export const gameGridElementOptions: ElementOptions<GameGridProps> = { props: { category: 'string', headingLevel: 'number', scrollSection: 'string' } };

/** The `<nl-game-grid>` element. */
export interface NlGameGridElement extends NlElement {
  category: 'lottery' | 'scratch' | 'e_instant' | undefined;
  headingLevel: number | undefined;
  scrollSection: 'lottery' | 'scratch' | 'e_instant' | undefined;
}

/**
 * Class of `<nl-game-grid>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-game-select
 * @fires nl-navigate-request - the game's `appPath`, unless `nl-game-select` was cancelled
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart grid - The grid.
 * @csspart section - One category's section; `data-category` names it.
 * @csspart card - Each game card button.
 * @csspart game-info - The body of the game info dialog a scratch card's or e-instant's card opens (icon, top prize, price range, Play demo, Play now).
 * @csspart dialog - The game info dialog.
 * @csspart error - The error message with its Retry button.
 * @csspart empty - The message shown when there is nothing to list.
 */
export const NlGameGrid = /* @__PURE__ */ createElementClass(GameGrid, gameGridElementOptions);

/**
 * Registers <nl-game-grid>; safe to call again. Returns its class. The build's
 * `elements/games/game-grid/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineGameGrid() {
  return defineElement(GAME_GRID_TAG, GameGrid, gameGridElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-game-grid': NlGameGridElement;
  }
}
