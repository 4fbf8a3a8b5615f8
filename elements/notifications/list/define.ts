/**
 * Registers `<nl-notification-list>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/notifications/list/define';
 */
import { defineElement } from '../../base/define-element';
import { NotificationList } from './notification-list';
import { NOTIFICATION_LIST_TAG, notificationListElementOptions, type NlNotificationListElement } from './notification-list-element';

/** Registers <nl-notification-list>; safe to call again. Returns its class. */
export function defineNotificationList() {
  return defineElement(NOTIFICATION_LIST_TAG, NotificationList, notificationListElementOptions);
}

defineNotificationList();

declare global {
  interface HTMLElementTagNameMap {
    'nl-notification-list': NlNotificationListElement;
  }
}
