import { PlayGame, type PlayProps } from '../play/play-game';

/**
 * The Fivetastic bet slip: the shared play component with this game (5 numbers of 1-35).
 *
 * @example <nl-fivetastic></nl-fivetastic>
 */
export function Fivetastic(props: PlayProps) {
  return <PlayGame gameKey="fivetastic" {...props} />;
}
