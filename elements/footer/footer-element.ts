import { createElementClass, type ElementOptions, type NlElement } from '../base/define-element';
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

/** Class of `<nl-footer>`. Events: `nl-navigate-request`, `nl-chat-open`. */
export const NlFooter = /* @__PURE__ */ createElementClass(Footer, footerElementOptions);
