import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error scripts/build-stamp.mjs is plain JavaScript without declarations
import { sourceHash, stampsMatch, writeStamps } from '../../scripts/build-stamp.mjs';

/** `npm start` builds only when the build's inputs changed since the last successful build. */
describe('the build stamp', () => {
  let root: string;
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'nl-stamp-'));
    write('package.json', '{}');
    write('sdk/index.ts', 'export const a = 1;');
    write('host-demo/site/main.tsx', 'render();');
    write('host-demo/site/index.html', '<div id="root"></div>');
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'host-demo/site/dist'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('matches after a build from the same sources', () => {
    writeStamps(sourceHash(root), root);
    expect(stampsMatch(sourceHash(root), root)).toBe(true);
  });

  it('no longer matches once a source is edited, added, renamed or removed', () => {
    const built = sourceHash(root);
    const changes = [
      () => write('sdk/index.ts', 'export const a = 2;'),
      () => write('locales/en-US.json', '{}'),
      () => renameSync(join(root, 'sdk/index.ts'), join(root, 'sdk/main.ts')),
      () => rmSync(join(root, 'host-demo/site/index.html')),
    ];
    for (const change of changes) {
      writeStamps(built, root);
      change();
      expect(stampsMatch(sourceHash(root), root), String(change)).toBe(false);
    }
  });

  it('ignores what the build writes and the installed packages', () => {
    const before = sourceHash(root);
    write('host-demo/site/dist/assets/main-0123456789ab.js', 'built');
    write('dist/sdk/index.js', 'built');
    write('sdk/node_modules/x/index.js', 'installed');
    expect(sourceHash(root)).toBe(before);
  });

  it('does not match when either build folder lacks the stamp (a build that failed halfway)', () => {
    const hash = sourceHash(root);
    writeStamps(hash, root);
    rmSync(join(root, 'host-demo/site/dist'), { recursive: true });
    mkdirSync(join(root, 'host-demo/site/dist'));
    expect(stampsMatch(hash, root)).toBe(false);
  });
});
