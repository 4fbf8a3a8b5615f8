import { GAMES, type GameKey } from '../sdk/games/catalogue';
import { ELEMENT_ENTRIES } from './element-entries';
import { gameElementName, type GameElementNameOf } from './games/game-element/game-extensions';

/**
 * Every `<nl-*>` element, once: its name, its tag and how to load and register it on demand.
 * Nothing here is written per element. An element of its own is its element module,
 * `elements/<folder>/<name>-element.ts` (or `.tsx` holding the component too), exporting its tag
 * `<NAME>_TAG` and `define<Name>()`: `npm run generate` finds it and writes its entry into
 * `ELEMENT_ENTRIES` (elements/element-entries.ts, a build output, not committed) as a literal
 * `import('./<folder>/<name>-element').then((m) => m.define<Name>())`, from which bundlers split a
 * chunk per element. The same generator writes `elements/define`, the index's element exports and
 * `custom-elements.json` (documentation from the JSDoc in each element module); the build writes
 * each element's `elements/<folder>/define` entry; the reference site's lazy loader, element names
 * and JSX typings read this table. Nothing here imports element code eagerly.
 *
 * The draw games are not element modules: each game of the catalogue (sdk/games/catalogue.ts) is an
 * entry of its own, the one game element set to that game (`GAME_ELEMENTS`).
 *
 * @example
 * import { ELEMENTS } from '@nl/lottery/elements';
 * await ELEMENTS.login.load(); // <nl-login> is now defined
 */
export interface ElementEntry {
  /** The custom element name. */
  tag: `nl-${string}`;
  /** Imports the element's module and registers the tag; resolves with its class. */
  load: () => Promise<unknown>;
  /** For a draw game's element: its key in the game catalogue. */
  game?: GameKey;
}

/** The registry entry of a game's element; its define module is `elements/games/<name>/define`. */
export interface GameElementEntry<Key extends GameKey = GameKey> extends ElementEntry {
  tag: `nl-${GameElementNameOf<Key>}`;
  game: Key;
}

/**
 * One entry per game of the catalogue, in its order, named by `gameElementName` (`pick3`,
 * `lucky-day` …). Loading one registers that game's element only.
 *
 * @example await GAME_ELEMENTS['quick-five'].load(); // <nl-quick-five> is now defined
 */
export const GAME_ELEMENTS = Object.fromEntries(
  GAMES.map((game) => {
    const name = gameElementName(game.key);
    const entry: GameElementEntry = {
      tag: `nl-${name}`,
      game: game.key,
      load: () => import('./games/game-element/define-game-element').then((module) => module.defineGameElement(game.key)),
    };
    return [name, entry];
  }),
) as { readonly [Key in GameKey as GameElementNameOf<Key>]: GameElementEntry<Key> };

/**
 * The registry: the elements of their own (`ELEMENT_ENTRIES`, generated from their element
 * modules), then the draw games (`GAME_ELEMENTS`).
 */
export const ELEMENTS = { ...ELEMENT_ENTRIES, ...GAME_ELEMENTS } as const satisfies Record<string, ElementEntry>;

/** An element's name in the registry, e.g. `login`. */
export type ElementName = keyof typeof ELEMENTS;

/** Every element's tag, e.g. `nl-login`. */
export type ElementTag = (typeof ELEMENTS)[ElementName]['tag'];

