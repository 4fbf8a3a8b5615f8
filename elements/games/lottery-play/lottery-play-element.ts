import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { LotteryPlay, type LotteryPlayProps } from './lottery-play';

/** Tag name of the list of draw games (/lottery/play). */
export const LOTTERY_PLAY_TAG = 'nl-lottery-play';

/** No attributes. */
export const lotteryPlayElementOptions: ElementOptions<LotteryPlayProps> = {};

/** The `<nl-lottery-play>` element. */
export type NlLotteryPlayElement = NlElement;

/**
 * Class of `<nl-lottery-play>`: every draw game with its price, top prize, info dialog and a link
 * to its bet slip. Its events and CSS parts are listed here for `custom-elements.json`.
 *
 * @fires nl-navigate-request - a game's bet slip (Play, Play now) or its demo (Play demo)
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart games - The list of games.
 * @csspart game - One game: icon, name, price, top prize, Game info and Play.
 * @csspart game-info - The game info dialog's content: icon, top prize, price range, Play demo, Play now.
 * @csspart dialog - The game info dialog.
 */
export const NlLotteryPlay = /* @__PURE__ */ createElementClass(LotteryPlay, lotteryPlayElementOptions);

/**
 * Registers <nl-lottery-play>; safe to call again. Returns its class. The build's
 * `elements/games/lottery-play/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineLotteryPlay() {
  return defineElement(LOTTERY_PLAY_TAG, LotteryPlay, lotteryPlayElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-lottery-play': NlLotteryPlayElement;
  }
}
