// Builds the package and the reference site:
//  - dist/sdk, dist/elements: ESM for bundlers; React and every dependency stay external
//    (React is a peer), and each element has its own `define` entry so partners load only what
//    they use; those modules are not files: the build writes each from the element registry (a
//    draw game's, `elements/games/<name>/define`, from the game catalogue). dist/sdk/i18n.js holds
//    the texts (i18next); each locale file becomes a chunk loaded only when its language is used.
//  - dist/script/nl-elements.js: one self-contained, minified script for <script>-tag partners,
//    React bundled in.
//  - host-demo/site/dist: the reference site, code-split so each page loads its elements on demand;
//    every file it builds has a hashed name (cached for good by browsers), index.html names them.
//  - dist/types: declarations from tsc (types first in package.json exports), with their relative
//    imports completed so partners on `moduleResolution: node16` resolve them too.
// Once every part is built, each build folder gets the stamp `npm start` compares with the sources
// (scripts/build-stamp.mjs) to skip an unneeded build.
import { readdirSync, existsSync, mkdirSync, copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import esbuild from 'rollup-plugin-esbuild';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import json from '@rollup/plugin-json';
import terser from '@rollup/plugin-terser';
import { completeDeclarations, writeScriptDeclaration } from './scripts/complete-declarations.mjs';
import { sourceHash, writeStamps } from './scripts/build-stamp.mjs';
import { precompress, siteHtml } from './scripts/site-html.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
const production = {
  preventAssignment: true,
  values: { 'process.env.NODE_ENV': JSON.stringify('production'), __APP_VERSION__: JSON.stringify(pkg.version) },
};

/** Ids of the elements' define modules, which are not files (`elementDefineModules` serves them). */
const ELEMENT_DEFINE = '\0nl-element-define:';

/**
 * Every element's define module (scripts/element-modules.ts, from elements/registry.ts), read by
 * running its TypeScript: the draw games' come from the SDK's game catalogue. Null before the
 * elements exist.
 */
async function loadElementModules() {
  if (!existsSync('elements/registry.ts')) return null;
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('./scripts/element-modules.ts', import.meta.url);
}

/**
 * One library entry per element of the registry, named after its define module's folder
 * (`elements/accounts/login/define`, `elements/games/pick3/define`): the module the build writes
 * for it. Exported for the test that holds it to the registry.
 * @param modules `elementModules()` of scripts/element-modules.ts
 */
export function elementDefineEntries(modules) {
  return Object.fromEntries(modules.map((m) => [`elements/${m.folder}/define`, `${ELEMENT_DEFINE}${m.name}`]));
}

/**
 * Serves each element's define module (scripts/element-modules.ts `elementDefineSource`): no
 * element has a define file, but partners import `@nl/lottery/elements/<folder>/define` to
 * register one element.
 */
const elementDefineModules = (elements) => {
  const modules = new Map(elements.elementModules().map((m) => [m.name, m]));
  return {
    name: 'element-define-modules',
    resolveId: (id) => (id.startsWith(ELEMENT_DEFINE) ? id : null),
    load: (id) => (id.startsWith(ELEMENT_DEFINE) ? elements.elementDefineSource(modules.get(id.slice(ELEMENT_DEFINE.length))) : null),
  };
};

/**
 * Rollup's warnings about code in node_modules that we neither own nor can change, each checked to
 * be harmless; anything else is printed (the build prints no warning otherwise).
 */
const KNOWN_HARMLESS = [
  // zod explains its `@__PURE__` annotations in comments placed where Rollup looks for one; Rollup
  // drops those comments, and the annotations themselves are read as usual.
  { code: 'INVALID_ANNOTATION', in: '/node_modules/zod/' },
  // TypeScript's ES5 helpers in jsencrypt read `this.__extends` at module level: `this` is
  // undefined in an ES module, so the helper defines its own, as it does in any bundler.
  { code: 'THIS_IS_UNDEFINED', in: '/node_modules/jsencrypt/' },
  // zod's core and util import each other; both only declare functions at load, so the order
  // of evaluation does not matter.
  { code: 'CIRCULAR_DEPENDENCY', in: '/node_modules/zod/' },
];
const onwarn = (warning, warn) => {
  const where = [warning.id, ...(warning.ids ?? [])].filter(Boolean).map((id) => id.split('\\').join('/'));
  const harmless = KNOWN_HARMLESS.some((k) => k.code === warning.code && where.length > 0 && where.every((id) => id.includes(k.in)));
  if (!harmless) warn(warning);
};

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

/** Declarations: run once, after the library build writes its files; tsc does not see the elements' define modules, so they are written here. */
const emitDeclarations = (elements) => ({
  name: 'emit-declarations',
  writeBundle: {
    sequential: true,
    order: 'post',
    handler() {
      execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
      completeDeclarations('dist/types');
      writeScriptDeclaration('dist/types');
      for (const module of elements?.elementModules() ?? []) {
        mkdirSync(`dist/types/elements/${module.folder}`, { recursive: true });
        writeFileSync(`dist/types/elements/${module.folder}/define.d.ts`, elements.elementDefineDeclaration(module));
      }
    },
  },
});

const SITE_DIST = 'host-demo/site/dist';

/** The site's public files (game images, the icon) as they are: content, named by the catalogue. */
const copySitePublic = {
  name: 'copy-site-public',
  writeBundle() {
    const assets = 'host-demo/site/public';
    if (existsSync(assets)) {
      const copyTree = (from, to) => {
        mkdirSync(to, { recursive: true });
        for (const e of readdirSync(from, { withFileTypes: true })) {
          if (e.isDirectory()) copyTree(join(from, e.name), join(to, e.name));
          else copyFileSync(join(from, e.name), join(to, e.name));
        }
      };
      copyTree(assets, SITE_DIST);
    }
  },
};

/** Starts the site from an empty folder: each build's hashed names would otherwise pile up. */
const cleanSiteDist = {
  name: 'clean-site-dist',
  buildStart() {
    rmSync(SITE_DIST, { recursive: true, force: true });
  },
};

/**
 * Hashed names, read by the server (host-demo/server/site.ts) to cache such files for good:
 * `-` and 12 hex digits before the extension. Element chunks are named after their element
 * (`nl-header-…` from `header-element.ts`, every game's `nl-game-element-…` from
 * `game-element/define-game-element.ts`) so the network panel says what loads.
 */
const HASHED = '[hash:12]';
const siteChunkName = (chunk) => {
  const id = chunk.facadeModuleId?.split('\\').join('/') ?? '';
  const element = id.match(/\/elements\/(?:[\w-]+\/)*?([\w-]+)\/define-[\w-]+\.tsx?$/) ?? id.match(/\/elements\/(?:[\w-]+\/)*([\w-]+)-element\.tsx?$/);
  return `assets/${element ? `nl-${element[1]}` : '[name]'}-${HASHED}.js`;
};

/** Writes the build stamp: attached to the last build, so it runs only when all succeeded. */
const buildHash = sourceHash();
const stampBuild = {
  name: 'stamp-build',
  writeBundle: { sequential: true, order: 'post', handler: () => writeStamps(buildHash) },
};

const library = (elements) => ({
  input: {
    'sdk/index': 'sdk/index.ts',
    'sdk/commands': 'sdk/commands/index.ts',
    'sdk/i18n': 'sdk/i18n/index.ts',
    'sdk/validation': 'sdk/validation/index.ts',
    'sdk/forms': 'sdk/forms/index.ts',
    'sdk/routes': 'sdk/routes/index.ts',
    'sdk/games': 'sdk/games/index.ts',
    'sdk/draws': 'sdk/draws/index.ts',
    'sdk/instant': 'sdk/instant/index.ts',
    'sdk/socket': 'sdk/socket/index.ts',
    'sdk/host': 'sdk/host/index.ts',
    ...(existsSync('elements/index.ts') ? { 'elements/index': 'elements/index.ts', 'elements/define': 'elements/define.ts' } : {}),
    ...(elements ? elementDefineEntries(elements.elementModules()) : {}),
  },
  external: isExternal,
  plugins: [cleanDist, ...(elements ? [elementDefineModules(elements)] : []), ...tsPlugins(), emitDeclarations(elements)],
  onwarn,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
});

/** Ids of the script build's entries, which are not files (`scriptEntries` serves them). */
const SCRIPT_ENTRY = '\0nl-script:';
const PARTNER_SCRIPT = JSON.stringify(join(process.cwd(), 'elements/base/partner-script.ts').split('\\').join('/'));

/**
 * The script build's entries: `all` registers every element and starts from
 * `document.currentScript` (a classic script); each element's registers that element and starts
 * from its module's URL; `embed` starts and loads the elements its tag lists (`data-elements`)
 * from beside itself (elements/base/partner-script.ts reads the tag's configuration).
 */
const scriptEntries = {
  name: 'script-entries',
  resolveId: (id) => (id.startsWith(SCRIPT_ENTRY) ? id : null),
  load(id) {
    if (!id.startsWith(SCRIPT_ENTRY)) return null;
    const name = id.slice(SCRIPT_ENTRY.length);
    const boot = `import { bootPartnerScript } from ${PARTNER_SCRIPT};`;
    if (name === 'embed') return `import { embedPartnerElements } from ${PARTNER_SCRIPT};\nvoid embedPartnerElements(import.meta.url);\n`;
    if (name === 'all') return `import ${JSON.stringify(join(process.cwd(), 'elements/define.ts').split('\\').join('/'))};\n${boot}\nbootPartnerScript(document.currentScript);\n`;
    return `import ${JSON.stringify(`${ELEMENT_DEFINE}${name}`)};\n${boot}\nbootPartnerScript(import.meta.url);\n`;
  },
};

const scriptPlugins = (elements) => [
  scriptEntries, ...(elements ? [elementDefineModules(elements)] : []), replace(production), resolve({ browser: true }), commonjs(), ...tsPlugins({ minify: false }), terser(),
];

/** One classic script with every element, React bundled in. */
const script = (elements) => existsSync('elements/define.ts') && {
  input: `${SCRIPT_ENTRY}all`,
  plugins: scriptPlugins(elements),
  onwarn,
  // One file by definition: the texts of both languages and jsencrypt, loaded on demand
  // elsewhere, are inlined here.
  output: { file: 'dist/script/nl-elements.js', format: 'iife', name: 'NlElements', sourcemap: true, inlineDynamicImports: true },
};

/**
 * One module script per element (`dist/script/nl-<name>.js`), React bundled in and shared with the
 * others through chunks: a partner page loads only the elements it shows, and two of them share
 * React, the SDK and the texts. The gateway serves them under a versioned path (site.ts).
 */
const scriptModules = (elements) => elements && {
  // nl-embed.js: one tag that loads the elements its data-elements lists.
  input: { 'nl-embed': `${SCRIPT_ENTRY}embed`, ...Object.fromEntries(elements.elementModules().map((m) => [`nl-${m.name}`, `${SCRIPT_ENTRY}${m.name}`])) },
  plugins: scriptPlugins(elements),
  onwarn,
  output: { dir: 'dist/script', format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true },
};

const site = existsSync('host-demo/site/main.tsx') && {
  input: 'host-demo/site/main.tsx',
  plugins: [
    cleanSiteDist, replace(production), resolve({ browser: true }), commonjs(), ...tsPlugins(), terser(),
    siteHtml({ template: 'host-demo/site/index.html' }), copySitePublic, precompress(),
  ],
  onwarn,
  output: {
    dir: SITE_DIST,
    format: 'es',
    entryFileNames: `assets/[name]-${HASHED}.js`,
    chunkFileNames: siteChunkName,
    assetFileNames: `assets/[name]-${HASHED}[extname]`,
    hashCharacters: 'hex',
    sourcemap: true,
  },
};

export default async function buildConfig() {
  const elements = await loadElementModules();
  const builds = [library(elements), script(elements), scriptModules(elements), site].filter(Boolean);
  builds.at(-1).plugins.push(stampBuild);
  return builds;
}
