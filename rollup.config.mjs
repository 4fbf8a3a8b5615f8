// Builds the package and the reference site:
//  - dist/sdk, dist/elements: ESM for bundlers; React and every dependency stay external
//    (React is a peer), and each element has its own `define` entry so partners load only what
//    they use. dist/sdk/i18n.js holds the texts (i18next); each locale file becomes a chunk
//    loaded only when its language is used.
//  - dist/script/nl-elements.js: one self-contained, minified script for <script>-tag partners,
//    React bundled in.
//  - host-demo/site/dist: the reference site, code-split so each page loads its elements on demand.
//  - dist/types: declarations from tsc (types first in package.json exports), with their relative
//    imports completed so partners on `moduleResolution: node16` resolve them too.
import { readdirSync, existsSync, mkdirSync, copyFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import esbuild from 'rollup-plugin-esbuild';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import json from '@rollup/plugin-json';
import terser from '@rollup/plugin-terser';
import { completeDeclarations, writeScriptDeclaration } from './scripts/complete-declarations.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
const production = {
  preventAssignment: true,
  values: { 'process.env.NODE_ENV': JSON.stringify('production'), __APP_VERSION__: JSON.stringify(pkg.version) },
};

/**
 * One entry per element of elements/registry.ts, named after its folder
 * (`elements/account/login/define`), read from each entry's `load: () => import('./<folder>/define')`.
 * Exported for the test that holds it to the registry.
 */
export function elementDefineEntries(registrySource = existsSync('elements/registry.ts') ? readFileSync('elements/registry.ts', 'utf8') : '') {
  const entries = {};
  for (const [, folder] of registrySource.matchAll(/import\(\s*['"]\.\/([\w/-]+)\/define['"]\s*\)/g)) {
    entries[`elements/${folder}/define`] = `elements/${folder}/define.ts`;
  }
  return entries;
}

const tsPlugins = (extra = {}) => [
  json(),
  esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json', ...extra }),
];

/** Starts from an empty dist/: hashed chunks and declarations of moved files would otherwise be published. */
const cleanDist = {
  name: 'clean-dist',
  buildStart() {
    rmSync('dist', { recursive: true, force: true });
  },
};

/** Declarations: run once, after the library build writes its files. */
const emitDeclarations = {
  name: 'emit-declarations',
  writeBundle: {
    sequential: true,
    order: 'post',
    handler() {
      execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
      completeDeclarations('dist/types');
      writeScriptDeclaration('dist/types');
    },
  },
};

const copySiteHtml = {
  name: 'copy-site-html',
  writeBundle() {
    mkdirSync('host-demo/site/dist', { recursive: true });
    copyFileSync('host-demo/site/index.html', 'host-demo/site/dist/index.html');
    const assets = 'host-demo/site/public';
    if (existsSync(assets)) {
      const copyTree = (from, to) => {
        mkdirSync(to, { recursive: true });
        for (const e of readdirSync(from, { withFileTypes: true })) {
          if (e.isDirectory()) copyTree(join(from, e.name), join(to, e.name));
          else copyFileSync(join(from, e.name), join(to, e.name));
        }
      };
      copyTree(assets, 'host-demo/site/dist');
    }
  },
};

const library = {
  input: {
    'sdk/index': 'sdk/index.ts',
    'sdk/i18n': 'sdk/i18n/index.ts',
    'sdk/validation': 'sdk/validation/index.ts',
    ...(existsSync('elements/index.ts') ? { 'elements/index': 'elements/index.ts', 'elements/define': 'elements/define.ts' } : {}),
    ...elementDefineEntries(),
  },
  external: isExternal,
  plugins: [cleanDist, ...tsPlugins(), emitDeclarations],
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
};

const script = existsSync('elements/define.ts') && {
  input: 'elements/define.ts',
  plugins: [replace(production), resolve({ browser: true }), commonjs(), ...tsPlugins({ minify: false }), terser()],
  // One file by definition: the texts of both languages and jsencrypt, loaded on demand
  // elsewhere, are inlined here.
  output: { file: 'dist/script/nl-elements.js', format: 'iife', name: 'NlElements', sourcemap: true, inlineDynamicImports: true },
};

const site = existsSync('host-demo/site/main.tsx') && {
  input: 'host-demo/site/main.tsx',
  plugins: [replace(production), resolve({ browser: true }), commonjs(), ...tsPlugins(), terser(), copySiteHtml],
  output: { dir: 'host-demo/site/dist', format: 'es', entryFileNames: 'assets/[name].js', chunkFileNames: 'assets/[name]-[hash].js', sourcemap: true },
};

export default [library, script, site].filter(Boolean);
