import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { OrderDetail, type OrderDetailProps } from './order-detail';

/** Tag name of the order detail element. */
export const ORDER_DETAIL_TAG = 'nl-order-detail';

/** Attributes `order-id` and `view` (`ticket`). */
export const orderDetailElementOptions: ElementOptions<OrderDetailProps> = { props: { orderId: 'string', view: 'string' } };

/** The `<nl-order-detail>` element. */
export interface NlOrderDetailElement extends NlElement {
  /** The order to show. */
  orderId: string | undefined;
  /** `ticket` shows the order as its ticket. */
  view: string | undefined;
}

/**
 * Class of `<nl-order-detail>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`).
 *
 * @fires nl-navigate-request - the consecutive plan, the draw verifier, back to the orders, login for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart fields - The order's fields; each `data-field` names one.
 * @csspart plan - The selections as bought.
 * @csspart result - The drawn numbers with the verify link.
 * @csspart proofs - The tickets' proofs with their Copy buttons, once the draw's ticket fingerprint is published.
 * @csspart ticket - With `view="ticket"`: the ticket card.
 * @csspart lines - With `view="ticket"`: the lines of numbers.
 * @csspart empty - With `view="ticket"`: no order named, or an order without numbers.
 * @csspart guest - The login prompt a guest sees.
 * @csspart error - The error message with its Retry button.
 * @csspart dialog - The dialog asking to confirm the cancellation of an order waiting for its draw.
 */
export const NlOrderDetail = /* @__PURE__ */ createElementClass(OrderDetail, orderDetailElementOptions);

/**
 * Registers <nl-order-detail>; safe to call again. Returns its class. The build's
 * `elements/orders/detail/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineOrderDetail() {
  return defineElement(ORDER_DETAIL_TAG, OrderDetail, orderDetailElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-order-detail': NlOrderDetailElement;
  }
}
