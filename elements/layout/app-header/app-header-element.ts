import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { AppHeader, type AppHeaderProps } from './app-header';

/** Tag name of the native app's in-app header. */
export const APP_HEADER_TAG = 'nl-app-header';

/** Attributes `heading`, `back-path` and `home`. */
export const appHeaderElementOptions: ElementOptions<AppHeaderProps> = { props: { heading: 'string', backPath: 'string', home: 'string' } };

/** The `<nl-app-header>` element: the client plus the reflected `heading`, `backPath` and `home`. */
export interface NlAppHeaderElement extends NlElement {
  /** The page title shown in the bar. */
  heading: string | undefined;
  /** Where the back arrow leads: a path on this site. */
  backPath: string | undefined;
  /** `true` on the app home: no back arrow. */
  home: string | undefined;
}

/**
 * Class of `<nl-app-header>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-app-back - the back arrow; `detail.path` is where it leads; cancel it to close the webview yourself
 * @fires nl-navigate-request - the back arrow to `back-path` or the app home; Withdraw and Deposit in the wallet popover
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart bar - The bar: back arrow, title, balance.
 * @csspart back - The back arrow.
 * @csspart title - The page title.
 * @csspart balance-area - The player's balance beside the title.
 * @csspart balance - The balance block: total, eye toggle and wallet button.
 * @csspart dialog - The open wallet popover.
 * @csspart menu - Unused by this element (the shared dropdown's menu form); the wallet opens as `dialog`.
 */
export const NlAppHeader = /* @__PURE__ */ createElementClass(AppHeader, appHeaderElementOptions);

/**
 * Registers <nl-app-header>; safe to call again. Returns its class. The build's
 * `elements/layout/app-header/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineAppHeader() {
  return defineElement(APP_HEADER_TAG, AppHeader, appHeaderElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-app-header': NlAppHeaderElement;
  }
}
