import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><h1>The site has not been built yet</h1>
<p>Run <code>npm run build</code>, then restart the server.</p></body></html>`;

/**
 * Serves the built reference site: its files as they are, and index.html for any other GET
 * (history-mode routes such as /account/deposit are resolved in the browser). When the build
 * folder is missing, every such GET gets a 503 page that says how to build it.
 */
export async function siteRoutes(app: FastifyInstance, opts: { siteDir: string }): Promise<void> {
  const { siteDir } = opts;
  const notBuilt = (reply: import('fastify').FastifyReply) =>
    reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);

  if (!existsSync(siteDir)) {
    app.get('/*', (_request, reply) => notBuilt(reply));
    return;
  }

  // wildcard: files are looked up per request, so a rebuild shows without a restart.
  await app.register(fastifyStatic, { root: siteDir, wildcard: true, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not Found' });
    }
    if (!existsSync(join(siteDir, 'index.html'))) return notBuilt(reply);
    // index.html must be revalidated so a new build's asset names are picked up.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
