import { PlayGame, type PlayProps } from '../play/play-game';

/**
 * The Lucky Day bet slip: the shared play component with this game (6 day numbers of 1-31 and 1 month number of 1-12).
 *
 * @example <nl-lucky-day></nl-lucky-day>
 */
export function LuckyDay(props: PlayProps) {
  return <PlayGame gameKey="luckyday" {...props} />;
}
