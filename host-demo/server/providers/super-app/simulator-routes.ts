import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HostTradeOutcome, HostTradeResult } from '../../domains/deposits/host-trade';
import type { Clock } from '../../clock';
import { MAX_HOST_CODE_LENGTH, type HostOAuthSimulator } from './host-oauth';
import { NATIVE_SHELL_PATH, SIMULATED_USER_TOKENS, SUPER_APP_PATH, nativeShellPage, superAppPage, superAppScript, type SimulatedUser, type SimulatorLanguage } from './simulator-page';

/**
 * SIMULATORS of the hosts that embed the product (SPEC §7 host bridge, issue 22), served in
 * development and demos only (`devTools`), as the other third parties' simulators are:
 *
 * - `GET /simulators/super-app?lang=&path=` plays the messaging super-app: the product in a frame,
 *   `window.mpadapter` injected into it (a frame cannot be given its own user agent, so the frame's
 *   address carries `host=mpadapter`, which the site keeps for the tab, see host-demo/site/main.tsx;
 *   a real super-app's webview has `mpadapter` in its user agent), and the host's sheets: location
 *   permission, authorisation, payment (approve, decline, time out), file picker.
 * - `GET /simulators/super-app/host.js` the bridge script of that page.
 * - `POST /simulators/super-app/trades/:tradeId` `{ decision: 'approve' | 'decline' }` the host's
 *   payment backend telling the gateway how a trade ended: the deposit is credited once, or failed.
 * - `POST /simulators/super-app/oauth/kycAuthorize?response_type=code&scope=&client_id=&state=&redirect_uri=&lang=`
 *   with `Authorization: Bearer <host token>` (SPEC §7 host-app OAuth): `{ data: { type: 'authCode', code } }`
 *   once the user consented to the client, else `{ data: { type: 'authorize' } }`; 401 for an unknown token.
 * - `POST /simulators/super-app/oauth/consent?client_id=&state=` the authorisation mini-program's Allow: a code.
 * - `POST /simulators/super-app/oauth/token` `{ code }` the host's token endpoint: the host user, once per code.
 * - `GET /simulators/native-shell?platform=1|2&lang=` plays the native app: its webview opens `/app`
 *   with the platform (SPEC §9: 1 iOS, 2 Android).
 */
export async function hostSimulatorRoutes(
  app: FastifyInstance,
  opts: { settleTrade: (result: HostTradeResult) => Promise<HostTradeOutcome>; oauth: HostOAuthSimulator | null; clock: Clock },
): Promise<void> {
  const page = (reply: FastifyReply, body: string, nonce: string) =>
    reply
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        ["default-src 'self'", "style-src 'unsafe-inline'", `script-src 'self' 'nonce-${nonce}'`, "frame-src 'self'", "frame-ancestors 'self'", "base-uri 'none'", "img-src 'self' data: blob:"].join('; '),
      )
      .type('text/html; charset=utf-8')
      .send(body);

  app.get<{ Querystring: { lang?: string; path?: string; user?: string } }>(SUPER_APP_PATH, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const user = Object.hasOwn(SIMULATED_USER_TOKENS, request.query.user ?? '') ? (request.query.user as SimulatedUser) : 'demo';
    return page(reply, superAppPage({ language: languageOf(request.query.lang), path: framedPath(request.query.path, '/'), nonce, user }), nonce);
  });

  app.get(`${SUPER_APP_PATH}/host.js`, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(superAppScript()),
  );

  app.post<{ Params: { tradeId: string }; Body: unknown }>(`${SUPER_APP_PATH}/trades/:tradeId`, async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as { decision?: unknown };
    const { tradeId } = request.params;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(tradeId) || (body.decision !== 'approve' && body.decision !== 'decline')) {
      return reply.code(400).send({ error: 'decision must be approve or decline, for a trade id of 1 to 64 letters, digits, - or _' });
    }
    const outcome = await opts.settleTrade({ tradeId, outcome: body.decision === 'approve' ? 'approved' : 'declined' });
    if (outcome.state === 'unknown') return reply.code(404).send({ error: 'no deposit waits for this trade' });
    return reply.send({ tradeId, state: outcome.state, credited: outcome.credited });
  });

  app.get<{ Querystring: { lang?: string; platform?: string } }>(NATIVE_SHELL_PATH, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const platform = request.query.platform === '1' ? 1 : 2;
    return page(reply, nativeShellPage({ language: languageOf(request.query.lang), platform }), nonce);
  });

  const hostToken = (header: unknown): string => (typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7, 263) : '');
  const clientIdOf = (value: unknown): string | null => (typeof value === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(value) ? value : null);

  // A deployment that plugs in the real super-app's OAuth server has no simulated one to serve.
  const oauth = opts.oauth;
  if (!oauth) return;

  app.post<{ Querystring: Record<string, unknown> }>(`${SUPER_APP_PATH}/oauth/kycAuthorize`, async (request, reply) => {
    const clientId = clientIdOf(request.query.client_id);
    if (request.query.response_type !== 'code' || !clientId) return reply.code(400).send({ error: 'response_type=code and a client_id are required' });
    const answer = oauth.authorize(hostToken(request.headers.authorization), clientId, opts.clock.now());
    if (!answer) return reply.code(401).send({ error: 'unknown host token' });
    return reply.send({ data: answer });
  });

  app.post<{ Querystring: Record<string, unknown> }>(`${SUPER_APP_PATH}/oauth/consent`, async (request, reply) => {
    const clientId = clientIdOf(request.query.client_id);
    if (!clientId) return reply.code(400).send({ error: 'a client_id is required' });
    const code = oauth.consent(hostToken(request.headers.authorization), clientId, opts.clock.now());
    if (!code) return reply.code(401).send({ error: 'unknown host token' });
    return reply.send({ data: { type: 'authCode', code } });
  });

  app.post<{ Body: unknown }>(`${SUPER_APP_PATH}/oauth/token`, async (request, reply) => {
    const code = (request.body as { code?: unknown } | null)?.code;
    if (typeof code !== 'string' || code.length === 0 || code.length > MAX_HOST_CODE_LENGTH) return reply.code(400).send({ error: 'invalid_request' });
    const identity = await oauth.exchange(code, opts.clock.now());
    if (!identity) return reply.code(400).send({ error: 'invalid_grant' });
    return reply.send({ data: identity });
  });
}

function languageOf(lang: unknown): SimulatorLanguage {
  return lang === 'ar' || lang === 'ar-AE' ? 'ar-AE' : 'en-US';
}

/** Only a path of this site goes into the frame (never `//other.example` or a scheme). */
export function framedPath(path: unknown, fallback: string): string {
  if (typeof path !== 'string' || path.length > 512 || !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || [...path].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  return path;
}
