/**
 * Prints the raw and gzip size of each build entry (run `npm run build` first). Figures only: it
 * never fails on size; budgets are read by people, in the closing notes of each issue.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
const siteMain = 'host-demo/site/dist/assets/main.js';
if (existsSync(siteMain)) entries.push(siteMain);

if (!entries.length) {
  console.log('bundle sizes: no build found; run `npm run build` first');
} else {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log('bundle sizes (entry, raw, gzip; React is external except in the script build and the site):');
  for (const file of entries.sort()) {
    const bytes = readFileSync(file);
    console.log(`  ${file.padEnd(52)} ${kb(statSync(file).size).padStart(10)} ${kb(gzipSync(bytes, { level: 9 }).length).padStart(10)}`);
  }
  const chunks = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js')) : []);
  const siteTotal = chunks('host-demo/site/dist/assets').reduce((sum, f) => sum + gzipSync(readFileSync(join('host-demo/site/dist/assets', f))).length, 0);
  if (siteTotal) console.log(`  site: all chunks together ${kb(siteTotal)} gzip`);
}
