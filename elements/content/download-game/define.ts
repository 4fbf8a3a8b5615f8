/**
 * Registers `<nl-download-game>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/content/download-game/define';
 */
import { defineElement } from '../../base/define-element';
import { DownloadGame } from './download-game';
import { DOWNLOAD_GAME_TAG, downloadGameElementOptions, type NlDownloadGameElement } from './download-game-element';

/** Registers <nl-download-game>; safe to call again. Returns its class. */
export function defineDownloadGame() {
  return defineElement(DOWNLOAD_GAME_TAG, DownloadGame, downloadGameElementOptions);
}

defineDownloadGame();

declare global {
  interface HTMLElementTagNameMap {
    'nl-download-game': NlDownloadGameElement;
  }
}
