import { PlayGame, type PlayProps } from '../play/play-game';

/**
 * The Super Diamond bet slip: the shared play component with this game (4 numbers of 01-20 plus 1 of 5 diamonds).
 *
 * @example <nl-super-diamond></nl-super-diamond>
 */
export function SuperDiamond(props: PlayProps) {
  return <PlayGame gameKey="super-diamond" {...props} />;
}
