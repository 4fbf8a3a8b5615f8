/**
 * Prints the size of each build entry with everything it loads statically (its own file plus the
 * shared chunks it imports), raw and gzip. Run `npm run build` first. Figures only: it never
 * fails on size; budgets are read by people, in the closing notes of each issue.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Static imports of an ES module file (dynamic `import()` is loaded on demand, so not counted). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"()]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
    found.add(resolve(dirname(file), m[1]!));
  }
  return [...found].filter(existsSync);
}

function closure(entry: string): string[] {
  const seen = new Set<string>([resolve(entry)]);
  const queue = [resolve(entry)];
  while (queue.length) {
    for (const dep of staticImports(queue.pop()!)) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      queue.push(dep);
    }
  }
  return [...seen];
}

const entries: string[] = [];
const walk = (dir: string) => {
  if (!existsSync(dir)) return;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'chunks' && e.name !== 'types') walk(p);
    } else if (e.name.endsWith('.js')) entries.push(p);
  }
};
walk('dist');
// The site's entry, under its hashed name.
const siteAssets = 'host-demo/site/dist/assets';
if (existsSync(siteAssets)) entries.push(...readdirSync(siteAssets).filter((f) => /^main-[0-9a-f]+\.js$/.test(f)).map((f) => join(siteAssets, f)));

if (!entries.length) {
  console.log('bundle sizes: no build found; run `npm run build` first');
} else {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log('bundle sizes: entry with its static imports, raw and gzip (React is external in dist/sdk and dist/elements)');
  for (const file of entries.sort()) {
    const code = Buffer.concat(closure(file).map((f) => readFileSync(f)));
    console.log(`  ${file.padEnd(46)} ${kb(code.length).padStart(10)} ${kb(gzipSync(code, { level: 9 }).length).padStart(10)}`);
  }
}
