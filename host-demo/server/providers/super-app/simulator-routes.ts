import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HostTradeOutcome, HostTradeResult } from '../../domains/deposits/host-trade';
import { NATIVE_SHELL_PATH, SUPER_APP_PATH, nativeShellPage, superAppPage, superAppScript, type SimulatorLanguage } from './simulator-page';

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
 * - `GET /simulators/native-shell?platform=1|2&lang=` plays the native app: its webview opens `/app`
 *   with the platform (SPEC §9: 1 iOS, 2 Android).
 */
export async function hostSimulatorRoutes(
  app: FastifyInstance,
  opts: { settleTrade: (result: HostTradeResult) => Promise<HostTradeOutcome>; oauth?: (app: FastifyInstance) => Promise<void> },
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

  app.get<{ Querystring: { lang?: string; path?: string } }>(SUPER_APP_PATH, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return page(reply, superAppPage({ language: languageOf(request.query.lang), path: framedPath(request.query.path, '/'), nonce }), nonce);
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

  if (opts.oauth) await opts.oauth(app);
}

function languageOf(lang: unknown): SimulatorLanguage {
  return lang === 'ar' || lang === 'ar-AE' ? 'ar-AE' : 'en-US';
}

/** Only a path of this site goes into the frame (never `//other.example` or a scheme). */
export function framedPath(path: unknown, fallback: string): string {
  if (typeof path !== 'string' || path.length > 512 || !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || [...path].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  return path;
}
