import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { PlaySession, type PlaySessionProps } from './play-session';

/** Tag name of `<nl-play-session>`. */
export const PLAY_SESSION_TAG = 'nl-play-session';

/** No attributes. */
export const playSessionElementOptions: ElementOptions<PlaySessionProps> = {};

/** The `<nl-play-session>` element. */
export type NlPlaySessionElement = NlElement;

/**
 * Class of `<nl-play-session>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-play-session-stop - The player chose Stop playing at a reality check
 * @fires nl-navigate-request - Stop playing goes home
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart session - The session bar.
 * @csspart reality-check - The reality-check dialog's body.
 * @csspart dialog - The reality-check dialog.
 */
export const NlPlaySession = /* @__PURE__ */ createElementClass(PlaySession, playSessionElementOptions);

/**
 * Registers <nl-play-session>; safe to call again. Returns its class. The build's
 * `elements/responsible-play/play-session/define` entry calls it on import; the registry's `load` calls it.
 */
export function definePlaySession() {
  return defineElement(PLAY_SESSION_TAG, PlaySession, playSessionElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-play-session': NlPlaySessionElement;
  }
}
