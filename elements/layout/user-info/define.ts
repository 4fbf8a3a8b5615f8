/**
 * Registers `<nl-user-info>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/layout/user-info/define';
 */
import { defineElement } from '../../base/define-element';
import { UserInfo } from './user-info';
import { USER_INFO_TAG, userInfoElementOptions, type NlUserInfoElement } from './user-info-element';

/** Registers <nl-user-info>; safe to call again. Returns its class. */
export function defineUserInfo() {
  return defineElement(USER_INFO_TAG, UserInfo, userInfoElementOptions);
}

defineUserInfo();

declare global {
  interface HTMLElementTagNameMap {
    'nl-user-info': NlUserInfoElement;
  }
}
