import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A clone has only this repository: no file may lean on what sits beside it on one machine (a
// shared folder of notes, a workspace path). Reads every tracked file, and every new file not yet
// ignored, so a stray reference fails before it is committed.

const root = fileURLToPath(new URL('../../', import.meta.url));

function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return [...new Set(out.split('\0').filter(Boolean))];
}

const BINARY = /\.(?:png|jpe?g|gif|webp|ico|woff2?|ttf|pdf|zip|gz|tgz)$/i;

function textFiles(): { path: string; text: string }[] {
  return repositoryFiles()
    .filter((path) => !BINARY.test(path))
    .flatMap((path) => {
      let text: string;
      try {
        text = readFileSync(join(root, path), 'utf8');
      } catch {
        return []; // listed by git but deleted in the working tree
      }
      return text.includes('\0') ? [] : [{ path, text }];
    });
}

/** `file:line: excerpt` for each path in `text` (found by `pattern`, group 1) that `refuse` rejects. */
function findings(path: string, text: string, pattern: RegExp, refuse: (found: string) => boolean): string[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(pattern)].filter((match) => refuse(match[1]!)).map(() => `${path}:${index + 1}: ${line.trim().slice(0, 160)}`),
  );
}

const CODE = /\.(?:[cm]?[jt]sx?)$/;
// In code, the paths resolved against the file itself: import specifiers and `new URL(…, import.meta.url)`.
// (Other strings in code may be relative to something else: test data, a generated file.)
const CODE_PATH = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bnew URL\(\s*)['"`](\.{1,2}\/[^'"`]*|\.\.)['"`]/g;
// In documents and scripts, any `..` chain standing alone as a path (not `...`, not in a URL).
const PARENT_CHAIN = /(?<![\w./\\-])(\.\.(?:\/\.\.)*)(?=\/|['"`)\]\s]|$)/g;
// An absolute path into the workspace this repository was written in.
const WORKSPACE_PATH = /(?<![\w./\\-])(\/work\/)/g;

/** Whether `relative`, read from the folder of `file`, leads outside the repository. */
function climbsOut(file: string, relative: string): boolean {
  const target = posix.join(posix.dirname(file), relative);
  return target === '..' || target.startsWith('../');
}

describe('the repository is self-contained', () => {
  const files = textFiles();

  it('reads the repository’s files (the check below has something to look at)', () => {
    expect(files.some((file) => file.path === 'README.md')).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no relative path that climbs out of the repository', () => {
    const escapes = files.flatMap(({ path, text }) =>
      findings(path, text, CODE.test(path) ? CODE_PATH : PARENT_CHAIN, (relative) => climbsOut(path, relative)),
    );
    expect(escapes).toEqual([]);
  });

  it('has no absolute path into the workspace it was written in', () => {
    expect(files.flatMap(({ path, text }) => findings(path, text, WORKSPACE_PATH, () => true))).toEqual([]);
  });

  it('links its documentation from the README, and those documents exist', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const doc of ['docs/architecture.md', 'docs/product.md']) {
      expect(readme).toContain(`](${doc})`);
      expect(files.some((file) => file.path === doc)).toBe(true);
    }
  });
});
