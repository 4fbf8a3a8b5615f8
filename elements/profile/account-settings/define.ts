/**
 * Registers `<nl-account-settings>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/profile/account-settings/define';
 */
import { defineElement } from '../../base/define-element';
import { AccountSettings } from './account-settings';
import { ACCOUNT_SETTINGS_TAG, accountSettingsElementOptions, type NlAccountSettingsElement } from './account-settings-element';

/** Registers <nl-account-settings>; safe to call again. Returns its class. */
export function defineAccountSettings() {
  return defineElement(ACCOUNT_SETTINGS_TAG, AccountSettings, accountSettingsElementOptions);
}

defineAccountSettings();

declare global {
  interface HTMLElementTagNameMap {
    'nl-account-settings': NlAccountSettingsElement;
  }
}
