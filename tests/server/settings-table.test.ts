import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, resolveConfig, type ServerConfig } from '../../host-demo/server/config';
import { valueAt, type AnySetting } from '../../host-demo/server/settings/define';
import { DEFAULT_SETTINGS, readSetting, readSettings, SETTINGS, type SettingVariable } from '../../host-demo/server/settings/table';
import { renderSettingsTable, SETTINGS_END, SETTINGS_START, withSettingsTable } from '../../scripts/settings-table';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const readme = () => readFileSync(join(REPO, 'README.md'), 'utf8');
const entries = Object.entries(SETTINGS) as [SettingVariable, AnySetting][];
const isServerPath = (path: string) => !/^(start|tests)\./.test(path);
/** The server settings whose refused samples read as values (past a bound, not malformed), with those values. */
const codeOutOfBounds = entries
  .filter(([, entry]) => isServerPath(entry.path))
  .map(([variable, entry]) => {
    const fallback = valueAt(DEFAULT_SETTINGS, entry.path);
    const values = entry.kind.refusedSamples.map((sample) => entry.kind.parse(sample, fallback)).filter((value) => value !== undefined);
    return [variable, entry, values] as const;
  })
  .filter(([, , values]) => values.length > 0);

/** The error `run` throws (a test fails when it throws none). */
function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('README.md, Configuration', () => {
  it('is exactly what `npm run settings:doc` renders from the settings table now (run it and commit when this fails)', () => {
    expect(readme()).toBe(withSettingsTable(readme(), SETTINGS));
  });

  it('has one row per variable of the table, in its order, between the markers', () => {
    const section = readme().split(SETTINGS_START)[1]!.split(SETTINGS_END)[0]!;
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const variables = rows.flatMap((row) => row.split(' | ')[0]!.slice(2).split(', ').map((name) => name.replaceAll('`', '')));
    expect(variables).toEqual(Object.keys(SETTINGS));
  });

  it('shows a default, what the variable accepts and its meaning in words the table gives', () => {
    const table = renderSettingsTable(SETTINGS);
    expect(table).toContain('| `GEO_POPUP_TYPE` | `1` | a whole number from 1 to 9 | passed through as 010001 `geoCheckForceLicensePopType`');
    expect(table).toContain('| `SESSION_MAX_AGE_SECONDS` | `43200` (12 hours) | a positive whole number |');
    expect(table).toContain('| `SERVER_PEPPER` | random per process | text of at least 16 characters |');
    expect(table).toContain('| `RATE_LIMIT_SEND_CODE` | `10/-` |');
    expect(table).toContain('| `ENCRYPTION_PUBLIC_KEY_FILE`, `ENCRYPTION_PRIVATE_KEY_FILE` | — | a file path |');
  });

  it('refuses to write a README that lost its markers, rather than append the table somewhere unseen', () => {
    expect(() => withSettingsTable('# README\n', SETTINGS)).toThrow(/settings:start/);
  });
});

describe('the settings table (host-demo/server/settings/table.ts)', () => {
  it.each(entries)('%s: its default is allowed, and the variable set to the text README shows for it reads back as the default', (variable, entry) => {
    const fallback = valueAt(DEFAULT_SETTINGS, entry.path);
    expect(entry.kind.problem(fallback)).toBeNull();
    expect(readSetting(variable, { [variable]: entry.kind.show(fallback) })).toEqual(fallback);
    expect(readSetting(variable, {})).toEqual(fallback);
    // An empty variable is an unset one, as before the table (production.test.ts starts main.ts with DATABASE_URL='').
    expect(readSetting(variable, { [variable]: '' })).toEqual(fallback);
  });

  it.each(entries.filter(([, entry]) => entry.kind.refusedSamples.length > 0))(
    '%s: a value out of bounds or of the wrong shape stops the start, naming the variable and what it accepts',
    (variable, entry) => {
      for (const sample of entry.kind.refusedSamples) {
        const error = thrown(() => readSettings({ [variable]: sample }));
        expect(error.message, `${variable}=${sample}`).toMatch(new RegExp(`^${variable} (must|has) `));
      }
    },
  );

  it("never repeats a refused key or connection string in its error (it may hold a password)", () => {
    for (const [variable, value] of [
      ['SERVER_PEPPER', 'short-secret'],
      ['DATABASE_URL', 'mysql://lottery:hunter2-password@db.internal/lottery'],
      ['REDIS_URL', 'memcached://user:hunter2-password@cache'],
    ] as const) {
      const error = thrown(() => readSettings({ [variable]: value }));
      expect(error.message).toMatch(new RegExp(`^${variable} must be`));
      expect(error.message).not.toContain(value);
    }
  });

  it.each(codeOutOfBounds)('%s: a value given in code is held to the same bounds, named by its path', (variable, entry, values) => {
    for (const value of values) {
      const [root, ...rest] = entry.path.split('.') as [keyof ServerConfig, ...string[]];
      const config = { [root]: withValueAt(DEFAULT_CONFIG[root], rest, value) } as Partial<ServerConfig>;
      expect(() => resolveConfig(config), `${variable} ${JSON.stringify(value)}`).toThrow(new RegExp(`^${entry.path.replaceAll('.', '\\.')} `));
    }
  });

  it('reads a group whole: a variable of it set, the others keep their defaults (configFromEnv)', () => {
    const settings = readSettings({ GEO_POPUP_TYPE: '3', RATE_LIMIT_LOGIN: '30' });
    expect(settings.geo).toEqual({ ...DEFAULT_SETTINGS.geo, popupType: 3 });
    // One number keeps the default per-account limit, so shortening the text never drops it.
    expect(settings.rateLimits.actions.login).toEqual({ perAddress: 30, perAccount: 10 });
  });

  it('refuses a switch it cannot read rather than taking it as off', () => {
    for (const variable of ['GEO_RESTRICT', 'BEHIND_TLS', 'ALLOW_SIMULATORS'] as const) {
      expect(() => readSettings({ [variable]: 'yes' })).toThrow(`${variable} must be 1 or 0`);
      expect(readSetting(variable, { [variable]: 'OFF' })).toBe(false);
      expect(readSetting(variable, { [variable]: 'true' })).toBe(true);
    }
  });

  it('gives every setting its own variable name and its own place in the settings', () => {
    const paths = entries.map(([, entry]) => entry.path);
    for (const [variable] of entries) expect(variable).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(paths.filter((other) => other.startsWith(`${path}.`)), path).toEqual([]);
  });

  it('is the only reader of the environment in the server: no other file reads a variable itself', () => {
    const server = join(REPO, 'host-demo/server');
    const files = (readdirSync(server, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.startsWith('settings/'));
    const reads = files.flatMap((file) =>
      readFileSync(join(server, file), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/)/.test(line))
        .filter((line) => /\benv\.[A-Z_]|\benv\[['"`]/.test(line))
        .map((line) => `${relative(REPO, join(server, file))}: ${line.trim()}`),
    );
    expect(reads).toEqual([]);
  });
});

describe('the server process (host-demo/server/main.ts) with a setting it does not accept', () => {
  it('stops before opening anything, naming the variable and what it accepts', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'nl-settings-')), 'data');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'host-demo/server/main.ts'], {
        cwd: REPO,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'loud' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  }, 120_000);
});

/** A copy of `tree` with `value` at `path` (the rest of a group as given). */
function withValueAt(tree: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  const node = tree as Record<string, unknown>;
  return { ...node, [key]: withValueAt(node[key], rest, value) };
}
