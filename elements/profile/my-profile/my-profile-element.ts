import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { MyProfile, type MyProfileProps } from './my-profile';

/** Tag name of the profile page element. */
export const MY_PROFILE_TAG = 'nl-my-profile';

/** No attributes: the element reads the logged-in player's profile. */
export const myProfileElementOptions: ElementOptions<MyProfileProps> = {};

/** The `<nl-my-profile>` element: only the `client` property. */
export type NlMyProfileElement = NlElement;

/**
 * Class of `<nl-my-profile>`. Events: `nl-navigate-request` (edit address, account settings,
 * notification settings, account deletion, login for a guest).
 */
export const NlMyProfile = /* @__PURE__ */ createElementClass(MyProfile, myProfileElementOptions);
