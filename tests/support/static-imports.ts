/**
 * What a source entry loads at start: the files it reaches through static imports and
 * re-exports, and the packages they import. Type-only imports and exports are left out (they are
 * erased), and so is `import()` (loaded on demand). An import that names a type among values
 * counts, so the walk errs towards finding more, never less.
 *
 * @example staticClosure('sdk/index.ts').packages.has('i18next') // false
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Relative imports of a TypeScript source file and the packages it imports. */
function importsOf(file: string): { files: string[]; packages: string[] } {
  const code = readFileSync(file, 'utf8');
  const files: string[] = [];
  const packages: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const spec = m[1]!;
    if (/^\s*(?:import|export)\s+type\s/.test(m[0])) continue;
    if (!spec.startsWith('.')) {
      packages.push(spec);
      continue;
    }
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((p) => /\.(tsx?|json)$/.test(p) && existsSync(p));
    if (found) files.push(found);
  }
  return { files, packages };
}

/** Every file (absolute paths, the entry included) and package an entry loads at start. */
export function staticClosure(entry: string): { files: Set<string>; packages: Set<string> } {
  const start = resolve(entry);
  const files = new Set<string>([start]);
  const packages = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const found = importsOf(queue.pop()!);
    for (const p of found.packages) packages.add(p);
    for (const f of found.files) {
      if (files.has(f)) continue;
      files.add(f);
      queue.push(f);
    }
  }
  return { files, packages };
}
