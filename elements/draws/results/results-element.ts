import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Results, type ResultsProps } from './results';

/** Tag name of the results element. */
export const RESULTS_TAG = 'nl-results';

/** Attributes `lottery-types` (comma list) and `mode` (`latest` or `history`). */
export const resultsElementOptions: ElementOptions<ResultsProps> = { props: { lotteryTypes: 'string', mode: 'string' } };

/** The `<nl-results>` element. */
export interface NlResultsElement extends NlElement {
  lotteryTypes: string | undefined;
  mode: 'latest' | 'history' | undefined;
}

/**
 * Class of `<nl-results>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - a game's past results
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart results - The results section.
 * @csspart draw - One lottery's latest-draw card, or one past draw in history mode; `data-lottery-type` names the lottery.
 * @csspart pager - The Previous and Next buttons of the history, with the page number.
 * @csspart error - The error message with its Retry button.
 * @csspart empty - The message shown when there is nothing to list.
 */
export const NlResults = /* @__PURE__ */ createElementClass(Results, resultsElementOptions);

/**
 * Registers <nl-results>; safe to call again. Returns its class. The build's
 * `elements/draws/results/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineResults() {
  return defineElement(RESULTS_TAG, Results, resultsElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-results': NlResultsElement;
  }
}
