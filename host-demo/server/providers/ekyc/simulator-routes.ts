import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { decodeImage } from '../../files/image';
import { isTestIdentity } from './test-identities';
import { SIMULATOR_PATH, type EkycSimulator } from './simulator';
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

/**
 * SIMULATOR pages of the eKYC provider (see ./simulator.ts):
 *
 * - `GET /simulators/ekyc/:ticketId?token=&returnUrl=&lang=` the provider page (English, or
 *   Arabic right-to-left with `lang=ar-AE`): test-identity select, Emirates ID front and back
 *   (id type 1) or passport first page (id type 2), submit.
 * - `POST /simulators/ekyc/:ticketId` JSON `{ token, identity, front, back | passport, lang }`
 *   with base64 images, or the page's own urlencoded form. Each file must really be a JPEG or
 *   PNG (magic bytes) of at most 5 MiB, else the page comes back (400) with the errors. On
 *   success the verdict is stored and the player is sent (303) to the return path with
 *   `?ticketId=`. The return path is the one given to 100146, never the query's.
 */
export async function ekycSimulatorRoutes(app: FastifyInstance, opts: { simulator: EkycSimulator; frameAncestors: readonly string[] }): Promise<void> {
  const { simulator, frameAncestors } = opts;
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
    const queryLanguage = request.query.lang ? simulatorLanguage(request.query.lang) : undefined;
    const session = await simulator.session(request.params.ticketId, text(request.query.token));
    if (!session) return send(reply, 403, () => renderSimulatorMessage(queryLanguage ?? 'en-US', 'invalidLink'));
    const language = queryLanguage ?? session.language;
    if (session.submitted) {
      const back = session.returnPath ? returnLocation(session.returnPath, session.ticketId) : undefined;
      return send(reply, 409, () => renderSimulatorMessage(language, 'submitted', back));
    }
    return send(reply, 200, (scriptNonce) => renderSimulatorForm({ ticketId: session.ticketId, token: text(request.query.token), scriptNonce, language, idType: session.idType }));
  });

  app.post<{ Params: { ticketId: string }; Body: Fields }>(`${SIMULATOR_PATH}/:ticketId`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body: Fields = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const token = text(body.token);
    const session = await simulator.session(request.params.ticketId, token);
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
      return send(reply, 400, (scriptNonce) => renderSimulatorForm({ ticketId: session.ticketId, token, scriptNonce, language, idType: session.idType, selected: identity, errors }));
    }

    if (!(await simulator.submit(session.ticketId, identity, fields.length))) {
      return send(reply, 409, () => renderSimulatorMessage(language, 'submitted', back));
    }
    return reply.code(303).header('cache-control', 'no-store').redirect(back ?? '/', 303);
  });
}
