import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Faq, type FaqProps } from './faq';

/** Tag name of `<nl-faq>`. */
export const FAQ_TAG = 'nl-faq';

/** Attribute `category`: one FAQ category by its key. */
export const faqElementOptions: ElementOptions<FaqProps> = { props: { category: 'string' } };

/** The `<nl-faq>` element. */
export interface NlFaqElement extends NlElement {
  category: string | undefined;
}

/**
 * Class of `<nl-faq>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run elements:manifest`).
 *
 * @fires nl-navigate-request - A link to a page of this site in an answer
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart page - The FAQ page.
 * @csspart group - One category with its questions.
 * @csspart question - One question; open, it shows its answer.
 * @csspart error - The error message with its Retry button.
 * @csspart empty - The message shown when there is no question.
 */
export const NlFaq = /* @__PURE__ */ createElementClass(Faq, faqElementOptions);

/** Registers <nl-faq>; safe to call again. Returns its class. */
export function defineFaq() {
  return defineElement(FAQ_TAG, Faq, faqElementOptions);
}


declare global {
  interface HTMLElementTagNameMap {
    'nl-faq': NlFaqElement;
  }
}
