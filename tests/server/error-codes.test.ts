import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANSWERED_CODES } from '../../host-demo/server/errors/messages';
import { ERROR_CATALOGUE } from '../../sdk/errors/catalogue';
import { ErrorCode, errorCodeName } from '../../sdk/errors/codes';

const SERVER_DIR = fileURLToPath(new URL('../../host-demo/server/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The code of a file without its comments and string literals, so only real code is searched. */
function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
}

const serverSources = sourceFiles(SERVER_DIR).map((path) => ({ path: path.slice(SERVER_DIR.length), code: codeOnly(readFileSync(path, 'utf8')) }));

describe('codes the gateway answers', () => {
  it('each has one name in the SDK ErrorCode', () => {
    expect(ANSWERED_CODES.filter((code) => errorCodeName(code) === undefined)).toEqual([]);
  });

  it('each has a decided policy in the SDK error catalogue (a row by code or per command)', () => {
    const catalogued = new Set(ERROR_CATALOGUE.flatMap((row) => ('code' in row.match ? [row.match.code] : [])));
    const missing = ANSWERED_CODES.filter((code) => code !== ErrorCode.ok && !catalogued.has(code)).map(errorCodeName);
    expect(missing).toEqual([]);
  });

  it('are the only codes the server names: every ErrorCode.x it writes has a message to answer with', () => {
    const answered = new Set<number>(ANSWERED_CODES);
    const used = new Set(serverSources.flatMap(({ code }) => [...code.matchAll(/\bErrorCode\.(\w+)/g)].map((m) => m[1]!)));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !answered.has(ErrorCode[name as keyof typeof ErrorCode]))).toEqual([]);
  });

  it('are written by name in the server, never as bare numbers', () => {
    const bare = serverSources.flatMap(({ path, code }) => [...code.matchAll(/\b[1-5]\d{8}\b/g)].map((m) => `${path}: ${m[0]}`));
    expect(bare).toEqual([]);
  });

  it('finds a bare number when one is there (the search itself works)', () => {
    expect(codeOnly("throw new GatewayError(403000801); // 403000802\nconst s = '403000803';")).toMatch(/403000801/);
    expect(codeOnly("// 403000802\nconst s = '403000803';")).not.toMatch(/\d{9}/);
  });
});
