import { PlayGame, type PlayProps } from '../play/play-game';

/**
 * The Quick Five bet slip: the shared play component with this game (5 of 1-11 every minute; methods nap, prediction and group).
 *
 * @example <nl-quick-five></nl-quick-five>
 */
export function QuickFive(props: PlayProps) {
  return <PlayGame gameKey="quick-five" {...props} />;
}
