/**
 * Registers `<nl-orders>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/orders/list/define';
 */
import { defineElement } from '../../base/define-element';
import { Orders } from './orders';
import { ORDERS_TAG, ordersElementOptions, type NlOrdersElement } from './orders-element';

/** Registers <nl-orders>; safe to call again. Returns its class. */
export function defineOrders() {
  return defineElement(ORDERS_TAG, Orders, ordersElementOptions);
}

defineOrders();

declare global {
  interface HTMLElementTagNameMap {
    'nl-orders': NlOrdersElement;
  }
}
