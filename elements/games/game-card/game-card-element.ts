import type { GameApp } from '../../../sdk';
import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { GameCardLoader, type GameCardLoaderProps } from './game-card-loader';

/** Tag name of the game card element. */
export const GAME_CARD_TAG = 'nl-game-card';

/** Attribute `app-key`; property-only `app`. */
export const gameCardElementOptions: ElementOptions<GameCardLoaderProps> = { props: { appKey: 'string' }, properties: ['app'] };

/** The `<nl-game-card>` element. */
export interface NlGameCardElement extends NlElement {
  app: GameApp | undefined;
  appKey: string | undefined;
}

/**
 * Class of `<nl-game-card>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-game-select
 * @fires nl-navigate-request - the game's `appPath`, unless `nl-game-select` was cancelled
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart card - The card button.
 * @csspart game-info - The game info dialog's body of a scratch card or e-instant (icon, top prize, price range, Play demo, Play now).
 * @csspart dialog - The game info dialog.
 * @csspart error - The error message with its Retry button.
 */
export const NlGameCard = /* @__PURE__ */ createElementClass(GameCardLoader, gameCardElementOptions);

/**
 * Registers <nl-game-card>; safe to call again. Returns its class. The build's
 * `elements/games/game-card/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineGameCard() {
  return defineElement(GAME_CARD_TAG, GameCardLoader, gameCardElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-game-card': NlGameCardElement;
  }
}
