/**
 * Registers `<nl-my-profile>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/profile/my-profile/define';
 */
import { defineElement } from '../../base/define-element';
import { MyProfile } from './my-profile';
import { MY_PROFILE_TAG, myProfileElementOptions, type NlMyProfileElement } from './my-profile-element';

/** Registers <nl-my-profile>; safe to call again. Returns its class. */
export function defineMyProfile() {
  return defineElement(MY_PROFILE_TAG, MyProfile, myProfileElementOptions);
}

defineMyProfile();

declare global {
  interface HTMLElementTagNameMap {
    'nl-my-profile': NlMyProfileElement;
  }
}
