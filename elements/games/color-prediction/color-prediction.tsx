import { PlayGame, type PlayProps } from '../play/play-game';

/**
 * The Color Prediction bet slip: the shared play component with this game (a colour (red, green, violet) or a digit 0-9, every 2 minutes).
 *
 * @example <nl-color-prediction></nl-color-prediction>
 */
export function ColorPrediction(props: PlayProps) {
  return <PlayGame gameKey="colorprediction" {...props} />;
}
