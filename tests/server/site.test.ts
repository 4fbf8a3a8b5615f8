import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../host-demo/server/app';
import type { Database } from '../../host-demo/server/db/database';

/** The site routes never touch the database; any use of it would be a bug. */
const noDatabase = new Proxy({} as Database, {
  get: (_t, prop) => (prop === 'engine' ? 'pglite' : () => Promise.reject(new Error(`unexpected database use: ${String(prop)}`))),
});

const HASHED_SCRIPT = 'main-5f3a9c0d1e2b.js';
const SCRIPT = `export const numbers = [${Array.from({ length: 400 }, (_, i) => i).join(', ')}];\n`;
/** The build's own brotli copy, told apart from one the server would make. */
const PRECOMPRESSED = brotliCompressSync(`${SCRIPT}// the build's copy\n`);
const IMAGE = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1" />'.repeat(100)}</svg>`;

describe('the built site', () => {
  let siteDir: string;
  beforeAll(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'nl-site-'));
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Lottery</title><div id="root"></div>');
    writeFileSync(join(siteDir, 'assets', 'app.js'), 'console.log("app")');
    // As the build writes them: hashed names, with compressed copies of the larger files.
    writeFileSync(join(siteDir, 'assets', HASHED_SCRIPT), SCRIPT);
    writeFileSync(join(siteDir, 'assets', `${HASHED_SCRIPT}.br`), PRECOMPRESSED);
    writeFileSync(join(siteDir, 'assets', 'chunk-0123456789ab.js'), 'export const x = 1;');
    mkdirSync(join(siteDir, 'assets', 'games'));
    writeFileSync(join(siteDir, 'assets', 'games', 'pick3.svg'), IMAGE);
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

  describe('compression and caching', () => {
    it("sends the build's brotli copy of a file to a browser that accepts brotli", async () => {
      const app = buildApp({ db: noDatabase, config: { siteDir } });
      const res = await app.inject({ method: 'GET', url: `/assets/${HASHED_SCRIPT}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${SCRIPT}// the build's copy\n`);
      await app.close();
    });

    it('compresses the other files on the fly, with brotli or gzip as the browser accepts', async () => {
      const app = buildApp({ db: noDatabase, config: { siteDir } });
      const br = await app.inject({ method: 'GET', url: '/assets/games/pick3.svg', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(IMAGE);
      const gzip = await app.inject({ method: 'GET', url: `/assets/${HASHED_SCRIPT}`, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
      const plain = await app.inject({ method: 'GET', url: `/assets/${HASHED_SCRIPT}` });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      await app.close();
    });

    it('keeps files with a hashed name for a year, as immutable', async () => {
      const app = buildApp({ db: noDatabase, config: { siteDir } });
      for (const [url, encoding] of [[`/assets/${HASHED_SCRIPT}`, 'br'], [`/assets/${HASHED_SCRIPT}`, 'identity'], ['/assets/chunk-0123456789ab.js', 'br']]) {
        const res = await app.inject({ method: 'GET', url: url!, headers: { 'accept-encoding': encoding! } });
        expect(res.headers['cache-control'], `${url} (${encoding})`).toBe('public, max-age=31536000, immutable');
      }
      await app.close();
    });

    it('has the browser revalidate the document on every visit, for the root and every route', async () => {
      const app = buildApp({ db: noDatabase, config: { siteDir } });
      for (const url of ['/', '/index.html', '/account/deposit', '/lottery/pick3/results?x=1']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers.etag, url).toBeTruthy();
      }
      await app.close();
    });

    it('on a repeat visit, revalidates only the document and answers it with 304 when unchanged', async () => {
      const app = buildApp({ db: noDatabase, config: { siteDir } });
      const headers = { 'accept-encoding': 'br, gzip' };
      const document = await app.inject({ method: 'GET', url: '/lottery/draws', headers });
      const again = await app.inject({ method: 'GET', url: '/lottery/draws', headers: { ...headers, 'if-none-match': document.headers.etag as string } });
      expect(again.statusCode).toBe(304);
      // Every other file is fresh in the cache for a while: the browser does not ask again.
      for (const url of [`/assets/${HASHED_SCRIPT}`, '/assets/chunk-0123456789ab.js', '/assets/games/pick3.svg', '/assets/app.js']) {
        const res = await app.inject({ method: 'GET', url, headers });
        const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1] ?? 0);
        expect(maxAge, url).toBeGreaterThanOrEqual(3600);
        expect(String(res.headers['cache-control']), url).not.toMatch(/no-cache|no-store/);
      }
      await app.close();
    });

    it('answers 404 for a missing file instead of the page, so an old chunk name fails plainly', async () => {
      const app = buildApp({ db: noDatabase, config: { siteDir } });
      const res = await app.inject({ method: 'GET', url: '/assets/main-000000000000.js' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
      await app.close();
    });
  });
});
