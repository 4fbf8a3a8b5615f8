import { PlayGame, type PlayProps } from '../play/play-game';

/**
 * The Super Ocean bet slip: the shared play component with this game (a number of 1-36, a group of six or a half, every minute).
 *
 * @example <nl-super-ocean></nl-super-ocean>
 */
export function SuperOcean(props: PlayProps) {
  return <PlayGame gameKey="super-ocean" {...props} />;
}
