/**
 * Registers `<nl-lottery-play>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/games/lottery-play/define';
 */
import { defineElement } from '../../base/define-element';
import { LotteryPlay } from './lottery-play';
import { LOTTERY_PLAY_TAG, lotteryPlayElementOptions, type NlLotteryPlayElement } from './lottery-play-element';

/** Registers <nl-lottery-play>; safe to call again. Returns its class. */
export function defineLotteryPlay() {
  return defineElement(LOTTERY_PLAY_TAG, LotteryPlay, lotteryPlayElementOptions);
}

defineLotteryPlay();

declare global {
  interface HTMLElementTagNameMap {
    'nl-lottery-play': NlLotteryPlayElement;
  }
}
