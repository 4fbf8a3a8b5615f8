/**
 * Registers `<nl-magic5>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/games/magic5/define';
 */
import { defineElement } from '../../base/define-element';
import { Magic5 } from './magic5';
import { MAGIC5_TAG, magic5ElementOptions, type NlMagic5Element } from './magic5-element';

/** Registers <nl-magic5>; safe to call again. Returns its class. */
export function defineMagic5() {
  return defineElement(MAGIC5_TAG, Magic5, magic5ElementOptions);
}

defineMagic5();

declare global {
  interface HTMLElementTagNameMap {
    'nl-magic5': NlMagic5Element;
  }
}
