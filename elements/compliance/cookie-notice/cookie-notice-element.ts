import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
import { CookieNotice } from './cookie-notice';

/** Tag name of the cookie notice. */
export const COOKIE_NOTICE_TAG = 'nl-cookie-notice';

/** No attributes. */
export const cookieNoticeElementOptions: ElementOptions<Record<string, never>> = {};

/** The `<nl-cookie-notice>` element. */
export type NlCookieNoticeElement = NlElement;

/** Class of `<nl-cookie-notice>`. Events: `nl-cookies-accepted`, `nl-navigate-request` (Privacy Notice). */
export const NlCookieNotice = /* @__PURE__ */ createElementClass(CookieNotice, cookieNoticeElementOptions);
