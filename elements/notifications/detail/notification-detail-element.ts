import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { NotificationDetail, type NotificationDetailProps } from './notification-detail';

/** Tag name of the message detail element. */
export const NOTIFICATION_DETAIL_TAG = 'nl-notification-detail';

/** Attribute `notification-id`: the message shown. */
export const notificationDetailElementOptions: ElementOptions<NotificationDetailProps> = { props: { notificationId: 'string' } };

/** The `<nl-notification-detail>` element: the client plus the reflected `notification-id`. */
export interface NlNotificationDetailElement extends NlElement {
  /** The message's id (from the route's `id` query). */
  notificationId: string | undefined;
}

/**
 * Class of `<nl-notification-detail>`. Its events and CSS parts are listed here for
 * `custom-elements.json` (`npm run elements:manifest`); a test holds them to what the code
 * dispatches and renders.
 *
 * @fires nl-navigate-request - back to the list, or login (with the return path) for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart message - The message: title, time and body.
 * @csspart back - The link back to the list.
 * @csspart guest - The login prompt a guest sees.
 * @csspart empty - The message shown when the message does not exist (or is another player's).
 * @csspart error - The error message with its Retry button.
 */
export const NlNotificationDetail = /* @__PURE__ */ createElementClass(NotificationDetail, notificationDetailElementOptions);

/** Registers <nl-notification-detail>; safe to call again. Returns its class. */
export function defineNotificationDetail() {
  return defineElement(NOTIFICATION_DETAIL_TAG, NotificationDetail, notificationDetailElementOptions);
}


declare global {
  interface HTMLElementTagNameMap {
    'nl-notification-detail': NlNotificationDetailElement;
  }
}
