/**
 * Registers `<nl-footer>` alone (side effect on import; or call the exported
 * function).
 * @example import '@nl/lottery/elements/layout/footer/define';
 */
import { defineElement } from '../../base/define-element';
import { Footer } from './footer';
import { FOOTER_TAG, footerElementOptions, type NlFooterElement } from './footer-element';

/** Registers <nl-footer>; safe to call again. Returns its class. */
export function defineFooter() {
  return defineElement(FOOTER_TAG, Footer, footerElementOptions);
}

defineFooter();

declare global {
  interface HTMLElementTagNameMap {
    'nl-footer': NlFooterElement;
  }
}
