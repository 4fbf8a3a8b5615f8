import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { DownloadGame, type DownloadGameProps } from './download-game';

/** Tag name of `<nl-download-game>`. */
export const DOWNLOAD_GAME_TAG = 'nl-download-game';

/** Attributes `game-id`, `game-name`, `game-icon-img-url`, `package-name`, `user-id`. */
export const downloadGameElementOptions: ElementOptions<DownloadGameProps> = {
  props: { gameId: 'string', gameName: 'string', gameIconImgUrl: 'string', packageName: 'string', userId: 'string' },
};

/** The `<nl-download-game>` element. */
export interface NlDownloadGameElement extends NlElement {
  gameId: string | undefined;
  gameName: string | undefined;
  gameIconImgUrl: string | undefined;
  packageName: string | undefined;
  userId: string | undefined;
}

/**
 * Class of `<nl-download-game>`. Its events and CSS parts are listed here for
 * `custom-elements.json` (`npm run elements:manifest`).
 *
 * @fires nl-navigate-request - A link to a page of this site in the article
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The download page.
 * @csspart game - The game's icon, name and the store links.
 * @csspart store - A store link.
 * @csspart article - The app's article.
 * @csspart error - The error message with its Retry button.
 * @csspart empty - The message shown when the article is missing.
 */
export const NlDownloadGame = /* @__PURE__ */ createElementClass(DownloadGame, downloadGameElementOptions);

/** Registers <nl-download-game>; safe to call again. Returns its class. */
export function defineDownloadGame() {
  return defineElement(DOWNLOAD_GAME_TAG, DownloadGame, downloadGameElementOptions);
}


declare global {
  interface HTMLElementTagNameMap {
    'nl-download-game': NlDownloadGameElement;
  }
}
