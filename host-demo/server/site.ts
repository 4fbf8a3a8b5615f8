import { existsSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><h1>The site has not been built yet</h1>
<p>Run <code>npm run build</code>, then restart the server.</p></body></html>`;

/**
 * How long browsers keep each file of the built site:
 * - hashed names (`main-0123456789ab.js`: `-` and 12 hex digits before the extension, as
 *   rollup.config.mjs names what the build writes) change with their content: kept for a year,
 *   never revalidated;
 * - index.html names the current build's files: revalidated on every visit (a 304 when unchanged);
 * - anything else (the game images of the catalogue, under fixed names): an hour.
 *
 * @example cacheControlFor('assets/main-0123456789ab.js') // 'public, max-age=31536000, immutable'
 */
export function cacheControlFor(path: string): string {
  const name = path.split(/[\\/]/).at(-1) ?? '';
  if (/-[0-9a-f]{12}\.[a-z0-9]+(?:\.map)?$/.test(name)) return 'public, max-age=31536000, immutable';
  if (name === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built reference site: its files as they are, and index.html for any other GET
 * (history-mode routes such as /account/deposit are resolved in the browser). The build's own
 * files go out as the compressed copies it made at its strongest settings; the rest is
 * compressed on the fly (@fastify/compress, registered by the app). When the build folder is
 * missing, every such GET gets a 503 page that says how to build it.
 */
export async function siteRoutes(app: FastifyInstance, opts: { siteDir: string }): Promise<void> {
  const { siteDir } = opts;
  const notBuilt = (reply: FastifyReply) =>
    reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);

  if (!existsSync(siteDir)) {
    app.get('/*', (_request, reply) => notBuilt(reply));
    return;
  }

  // wildcard: files are looked up per request, so a rebuild shows without a restart.
  await app.register(fastifyStatic, {
    root: siteDir,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('cache-control', cacheControlFor(relative(siteDir, file).replace(/\.(br|gz)$/, '')));
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not Found' });
    }
    // A file that is not there (a chunk of an older build): a 404, not the page in its place.
    if (extname(request.url.split('?')[0]!)) return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not Found' });
    if (!existsSync(join(siteDir, 'index.html'))) return notBuilt(reply);
    return reply.sendFile('index.html');
  });
}
