import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers, lowest first: errors/ and db/ (the data layer), then domains/, then
 * gateway/ and seed/ (and app.ts, main.ts) above them. A layer imports only from below.
 */
const SERVER_DIR = fileURLToPath(new URL('../../host-demo/server/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Relative module specifiers of `import ... from`, `export ... from` and `import()`. */
function relativeImports(source: string): string[] {
  const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return specifiers.filter((s) => s.startsWith('.'));
}

/** Each import of a file under `layer` that lands in one of `forbidden` (folders of the server). */
function importsInto(layer: string, forbidden: readonly string[]): string[] {
  return sourceFiles(join(SERVER_DIR, layer)).flatMap((file) =>
    relativeImports(readFileSync(file, 'utf8'))
      .map((specifier) => ({ specifier, target: relative(SERVER_DIR, resolve(dirname(file), specifier)) }))
      .filter(({ target }) => forbidden.some((folder) => target === folder || target.startsWith(folder + sep)))
      .map(({ specifier }) => `${relative(SERVER_DIR, file)} imports ${specifier}`),
  );
}

describe('server layering', () => {
  it('domains/ imports nothing from gateway/ (nor from seed/, app or main)', () => {
    expect(importsInto('domains', ['gateway', 'seed', 'app', 'main'])).toEqual([]);
  });

  it('db/ (the data layer) imports no domain, nor the gateway or the demo seed', () => {
    expect(importsInto('db', ['domains', 'gateway', 'seed'])).toEqual([]);
  });

  it('errors/ sits below both: it imports no domain, gateway or database', () => {
    expect(importsInto('errors', ['domains', 'gateway', 'db', 'seed'])).toEqual([]);
  });

  it('reads the imports of a file, static and dynamic (the check itself works)', () => {
    const source = "import { a } from '../gateway/x';\nimport type { B } from \"./b\";\nexport * from '../../c';\nimport './side-effect';\nconst d = await import('../d');\nimport z from 'zod';";
    expect(relativeImports(source)).toEqual(['../gateway/x', './b', '../../c', './side-effect', '../d']);
  });
});
