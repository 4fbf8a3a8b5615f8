import { PlayGame, type PlayProps } from '../play/play-game';

/**
 * The Magic5 bet slip: the shared play component with this game (5 numbers of 1-39).
 *
 * @example <nl-magic5></nl-magic5>
 */
export function Magic5(props: PlayProps) {
  return <PlayGame gameKey="magic5" {...props} />;
}
