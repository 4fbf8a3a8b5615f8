import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A fresh `npm install` must leave the checkout unchanged. npm writes an entry for every optional
// dependency of every package, for all platforms (rollup's and esbuild's native packages), even
// the ones it does not install here; a lockfile written without them is rewritten by the next
// install, so a newcomer's tree is modified before they change anything. `.ci/run` also fails
// when its own `npm install` changes the lockfile.

const lock = JSON.parse(readFileSync(fileURLToPath(new URL('../../package-lock.json', import.meta.url)), 'utf8')) as {
  packages: Record<string, { optionalDependencies?: Record<string, string> }>;
};

/** Where npm resolves `name` from the package at `from` (its own node_modules, then each parent's). */
function resolvedEntry(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('has an entry for every optional dependency of every package, so npm install does not rewrite it', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => resolvedEntry(path, name) === undefined)
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
