import { gameByKey } from '../../../sdk';
import { PlayGame, type PlayProps } from '../play/play-game';
import { TICKER_STYLES, WinnerTicker } from './winner-ticker';

const QUICK_FIVE = gameByKey('quick-five')!;

/**
 * The Quick Five bet slip: the ticker of its newest winners, then the shared play component with
 * this game (5 of 1-11 every minute; methods nap, prediction and group).
 *
 * @example <nl-quick-five></nl-quick-five>
 */
export function QuickFive(props: PlayProps) {
  return (
    <>
      <style>{TICKER_STYLES}</style>
      <WinnerTicker lotteryType={QUICK_FIVE.lotteryType} />
      <PlayGame gameKey="quick-five" {...props} />
    </>
  );
}
