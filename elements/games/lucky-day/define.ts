/**
 * Registers `<nl-lucky-day>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/games/lucky-day/define';
 */
import { defineElement } from '../../base/define-element';
import { LuckyDay } from './lucky-day';
import { LUCKY_DAY_TAG, luckyDayElementOptions, type NlLuckyDayElement } from './lucky-day-element';

/** Registers <nl-lucky-day>; safe to call again. Returns its class. */
export function defineLuckyDay() {
  return defineElement(LUCKY_DAY_TAG, LuckyDay, luckyDayElementOptions);
}

defineLuckyDay();

declare global {
  interface HTMLElementTagNameMap {
    'nl-lucky-day': NlLuckyDayElement;
  }
}
