/**
 * Registers the game elements: one game alone, or every game of the catalogue. No side effect on
 * import. The package's `elements/games/<name>/define` modules, which the build writes from the
 * catalogue (scripts/element-modules.ts), register their game's tag and bet slip themselves
 * (`plainBetSlip`, `extendedBetSlip`), so that each carries its own game's code only.
 *
 * @example
 * import { defineGameElement } from './define-game-element';
 * defineGameElement('pick3'); // <nl-pick3> is now defined
 */
import { GAMES, type GameKey } from '../../../sdk';
import { defineElement, type NlElementConstructor } from '../../base/define-element';
import { gameBetSlip } from './game-bet-slip';
import { GAME_ELEMENT_OPTIONS, gameElementTag } from './game-element';

/** Registers one game's element, e.g. `<nl-pick3>`; safe to call again. Returns its class. */
export function defineGameElement(key: GameKey): NlElementConstructor {
  // The slip first: it refuses a key that is not a game before a tag is taken for it.
  const betSlip = gameBetSlip(key);
  return defineElement(gameElementTag(key), betSlip, GAME_ELEMENT_OPTIONS);
}

/** Registers the element of every game of the catalogue; safe to call again. */
export function defineGameElements(): void {
  for (const game of GAMES) defineGameElement(game.key);
}
