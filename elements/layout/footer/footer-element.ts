import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Footer, type FooterProps } from './footer';
import type { SocialLink } from './footer-links';

/** Tag name of the footer element. */
export const FOOTER_TAG = 'nl-footer';

/** Attributes `support-email` and `version`; property-only `socialLinks`. */
export const footerElementOptions: ElementOptions<FooterProps> = {
  props: { supportEmail: 'string', version: 'string' },
  properties: ['socialLinks'],
};

/** The `<nl-footer>` element. */
export interface NlFooterElement extends NlElement {
  supportEmail: string | undefined;
  version: string | undefined;
  socialLinks: readonly SocialLink[] | undefined;
}

/**
 * Class of `<nl-footer>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - the information links
 * @fires nl-chat-open - Customer service; unless cancelled, the footer shows the hotline and e-mail
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart footer - The footer.
 * @csspart back-to-top - The back-to-top button.
 * @csspart dialog - The contact dialog (hotline and support e-mail) of Customer service.
 */
export const NlFooter = /* @__PURE__ */ createElementClass(Footer, footerElementOptions);

/**
 * Registers <nl-footer>; safe to call again. Returns its class. The build's
 * `elements/layout/footer/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineFooter() {
  return defineElement(FOOTER_TAG, Footer, footerElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-footer': NlFooterElement;
  }
}
