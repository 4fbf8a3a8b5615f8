import { PlayGame, type PlayProps } from '../play/play-game';

/**
 * The Pick 4 bet slip: the shared play component with this game (four digits 0-9, Exact or Any (Any 4, 6, 12, 24 follow from the digits)).
 *
 * @example <nl-pick4></nl-pick4>
 */
export function Pick4(props: PlayProps) {
  return <PlayGame gameKey="pick4" {...props} />;
}
