import { createElementClass, type ElementOptions, type NlElement } from '../base/define-element';
import { Results, type ResultsProps } from './results';

/** Tag name of the results element. */
export const RESULTS_TAG = 'nl-results';

/** Attribute `lottery-types` (comma list). */
export const resultsElementOptions: ElementOptions<ResultsProps> = { props: { lotteryTypes: 'string' } };

/** The `<nl-results>` element. */
export interface NlResultsElement extends NlElement {
  lotteryTypes: string | undefined;
}

/** Class of `<nl-results>`. Events: `nl-navigate-request` (past results of a game). */
export const NlResults = /* @__PURE__ */ createElementClass(Results, resultsElementOptions);
