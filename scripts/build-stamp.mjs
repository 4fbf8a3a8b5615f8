// The build stamp: a hash of everything the build reads, written into each build folder once the
// build has succeeded. `npm start` (scripts/build-if-changed.mjs) compares it with the sources
// and skips the build when nothing changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the build reads: the sources of the package and the site, their locales and the build's own files. */
export const BUILD_INPUTS = [
  'sdk',
  'elements',
  'host-demo/site',
  'locales',
  'scripts',
  'rollup.config.mjs',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
  'package-lock.json',
];
/** Build folders, each holding the stamp of the build that wrote it. */
export const BUILD_OUTPUTS = ['dist', 'host-demo/site/dist'];
/** Not inputs even inside an input folder: outputs and installed packages. */
const SKIPPED = new Set(['node_modules', 'dist', '.DS_Store']);
const STAMP_FILE = '.build-stamp';

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/**
 * Hash of the build's inputs under `root`: each file's path and content, so an added, removed or
 * renamed file changes it as much as an edit does.
 * @example sourceHash('.') // 'e3b0c442…'
 */
export function sourceHash(root = '.') {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS.flatMap((input) => filesUnder(join(root, input)))
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Writes the stamp into every build folder; call only after the whole build succeeded. */
export function writeStamps(hash, root = '.') {
  for (const dir of BUILD_OUTPUTS) writeFileSync(join(root, dir, STAMP_FILE), `${hash}\n`);
}

/** Whether every build folder holds the stamp of a build from exactly these inputs. */
export function stampsMatch(hash, root = '.') {
  return BUILD_OUTPUTS.every((dir) => {
    const file = join(root, dir, STAMP_FILE);
    return existsSync(file) && readFileSync(file, 'utf8').trim() === hash;
  });
}
