/**
 * Renders the modules that list every element, from the element modules and the game catalogue
 * (read through `elementModules`), so none is kept by hand. They are build outputs, not committed
 * (.gitignore): `npm run generate` writes them, and runs on `npm install` (`prepare`) and before
 * `build`, `typecheck`, `lint` and `start`:
 * - `elements/element-entries.ts` holds the registry's entries of the elements of their own, each
 *   loading its element module with a literal `import('./<folder>/<name>-element')`, from which
 *   bundlers split a chunk per element; elements/registry.ts adds the games' entries;
 * - `elements/define.ts` registers every element, each through its element module's
 *   `define<Name>()` (and the draw games through `defineGameElements`, which loops over the catalogue);
 * - `elements/element-classes.ts` holds the index's element exports: each element module's
 *   exports (class, tag, options, element type), and the same four for each game, made from the
 *   one game element.
 * tests/elements/element-lists.test.ts fails while a file differs from what this renders.
 *
 * @example renderDefineAll(elementModules()) // the text of elements/define.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import ts from 'typescript';
import { GAME_DEFINE_MODULE, camelCase, constantCase, defineFunctionName, elementModules, pascalCase, type ElementModule } from './element-modules';

const ROOT = resolve(import.meta.dirname, '..');
export const ELEMENT_ENTRIES_PATH = 'elements/element-entries.ts';
export const DEFINE_ALL_PATH = 'elements/define.ts';
export const ELEMENT_CLASSES_PATH = 'elements/element-classes.ts';
const GAME_ELEMENT_MODULE = 'elements/games/game-element/game-element';

const GENERATED = [
  '// Written by `npm run generate` (scripts/element-lists.ts) from the element modules and the game',
  '// catalogue; a build output, not committed: do not edit. tests/elements/element-lists.test.ts',
  '// fails while it differs from what the generator writes.',
];

class ElementListError extends Error {}

function sourceOf(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(resolve(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** A module's exports in source order, each a value or a type. */
function exportsOf(file: ts.SourceFile): { name: string; type: boolean }[] {
  return file.statements.filter(isExported).flatMap((statement): { name: string; type: boolean }[] => {
    if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.map((d) => ({ name: d.name.getText(), type: false }));
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) return [{ name: statement.name.text, type: false }];
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) return [{ name: statement.name.text, type: true }];
    throw new ElementListError(`${file.fileName}: cannot list the export ${statement.getText().slice(0, 60)}`);
  });
}

/** An element's module (`<folder>/<name>-element.ts(x)`) and the `define<Name>()` it exports. */
function elementModuleOf(module: ElementModule): { define: string; path: string } {
  if (!module.elementModule) throw new ElementListError(`${module.name} has no element module`);
  return { define: defineFunctionName(module.name), path: module.elementModule };
}

/** An import specifier from `elements/<file>` to a module of the repository, without its extension. */
const fromElements = (path: string) => `./${posix.relative('elements', path.replace(/\.tsx?$/, ''))}`;

/** A registry name as an object key: bare when it can be, quoted otherwise (`login`, `'age-gate'`). */
const key = (name: string) => (/^[a-z_$][\w$]*$/i.test(name) ? name : `'${name}'`);

/** The text of elements/element-entries.ts. */
export function renderElementEntries(modules: readonly ElementModule[]): string {
  const entries = modules
    .filter((module) => !module.game)
    .map((module) => {
      const { define, path } = elementModuleOf(module);
      return `  ${key(module.name)}: { tag: '${module.tag}', load: () => import('${fromElements(path)}').then((m) => m.${define}()) },`;
    });
  return [
    ...GENERATED,
    "import type { ElementEntry } from './registry';",
    '',
    '/**',
    " * The element registry's entries of the elements of their own, one per element module",
    ' * (`elements/<folder>/<name>-element.ts` or `.tsx`), in path order; elements/registry.ts adds the',
    " * draw games' and exports them all as `ELEMENTS`. Each `load` is a literal",
    " * `import('./<folder>/<name>-element').then((m) => m.define<Name>())`: bundlers split a chunk per",
    ' * element from it, and nothing here imports element code eagerly.',
    ' */',
    'export const ELEMENT_ENTRIES = {',
    ...entries,
    '} as const satisfies Record<string, ElementEntry>;',
    '',
  ].join('\n');
}

/** The text of elements/define.ts. */
export function renderDefineAll(modules: readonly ElementModule[]): string {
  const imports: string[] = [];
  const calls: string[] = [];
  for (const module of modules) {
    if (module.game) {
      // The games are contiguous in the registry (one spread of the catalogue): one call defines them all.
      if (calls.includes('defineGameElements();')) continue;
      imports.push(`import { defineGameElements } from '${fromElements(GAME_DEFINE_MODULE)}';`);
      calls.push('defineGameElements();');
    } else {
      const { define, path } = elementModuleOf(module);
      imports.push(`import { ${define} } from '${fromElements(path)}';`);
      calls.push(`${define}();`);
    }
  }
  return [
    ...GENERATED,
    '/**',
    ' * Registers every `<nl-*>` element (side effect on import). To ship only some elements, import',
    ' * their own `define` entries instead, e.g. `@nl/lottery/elements/draws/results/define`, or load',
    ' * them on demand through the registry (`ELEMENTS.results.load()`).',
    ' *',
    " * Each element module's define function is called, not merely imported: the element modules",
    ' * have no side effects, so a bundler drops what is only imported.',
    " * @example import '@nl/lottery/elements/define';",
    ' */',
    ...imports,
    '',
    '/** Registers every element of the registry, in its order; safe to call again. */',
    'export function defineAllElements(): void {',
    ...calls.map((call) => `  ${call}`),
    '}',
    '',
    'defineAllElements();',
    '',
  ].join('\n');
}

/** A game's four exports, named as the game folders named them before there was one game element. */
function gameExports(module: ElementModule): string[] {
  const pascal = pascalCase(module.name);
  const define = `\`${defineFunctionName(module.name)}\` (\`@nl/lottery/elements/${module.folder}/define\`)`;
  return [
    `/**`,
    ` * Class of \`<${module.tag}>\`: the one game element set to the catalogue's game \`${module.game}\`. Not`,
    ` * registered; ${define} registers it.`,
    ` * @example customElements.define('${module.tag}', Nl${pascal});`,
    ` */`,
    `export const Nl${pascal} = /* @__PURE__ */ gameElementClass('${module.game}');`,
    `/** Tag name of the \`${module.game}\` bet slip. */`,
    `export const ${constantCase(module.name)}_TAG = '${module.tag}';`,
    `/** Attribute \`demo\`: pick and price without buying; \`plan\`: a plan link to start with (Buy Again). */`,
    `export const ${camelCase(module.name)}ElementOptions = GAME_ELEMENT_OPTIONS;`,
    `/** The \`<${module.tag}>\` element. */`,
    `export type Nl${pascal}Element = NlGameElement;`,
  ];
}

/** The text of elements/element-classes.ts. */
export function renderElementClasses(modules: readonly ElementModule[]): string {
  const lines: string[] = [];
  for (const module of modules) {
    if (module.game) {
      lines.push(...gameExports(module));
      continue;
    }
    // Its define function stays out of the index, which registers nothing: `elements/define` and the
    // element's own define entry call it.
    const { define, path } = elementModuleOf(module);
    const names = exportsOf(sourceOf(path))
      .filter((e) => e.name !== define)
      .map((e) => (e.type ? `type ${e.name}` : e.name));
    lines.push(`export { ${names.join(', ')} } from '${fromElements(path)}';`);
  }
  const hasGames = modules.some((m) => m.game);
  return [
    ...GENERATED,
    '/**',
    ' * The element exports of `@nl/lottery/elements`, in the order of the registry: each element',
    " * module's class, tag, options and element type, none of them registered. A draw game's four",
    ' * are made from the one game element for its catalogue entry.',
    ' *',
    " * @example import { NlResults, RESULTS_TAG } from '@nl/lottery/elements';",
    ' */',
    ...(hasGames ? [`import { GAME_ELEMENT_OPTIONS, gameElementClass, type NlGameElement } from '${fromElements(GAME_ELEMENT_MODULE)}';`, ''] : []),
    ...lines,
    '',
  ].join('\n');
}

/** Every file this module writes, with its text from the element modules and the catalogue now. */
export function renderElementLists(modules: readonly ElementModule[] = elementModules()): { path: string; text: string }[] {
  return [
    { path: ELEMENT_ENTRIES_PATH, text: renderElementEntries(modules) },
    { path: DEFINE_ALL_PATH, text: renderDefineAll(modules) },
    { path: ELEMENT_CLASSES_PATH, text: renderElementClasses(modules) },
  ];
}

/** Writes the element lists, each only when its text changed; returns the paths. */
export function writeElementLists(modules: readonly ElementModule[] = elementModules()): string[] {
  return renderElementLists(modules).map(({ path, text }) => {
    const file = resolve(ROOT, path);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
    return path;
  });
}
