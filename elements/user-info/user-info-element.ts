import { createElementClass, type ElementOptions, type NlElement } from '../base/define-element';
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
 * Class of `<nl-user-info>`. Events: `nl-navigate-request` (login, verification, settings,
 * withdraw, deposit, grand prize).
 */
export const NlUserInfo = /* @__PURE__ */ createElementClass(UserInfo, userInfoElementOptions);
