import type { ComponentType } from 'react';
import type { GameDefinition, GameKey } from '../../../sdk';

/** Props of what an extension shows: the game whose bet slip it stands beside. */
export interface GameExtensionProps {
  game: GameDefinition;
}

/**
 * What one game's element adds to the shared bet slip. Everything else a game's element shows
 * comes from its catalogue entry (sdk/games/catalogue.ts) and its rules (sdk/games/play-types.ts).
 */
export interface GameExtension {
  /**
   * The element's name when it is not the game key: its registry name, its tag `nl-<name>` and its
   * module `elements/games/<name>/define`. Published tags keep their spelling (`<nl-lucky-day>` for
   * the key `luckyday`): partners' pages use them.
   */
  element?: string;
  /**
   * What stands above the bet slip. Loaded on demand, so the other games' bundles do not carry
   * it; the element shows once it has arrived, so the slip does not jump. The component documents
   * the CSS parts it renders (`@csspart` in its JSDoc), which custom-elements.json lists for this
   * game's element.
   */
  above?: () => Promise<ComponentType<GameExtensionProps>>;
}

/**
 * The game elements' differences, keyed by game key. A game without an entry is the shared bet
 * slip alone, as `<nl-{key}>`; a new game needs an entry only for UI of its own.
 *
 * @example GAME_EXTENSIONS.luckyday.element // 'lucky-day': its tag is <nl-lucky-day>
 */
export const GAME_EXTENSIONS = {
  luckyday: { element: 'lucky-day' },
  colorprediction: { element: 'color-prediction' },
  // SPEC §2 Quick Five: the ticker of its newest winners above the slip.
  'quick-five': { above: () => import('./winner-ticker').then((module) => module.GameWinnerTicker) },
} as const satisfies { readonly [Key in GameKey]?: GameExtension };

/** The element name of the game `Key`: its extension's `element`, else the key. */
export type GameElementNameOf<Key extends GameKey> = Key extends keyof typeof GAME_EXTENSIONS
  ? (typeof GAME_EXTENSIONS)[Key] extends { element: infer Name extends string } ? Name : Key
  : Key;

/** Every game element's name in the registry, e.g. `pick3` or `lucky-day`. */
export type GameElementName = { [Key in GameKey]: GameElementNameOf<Key> }[GameKey];

/**
 * A game's extension, if it has one.
 *
 * @example gameExtension('quick-five')?.above // loads the winner ticker
 */
export function gameExtension(key: string): GameExtension | undefined {
  return (GAME_EXTENSIONS as Partial<Record<string, GameExtension>>)[key];
}

/**
 * A game element's name in the registry; its tag is `nl-<name>`.
 *
 * @example gameElementName('luckyday') // 'lucky-day'
 */
export function gameElementName<Key extends GameKey>(key: Key): GameElementNameOf<Key> {
  return (gameExtension(key)?.element ?? key) as GameElementNameOf<Key>;
}
