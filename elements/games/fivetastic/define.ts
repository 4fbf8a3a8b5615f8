/**
 * Registers `<nl-fivetastic>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/games/fivetastic/define';
 */
import { defineElement } from '../../base/define-element';
import { Fivetastic } from './fivetastic';
import { FIVETASTIC_TAG, fivetasticElementOptions, type NlFivetasticElement } from './fivetastic-element';

/** Registers <nl-fivetastic>; safe to call again. Returns its class. */
export function defineFivetastic() {
  return defineElement(FIVETASTIC_TAG, Fivetastic, fivetasticElementOptions);
}

defineFivetastic();

declare global {
  interface HTMLElementTagNameMap {
    'nl-fivetastic': NlFivetasticElement;
  }
}
