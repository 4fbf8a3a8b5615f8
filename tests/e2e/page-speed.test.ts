import { describe, expect, it } from 'vitest';

import { routePath } from '../../sdk/routes';

import { PHONE, returningVisitorContext, visit } from './support/page-metrics';
import { sharedProductInBrowser } from './support/product-in-browser';

/**
 * What can be checked for certain about page speed (issue 11); the timings themselves (LCP, the
 * header's first paint) depend on the machine and are printed by tests/bench/page-metrics.ts.
 */

const running = sharedProductInBrowser();

const url = (path: string) => new URL(path.replace(/^\//, ''), running.product.url).href;
const HASHED_FILE = /\/assets\/[^/]+-[0-9a-f]{12}\.[a-z0-9]+$/;

describe('page speed in a real browser', () => {
  it('sends the site compressed, its built files under hashed names kept for a year, and the document revalidated', async () => {
    const context = await returningVisitorContext(running.browser);
    try {
      const { responses } = await visit(context, url(routePath('home')));
      const site = responses.filter((r) => r.kind !== 'api');
      const document = site.find((r) => r.kind === 'document');
      expect(document?.headers['cache-control']).toBe('no-cache');

      const scripts = site.filter((r) => new URL(r.url).pathname.endsWith('.js'));
      expect(scripts.length, 'the page loads scripts').toBeGreaterThan(0);
      for (const script of scripts) {
        expect(new URL(script.url).pathname, 'every script has a hashed name').toMatch(HASHED_FILE);
        expect(script.headers['cache-control'], script.url).toBe('public, max-age=31536000, immutable');
      }

      const large = site.filter((r) => r.status === 200 && r.decoded > 1024);
      expect(large.length).toBeGreaterThan(0);
      for (const response of large) expect(response.headers['content-encoding'], response.url).toMatch(/^(br|gzip)$/);
      const sent = large.reduce((sum, r) => sum + r.transferred, 0);
      const decoded = large.reduce((sum, r) => sum + r.decoded, 0);
      console.log(`home page at ${PHONE.width} px: ${(sent / 1024).toFixed(1)} KiB sent for ${(decoded / 1024).toFixed(1)} KiB of files`);
    } finally {
      await context.close();
    }
  });

  it('on a repeat visit asks only for the document, which comes back 304 Not Modified', async () => {
    const context = await returningVisitorContext(running.browser);
    try {
      const page = url(routePath('home'));
      const first = await visit(context, page);
      expect(first.responses.filter((r) => r.kind === 'asset').length).toBeGreaterThan(0);
      const repeat = await visit(context, page);
      const site = repeat.responses.filter((r) => r.kind !== 'api');
      expect(site.map((r) => `${r.status} ${new URL(r.url).pathname}`)).toEqual(['304 /']);
    } finally {
      await context.close();
    }
  });

  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    it(`keeps the home page still while it loads at ${viewport.width} px (layout shift at most 0.02)`, async () => {
      const context = await returningVisitorContext(running.browser, viewport);
      try {
        const { cls } = await visit(context, url(routePath('home')));
        console.log(`home page at ${viewport.width} px: cumulative layout shift ${cls.toFixed(4)}`);
        expect(cls).toBeLessThanOrEqual(0.02);
      } finally {
        await context.close();
      }
    });
  }
});
