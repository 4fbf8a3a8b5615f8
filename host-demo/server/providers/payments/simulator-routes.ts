import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../clock';
import type { PaymentResult } from './payment-provider';
import { ACQUIRER_SIMULATOR_PATH, type AcquirerSimulator } from './simulator';
import { challengeLanguage, renderChallengeMessage, renderChallengePage } from './simulator-page';

/**
 * The page's own Content-Security-Policy (it replaces the site's, as a bank's page has its own):
 * no script at all, its inline styles, posting only to itself; framed only where the site may be
 * (the payment frame of the deposit dialog, inside whatever may frame the site).
 */
export function challengeCsp(frameAncestors: readonly string[]): string {
  return ["default-src 'none'", "style-src 'unsafe-inline'", "form-action 'self'", `frame-ancestors ${frameAncestors.join(' ')}`, "base-uri 'none'"].join('; ');
}

/**
 * Where the player goes back to: the path the deposit gave (never another origin), with the
 * gatewayId added so the page knows which deposit to show.
 */
export function challengeReturnLocation(returnPath: string, gatewayId: string): string {
  const url = new URL(returnPath, 'http://this-site.invalid');
  url.searchParams.set('gatewayId', gatewayId);
  return `${url.pathname}${url.search}${url.hash}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * SIMULATOR page of the card acquirer's 3-D Secure check (see ./simulator.ts):
 *
 * - `GET /simulators/acquirer/3ds/:paymentId?lang=` the challenge (English, or Arabic right-to-left
 *   with `lang=ar-AE`): amount, reference, Approve and Decline. 404 for an unknown payment, 409
 *   with a link back once completed.
 * - `POST /simulators/acquirer/3ds/:paymentId` (urlencoded `decision=approve|decline`): completes
 *   the payment, tells the merchant through `onResult` (the deposits domain credits or fails the
 *   deposit, once however often this is posted), then sends the player (303) to the deposit's
 *   return path with `?gatewayId=`.
 */
export async function acquirerSimulatorRoutes(
  app: FastifyInstance,
  opts: { simulator: AcquirerSimulator; clock: Clock; frameAncestors: readonly string[]; onResult: (result: PaymentResult) => Promise<void> },
): Promise<void> {
  const { simulator, clock, frameAncestors, onResult } = opts;
  const csp = challengeCsp(frameAncestors);
  const send = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page);

  // Only in this plugin's scope: /hapi keeps refusing anything but JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { paymentId: string }; Querystring: { lang?: string } }>(`${ACQUIRER_SIMULATOR_PATH}/:paymentId`, async (request, reply) => {
    const payment = await simulator.challenge(request.params.paymentId);
    const language = challengeLanguage(request.query.lang ?? payment?.language);
    if (!payment || payment.status === 'pending') return send(reply, 404, renderChallengeMessage(language, 'unknown'));
    if (payment.status !== 'challenge') return send(reply, 409, renderChallengeMessage(language, 'done', challengeReturnLocation(payment.returnPath, payment.reference)));
    const action = `${ACQUIRER_SIMULATOR_PATH}/${encodeURIComponent(payment.paymentId)}`;
    return send(reply, 200, renderChallengePage({ action, amount: payment.amount, reference: payment.reference, language }));
  });

  app.post<{ Params: { paymentId: string }; Body: Record<string, unknown> | null }>(`${ACQUIRER_SIMULATOR_PATH}/:paymentId`, async (request, reply) => {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const decision = text(body.decision);
    const language = challengeLanguage(body.lang);
    if (decision !== 'approve' && decision !== 'decline') return send(reply, 400, renderChallengeMessage(language, 'unknown'));
    const result = await simulator.complete(request.params.paymentId, decision === 'approve', clock.now());
    if (!result) return send(reply, 404, renderChallengeMessage(language, 'unknown'));
    const { returnPath, ...paymentResult } = result;
    await onResult(paymentResult);
    return reply.code(303).header('cache-control', 'no-store').redirect(challengeReturnLocation(returnPath, result.reference), 303);
  });
}
