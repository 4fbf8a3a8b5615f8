import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { ChaseDetail, type ChaseDetailProps } from './chase-detail';

/** Tag name of the consecutive-plan element. */
export const CHASE_DETAIL_TAG = 'nl-chase-detail';

/** Attribute `chase-id`. */
export const chaseDetailElementOptions: ElementOptions<ChaseDetailProps> = { props: { chaseId: 'string' } };

/** The `<nl-chase-detail>` element. */
export interface NlChaseDetailElement extends NlElement {
  /** The consecutive plan to show. */
  chaseId: string | undefined;
}

/**
 * Class of `<nl-chase-detail>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`).
 *
 * @fires nl-navigate-request - an order's detail, login for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart state - The plan's state; `data-state` is 1 in progress, 2 completed, 3 terminated.
 * @csspart orders - The plan's orders.
 * @csspart dialog - The stop confirmation, or the termination-unavailable notice.
 * @csspart guest - The login prompt a guest sees.
 * @csspart empty - The message shown when the plan has no orders.
 * @csspart error - The error message with its Retry button.
 */
export const NlChaseDetail = /* @__PURE__ */ createElementClass(ChaseDetail, chaseDetailElementOptions);

/**
 * Registers <nl-chase-detail>; safe to call again. Returns its class. The build's
 * `elements/orders/chase/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineChaseDetail() {
  return defineElement(CHASE_DETAIL_TAG, ChaseDetail, chaseDetailElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-chase-detail': NlChaseDetailElement;
  }
}
