/**
 * Every element's `define` module, as the build, `custom-elements.json` and the generated lists
 * (`npm run generate`) see them. Nothing here is a hand-kept list: the elements of their own are
 * found on disk, the draw games come from the catalogue. No define module is a file: the build
 * writes each one, and its declarations, so partners import `@nl/lottery/elements/<folder>/define`
 * to register one element:
 * - an element of its own is an element module `elements/<folder>/<name>-element.ts` (or `.tsx`,
 *   the component in the same file) exporting its tag `<NAME>_TAG = 'nl-…'` and `define<Name>()`;
 *   its define module calls that function on import (`elementDefineSource`), and the registry's
 *   entry for it (elements/element-entries.ts, generated) loads it with a literal
 *   `import('./<folder>/<name>-element')`;
 * - a draw game's element has no folder: the registry makes its entry from the game catalogue, and
 *   its define module sets the one game element to that game (`gameDefineSource`).
 *
 * @example elementModules().find((m) => m.name === 'pick3') // { name: 'pick3', tag: 'nl-pick3', folder: 'games/pick3', game: 'pick3' }
 * @example elementModules().find((m) => m.name === 'login') // { name: 'login', tag: 'nl-login', folder: 'accounts/login', elementModule: 'elements/accounts/login/login-element.ts' }
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import ts from 'typescript';
import { gameElementName, gameExtension } from '../elements/games/game-element/game-extensions';
import { GAMES, type GameKey } from '../sdk/games/catalogue';

const ROOT = resolve(import.meta.dirname, '..');
/**
 * Folders whose `*-element.ts` modules are not elements of their own: the shared element factory
 * (`define-element.ts`), and the one game element, whose modules register the games (made from the
 * catalogue).
 */
const NOT_ELEMENT_FOLDERS = ['elements/base', 'elements/games/game-element'];
/** The module that registers every game's element (`defineGameElements`), which elements/define.ts calls. */
export const GAME_DEFINE_MODULE = 'elements/games/game-element/define-game-element.ts';
/** `defineElement`, which every define module calls. */
const DEFINE_ELEMENT_MODULE = 'elements/base/define-element.ts';
/** The game elements' components (`plainBetSlip`, `extendedBetSlip`). */
const GAME_BET_SLIP_MODULE = 'elements/games/game-element/game-bet-slip.tsx';
/** The games' extensions (`GAME_EXTENSIONS`). */
const GAME_EXTENSIONS_MODULE = 'elements/games/game-element/game-extensions.ts';
/** The module that declares the game elements' tags (`HTMLElementTagNameMap`). */
const GAME_ELEMENT_MODULE = 'elements/games/game-element/game-element.ts';
/** An element module's file name: `<name>-element.ts`, or `.tsx` when the component lives in it. */
const ELEMENT_MODULE_FILE = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)-element\.tsx?$/;

/** One element's define module. */
export interface ElementModule {
  /** The element's name in the registry, e.g. `login`. */
  name: string;
  /** Its tag, e.g. `nl-login`. */
  tag: string;
  /** The folder of its define module under `elements/` (and `dist/elements/`), e.g. `account/login`. */
  folder: string;
  /** For a draw game's element: its catalogue key. */
  game?: GameKey;
  /** For an element of its own: its element module, e.g. `elements/accounts/login/login-element.ts`. */
  elementModule?: string;
}

class ElementModuleError extends Error {}

const fail = (message: string): never => {
  throw new ElementModuleError(message);
};

/** `lucky-day` → `LuckyDay`. */
export const pascalCase = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
/** `lucky-day` → `luckyDay`. */
export const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** `lucky-day` → `LUCKY_DAY`. */
export const constantCase = (name: string) => name.replace(/-/g, '_').toUpperCase();
/** The function a define module exports, e.g. `defineLuckyDay`. */
export const defineFunctionName = (name: string) => `define${pascalCase(name)}`;

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * Every element module under `elements/` (`NOT_ELEMENT_FOLDERS` aside), in path order.
 * @param root the repository (for tests); this one by default
 */
export function elementModuleFiles(root = ROOT): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .flatMap((entry) => {
        const path = join(dir, entry.name);
        const fromRoot = relative(root, path).split('\\').join('/');
        if (entry.isDirectory()) return NOT_ELEMENT_FOLDERS.includes(fromRoot) ? [] : walk(path);
        return /-element\.tsx?$/.test(entry.name) ? [fromRoot] : [];
      });
  return walk(join(root, 'elements'));
}

/**
 * Reads one element module: its name from the file name, its tag from the exported
 * `<NAME>_TAG = 'nl-…'`, and checks that it exports `define<Name>()`.
 * @throws when the module lacks either, so a misnamed element fails the generator instead of vanishing
 */
export function readElementModule(path: string, source = readFileSync(resolve(ROOT, path), 'utf8')): ElementModule {
  const [, name] = ELEMENT_MODULE_FILE.exec(posix.basename(path)) ?? fail(`${path}: an element module is named <name>-element.ts(x), the name in kebab-case`);
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const exported = file.statements.filter(isExported);
  const define = defineFunctionName(name!);
  if (!exported.some((s) => ts.isFunctionDeclaration(s) && s.name?.text === define)) fail(`${path}: export function ${define}(), which registers the element`);
  const tagName = `${constantCase(name!)}_TAG`;
  const tag = exported
    .filter(ts.isVariableStatement)
    .flatMap((s) => s.declarationList.declarations)
    .find((d) => d.name.getText() === tagName)?.initializer;
  if (!tag || !ts.isStringLiteral(tag) || !/^nl-[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tag.text)) fail(`${path}: export const ${tagName} = 'nl-…', the element's tag, as a string literal`);
  return { name: name!, tag: (tag as ts.StringLiteral).text, folder: posix.relative('elements', posix.dirname(path)), elementModule: path };
}

/**
 * Every element, as the registry lists them: the element modules on disk in path order, then one
 * per game of the catalogue, in its order.
 * @param root the repository (for tests); this one by default
 * @throws when an element module is incomplete, or two elements share a name or a tag
 */
export function elementModules(root = ROOT): ElementModule[] {
  const own = elementModuleFiles(root).map((path) => readElementModule(path, readFileSync(resolve(root, path), 'utf8')));
  const games = GAMES.map((game): ElementModule => {
    const name = gameElementName(game.key);
    return { name, tag: `nl-${name}`, folder: `games/${name}`, game: game.key };
  });
  const all = [...own, ...games];
  for (const key of ['name', 'tag'] as const) {
    const seen = new Map<string, ElementModule>();
    for (const module of all) {
      const other = seen.get(module[key]);
      if (other) fail(`${module.elementModule ?? `game ${module.game}`} and ${other.elementModule ?? `game ${other.game}`} share the ${key} ${module[key]}`);
      seen.set(module[key], module);
    }
  }
  return all;
}

/** A path from one module of the repository to another, as an import specifier. */
function specifier(fromFolder: string, to: string): string {
  const path = posix.relative(fromFolder, to);
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * The source of an element's define module, which the build writes as the entry
 * `elements/<folder>/define`: it registers the element on import by calling the element module's
 * `define<Name>()`, and exports that function.
 * @param root where the modules it imports are, absolute, so the bundler resolves them
 */
export function elementDefineSource(module: ElementModule, root = ROOT): string {
  if (module.game) return gameDefineSource(module, root);
  if (!module.elementModule) throw new ElementModuleError(`${module.name} has no element module`);
  const define = defineFunctionName(module.name);
  const from = JSON.stringify(posix.join(root.split('\\').join('/'), module.elementModule));
  return [
    `/** Registers <${module.tag}> alone (side effect on import; or call ${define}). Written by the build from the element registry. */`,
    `import { ${define} } from ${from};`,
    '',
    `export { ${define} };`,
    '',
    `${define}();`,
    '',
  ].join('\n');
}

/**
 * The declarations of an element's define module, `dist/types/elements/<folder>/define.d.ts`:
 * its function, and through its element module that tag's `HTMLElementTagNameMap` entry.
 */
export function elementDefineDeclaration(module: ElementModule): string {
  if (module.game) return gameDefineDeclaration(module);
  if (!module.elementModule) throw new ElementModuleError(`${module.name} has no element module`);
  const here = `elements/${module.folder}`;
  const define = defineFunctionName(module.name);
  return [
    '/**',
    ` * Registers \`<${module.tag}>\` alone (side effect on import; or call the exported function).`,
    ` * @example import '@nl/lottery/elements/${module.folder}/define';`,
    ' */',
    `export { ${define} } from '${specifier(here, module.elementModule.replace(/\.tsx?$/, '.js'))}';`,
    '',
  ].join('\n');
}

/**
 * The source of a game's define module, which the build writes as the entry
 * `elements/games/<name>/define`: it registers that game's element on import, like every other
 * element's define module. It names its game's tag and bet slip itself, so that a game without an
 * extension carries neither the extensions nor the other games' names.
 * @param root where the modules it imports are, absolute, so the bundler resolves them
 */
export function gameDefineSource(module: ElementModule, root = ROOT): string {
  if (!module.game) throw new ElementModuleError(`${module.name} is not a game's element`);
  const define = defineFunctionName(module.name);
  const from = (path: string) => JSON.stringify(posix.join(root.split('\\').join('/'), path));
  const key = JSON.stringify(module.game);
  const extended = Boolean(gameExtension(module.game)?.above);
  return [
    `/** Registers <${module.tag}> alone (side effect on import; or call ${define}). Written by the build from the game catalogue. */`,
    `import { defineElement } from ${from(DEFINE_ELEMENT_MODULE)};`,
    `import { GAME_ELEMENT_OPTIONS } from ${from(GAME_ELEMENT_MODULE)};`,
    ...(extended
      ? [`import { extendedBetSlip } from ${from(GAME_BET_SLIP_MODULE)};`, `import { GAME_EXTENSIONS } from ${from(GAME_EXTENSIONS_MODULE)};`]
      : [`import { plainBetSlip } from ${from(GAME_BET_SLIP_MODULE)};`]),
    '',
    `/** Registers <${module.tag}>; safe to call again. Returns its class. */`,
    `export function ${define}() {`,
    `  return defineElement(${JSON.stringify(module.tag)}, ${extended ? `extendedBetSlip(${key}, GAME_EXTENSIONS[${key}])` : `plainBetSlip(${key})`}, GAME_ELEMENT_OPTIONS);`,
    '}',
    '',
    `${define}();`,
    '',
  ].join('\n');
}

/**
 * The declarations of a game's define module, `dist/types/elements/games/<name>/define.d.ts`
 * beside those tsc writes for the other elements; it brings the game tags' `HTMLElementTagNameMap`
 * entries along.
 */
export function gameDefineDeclaration(module: ElementModule): string {
  if (!module.game) throw new ElementModuleError(`${module.name} is not a game's element`);
  const here = `elements/${module.folder}`;
  const types = (path: string) => specifier(here, path.replace(/\.ts$/, '.js'));
  const define = defineFunctionName(module.name);
  return [
    '/**',
    ` * Registers \`<${module.tag}>\` alone (side effect on import; or call the exported function).`,
    ` * @example import '@nl/lottery/elements/${module.folder}/define';`,
    ' */',
    `import type { NlElementConstructor } from '${types(DEFINE_ELEMENT_MODULE)}';`,
    `import '${types(GAME_ELEMENT_MODULE)}';`,
    `/** Registers <${module.tag}>; safe to call again. Returns its class. */`,
    `export declare function ${define}(): NlElementConstructor;`,
    '',
  ].join('\n');
}
