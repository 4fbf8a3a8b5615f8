/**
 * The HTTP defaults every answer and connection gets: security headers (helmet) and the
 * timeouts that drop a slow or idle request. Settings in settings/table.ts, documented in the README.
 */
import type { ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerConfig } from '../config';

/** Fastify's default, stated: routes that take more say so (/hapi uploads, the eKYC simulator). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The site's Content-Security-Policy directives. Scripts only from this origin (the built site
 * has no inline script). Styles also inline: the elements render their CSS as <style> elements
 * in their shadow roots, and index.html has the loading spinner's. Frames: this origin (the eKYC
 * simulator) and `frameSources` (a real provider's page). Who may frame the site: `frameAncestors`.
 *
 * @example siteCsp({ frameAncestors: ["'self'"], frameSources: [], behindTls: false })['frame-ancestors'] // ["'self'"]
 */
export function siteCsp(config: Pick<ServerConfig, 'frameAncestors' | 'frameSources' | 'behindTls'>): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: for inline icons and the previews of documents chosen for upload.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // 'self' also covers the same origin's WebSocket (ws: from http:, wss: from https:, CSP Level 3
    // "matches 'self'"), so the STOMP endpoint /ws needs no source of its own here; a fixed header
    // also stays precomputed rather than built from each request's Host.
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...config.frameSources],
    'form-action': ["'self'"],
    'frame-ancestors': [...config.frameAncestors],
    ...(config.behindTls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * HSTS behind TLS, for the site's pages and the gateway's answers alike: a year, subdomains too.
 * helmet takes it as options ({@link securityHeaders}); the gateway sends {@link hstsHeaderValue}.
 */
const HSTS: Readonly<{ maxAge: number; includeSubDomains: boolean }> = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * {@link HSTS} as the Strict-Transport-Security header value, written as helmet writes it.
 *
 * @example hstsHeaderValue() // 'max-age=31536000; includeSubDomains'
 */
function hstsHeaderValue(): string {
  return [`max-age=${HSTS.maxAge}`, ...(HSTS.includeSubDomains ? ['includeSubDomains'] : [])].join('; ');
}

/**
 * Options of helmet: the CSP above, nosniff, `Referrer-Policy: no-referrer`, HSTS only
 * behind TLS (a plain-HTTP development server must not pin browsers to HTTPS), X-Frame-Options
 * only when no other origin may frame the site (old browsers know no frame-ancestors).
 */
export function securityHeaders(config: ServerConfig): HelmetOptions {
  const selfOnly = config.frameAncestors.length === 1 && config.frameAncestors[0] === "'self'";
  return {
    contentSecurityPolicy: { useDefaults: false, directives: siteCsp(config) },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.behindTls ? HSTS : false,
    xFrameOptions: selfOnly ? { action: 'sameorigin' } : false,
    // Partner pages and the super-app load the elements' script and the game images from here.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

/**
 * The headers of a gateway answer (/hapi): JSON that no browser renders, frames or runs, so the
 * OWASP REST set instead of the site's page headers: a CSP that allows nothing and no framing,
 * nosniff, no referrer, HSTS behind TLS. A sixth of the bytes of the page set, on the route
 * every client call takes.
 */
export function apiSecurityHeaders(config: Pick<ServerConfig, 'behindTls'>): [string, string][] {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'no-referrer'],
    ...(config.behindTls ? [['strict-transport-security', hstsHeaderValue()] as [string, string]] : []),
  ];
}

/** The routes answered with {@link apiSecurityHeaders}. */
const API_ROUTES = new Set(['/hapi']);

/**
 * Puts the security headers on every answer of `app` (every route, the 404s, the errors): the
 * gateway's {@link apiSecurityHeaders}, and {@link securityHeaders} on everything else. The helmet
 * middleware is built once here: @fastify/helmet builds it anew on every request (parsing and
 * checking the CSP directives each time), for the same headers.
 *
 * @example registerSecurityHeaders(app, config); // before the routes
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  // Bad options throw here, at start-up; the middleware itself only sets headers and calls next.
  const setHeaders = helmet(securityHeaders(config));
  const apiHeaders = apiSecurityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    if (API_ROUTES.has(request.routeOptions.url ?? '')) {
      for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
      done();
    } else {
      setHeaders(request.raw, reply.raw, () => done());
    }
  });
}

/**
 * Fastify server options that drop slow and idle requests: the whole request (headers and body)
 * must arrive within `requestTimeoutMs` (408), a connection with nothing moving for
 * `idleTimeoutMs` is closed, and an idle keep-alive connection after `keepAliveTimeoutMs`.
 * Node checks the request timeout every `connectionsCheckingInterval` (30 s by default): once
 * a second here, so the setting holds to the second.
 */
export function serverTimeouts(
  config: ServerConfig,
): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'bodyLimit'> & { http: ServerOptions } {
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    bodyLimit: DEFAULT_BODY_LIMIT,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs, 1000),
    },
  };
}
