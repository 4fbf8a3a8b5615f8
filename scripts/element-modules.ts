/**
 * Every element's `define` module, as `custom-elements.json` and the generated lists
 * (`npm run elements:lists`) see them, read from the element registry (elements/registry.ts): each
 * element has a folder with a `define.ts`, named by its registry entry's literal
 * `load: () => import('./<folder>/define')`.
 *
 * @example elementModules().find((m) => m.name === 'login') // { name: 'login', tag: 'nl-login', folder: 'account/login' }
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { ELEMENTS, type ElementEntry } from '../elements/registry';

const ROOT = resolve(import.meta.dirname, '..');
const REGISTRY = 'elements/registry.ts';

/** One element's define module. */
export interface ElementModule {
  /** The element's name in the registry, e.g. `login`. */
  name: string;
  /** Its tag, e.g. `nl-login`. */
  tag: string;
  /** The folder of its define module under `elements/` (and `dist/elements/`), e.g. `account/login`. */
  folder: string;
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

/** The entries' folders, from `name: { tag, load: () => import('./<folder>/define') }` in the source. */
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
    if (!ts.isPropertyAssignment(property)) return fail(`${property.getText()} is not an entry`);
    const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : property.name.getText();
    const folder = /\bimport\(\s*['"]\.\/([\w/-]+)\/define['"]\s*\)/.exec(property.initializer.getText())?.[1];
    if (!folder) return fail(`entry ${name}: load must be () => import('./<folder>/define')`);
    folders.set(name, folder);
  }
  return folders;
}

/**
 * Every element of the registry, in its order, with its define module's folder.
 * @param registrySource the registry's text (for tests); the file by default
 * @throws when an entry's `load` is not a literal `import('./<folder>/define')`
 */
export function elementModules(registrySource = readFileSync(resolve(ROOT, REGISTRY), 'utf8')): ElementModule[] {
  const folders = literalFolders(registrySource);
  return (Object.entries(ELEMENTS) as [string, ElementEntry][]).map(([name, entry]) => ({
    name,
    tag: entry.tag,
    folder: folders.get(name) ?? fail(`entry ${name}: no literal import('./<folder>/define') in its load`),
  }));
}
