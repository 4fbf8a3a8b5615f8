/**
 * Registers `<nl-octaluck>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/games/octaluck/define';
 */
import { defineElement } from '../../base/define-element';
import { Octaluck } from './octaluck';
import { OCTALUCK_TAG, octaluckElementOptions, type NlOctaluckElement } from './octaluck-element';

/** Registers <nl-octaluck>; safe to call again. Returns its class. */
export function defineOctaluck() {
  return defineElement(OCTALUCK_TAG, Octaluck, octaluckElementOptions);
}

defineOctaluck();

declare global {
  interface HTMLElementTagNameMap {
    'nl-octaluck': NlOctaluckElement;
  }
}
