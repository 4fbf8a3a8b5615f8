/**
 * Renders the two modules that list every element, from the element registry
 * (elements/registry.ts, read through `elementModules`), so neither is kept by hand:
 * - `elements/define.ts` registers every element, each through its element module's
 *   `define<Name>()` (and the draw games through `defineGameElements`, which loops over the catalogue);
 * - `elements/element-classes.ts` holds the index's element exports: each element module's
 *   exports (class, tag, options, element type), and the same four for each game, made from the
 *   one game element.
 * `npm run elements:lists` writes them; tests/elements/element-lists.test.ts fails while either
 * differs from what this renders.
 *
 * @example renderDefineAll(elementModules()) // the text of elements/define.ts
 */
import { readFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import ts from 'typescript';
import { GAME_DEFINE_MODULE, camelCase, constantCase, defineFunctionName, pascalCase, type ElementModule } from './element-modules';

const ROOT = resolve(import.meta.dirname, '..');
export const DEFINE_ALL_PATH = 'elements/define.ts';
export const ELEMENT_CLASSES_PATH = 'elements/element-classes.ts';
const GAME_ELEMENT_MODULE = 'elements/games/game-element/game-element';

const GENERATED = [
  '// Written by `npm run elements:lists` from elements/registry.ts; do not edit by hand:',
  '// tests/elements/element-lists.test.ts fails while this file differs from what it writes.',
];

class ElementListError extends Error {}

function sourceOf(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(resolve(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true);
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

/** An element's module (`<folder>/<name>-element.ts`) and the `define<Name>()` it must export. */
function readElementModule(module: ElementModule): { define: string; elementModule: string } {
  const path = module.elementModule ?? `elements/${module.folder}/${module.name}-element.ts`;
  const define = defineFunctionName(module.name);
  if (!exportsOf(sourceOf(path)).some((e) => e.name === define && !e.type)) {
    throw new ElementListError(`${path}: export function ${define}(), named after the registry entry ${module.name}, which registers the element`);
  }
  return { define, elementModule: path.replace(/\.ts$/, '') };
}

/** An import specifier from `elements/<file>` to a module of the repository, without its extension. */
const fromElements = (path: string) => `./${posix.relative('elements', path.replace(/\.tsx?$/, ''))}`;

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
      const { define, elementModule } = readElementModule(module);
      imports.push(`import { ${define} } from '${fromElements(elementModule)}';`);
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
    const { define, elementModule } = readElementModule(module);
    const names = exportsOf(sourceOf(`${elementModule}.ts`))
      .filter((e) => e.name !== define)
      .map((e) => (e.type ? `type ${e.name}` : e.name));
    lines.push(`export { ${names.join(', ')} } from '${fromElements(elementModule)}';`);
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
