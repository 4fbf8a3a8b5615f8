/**
 * Registers `<nl-order-detail>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/orders/detail/define';
 */
import { defineElement } from '../../base/define-element';
import { OrderDetail } from './order-detail';
import { ORDER_DETAIL_TAG, orderDetailElementOptions, type NlOrderDetailElement } from './order-detail-element';

/** Registers <nl-order-detail>; safe to call again. Returns its class. */
export function defineOrderDetail() {
  return defineElement(ORDER_DETAIL_TAG, OrderDetail, orderDetailElementOptions);
}

defineOrderDetail();

declare global {
  interface HTMLElementTagNameMap {
    'nl-order-detail': NlOrderDetailElement;
  }
}
