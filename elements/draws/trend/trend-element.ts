import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { Trend, type TrendProps } from './trend';

/** Tag name of the number-frequency element. */
export const TREND_TAG = 'nl-trend';

/** Attributes `lottery-type` and `mode` (`three-digit`, `three-digit-old`). */
export const trendElementOptions: ElementOptions<TrendProps> = { props: { lotteryType: 'string', mode: 'string' } };

/** The `<nl-trend>` element. */
export interface NlTrendElement extends NlElement {
  /** The game shown first. */
  lotteryType: string | undefined;
  /** `three-digit` for Pick 3 only; `three-digit-old` for the older Pick 3 chart. */
  mode: string | undefined;
}

/**
 * Class of `<nl-trend>`. Its CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`).
 *
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart trend - The section.
 * @csspart controls - The game and window choices.
 * @csspart table - The numbers with their counts and when last seen (with `three-digit-old`: the scrolling chart of draws by digit position).
 * @csspart empty - The message shown when the game has no draws yet.
 * @csspart error - The error message with its Retry button.
 */
export const NlTrend = /* @__PURE__ */ createElementClass(Trend, trendElementOptions);

/**
 * Registers <nl-trend>; safe to call again. Returns its class. The build's
 * `elements/draws/trend/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineTrend() {
  return defineElement(TREND_TAG, Trend, trendElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-trend': NlTrendElement;
  }
}
