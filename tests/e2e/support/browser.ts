import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: browser downloads do not work on this network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = 'tests/e2e/artifacts';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run 'npm test' (it installs Debian's chromium) or set CHROMIUM_PATH`);
  }
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic',
      '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}

/** Calls the gateway the way the SDK does, to read what the page should show. */
export async function gateway<T>(baseUrl: string, code: string, data: unknown): Promise<T> {
  const message = encodeURIComponent(JSON.stringify({ clientInfo: { platform: 3, product: 61 }, data }));
  const res = await fetch(new URL('hapi', baseUrl), {
    method: 'POST',
    headers: { 'API-Execute-Command': code, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  const body = (await res.json()) as { code: number; data: T };
  if (body.code !== 0) throw new Error(`gateway ${code} answered ${body.code}`);
  return body.data;
}
