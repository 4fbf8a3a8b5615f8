/**
 * Registers `<nl-cookie-notice>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/compliance/cookie-notice/define';
 */
import { defineElement } from '../../base/define-element';
import { CookieNotice } from './cookie-notice';
import { COOKIE_NOTICE_TAG, cookieNoticeElementOptions, type NlCookieNoticeElement } from './cookie-notice-element';

/** Registers <nl-cookie-notice>; safe to call again. Returns its class. */
export function defineCookieNotice() {
  return defineElement(COOKIE_NOTICE_TAG, CookieNotice, cookieNoticeElementOptions);
}

defineCookieNotice();

declare global {
  interface HTMLElementTagNameMap {
    'nl-cookie-notice': NlCookieNoticeElement;
  }
}
