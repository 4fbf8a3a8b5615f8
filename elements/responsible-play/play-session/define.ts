/**
 * Registers `<nl-play-session>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/responsible-play/play-session/define';
 */
import { defineElement } from '../../base/define-element';
import { PlaySession } from './play-session';
import { PLAY_SESSION_TAG, playSessionElementOptions, type NlPlaySessionElement } from './play-session-element';

/** Registers <nl-play-session>; safe to call again. Returns its class. */
export function definePlaySession() {
  return defineElement(PLAY_SESSION_TAG, PlaySession, playSessionElementOptions);
}

definePlaySession();

declare global {
  interface HTMLElementTagNameMap {
    'nl-play-session': NlPlaySessionElement;
  }
}
