import { Suspense, lazy, type ComponentType } from 'react';
import { gameByKey, type GameKey } from '../../../sdk';
import { PlayGame, type PlayProps } from '../play/play-game';
import { gameExtension, type GameExtension, type GameExtensionProps } from './game-extensions';

/**
 * One component per game, whichever way it was asked for, so that each game's element class is
 * made once (`createElementClass` keeps one per component).
 */
const betSlips: Partial<Record<string, ComponentType<PlayProps>>> = {};

/** Stands in for an extension whose code could not be loaded: the bet slip works without it. */
const Nothing: ComponentType<GameExtensionProps> = () => null;

/**
 * The component of a game without an extension: the shared bet slip of every draw game, set to
 * this game. A game's define module asks for this one directly, so its bundle carries nothing of
 * the extensions.
 *
 * @example createElementClass(plainBetSlip('pick3'), GAME_ELEMENT_OPTIONS)
 */
export function plainBetSlip(key: GameKey): ComponentType<PlayProps> {
  return (betSlips[key] ??= function GameBetSlip(props: PlayProps) {
    return <PlayGame gameKey={key} {...props} />;
  });
}

/**
 * The component of a game with an extension: what the extension puts above the bet slip, loaded
 * on demand, then the shared bet slip set to this game.
 *
 * @example createElementClass(extendedBetSlip('quick-five', GAME_EXTENSIONS['quick-five']), GAME_ELEMENT_OPTIONS)
 */
export function extendedBetSlip(key: GameKey, extension: GameExtension): ComponentType<PlayProps> {
  const made = betSlips[key];
  if (made) return made;
  const game = gameByKey(key)!;
  const load = extension.above;
  const Above = load && lazy(() => load().then((component) => ({ default: component }), () => ({ default: Nothing })));
  return (betSlips[key] = function GameBetSlip(props: PlayProps) {
    const slip = <PlayGame gameKey={key} {...props} />;
    // One boundary around both: the slip appears with what stands above it, never before it.
    return Above ? (
      <Suspense fallback={null}>
        <Above game={game} />
        {slip}
      </Suspense>
    ) : slip;
  });
}

/**
 * The component of a game's element, with its extension (`GAME_EXTENSIONS`) if it has one.
 *
 * @throws when the key is not a game of the catalogue (a key from JavaScript is not checked)
 * @example createElementClass(gameBetSlip('quick-five'), GAME_ELEMENT_OPTIONS)
 */
export function gameBetSlip(key: GameKey): ComponentType<PlayProps> {
  if (!gameByKey(key)) throw new Error(`No game "${key}" in the catalogue`);
  const extension = gameExtension(key);
  return extension?.above ? extendedBetSlip(key, extension) : plainBetSlip(key);
}
