import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Header, type HeaderProps } from './header';

/** Tag name of the header element. */
export const HEADER_TAG = 'nl-header';

/** Attributes of `<nl-header>`: `variant` (desktop | mobile | auto) and `logo-src`. */
export const headerElementOptions: ElementOptions<HeaderProps> = { props: { variant: 'string', logoSrc: 'string' } };

/** The `<nl-header>` element: the client plus reflected `variant` and `logoSrc`. */
export interface NlHeaderElement extends NlElement {
  variant: 'desktop' | 'mobile' | 'auto' | undefined;
  logoSrc: string | undefined;
}

/**
 * Class of `<nl-header>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - links, tabs, Login, Register and the wallet pages
 * @fires nl-chat-open - the Live chat button; unless cancelled, the header shows the contact options
 * @fires nl-logout-request - Log out in the user menu
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart header - The header bar; `data-variant` is `desktop` or `mobile`.
 * @csspart language-switcher - The language buttons.
 * @csspart balance - The player's balance and wallet button.
 * @csspart badge - The unread-notification count on the bell.
 * @csspart menu - An open dropdown menu (play, draws, navigation tabs, user menu).
 * @csspart dialog - An open dialog: the wallet popover, the games dialog, the mobile side panel or the contact dialog.
 * @csspart error - The error message with its Retry button.
 * @csspart empty - The message shown when there is nothing to list.
 */
export const NlHeader = /* @__PURE__ */ createElementClass(Header, headerElementOptions);

/**
 * Registers <nl-header>; safe to call again. Returns its class. The build's
 * `elements/layout/header/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineHeader() {
  return defineElement(HEADER_TAG, Header, headerElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-header': NlHeaderElement;
  }
}
