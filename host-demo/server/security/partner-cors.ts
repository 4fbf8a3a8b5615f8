/**
 * CORS for partner sites (README, Embed an element): a page on an origin of the `partnerOrigins`
 * setting (PARTNER_ORIGINS) may call the gateway's routes the SDK calls across origins, with
 * exactly the headers the SDK sends (sdk/transport/gateway-transport.ts, sdk/geo/geo-session.ts).
 * Any other origin gets no CORS header at all, so its browser refuses the answer; a preflight
 * from it is answered 403 and reaches no handler.
 *
 * A small hook rather than @fastify/cors: the allow-list is exact origins and the allowed headers
 * follow the configured session header (`authKey`), which is all @fastify/cors would add here,
 * while its route-wide OPTIONS handler would answer every path of the site. No credentials are
 * allowed: the session token travels in a header, never in a cookie, so a partner's page cannot
 * ride on a cookie of this site.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMMAND_HEADER, GEO_HEADER } from '../../../sdk/commands/envelope';
import type { ServerConfig } from '../config';

/** Routes a partner page's SDK calls: the gateway and the location verifier (010001 geoVerifyPath). */
export const PARTNER_CORS_ROUTES: readonly string[] = ['/hapi', '/simulators/geo-verifier/token'];

/** How long a browser may reuse a preflight's answer (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The request headers the SDK sends to the gateway: the command, the session token (named by
 * `authKey`), the location token and the JSON body's type.
 *
 * @example partnerRequestHeaders('Api-Access-Token') // 'API-Execute-Command, Api-Access-Token, Geo-Token, Content-Type'
 */
export function partnerRequestHeaders(authKey: string): string {
  return [COMMAND_HEADER, authKey, GEO_HEADER, 'Content-Type'].join(', ');
}

/**
 * Answers CORS on {@link PARTNER_CORS_ROUTES} for the configured partner origins: the preflight
 * (OPTIONS, 204) and the actual GET and POST (Access-Control-Allow-Origin with the caller's
 * origin). Register before the routes.
 *
 * @example registerPartnerCors(app, config);
 */
export function registerPartnerCors(app: FastifyInstance, config: Pick<ServerConfig, 'partnerOrigins' | 'authKey'>): void {
  const allowed = new Set(config.partnerOrigins);
  const allowHeaders = partnerRequestHeaders(config.authKey);
  const routes = new Set(PARTNER_CORS_ROUTES);

  const preflight = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    // Answers vary by origin: a cache must not hand one origin's answer to another.
    reply.header('vary', 'Origin');
    if (typeof origin !== 'string' || !allowed.has(origin)) return reply.code(403).send();
    return reply
      .code(204)
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', allowHeaders)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .send();
  };
  for (const url of routes) app.options(url, preflight);

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS' && routes.has(request.routeOptions.url ?? '')) {
      reply.header('vary', 'Origin');
      const origin = request.headers.origin;
      if (typeof origin === 'string' && allowed.has(origin)) reply.header('access-control-allow-origin', origin);
    }
    done();
  });
}
