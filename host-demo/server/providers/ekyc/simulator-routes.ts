import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decodeImage } from '../../files/image';
import { isTestIdentity } from './test-identities';
import { SIMULATOR_PATH, SIMULATOR_SESSION_MS, type EkycSimulator } from './simulator';
import {
  documentFields,
  renderSimulatorForm,
  renderSimulatorMessage,
  simulatorLanguage,
  simulatorText,
  type SimulatorLanguage,
} from './simulator-page';

/** Two 5 MiB images as base64, URL-encoded, with room to spare. */
const BODY_LIMIT = 32 * 1024 * 1024;

/** Where the player goes back to: the stored path on this site with `ticketId` added. */
export function returnLocation(returnPath: string, ticketId: string): string {
  const url = new URL(returnPath, 'http://this-site.invalid');
  url.searchParams.set('ticketId', ticketId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page's own Content-Security-Policy (it replaces the site's, as a provider's page has its
 * own): only this server, its inline styles, its one script by nonce; framed only where the site
 * may be (the kycIframe page, inside whatever may frame the site).
 */
export function simulatorCsp(scriptNonce: string, frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src 'nonce-${scriptNonce}'`,
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
    "base-uri 'none'",
  ].join('; ');
}

const newNonce = () => randomBytes(16).toString('base64');

function html(reply: FastifyReply, status: number, page: string, csp: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page);
}

type Fields = Partial<Record<'token' | 'identity' | 'lang' | 'front' | 'back' | 'passport', unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The cookie that holds the page's session once the link's token is exchanged. */
export const PAGE_COOKIE = 'nl_ekyc_page';

/** The value of one cookie of a request, or ''. */
export function cookieValue(header: string | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return '';
}

/**
 * SIMULATOR pages of the eKYC provider (see ./simulator.ts):
 *
 * - `GET /simulators/ekyc/:ticketId?token=&returnUrl=&lang=` (the link 100146 answers): spends
 *   the link's one-time token at once for the page's cookie (HttpOnly, this ticket's path only)
 *   and redirects (303) to `/simulators/ekyc/:ticketId?lang=`, so the token leaves the URL.
 * - `GET /simulators/ekyc/:ticketId?lang=` with the cookie: the provider page (English, or
 *   Arabic right-to-left with `lang=ar-AE`): test-identity select, Emirates ID front and back
 *   (id type 1) or passport first page (id type 2), submit.
 * - `POST /simulators/ekyc/:ticketId` the page's own urlencoded form with the cookie, or JSON
 *   `{ token, identity, front, back | passport, lang }` with the provider API's access token
 *   (100145's accessToken) and base64 images. Each file must really be a JPEG or PNG (magic
 *   bytes) of at most 5 MiB, else the page comes back (400) with the errors. On success the
 *   verdict is stored and the player is sent (303) to the return path with `?ticketId=`. The
 *   return path is the one given to 100146, never the query's.
 */
export async function ekycSimulatorRoutes(
  app: FastifyInstance,
  opts: { simulator: EkycSimulator; frameAncestors: readonly string[]; secureCookies: boolean },
): Promise<void> {
  const { simulator, frameAncestors, secureCookies } = opts;
  /** Sends a page rendered with a fresh script nonce, under the CSP that names it. */
  const send = (reply: FastifyReply, status: number, render: (scriptNonce: string) => string) => {
    const scriptNonce = newNonce();
    return html(reply, status, render(scriptNonce), simulatorCsp(scriptNonce, frameAncestors));
  };

  // Only in this plugin's scope: /hapi keeps refusing anything but JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { ticketId: string }; Querystring: { token?: string; lang?: string } }>(`${SIMULATOR_PATH}/:ticketId`, async (request, reply) => {
    const { ticketId } = request.params;
    const queryLanguage = request.query.lang ? simulatorLanguage(request.query.lang) : undefined;
    const pagePath = `${SIMULATOR_PATH}/${encodeURIComponent(ticketId)}`;
    const cleanUrl = `${pagePath}${queryLanguage ? `?lang=${queryLanguage}` : ''}`;
    const cookie = cookieValue(request.headers.cookie, PAGE_COOKIE);

    if (request.query.token !== undefined) {
      const secret = await simulator.exchangeLinkToken(ticketId, text(request.query.token));
      if (secret) {
        const attributes = [`Path=${pagePath}`, `Max-Age=${SIMULATOR_SESSION_MS / 1000}`, 'HttpOnly', 'SameSite=Lax', ...(secureCookies ? ['Secure'] : [])];
        reply.header('set-cookie', `${PAGE_COOKIE}=${secret}; ${attributes.join('; ')}`);
        return reply.code(303).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(cleanUrl, 303);
      }
      // A spent link opened again (the back button) by the browser that spent it: its page.
      if (cookie && (await simulator.session(ticketId, cookie))) return reply.code(303).header('cache-control', 'no-store').redirect(cleanUrl, 303);
      return send(reply, 403, () => renderSimulatorMessage(queryLanguage ?? 'en-US', 'invalidLink'));
    }

    const session = await simulator.session(ticketId, cookie);
    if (!session) return send(reply, 403, () => renderSimulatorMessage(queryLanguage ?? 'en-US', 'invalidLink'));
    const language = queryLanguage ?? session.language;
    if (session.submitted) {
      const back = session.returnPath ? returnLocation(session.returnPath, session.ticketId) : undefined;
      return send(reply, 409, () => renderSimulatorMessage(language, 'submitted', back));
    }
    return send(reply, 200, (scriptNonce) => renderSimulatorForm({ ticketId: session.ticketId, scriptNonce, language, idType: session.idType }));
  });

  app.post<{ Params: { ticketId: string }; Body: Fields }>(`${SIMULATOR_PATH}/:ticketId`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body: Fields = typeof request.body === 'object' && request.body !== null ? request.body : {};
    // The page posts with its cookie; a provider API client with the access token.
    const session = await simulator.session(request.params.ticketId, cookieValue(request.headers.cookie, PAGE_COOKIE) || text(body.token));
    const language: SimulatorLanguage = body.lang ? simulatorLanguage(body.lang) : (session?.language ?? 'en-US');
    if (!session) return send(reply, 403, () => renderSimulatorMessage(language, 'invalidLink'));
    const back = session.returnPath ? returnLocation(session.returnPath, session.ticketId) : undefined;
    if (session.submitted) return send(reply, 409, () => renderSimulatorMessage(language, 'submitted', back));

    const errors: string[] = [];
    const identity = text(body.identity);
    if (!isTestIdentity(identity)) errors.push(simulatorText(language, 'badIdentity'));
    const fields = documentFields(session.idType);
    for (const { field, label } of fields) {
      const name = simulatorText(language, label);
      const value = text(body[field]);
      if (!value) {
        errors.push(simulatorText(language, 'missing', name));
        continue;
      }
      const image = decodeImage(value);
      if (!image.ok) errors.push(simulatorText(language, image.reason === 'too-large' ? 'tooLarge' : 'notImage', name));
    }
    if (errors.length > 0 || !isTestIdentity(identity)) {
      return send(reply, 400, (scriptNonce) => renderSimulatorForm({ ticketId: session.ticketId, scriptNonce, language, idType: session.idType, selected: identity, errors }));
    }

    if (!(await simulator.submit(session.ticketId, identity, fields.length))) {
      return send(reply, 409, () => renderSimulatorMessage(language, 'submitted', back));
    }
    return reply.code(303).header('cache-control', 'no-store').redirect(back ?? '/', 303);
  });
}
