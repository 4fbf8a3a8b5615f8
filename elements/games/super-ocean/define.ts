/**
 * Registers `<nl-super-ocean>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/games/super-ocean/define';
 */
import { defineElement } from '../../base/define-element';
import { SuperOcean } from './super-ocean';
import { SUPER_OCEAN_TAG, superOceanElementOptions, type NlSuperOceanElement } from './super-ocean-element';

/** Registers <nl-super-ocean>; safe to call again. Returns its class. */
export function defineSuperOcean() {
  return defineElement(SUPER_OCEAN_TAG, SuperOcean, superOceanElementOptions);
}

defineSuperOcean();

declare global {
  interface HTMLElementTagNameMap {
    'nl-super-ocean': NlSuperOceanElement;
  }
}
