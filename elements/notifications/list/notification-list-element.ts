import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { NotificationList, type NotificationListProps } from './notification-list';

/** Tag name of the notification list element. */
export const NOTIFICATION_LIST_TAG = 'nl-notification-list';

/** Attribute `tab`: the tab shown first (all, system, operator). */
export const notificationListElementOptions: ElementOptions<NotificationListProps> = { props: { tab: 'string' } };

/** The `<nl-notification-list>` element: the client plus the reflected `tab`. */
export interface NlNotificationListElement extends NlElement {
  /** The tab shown first: all (default), system or operator. */
  tab: string | undefined;
}

/**
 * Class of `<nl-notification-list>`. Its events and CSS parts are listed here for
 * `custom-elements.json` (`npm run elements:manifest`); a test holds them to what the code
 * dispatches and renders.
 *
 * @fires nl-navigate-request - a message's detail, or login (with the return path) for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart tabs - The tab row (All, System, Announcements).
 * @csspart list - The list of messages.
 * @csspart item - One message; `data-read` says whether it was read.
 * @csspart mark-all - The Mark all as read button.
 * @csspart guest - The login prompt a guest sees.
 * @csspart empty - The message shown when a tab has no messages.
 * @csspart error - The error message with its Retry button.
 */
export const NlNotificationList = /* @__PURE__ */ createElementClass(NotificationList, notificationListElementOptions);

/** Registers <nl-notification-list>; safe to call again. Returns its class. */
export function defineNotificationList() {
  return defineElement(NOTIFICATION_LIST_TAG, NotificationList, notificationListElementOptions);
}


declare global {
  interface HTMLElementTagNameMap {
    'nl-notification-list': NlNotificationListElement;
  }
}
