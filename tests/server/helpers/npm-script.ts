import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `npm run` finds package.json. */
export const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** How a script run as a process ended: its exit code and what it printed (stdout and stderr). */
export interface ScriptProcess {
  code: number | null;
  output: string;
}

/**
 * Runs `npm run <script> -- <args>` as an operator does, in development, on the database `env`
 * names (DATA_DIR, or DATABASE_URL; no DATABASE_URL unless given).
 *
 * @example await runNpmScript('grand-prize:pay', ['1001'], { DATA_DIR: dir }) // { code: 0, output: 'grand prize of order 1001: …' }
 */
export function runNpmScript(script: string, args: readonly string[], env: Record<string, string>): Promise<ScriptProcess> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Gives `use` an empty folder for a PGlite database, as main.ts's DATA_DIR, and removes it after.
 *
 * @example await withDataDir('nl-review-', async (dataDir) => { … })
 */
export async function withDataDir<T>(prefix: string, use: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  try {
    return await use(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
