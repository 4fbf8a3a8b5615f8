import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { availableBackends } from './helpers/backends';
import { gatewayPerTest } from './helpers/per-test';

const VERSION = '1.4.0';
const scriptDir = mkdtempSync(join(tmpdir(), 'nl-script-'));
mkdirSync(join(scriptDir, 'chunks'));
writeFileSync(join(scriptDir, 'nl-elements.js'), '(function(){ /* every element */ })();');
writeFileSync(join(scriptDir, 'nl-pick3.js'), 'import "./chunks/boot-abc123.js";');
writeFileSync(join(scriptDir, 'chunks', 'boot-abc123.js'), 'export const boot = 1;');
// A built site beside it, whose catch-all answers what the script build does not have.
const siteDir = mkdtempSync(join(tmpdir(), 'nl-site-'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
afterAll(() => {
  rmSync(scriptDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
});

describe.each(availableBackends())('the script build served to partner pages on $name', (backend) => {
  const t = gatewayPerTest(backend, { config: { scriptDir, siteDir, scriptVersion: VERSION } });

  it('serves every element as one classic script at a versioned URL, kept for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/elements/${VERSION}/nl-elements.js`, headers: { origin: 'https://partner.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('every element');
  });

  it('serves one element\'s module script and its chunks with CORS, as module scripts are fetched', async () => {
    for (const path of ['nl-pick3.js', 'chunks/boot-abc123.js']) {
      const res = await t.app.inject({ method: 'GET', url: `/elements/${VERSION}/${path}`, headers: { origin: 'https://partner.example' } });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['access-control-allow-origin'], path).toBe('*');
      expect(res.headers['access-control-allow-credentials'], path).toBeUndefined();
    }
  });

  it('answers 404 for another version or a file outside the build, never this build under the wrong name', async () => {
    for (const url of [`/elements/1.3.9/nl-pick3.js`, `/elements/${VERSION}/nl-missing.js`, `/elements/${VERSION}/../package.json`, `/elements/${VERSION}/%2e%2e/package.json`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('boot');
    }
  });
});
