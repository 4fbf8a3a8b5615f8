import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../host-demo/server/app';
import type { Database } from '../../host-demo/server/db/database';

/** The site routes never touch the database; any use of it would be a bug. */
const noDatabase = new Proxy({} as Database, {
  get: (_t, prop) => (prop === 'engine' ? 'pglite' : () => Promise.reject(new Error(`unexpected database use: ${String(prop)}`))),
});

describe('the built site', () => {
  let siteDir: string;
  beforeAll(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'nl-site-'));
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Lottery</title><div id="root"></div>');
    writeFileSync(join(siteDir, 'assets', 'app.js'), 'console.log("app")');
  });
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('serves the built files as they are', async () => {
    const app = buildApp({ db: noDatabase, config: { siteDir } });
    const res = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('console.log("app")');
    await app.close();
  });

  it('answers index.html for history-mode routes and the root', async () => {
    const app = buildApp({ db: noDatabase, config: { siteDir } });
    for (const url of ['/', '/account/deposit', '/lottery/pick3?x=1', '/lottery/e-instants/pearl-diver/demo']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
    await app.close();
  });

  it('keeps /hapi for the gateway', async () => {
    const app = buildApp({ db: noDatabase, config: { siteDir } });
    const res = await app.inject({ method: 'GET', url: '/hapi', headers: { 'API-Execute-Command': '999999' } });
    expect(res.json()).toMatchObject({ code: 400000011 });
    await app.close();
  });

  it('answers a plain 503 page saying "run npm run build" when the site is not built', async () => {
    const app = buildApp({ db: noDatabase, config: { siteDir: join(siteDir, 'missing') } });
    for (const url of ['/', '/account/deposit']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('npm run build');
    }
    await app.close();
  });
});
