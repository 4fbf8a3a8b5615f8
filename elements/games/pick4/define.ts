/**
 * Registers `<nl-pick4>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/games/pick4/define';
 */
import { defineElement } from '../../base/define-element';
import { Pick4 } from './pick4';
import { PICK4_TAG, pick4ElementOptions, type NlPick4Element } from './pick4-element';

/** Registers <nl-pick4>; safe to call again. Returns its class. */
export function definePick4() {
  return defineElement(PICK4_TAG, Pick4, pick4ElementOptions);
}

definePick4();

declare global {
  interface HTMLElementTagNameMap {
    'nl-pick4': NlPick4Element;
  }
}
