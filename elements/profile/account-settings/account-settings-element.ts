import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { AccountSettings, type AccountSettingsProps } from './account-settings';

/** Tag name of the account settings element. */
export const ACCOUNT_SETTINGS_TAG = 'nl-account-settings';

/** No attributes. */
export const accountSettingsElementOptions: ElementOptions<AccountSettingsProps> = {};

/** The `<nl-account-settings>` element: only the `client` property. */
export type NlAccountSettingsElement = NlElement;

/**
 * Class of `<nl-account-settings>`. Events: `nl-password-changed` (after a successful change),
 * `nl-navigate-request` (back to the profile, login for a guest).
 */
export const NlAccountSettings = /* @__PURE__ */ createElementClass(AccountSettings, accountSettingsElementOptions);
