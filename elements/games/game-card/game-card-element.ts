import type { GameApp } from '../../../sdk';
import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
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

/** Class of `<nl-game-card>`. Events: `nl-game-select`, then `nl-navigate-request` unless cancelled. */
export const NlGameCard = /* @__PURE__ */ createElementClass(GameCardLoader, gameCardElementOptions);
