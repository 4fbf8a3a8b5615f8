import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The documents tell a reader where a rule, a command or a test lives: a path that names no file
// sends them looking for code that moved or was never written. Every backticked repository path in
// README.md and docs/*.md must name a file or folder of this repository (tracked, or new and not
// ignored, as a clone would have it), or a path git ignores because a build makes it
// (`host-demo/site/dist`).

const root = fileURLToPath(new URL('../../', import.meta.url));

const ROOTS = ['sdk', 'elements', 'host-demo', 'tests', 'scripts', 'locales', 'docs'];
// A path from one of the roots: folders of letters, digits, `.`, `_`, `-`, `@`, and the generic
// pieces skipped below (`*`, `{a,b}`, `<placeholder>`).
const PATH = new RegExp(`^(?:${ROOTS.join('|')})(?:/[\\w.@*{},<>-]*)*$`);
// Generic patterns name a kind of file, not one file: globs and `<placeholder>` segments.
const GENERIC = /[*{}<>]/;

function documents(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort()];
}

/** Every file and folder of the repository, by its path from the root (folders without a trailing `/`). */
function repositoryPaths(): Set<string> {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  const paths = new Set<string>();
  for (const file of out.split('\0').filter(Boolean)) {
    for (let path = file; path !== '.'; path = posix.dirname(path)) paths.add(path);
  }
  return paths;
}

/** Which of `paths` git ignores, as a file or as a folder: what a build or a run writes. */
function ignored(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const input = paths.flatMap((path) => [path, `${path}/`]).join('\0');
  let out = '';
  try {
    out = execFileSync('git', ['check-ignore', '--stdin', '-z'], { cwd: root, encoding: 'utf8', input });
  } catch (error) {
    // Exit status 1: none is ignored.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  return new Set(out.split('\0').filter(Boolean).map((path) => path.replace(/\/$/, '')));
}

/** The inline code spans of a Markdown text with their line numbers, outside fenced code blocks. */
function codeSpans(text: string): { line: number; span: string }[] {
  const spans: { line: number; span: string }[] = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of line.matchAll(/(`+)([^`]+?)\1(?!`)/g)) spans.push({ line: index + 1, span: match[2]!.trim() });
  });
  return spans;
}

/** The repository path a code span names, without a trailing `:line`, `#anchor` or punctuation; undefined if it names none. */
function pathOf(span: string): string | undefined {
  const path = span
    .replace(/#[\w-]*$/, '')
    .replace(/(?::\d+)+$/, '')
    .replace(/[.,;:)]+$/, '');
  if (!PATH.test(path) || GENERIC.test(path)) return undefined;
  return path.replace(/\/+$/, '');
}

describe('paths in the documents', () => {
  const docs = documents();
  const paths = repositoryPaths();

  it('reads the README and the documents, and finds paths in them', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/architecture.md');
    const found = docs.flatMap((doc) => codeSpans(readFileSync(join(root, doc), 'utf8')).filter(({ span }) => pathOf(span)));
    expect(found.length).toBeGreaterThan(50);
  });

  it('tells a path from a span that names none', () => {
    expect(pathOf('sdk/format/money.ts')).toBe('sdk/format/money.ts');
    expect(pathOf('tests/sdk/spec/')).toBe('tests/sdk/spec');
    expect(pathOf('sdk/format/money.ts:12')).toBe('sdk/format/money.ts');
    expect(pathOf('docs/commands.md#101068')).toBe('docs/commands.md');
    expect(pathOf('elements/orders/,')).toBe('elements/orders');
    expect(pathOf('tests/server/draw-engine*.test.ts')).toBeUndefined();
    expect(pathOf('host-demo/server/domains/<domain>/')).toBeUndefined();
    expect(pathOf('locales/{en-US,ar-AE}.json')).toBeUndefined();
    expect(pathOf('npm run test')).toBeUndefined();
    expect(pathOf('formatMoney')).toBeUndefined();
    expect(pathOf('spec/section-1-display.test.ts')).toBeUndefined();
  });

  it('names only files and folders that exist', () => {
    const named = docs.flatMap((doc) =>
      codeSpans(readFileSync(join(root, doc), 'utf8')).flatMap(({ line, span }) => {
        const path = pathOf(span);
        return path === undefined || paths.has(path) ? [] : [{ where: `${doc}:${line}`, path }];
      }),
    );
    const generated = ignored([...new Set(named.map(({ path }) => path))]);
    expect(named.filter(({ path }) => !generated.has(path)).map(({ where, path }) => `${where}: ${path}`)).toEqual([]);
  });
});
