import { PlayGame, type PlayProps } from '../play/play-game';

/**
 * The Pick 3 bet slip: the shared play component with this game (three digits 0-9, Exact or Any (Any 3, Any 6 follow from the digits)).
 *
 * @example <nl-pick3></nl-pick3>
 */
export function Pick3(props: PlayProps) {
  return <PlayGame gameKey="pick3" {...props} />;
}
