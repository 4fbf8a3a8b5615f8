/**
 * Registers `<nl-pick3>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/games/pick3/define';
 */
import { defineElement } from '../../base/define-element';
import { Pick3 } from './pick3';
import { PICK3_TAG, pick3ElementOptions, type NlPick3Element } from './pick3-element';

/** Registers <nl-pick3>; safe to call again. Returns its class. */
export function definePick3() {
  return defineElement(PICK3_TAG, Pick3, pick3ElementOptions);
}

definePick3();

declare global {
  interface HTMLElementTagNameMap {
    'nl-pick3': NlPick3Element;
  }
}
