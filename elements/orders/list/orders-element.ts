import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Orders, type OrdersProps } from './orders';

/** Tag name of the order list element. */
export const ORDERS_TAG = 'nl-orders';

/** Attribute `tab`: the tab shown first. */
export const ordersElementOptions: ElementOptions<OrdersProps> = { props: { tab: 'string' } };

/** The `<nl-orders>` element. */
export interface NlOrdersElement extends NlElement {
  /** The tab shown first: lottery (default), scratch or instant. */
  tab: string | undefined;
}

/**
 * Class of `<nl-orders>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`).
 *
 * @fires nl-navigate-request - Buy Again, Continue, View Details, and login for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart tabs - The tab row (Lotteries, Scratch Cards, E-Instants).
 * @csspart filters - The filters, game filter and sort.
 * @csspart table - The table of orders (cards on a phone).
 * @csspart row - One order; `data-status` is its SPEC §4 status.
 * @csspart guest - The login prompt a guest sees.
 * @csspart empty - The message shown when no order matches.
 * @csspart error - The error message with its Retry button.
 */
export const NlOrders = /* @__PURE__ */ createElementClass(Orders, ordersElementOptions);

/**
 * Registers <nl-orders>; safe to call again. Returns its class. The build's
 * `elements/orders/list/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineOrders() {
  return defineElement(ORDERS_TAG, Orders, ordersElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-orders': NlOrdersElement;
  }
}
