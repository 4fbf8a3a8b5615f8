import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { AccountSettings, type AccountSettingsProps } from './account-settings';

/** Tag name of the account settings element. */
export const ACCOUNT_SETTINGS_TAG = 'nl-account-settings';

/** Attribute `back-path`. */
export const accountSettingsElementOptions: ElementOptions<AccountSettingsProps> = { props: { backPath: 'string' } };

/** The `<nl-account-settings>` element. */
export interface NlAccountSettingsElement extends NlElement {
  /** The page to go back to instead of the profile. */
  backPath: string | undefined;
}

/**
 * Class of `<nl-account-settings>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-password-changed
 * @fires nl-navigate-request - back to the profile (or to `back-path`); login for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart change-password - The change-password form.
 * @csspart form-error - The form's error that belongs to no single field.
 * @csspart guest - The login prompt a guest sees.
 */
export const NlAccountSettings = /* @__PURE__ */ createElementClass(AccountSettings, accountSettingsElementOptions);

/**
 * Registers <nl-account-settings>; safe to call again. Returns its class. The build's
 * `elements/profile/account-settings/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineAccountSettings() {
  return defineElement(ACCOUNT_SETTINGS_TAG, AccountSettings, accountSettingsElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-account-settings': NlAccountSettingsElement;
  }
}
