import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { NotificationSettings, type NotificationSettingsProps } from './notification-settings';

/** Tag name of the notification settings element. */
export const NOTIFICATION_SETTINGS_TAG = 'nl-notification-settings';

/** No attributes. */
export const notificationSettingsElementOptions: ElementOptions<NotificationSettingsProps> = {};

/** The `<nl-notification-settings>` element: only the `client` property. */
export type NlNotificationSettingsElement = NlElement;

/**
 * Class of `<nl-notification-settings>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - login for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart topics - The topic switches.
 * @csspart channels - The channel switches.
 * @csspart switch - Each on/off switch.
 * @csspart guest - The login prompt a guest sees.
 * @csspart error - The error message with its Retry button.
 */
export const NlNotificationSettings = /* @__PURE__ */ createElementClass(NotificationSettings, notificationSettingsElementOptions);

/**
 * Registers <nl-notification-settings>; safe to call again. Returns its class. The build's
 * `elements/profile/notification-settings/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineNotificationSettings() {
  return defineElement(NOTIFICATION_SETTINGS_TAG, NotificationSettings, notificationSettingsElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-notification-settings': NlNotificationSettingsElement;
  }
}
