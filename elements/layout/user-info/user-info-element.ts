import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import type { GrandPrizeCardData } from './grand-prize-card';
import { UserInfo, type UserInfoProps } from './user-info';

/** Tag name of the user info box. */
export const USER_INFO_TAG = 'nl-user-info';

/** Property-only `grandPrize` (an object, or its JSON text). */
export const userInfoElementOptions: ElementOptions<UserInfoProps> = { properties: ['grandPrize'] };

/** The `<nl-user-info>` element. */
export interface NlUserInfoElement extends NlElement {
  /** The unclaimed grand prize to show as a card; no card while unset. */
  grandPrize: GrandPrizeCardData | string | null | undefined;
}

/**
 * Class of `<nl-user-info>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - login, verification, settings, withdraw, deposit, the grand prize
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart user-info - The box; `data-state` is `guest` or `player`.
 * @csspart grand-prize - The unclaimed grand-prize card.
 * @csspart dialog - The verification dialog offered instead of Withdraw or Deposit.
 * @csspart error - The error message with its Retry button.
 */
export const NlUserInfo = /* @__PURE__ */ createElementClass(UserInfo, userInfoElementOptions);

/**
 * Registers <nl-user-info>; safe to call again. Returns its class. The build's
 * `elements/layout/user-info/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineUserInfo() {
  return defineElement(USER_INFO_TAG, UserInfo, userInfoElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-user-info': NlUserInfoElement;
  }
}
