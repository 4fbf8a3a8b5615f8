/**
 * Registers `<nl-chase-detail>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/orders/chase/define';
 */
import { defineElement } from '../../base/define-element';
import { ChaseDetail } from './chase-detail';
import { CHASE_DETAIL_TAG, chaseDetailElementOptions, type NlChaseDetailElement } from './chase-detail-element';

/** Registers <nl-chase-detail>; safe to call again. Returns its class. */
export function defineChaseDetail() {
  return defineElement(CHASE_DETAIL_TAG, ChaseDetail, chaseDetailElementOptions);
}

defineChaseDetail();

declare global {
  interface HTMLElementTagNameMap {
    'nl-chase-detail': NlChaseDetailElement;
  }
}
