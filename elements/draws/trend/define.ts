/**
 * Registers `<nl-trend>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/draws/trend/define';
 */
import { defineElement } from '../../base/define-element';
import { Trend } from './trend';
import { TREND_TAG, trendElementOptions, type NlTrendElement } from './trend-element';

/** Registers <nl-trend>; safe to call again. Returns its class. */
export function defineTrend() {
  return defineElement(TREND_TAG, Trend, trendElementOptions);
}

defineTrend();

declare global {
  interface HTMLElementTagNameMap {
    'nl-trend': NlTrendElement;
  }
}
