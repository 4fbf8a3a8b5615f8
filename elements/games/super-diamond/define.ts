/**
 * Registers `<nl-super-diamond>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/games/super-diamond/define';
 */
import { defineElement } from '../../base/define-element';
import { SuperDiamond } from './super-diamond';
import { SUPER_DIAMOND_TAG, superDiamondElementOptions, type NlSuperDiamondElement } from './super-diamond-element';

/** Registers <nl-super-diamond>; safe to call again. Returns its class. */
export function defineSuperDiamond() {
  return defineElement(SUPER_DIAMOND_TAG, SuperDiamond, superDiamondElementOptions);
}

defineSuperDiamond();

declare global {
  interface HTMLElementTagNameMap {
    'nl-super-diamond': NlSuperDiamondElement;
  }
}
