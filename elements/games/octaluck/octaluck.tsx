import { PlayGame, type PlayProps } from '../play/play-game';

/**
 * The Octaluck bet slip: the shared play component with this game (one, two or three of 1-8 every minute, multiples 1, 2, 5, 10, 20, 50).
 *
 * @example <nl-octaluck></nl-octaluck>
 */
export function Octaluck(props: PlayProps) {
  return <PlayGame gameKey="octaluck" {...props} />;
}
