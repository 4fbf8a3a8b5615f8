import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The path prefix of the `<script>`-tag build for one version of the package.
 *
 * @example scriptPrefix('1.4.0') // '/elements/1.4.0/'
 */
export function scriptPrefix(version: string): string {
  return `/elements/${version}/`;
}

/**
 * Serves the `<script>`-tag build (dist/script) to partner pages at a versioned path:
 * `/elements/<version>/nl-elements.js` (every element, a classic script) and
 * `/elements/<version>/nl-<name>.js` (one element, a module script, with its shared chunks
 * under `chunks/`). A version's files never change, so browsers keep them for a year; another
 * version's path is a 404, never this build under the wrong name.
 *
 * Module scripts are fetched in CORS mode, so the files carry `Access-Control-Allow-Origin: *`:
 * they are the same public code for everyone and no credentials go with them.
 *
 * @example app.register(scriptRoutes, { scriptDir: 'dist/script', version: '1.4.0' });
 */
export async function scriptRoutes(app: FastifyInstance, opts: { scriptDir: string; version: string }): Promise<void> {
  if (!existsSync(opts.scriptDir)) return;
  await app.register(fastifyStatic, {
    root: opts.scriptDir,
    prefix: scriptPrefix(opts.version),
    // The site's instance decorates the reply already.
    decorateReply: false,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
