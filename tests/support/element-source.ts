/**
 * Reads what an element does from its source, independently of what it documents: the files its
 * element module reaches through relative imports, the `nl-*` events those files dispatch and the
 * `part` names their JSX sets. The manifest test holds the documentation to this.
 *
 * Reach is counted per exported function where a file imports names: a page that imports only
 * `ErrorState` from `base/state-message` shows the `error` part, not `EmptyState`'s `empty`. A
 * function the file itself also uses, a namespace import, a re-export or a dynamic import count
 * the whole file, so the scan errs towards finding more, never less.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const ELEMENTS_DIR = resolve(ROOT, 'elements');

/** What an element's code does, each finding with the files it was found in. */
export interface ElementScan {
  files: string[];
  events: Map<string, string[]>;
  parts: Map<string, string[]>;
  /** `part={expression}` with no string literal in it: cannot be read, so it is reported. */
  unreadableParts: string[];
}

interface ImportEdge {
  file: string;
  /** The names taken, or `all` when the whole module counts. */
  names: Set<string> | 'all';
}

/** Source with comments removed, so a doc example such as `emit(host, 'nl-x')` is not read as code. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((c) => /\.tsx?$/.test(c) && existsSync(c));
  return found && found.startsWith(ELEMENTS_DIR) ? found : null;
}

/** `{ a, b as c, type D }` → the imported names a and b; a default import → `default`. */
function importedNames(clause: string): Set<string> | 'all' {
  if (/\*\s+as\s/.test(clause)) return 'all';
  const names = new Set<string>();
  const [defaultPart, braced] = clause.includes('{') ? [clause.slice(0, clause.indexOf('{')), clause.slice(clause.indexOf('{') + 1, clause.lastIndexOf('}'))] : [clause, ''];
  if (defaultPart.replace(/[\s,]/g, '')) names.add('default');
  for (const item of braced.split(',')) {
    const name = item.trim().split(/\s+as\s+/)[0]!.trim();
    if (name && !name.startsWith('type ')) names.add(name);
  }
  return names;
}

/** Relative imports that bring code at run time (type-only imports bring none). */
function runtimeImports(file: string): ImportEdge[] {
  const source = code(file);
  const edges: ImportEdge[] = [];
  const add = (specifier: string, names: ImportEdge['names']) => {
    const target = resolveImport(file, specifier);
    if (target) edges.push({ file: target, names });
  };
  for (const m of source.matchAll(/\bimport\s+(?!type\s)([^'";]*?)\s+from\s*['"](\.{1,2}\/[^'"]+)['"]/g)) add(m[2]!, importedNames(m[1]!));
  for (const m of source.matchAll(/\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g)) add(m[1]!, 'all');
  for (const m of source.matchAll(/\bexport\s+(?!type\s)[^'";]*?\sfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g)) add(m[1]!, 'all');
  for (const m of source.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) add(m[1]!, 'all');
  return edges;
}

/**
 * Whether the code at `index` of a file runs for this element: the file counts whole, or the
 * exported function around it was imported by name or is used inside the file too.
 */
function isReached(source: string, index: number, used: Set<string> | 'all'): boolean {
  if (used === 'all') return true;
  const owners = Array.from(source.slice(0, index).matchAll(/\bexport\s+(?:default\s+)?(?:function|const)\s+(\w+)/g), (m) => m[1]!);
  const owner = owners.at(-1);
  if (!owner) return true;
  const uses = source.match(new RegExp(`\\b${owner}\\b`, 'g'))?.length ?? 0;
  return used.has(owner) || uses > 1;
}

function add(found: Map<string, string[]>, name: string, file: string): void {
  const files = found.get(name) ?? [];
  if (!files.includes(file)) files.push(file);
  found.set(name, files);
}

/**
 * Scans an element from its element module (`<name>-element.ts`).
 * @param entry the element module, relative to the repository, e.g. `elements/accounts/login/login-element.ts`
 * @param skipped modules not followed (relative to the repository), e.g. the other games' extensions
 * @example scanElement('elements/draws/results/results-element.ts').events.has('nl-navigate-request') // true
 */
export function scanElement(entry: string, skipped: readonly string[] = []): ElementScan {
  const start = resolve(ROOT, entry);
  const skip = new Set(skipped.map((path) => resolve(ROOT, path)));
  const used = new Map<string, Set<string> | 'all'>([[start, 'all']]);
  const queue = [start];
  while (queue.length) {
    for (const edge of runtimeImports(queue.pop()!)) {
      if (skip.has(edge.file)) continue;
      const before = used.get(edge.file);
      const merged = before === 'all' || edge.names === 'all' ? 'all' : new Set([...(before ?? []), ...edge.names]);
      const grew = !before || (merged === 'all' ? before !== 'all' : merged.size > (before as Set<string>).size);
      if (!grew) continue;
      used.set(edge.file, merged);
      queue.push(edge.file);
    }
  }

  const scan: ElementScan = { files: [], events: new Map(), parts: new Map(), unreadableParts: [] };
  for (const [file, names] of used) {
    const path = relative(ROOT, file).split('\\').join('/');
    const source = code(file);
    scan.files.push(path);
    for (const m of source.matchAll(/\b(?:emit\(\s*[^,()]+,|new CustomEvent\()\s*['"](nl-[a-z-]+)['"]/g)) {
      if (isReached(source, m.index, names)) add(scan.events, m[1]!, path);
    }
    for (const m of source.matchAll(/\bpart=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g)) {
      if (!isReached(source, m.index, names)) continue;
      const expression = m[3];
      const values = expression === undefined ? [m[1] ?? m[2] ?? ''] : Array.from(expression.matchAll(/['"]([^'"]*)['"]/g), (s) => s[1]!);
      if (values.length === 0) scan.unreadableParts.push(`${path}: part={${expression}}`);
      for (const name of values.flatMap((value) => value.split(/\s+/)).filter(Boolean)) add(scan.parts, name, path);
    }
  }
  scan.files.sort();
  return scan;
}

const GAME_EXTENSIONS = 'elements/games/game-element/game-extensions.ts';
const GAME_DEFINE = 'elements/games/game-element/define-game-element.ts';

/**
 * The modules each game's extension loads, from `GAME_EXTENSIONS` in its source: the
 * `import('./…')` calls written inside that game's entry.
 */
export function gameExtensionModules(): Map<string, string[]> {
  const source = code(resolve(ROOT, GAME_EXTENSIONS));
  const table = source.slice(source.indexOf('GAME_EXTENSIONS = {'));
  const modules = new Map<string, string[]>();
  // Each entry starts at its key at the table's first level of indentation.
  const entries = table.split(/\n {2}(?=['"\w-]+: \{)/).slice(1);
  for (const entry of entries) {
    const key = /^['"]?([\w-]+)['"]?:/.exec(entry)![1]!;
    const files = Array.from(entry.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g), (m) => resolveImport(resolve(ROOT, GAME_EXTENSIONS), m[1]!))
      .filter((file): file is string => file !== null)
      .map((file) => relative(ROOT, file).split('\\').join('/'));
    modules.set(key, files);
  }
  return modules;
}

/**
 * Scans a draw game's element: the one game element, without the other games' extensions, and
 * with its own.
 * @example scanGameElement('quick-five').parts.has('winners') // true
 */
export function scanGameElement(key: string): ElementScan {
  const extensions = gameExtensionModules();
  const scans = [scanElement(GAME_DEFINE, [...extensions.values()].flat()), ...(extensions.get(key) ?? []).map((file) => scanElement(file))];
  const merged: ElementScan = { files: [], events: new Map(), parts: new Map(), unreadableParts: [] };
  for (const scan of scans) {
    merged.files.push(...scan.files.filter((file) => !merged.files.includes(file)));
    for (const [name, files] of scan.events) for (const file of files) add(merged.events, name, file);
    for (const [name, files] of scan.parts) for (const file of files) add(merged.parts, name, file);
    merged.unreadableParts.push(...scan.unreadableParts);
  }
  merged.files.sort();
  return merged;
}
