/**
 * Registers `<nl-faq>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/content/faq/define';
 */
import { defineElement } from '../../base/define-element';
import { Faq } from './faq';
import { FAQ_TAG, faqElementOptions, type NlFaqElement } from './faq-element';

/** Registers <nl-faq>; safe to call again. Returns its class. */
export function defineFaq() {
  return defineElement(FAQ_TAG, Faq, faqElementOptions);
}

defineFaq();

declare global {
  interface HTMLElementTagNameMap {
    'nl-faq': NlFaqElement;
  }
}
