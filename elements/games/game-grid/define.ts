/**
 * Registers `<nl-game-grid>` alone (side effect on import; or call the exported
 * function).
 * @example import '@nl/lottery/elements/games/game-grid/define';
 */
import { defineElement } from '../../base/define-element';
import { GameGrid } from './game-grid';
import { GAME_GRID_TAG, gameGridElementOptions, type NlGameGridElement } from './game-grid-element';

/** Registers <nl-game-grid>; safe to call again. Returns its class. */
export function defineGameGrid() {
  return defineElement(GAME_GRID_TAG, GameGrid, gameGridElementOptions);
}

defineGameGrid();

declare global {
  interface HTMLElementTagNameMap {
    'nl-game-grid': NlGameGridElement;
  }
}
