/**
 * Registers `<nl-notification-settings>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/profile/notification-settings/define';
 */
import { defineElement } from '../../base/define-element';
import { NotificationSettings } from './notification-settings';
import { NOTIFICATION_SETTINGS_TAG, notificationSettingsElementOptions, type NlNotificationSettingsElement } from './notification-settings-element';

/** Registers <nl-notification-settings>; safe to call again. Returns its class. */
export function defineNotificationSettings() {
  return defineElement(NOTIFICATION_SETTINGS_TAG, NotificationSettings, notificationSettingsElementOptions);
}

defineNotificationSettings();

declare global {
  interface HTMLElementTagNameMap {
    'nl-notification-settings': NlNotificationSettingsElement;
  }
}
