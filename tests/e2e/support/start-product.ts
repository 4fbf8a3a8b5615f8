import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningProduct {
  url: string;
  stop(): Promise<void>;
}

/** A free TCP port, so parallel runs and a developer's own server do not collide. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the product exactly as README.md says (`npm start`), on a fresh embedded database in a
 * temporary DATA_DIR, and waits for the line that prints its address.
 */
export async function startProduct(options: { timeoutMs?: number } = {}): Promise<RunningProduct> {
  // For writing tests against a product already running (never set in CI).
  if (process.env.E2E_BASE_URL) return { url: process.env.E2E_BASE_URL.replace(/\/?$/, '/'), stop: async () => {} };
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nl-e2e-'));
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`product did not start in time:\n${output}`)), options.timeoutMs ?? 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace(/\/?$/, '/'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    async stop() {
      child.removeAllListeners('exit');
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid!, 'SIGTERM'); // the whole group: npm and the server it started
      } catch {
        /* already gone */
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
