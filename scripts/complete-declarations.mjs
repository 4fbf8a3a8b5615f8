// Makes the emitted declarations resolvable under Node's ESM rules (`moduleResolution: node16`
// and `nodenext` in a partner's tsconfig), not only under `bundler`.
//
// The sources import without extensions (the bundler resolves them), and tsc copies those
// specifiers into the .d.ts files verbatim. Node16 resolution wants the full path of the
// JavaScript file the declaration stands for, so every relative specifier is completed here:
// `./store` -> `./store.js`, `../..` -> `../../index.js`. A specifier that already names a file is
// left alone.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// `from '…'`, `import '…'`, `import("…")` and `export * from '…'` are the only places tsc writes
// module specifiers into declarations.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

/** The specifier of the JavaScript file behind a relative specifier, as Node16 wants it. */
export function completeSpecifier(specifier, fromFile) {
  if (/\.(?:js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(fromFile), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${fromFile}: cannot find the declaration behind '${specifier}'`);
}

/** Rewrites every relative specifier of every .d.ts file under `dir`; returns how many files changed. */
export function completeDeclarations(dir) {
  let changed = 0;
  for (const file of declarationFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const next = text
      .split('\n')
      .map((line) => (isComment(line) ? line : line.replace(SPECIFIER, (_match, head, quote, specifier) => `${head}${quote}${completeSpecifier(specifier, file)}${quote}`)))
      .join('\n');
    if (next !== text) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  return changed;
}

// tsc keeps doc comments, whose @example lines are written for the source tree: leave them be.
function isComment(line) {
  return /^\s*(?:\*|\/\*|\/\/)/.test(line);
}

function declarationFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return declarationFiles(path);
    return path.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Declaration of the `<script>`-tag build (`@nl/lottery/script`): running it registers every
 * element, and it exports nothing, so its types are the element tag names and no more.
 */
export function writeScriptDeclaration(typesDir) {
  writeFileSync(
    join(typesDir, 'script.d.ts'),
    "// The <script>-tag build registers every <nl-*> element when it runs and exports nothing.\nimport './elements/define.js';\nexport {};\n",
  );
}
