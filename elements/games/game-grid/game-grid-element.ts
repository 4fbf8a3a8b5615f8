import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { GameGrid, type GameGridProps } from './game-grid';

/** Tag name of the game grid element. */
export const GAME_GRID_TAG = 'nl-game-grid';

/** Attribute `category` (lottery | scratch | e_instant). */
export const gameGridElementOptions: ElementOptions<GameGridProps> = { props: { category: 'string' } };

/** The `<nl-game-grid>` element. */
export interface NlGameGridElement extends NlElement {
  category: 'lottery' | 'scratch' | 'e_instant' | undefined;
}

/** Class of `<nl-game-grid>`. Events: `nl-game-select`, then `nl-navigate-request` unless cancelled. */
export const NlGameGrid = /* @__PURE__ */ createElementClass(GameGrid, gameGridElementOptions);
