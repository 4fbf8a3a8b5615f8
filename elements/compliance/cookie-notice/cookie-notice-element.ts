import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { CookieNotice } from './cookie-notice';

/** Tag name of the cookie notice. */
export const COOKIE_NOTICE_TAG = 'nl-cookie-notice';

/** No attributes. */
export const cookieNoticeElementOptions: ElementOptions<Record<string, never>> = {};

/** The `<nl-cookie-notice>` element. */
export type NlCookieNoticeElement = NlElement;

/**
 * Class of `<nl-cookie-notice>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-cookies-accepted
 * @fires nl-navigate-request - the Privacy Notice
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart cookie-notice - The banner.
 */
export const NlCookieNotice = /* @__PURE__ */ createElementClass(CookieNotice, cookieNoticeElementOptions);

/**
 * Registers <nl-cookie-notice>; safe to call again. Returns its class. The build's
 * `elements/compliance/cookie-notice/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineCookieNotice() {
  return defineElement(COOKIE_NOTICE_TAG, CookieNotice, cookieNoticeElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-cookie-notice': NlCookieNoticeElement;
  }
}
