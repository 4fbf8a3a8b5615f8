import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { chatMessageText } from '../../../../sdk/chat/chat-provider';
import type { LiveChatSimulator } from './simulator';

const StartBody = z.strictObject({ language: z.enum(['en-US', 'ar-AE']) });
// Bounded before trimming too: a body of spaces cannot grow without limit.
const SendBody = z.strictObject({ text: z.string().check(z.maxLength(2000)) });
const ConversationParams = z.strictObject({ id: z.string().check(z.regex(/^[0-9a-f]{32}$/)) });
const ListQuery = z.strictObject({ after: z.optional(z.string().check(z.regex(/^m\d{4,6}$/))) });

/**
 * The live-chat simulator's HTTP protocol (sdk/chat/http-chat-provider.ts speaks it), served
 * while the LIVE_CHAT setting is on. Guests may chat as well as players (customer service is for
 * everyone), so it reads no session and stores nothing about who is writing.
 *
 *   POST /simulators/live-chat/conversations                { "language": "en-US" }  → 201 { id, messages }
 *   POST /simulators/live-chat/conversations/:id/messages   { "text": "…" }          → 201 message
 *   GET  /simulators/live-chat/conversations/:id/messages?after=m0002                → 200 { messages }
 *   → 400 { error: 'invalid-request' | 'invalid-text' }, 404 { error: 'unknown-conversation' },
 *     429 { error: 'conversation-full' }
 */
export async function liveChatSimulatorRoutes(app: FastifyInstance, deps: { simulator: LiveChatSimulator }): Promise<void> {
  const base = deps.simulator.url;
  const noStore = { 'cache-control': 'no-store' };

  app.post(`${base}/conversations`, { bodyLimit: 256 }, async (request, reply) => {
    const body = z.safeParse(StartBody, request.body);
    if (!body.success) return reply.code(400).headers(noStore).send({ error: 'invalid-request' });
    return reply.code(201).headers(noStore).send(deps.simulator.start(body.data.language));
  });

  app.post(`${base}/conversations/:id/messages`, { bodyLimit: 8192 }, async (request, reply) => {
    const params = z.safeParse(ConversationParams, request.params);
    const body = z.safeParse(SendBody, request.body);
    if (!params.success || !body.success) return reply.code(400).headers(noStore).send({ error: 'invalid-request' });
    const text = chatMessageText(body.data.text);
    if (text === null) return reply.code(400).headers(noStore).send({ error: 'invalid-text' });
    const sent = deps.simulator.send(params.data.id, text);
    if (!sent.ok) return reply.code(sent.refusal === 'unknown-conversation' ? 404 : 429).headers(noStore).send({ error: sent.refusal });
    return reply.code(201).headers(noStore).send(sent.message);
  });

  app.get(`${base}/conversations/:id/messages`, async (request, reply) => {
    const params = z.safeParse(ConversationParams, request.params);
    const query = z.safeParse(ListQuery, request.query);
    if (!params.success || !query.success) return reply.code(400).headers(noStore).send({ error: 'invalid-request' });
    const messages = deps.simulator.messages(params.data.id, query.data.after ?? null);
    if (messages === null) return reply.code(404).headers(noStore).send({ error: 'unknown-conversation' });
    return reply.code(200).headers(noStore).send({ messages });
  });
}
