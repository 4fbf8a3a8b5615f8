import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { MyProfile, type MyProfileProps } from './my-profile';

/** Tag name of the profile page element. */
export const MY_PROFILE_TAG = 'nl-my-profile';

/** No attributes: the element reads the logged-in player's profile. */
export const myProfileElementOptions: ElementOptions<MyProfileProps> = {};

/** The `<nl-my-profile>` element: only the `client` property. */
export type NlMyProfileElement = NlElement;

/**
 * Class of `<nl-my-profile>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - edit address, account settings, notification settings, account deletion; login for a guest
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The page section.
 * @csspart summary - Name, user name and verification status.
 * @csspart details - The profile details.
 * @csspart address - The address.
 * @csspart settings - The links to the settings pages.
 * @csspart guest - The login prompt a guest sees.
 * @csspart error - The error message with its Retry button.
 */
export const NlMyProfile = /* @__PURE__ */ createElementClass(MyProfile, myProfileElementOptions);

/**
 * Registers <nl-my-profile>; safe to call again. Returns its class. The build's
 * `elements/profile/my-profile/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineMyProfile() {
  return defineElement(MY_PROFILE_TAG, MyProfile, myProfileElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-my-profile': NlMyProfileElement;
  }
}
