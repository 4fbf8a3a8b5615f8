/**
 * Registers `<nl-game-card>` alone (side effect on import; or call the exported
 * function).
 * @example import '@nl/lottery/elements/games/game-card/define';
 */
import { defineElement } from '../../base/define-element';
import { GameCardLoader } from './game-card-loader';
import { GAME_CARD_TAG, gameCardElementOptions, type NlGameCardElement } from './game-card-element';

/** Registers <nl-game-card>; safe to call again. Returns its class. */
export function defineGameCard() {
  return defineElement(GAME_CARD_TAG, GameCardLoader, gameCardElementOptions);
}

defineGameCard();

declare global {
  interface HTMLElementTagNameMap {
    'nl-game-card': NlGameCardElement;
  }
}
