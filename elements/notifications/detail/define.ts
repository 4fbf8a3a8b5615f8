/**
 * Registers `<nl-notification-detail>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/notifications/detail/define';
 */
import { defineElement } from '../../base/define-element';
import { NotificationDetail } from './notification-detail';
import { NOTIFICATION_DETAIL_TAG, notificationDetailElementOptions, type NlNotificationDetailElement } from './notification-detail-element';

/** Registers <nl-notification-detail>; safe to call again. Returns its class. */
export function defineNotificationDetail() {
  return defineElement(NOTIFICATION_DETAIL_TAG, NotificationDetail, notificationDetailElementOptions);
}

defineNotificationDetail();

declare global {
  interface HTMLElementTagNameMap {
    'nl-notification-detail': NlNotificationDetailElement;
  }
}
