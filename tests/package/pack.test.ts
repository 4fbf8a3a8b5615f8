import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The package as a partner receives it: packed with `npm pack`, installed from the tarball into
// an empty project next to React, and used from there. Needs `npm run build` first (`npm test`
// builds before it tests).

const root = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_PACKAGES = ['fastify', '@fastify/static', '@electric-sql/pglite', 'pg', 'tsx'];

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to completion without throwing. npm's own `npm_*` variables are dropped: under
 * `npm test` they point npm at this repository instead of the partner project.
 */
function run(command: string, args: string[], cwd: string): Promise<Run> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ status, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

function explain(result: Run): string {
  return `exit ${result.status}\n${result.stdout}\n${result.stderr}`;
}

let workDir = '';
let tarball = '';
let packedFiles: string[] = [];
let partner = '';

beforeAll(async () => {
  if (!existsSync(join(root, 'dist/sdk/index.js')) || !existsSync(join(root, 'dist/types/sdk/index.d.ts'))) {
    throw new Error('dist/ is missing or incomplete: run `npm run build` before this test (`npm test` builds first).');
  }
  workDir = mkdtempSync(join(tmpdir(), 'nl-lottery-pack-'));

  const packed = await run('npm', ['pack', '--json', '--pack-destination', workDir], root);
  if (packed.status !== 0) throw new Error(`npm pack failed: ${explain(packed)}`);
  const [manifest] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  tarball = join(workDir, manifest!.filename);
  packedFiles = manifest!.files.map((file) => file.path);

  partner = join(workDir, 'partner-app');
  mkdirSync(partner);
  writeFileSync(join(partner, 'package.json'), JSON.stringify({ name: 'partner-app', private: true, type: 'module' }, null, 2));
  const installed = await run('npm', ['install', tarball, 'react', 'react-dom', '--no-audit', '--no-fund', '--prefer-offline'], partner);
  if (installed.status !== 0) throw new Error(`installing the tarball failed: ${explain(installed)}`);
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the published package', () => {
  it('contains the build, the locales and the manifest, and no sources, server or tests', () => {
    expect(packedFiles).toContain('package.json');
    expect(packedFiles).toContain('dist/sdk/index.js');
    expect(packedFiles).toContain('dist/types/sdk/index.d.ts');
    // Generated, not committed: `npm pack` runs `prepare` (npm run generate), which writes it.
    expect(packedFiles).toContain('custom-elements.json');
    const unexpected = packedFiles.filter((path) => !/^(dist\/|locales\/|custom-elements\.json$|package\.json$|README\.md$|CHANGELOG\.md$)/.test(path));
    expect(unexpected).toEqual([]);
  });

  it('installs none of the reference server’s packages into a partner project', () => {
    expect(existsSync(join(partner, 'node_modules/@nl/lottery/package.json'))).toBe(true);
    const present = SERVER_PACKAGES.filter((name) => existsSync(join(partner, 'node_modules', name)));
    expect(present).toEqual([]);
  });

  it('runs the SDK in Node with no window: creates a client on injected fetch and storage and calls a command', async () => {
    const script = `
      const facts = { window: typeof window, document: typeof document };
      const { createClient } = await import('@nl/lottery/sdk');
      const sent = [];
      const store = new Map();
      const storage = {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, String(value)),
        removeItem: (key) => void store.delete(key),
      };
      const fetch = async (url, init) => {
        sent.push({ url: String(url), command: init.headers['API-Execute-Command'] });
        return new Response(JSON.stringify({ code: 0, data: { phaseResultResponseItems: [] }, timestamp: 1 }));
      };
      const client = createClient({ baseUrl: 'https://gateway.example.ae/', env: { fetch, storage, languages: () => ['ar-AE'] } });
      const result = await client.call('latestDraws', { lotteryTypeList: -1, prePhases: 1 });
      client.destroy();
      console.log(JSON.stringify({ ...facts, ok: result.ok, sent, direction: client.direction() }));
    `;
    const result = await run(process.execPath, ['--input-type=module', '--eval', script], partner);
    expect(result.status, explain(result)).toBe(0);
    const outcome = JSON.parse(result.stdout.trim().split('\n').pop()!);
    expect(outcome).toEqual({
      window: 'undefined',
      document: 'undefined',
      ok: true,
      sent: [{ url: 'https://gateway.example.ae/hapi', command: '660200' }],
      direction: 'rtl',
    });
  });

  it('resolves every documented entry point from the partner project', async () => {
    const specifiers = [
      '@nl/lottery/sdk',
      '@nl/lottery/sdk/commands',
      '@nl/lottery/sdk/i18n',
      '@nl/lottery/sdk/validation',
      '@nl/lottery/sdk/forms',
      '@nl/lottery/sdk/routes',
      '@nl/lottery/sdk/games',
      '@nl/lottery/sdk/draws',
      '@nl/lottery/sdk/instant',
      '@nl/lottery/sdk/socket',
      '@nl/lottery/sdk/host',
      '@nl/lottery/elements',
      '@nl/lottery/elements/define',
      '@nl/lottery/elements/draws/results/define',
      '@nl/lottery/locales/en-US.json',
      '@nl/lottery/script',
    ];
    const script = `console.log(JSON.stringify(${JSON.stringify(specifiers)}.map((s) => import.meta.resolve(s).replace(/^.*node_modules\\/@nl\\/lottery\\//, ''))))`;
    const result = await run(process.execPath, ['--input-type=module', '--eval', script], partner);
    expect(result.status, explain(result)).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([
      'dist/sdk/index.js',
      'dist/sdk/commands.js',
      'dist/sdk/i18n.js',
      'dist/sdk/validation.js',
      'dist/sdk/forms.js',
      'dist/sdk/routes.js',
      'dist/sdk/games.js',
      'dist/sdk/draws.js',
      'dist/sdk/instant.js',
      'dist/sdk/socket.js',
      'dist/sdk/host.js',
      'dist/elements/index.js',
      'dist/elements/define.js',
      'dist/elements/draws/results/define.js',
      'locales/en-US.json',
      'dist/script/nl-elements.js',
    ]);
  });

  it('passes publint with no error, warning or suggestion', async () => {
    const bytes = readFileSync(tarball);
    const { messages, pkg } = await publint({
      level: 'suggestion',
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer },
    });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false })}`)).toEqual([]);
  });

  it('has types that resolve for ESM consumers under node16 and bundler resolution (are the types wrong?)', async () => {
    // Patterned exports (every element's own define) are not discovered by attw; name each one.
    const elementDefines = packedFiles
      .map((path) => /^dist\/elements\/(.+)\/define\.js$/.exec(path)?.[1])
      .filter((name): name is string => Boolean(name))
      .map((name) => `./elements/${name}/define`);
    expect(elementDefines.length).toBeGreaterThan(0);
    const attw = join(root, 'node_modules/.bin/attw');
    const result = await run(attw, [tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-emoji', '--no-color', '--include-entrypoints', ...elementDefines], workDir);
    expect(result.status, explain(result)).toBe(0);
  });
});
