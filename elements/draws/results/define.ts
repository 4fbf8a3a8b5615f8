/**
 * Registers `<nl-results>` alone (side effect on import; or call the exported
 * function).
 * @example import '@nl/lottery/elements/draws/results/define';
 */
import { defineElement } from '../../base/define-element';
import { Results } from './results';
import { RESULTS_TAG, resultsElementOptions, type NlResultsElement } from './results-element';

/** Registers <nl-results>; safe to call again. Returns its class. */
export function defineResults() {
  return defineElement(RESULTS_TAG, Results, resultsElementOptions);
}

defineResults();

declare global {
  interface HTMLElementTagNameMap {
    'nl-results': NlResultsElement;
  }
}
