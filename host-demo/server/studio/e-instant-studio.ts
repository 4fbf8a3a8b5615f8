/**
 * The REFERENCE e-instant studio (issue 20; docs/e-instants.md): a game studio's server and its
 * game page, served by this process as a studio would serve them from its own site. It stands
 * where a real studio would, behind the same interface: it talks to the operator only through
 * the wallet protocol (/hapi 101312-101316, signed with the studio's key) and to the product's
 * page only through the frame protocol (sdk/instant/frame-protocol.ts). Its outcomes come from
 * this server's CSPRNG and its prize tables (./reference-tables.ts), never from the browser.
 *
 * - `GET /studio/e-instants/:appKey/?lang=` the game's page (its own CSP; framed by the site);
 *   the launch token and the host's origin arrive in the fragment, which never reaches a server.
 * - `POST /studio/e-instants/api/session` `{ appKey, launchToken }` → the game session (101312).
 * - `POST /studio/e-instants/api/play` `{ sessionToken, stake }` → one ticket: bet (101314), the
 *   outcome, win (101315, closing the round; 0 for a loss). A win call that fails is retried once
 *   under the same transaction id; a round left open is rolled back by the operator's job.
 * - `POST /studio/e-instants/api/balance` `{ sessionToken }` → the balance (101313).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { ErrorCode } from '../../../sdk/errors/codes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { encodeMessage, type ResponseEnvelope } from '../../../sdk/commands/envelope';
import { formatMoney } from '../../../sdk/format';
import { walletSignature } from '../../../sdk/instant/wallet-signature';
import type { ServerConfig } from '../config';
import { catalogueGames } from '../db/catalogue-content';
import { REFERENCE_TABLES, TABLE_WEIGHT, multiplierAt, ticketSymbols, type ReferenceTable } from './reference-tables';
import { gamePage } from './e-instant-page';

type Language = 'en-US' | 'ar-AE';
const languageOf = (value: unknown): Language => (typeof value === 'string' && value.toLowerCase().startsWith('ar') ? 'ar-AE' : 'en-US');

/** The studio's wallet client: one signed call of the operator's wallet protocol. */
export interface StudioWallet {
  call<T>(code: string, data: Record<string, unknown>, language: Language): Promise<ResponseEnvelope<T>>;
}

/** The wallet over this process's gateway (the operator's /hapi), as a remote studio calls it over HTTPS. */
export function gatewayWallet(app: FastifyInstance, key: string): StudioWallet {
  return {
    async call<T>(code: string, data: Record<string, unknown>, language: Language) {
      const signature = await walletSignature(key, data);
      const message = encodeMessage({ clientInfo: { platform: 3, product: 61, language }, data: { ...data, signature } });
      const response = await app.inject({ method: 'POST', url: '/hapi', headers: { 'API-Execute-Command': code, 'content-type': 'application/json' }, payload: { message } });
      return response.json() as ResponseEnvelope<T>;
    },
  };
}

interface SessionReply {
  sessionToken: string;
  balance: number;
  currency: 'AED';
  demo: boolean;
  appKey: string;
}
interface MoveReply {
  balance: number;
  currency: 'AED';
  demo: boolean;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const bodyOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

function refuse(reply: FastifyReply, envelope: { code: number; message?: string | null }) {
  return reply.code(200).send({ error: { code: envelope.code, message: envelope.message ?? '' } });
}

/** The page's CSP: its own script and styles by nonce, this origin's API, framed where the site may be. */
function pageCsp(nonce: string, frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    `frame-ancestors ${frameAncestors.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * Registers the reference studio's routes (see the module's comment). `wallet` defaults to the
 * gateway of this process, signed with the configured studio key.
 */
export async function eInstantStudioRoutes(app: FastifyInstance, deps: { config: ServerConfig; wallet?: StudioWallet }): Promise<void> {
  const wallet = deps.wallet ?? gatewayWallet(app, deps.config.eInstantStudioKey);
  const { config } = deps;

  app.get<{ Params: { appKey: string }; Querystring: { lang?: string } }>('/studio/e-instants/:appKey/', async (request, reply) => {
    const table = REFERENCE_TABLES[request.params.appKey];
    if (!table) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const language = languageOf(request.query.lang);
    const nonce = randomUUID().replace(/-/g, '');
    // The product's own origin, and the partner sites that may frame the product.
    const hostOrigins = [`${request.protocol}://${request.host}`, ...config.partnerOrigins];
    const game = catalogueGames().find((g) => g.appKey === request.params.appKey);
    const page = gamePage({
      nonce,
      name: (language === 'ar-AE' ? game?.nameAr : game?.nameEn) ?? request.params.appKey,
      background: game?.titleBgColor ?? '#1B3A4B',
      language,
      appKey: request.params.appKey,
      hostOrigins,
      stakes: table.stakes.map((amount) => ({ amount, label: formatMoney(amount, language) })),
      moneyPrefix: formatMoney(0, language).replace(/[\d.,\s]+$/, ''),
      symbols: table.symbols,
      topMultiplier: Math.max(...table.tiers.map((t) => t.multiplier)),
    });
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageCsp(nonce, config.frameAncestors))
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(page);
  });

  app.post('/studio/e-instants/api/session', async (request, reply) => {
    const body = bodyOf(request.body);
    const language = languageOf(body.lang);
    if (typeof body.launchToken !== 'string' || !TOKEN.test(body.launchToken)) return refuse(reply, { code: ErrorCode.validationFailed });
    const answer = await wallet.call<SessionReply>('101312', { launchToken: body.launchToken }, language);
    if (answer.code !== 0 || !answer.data) return refuse(reply, answer);
    if (typeof body.appKey === 'string' && body.appKey !== answer.data.appKey) return refuse(reply, { code: ErrorCode.eInstantSessionInvalid });
    return { sessionToken: answer.data.sessionToken, balance: answer.data.balance, demo: answer.data.demo };
  });

  app.post('/studio/e-instants/api/balance', async (request, reply) => {
    const body = bodyOf(request.body);
    if (typeof body.sessionToken !== 'string' || !TOKEN.test(body.sessionToken)) return refuse(reply, { code: ErrorCode.validationFailed });
    const answer = await wallet.call<MoveReply>('101313', { sessionToken: body.sessionToken }, languageOf(body.lang));
    if (answer.code !== 0 || !answer.data) return refuse(reply, answer);
    return { balance: answer.data.balance, demo: answer.data.demo };
  });

  app.post('/studio/e-instants/api/play', async (request, reply) => {
    const body = bodyOf(request.body);
    const language = languageOf(body.lang);
    const { sessionToken, stake, appKey } = body;
    const table: ReferenceTable | undefined = typeof appKey === 'string' ? REFERENCE_TABLES[appKey] : undefined;
    if (typeof sessionToken !== 'string' || !TOKEN.test(sessionToken) || !table || typeof stake !== 'number' || !table.stakes.includes(stake)) return refuse(reply, { code: ErrorCode.validationFailed });
    const roundId = randomUUID();
    const placed = await wallet.call<MoveReply>('101314', { sessionToken, transactionId: `bet-${roundId}`, roundId, amount: stake }, language);
    if (placed.code !== 0 || !placed.data) return refuse(reply, placed);
    // The outcome: the studio's CSPRNG over its table, after the stake is taken.
    const multiplier = multiplierAt(table, randomInt(TABLE_WEIGHT));
    const symbols = ticketSymbols(table, multiplier, (max) => randomInt(max));
    const winData = { sessionToken, transactionId: `win-${roundId}`, roundId, amount: stake * multiplier, closeRound: true };
    let paid = await wallet.call<MoveReply>('101315', winData, language);
    // A lost answer is retried under the same transaction id: the wallet pays it once.
    if (paid.code !== 0) paid = await wallet.call<MoveReply>('101315', winData, language);
    if (paid.code !== 0 || !paid.data) return refuse(reply, paid);
    return { roundId, symbols, multiplier, win: stake * multiplier, balance: paid.data.balance, demo: paid.data.demo };
  });
}
