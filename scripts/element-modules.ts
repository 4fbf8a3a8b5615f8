/**
 * Every element's `define` module, as the build, `custom-elements.json` and the generated lists
 * (`npm run elements:lists`) see them, read from the element registry (elements/registry.ts). No
 * define module is a file: the build writes each one, and its declarations, so partners import
 * `@nl/lottery/elements/<folder>/define` to register one element:
 * - an element of its own has a folder with its element module, `<name>-element.ts`, named by its
 *   registry entry's literal `load: () => import('./<folder>/<name>-element')…`; that module exports
 *   `define<Name>()`, which its define module calls on import (`elementDefineSource`);
 * - a draw game's element has no folder: the registry makes its entry from the game catalogue, and
 *   its define module sets the one game element to that game (`gameDefineSource`).
 *
 * @example elementModules().find((m) => m.name === 'pick3') // { name: 'pick3', tag: 'nl-pick3', folder: 'games/pick3', game: 'pick3' }
 * @example elementModules().find((m) => m.name === 'login') // { name: 'login', tag: 'nl-login', folder: 'accounts/login', elementModule: 'elements/accounts/login/login-element.ts' }
 */
import { readFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import ts from 'typescript';
import { gameExtension } from '../elements/games/game-element/game-extensions';
import { ELEMENTS, type ElementEntry } from '../elements/registry';
import type { GameKey } from '../sdk/games/catalogue';

const ROOT = resolve(import.meta.dirname, '..');
const REGISTRY = 'elements/registry.ts';
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

class RegistryError extends Error {}

const fail = (message: string): never => {
  throw new RegistryError(`${REGISTRY}: ${message}`);
};

/** `lucky-day` → `LuckyDay`. */
export const pascalCase = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
/** `lucky-day` → `luckyDay`. */
export const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** `lucky-day` → `LUCKY_DAY`. */
export const constantCase = (name: string) => name.replace(/-/g, '_').toUpperCase();
/** The function a define module exports, e.g. `defineLuckyDay`. */
export const defineFunctionName = (name: string) => `define${pascalCase(name)}`;

/** The literal entries' folders, from `name: { tag, load: () => import('./<folder>/<name>-element')… }` in the source. */
function literalFolders(source: string): Map<string, string> {
  const file = ts.createSourceFile(REGISTRY, source, ts.ScriptTarget.Latest, true);
  let table: ts.Expression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'ELEMENTS') table = node.initializer;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  while (table && (ts.isSatisfiesExpression(table) || ts.isAsExpression(table))) table = table.expression;
  if (!table || !ts.isObjectLiteralExpression(table)) return fail('ELEMENTS is not an object literal');
  const folders = new Map<string, string>();
  for (const property of table.properties) {
    if (ts.isSpreadAssignment(property)) continue; // the games, made from the catalogue
    if (!ts.isPropertyAssignment(property)) return fail(`${property.getText()} is not an entry`);
    const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : property.name.getText();
    const folder = /\bimport\(\s*['"]\.\/([\w/-]+)\/([\w-]+)-element['"]\s*\)/.exec(property.initializer.getText());
    if (!folder || folder[2] !== name) return fail(`entry ${name}: load must be () => import('./<folder>/${name}-element').then((m) => m.${defineFunctionName(name)}())`);
    if (!property.initializer.getText().includes(`.${defineFunctionName(name)}()`)) return fail(`entry ${name}: load must call ${defineFunctionName(name)}() of its element module`);
    folders.set(name, folder[1]!);
  }
  return folders;
}

/**
 * Every element of the registry, in its order, with its define module's folder.
 * @param registrySource the registry's text (for tests); the file by default
 * @throws when an entry is neither a literal `load` nor a game of the catalogue
 */
export function elementModules(registrySource = readFileSync(resolve(ROOT, REGISTRY), 'utf8')): ElementModule[] {
  const folders = literalFolders(registrySource);
  return (Object.entries(ELEMENTS) as [string, ElementEntry][]).map(([name, entry]) => {
    if (entry.game) return { name, tag: entry.tag, folder: `games/${name}`, game: entry.game };
    const folder = folders.get(name) ?? fail(`entry ${name}: no literal import('./<folder>/${name}-element') in its load`);
    return { name, tag: entry.tag, folder, elementModule: `elements/${folder}/${name}-element.ts` };
  });
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
  if (!module.elementModule) throw new RegistryError(`${module.name} has no element module`);
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
  if (!module.elementModule) throw new RegistryError(`${module.name} has no element module`);
  const here = `elements/${module.folder}`;
  const define = defineFunctionName(module.name);
  return [
    '/**',
    ` * Registers \`<${module.tag}>\` alone (side effect on import; or call the exported function).`,
    ` * @example import '@nl/lottery/elements/${module.folder}/define';`,
    ' */',
    `export { ${define} } from '${specifier(here, module.elementModule.replace(/\.ts$/, '.js'))}';`,
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
  if (!module.game) throw new RegistryError(`${module.name} is not a game's element`);
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
  if (!module.game) throw new RegistryError(`${module.name} is not a game's element`);
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
