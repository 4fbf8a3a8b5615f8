import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { NotificationSettings, type NotificationSettingsProps } from './notification-settings';

/** Tag name of the notification settings element. */
export const NOTIFICATION_SETTINGS_TAG = 'nl-notification-settings';

/** No attributes. */
export const notificationSettingsElementOptions: ElementOptions<NotificationSettingsProps> = {};

/** The `<nl-notification-settings>` element: only the `client` property. */
export type NlNotificationSettingsElement = NlElement;

/** Class of `<nl-notification-settings>`. Events: `nl-navigate-request` (login for a guest). */
export const NlNotificationSettings = /* @__PURE__ */ createElementClass(NotificationSettings, notificationSettingsElementOptions);
