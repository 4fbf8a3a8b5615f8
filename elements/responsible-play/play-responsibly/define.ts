/**
 * Registers `<nl-play-responsibly>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/responsible-play/play-responsibly/define';
 */
import { defineElement } from '../../base/define-element';
import { PlayResponsibly } from './play-responsibly';
import { PLAY_RESPONSIBLY_TAG, playResponsiblyElementOptions, type NlPlayResponsiblyElement } from './play-responsibly-element';

/** Registers <nl-play-responsibly>; safe to call again. Returns its class. */
export function definePlayResponsibly() {
  return defineElement(PLAY_RESPONSIBLY_TAG, PlayResponsibly, playResponsiblyElementOptions);
}

definePlayResponsibly();

declare global {
  interface HTMLElementTagNameMap {
    'nl-play-responsibly': NlPlayResponsiblyElement;
  }
}
